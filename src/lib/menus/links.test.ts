import { describe, expect, it } from 'vitest';
import { isFrameable, isValidLink } from './links';
import { findIframeEntry, menuAction } from './menuAction';

describe('links', () => {
  it('accepts the schemes of SPEC §5', () => {
    for (const ok of [
      'http://a.b',
      'https://a.b/c',
      'ftp://f.example',
      'mailto:a@b.c',
      'tel:+861234',
      'HTTPS://X',
      '  https://a.b \n',
    ]) {
      expect(isValidLink(ok)).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      '//evil.example',
      'www.example.com',
      '',
      'https://a.b/\njavascript:x',
      'ht\ttps://a.b',
      'https://a\u0000.b',
    ]) {
      expect(isValidLink(bad)).toBe(false);
    }
  });
  it('frames http(s) pages and site paths only', () => {
    expect(isFrameable('https://docs.example/')).toBe(true);
    expect(isFrameable('/user/iframe/https%3A%2F%2Fdocs.example')).toBe(true);
    expect(isFrameable('//evil.example')).toBe(false);
    expect(isFrameable('/\\evil.example')).toBe(false);
    expect(isFrameable('javascript:alert(1)')).toBe(false);
  });
  it('turns unsafe rule URLs into the unrecognized-menu error', () => {
    const meta = (menu_type: string) => ({ id: 1, type: 'menu' as const, menu_type });
    expect(menuAction({ path: 'javascript:alert(1)', meta: meta('link') }).kind).toBe('error');
    expect(menuAction({ path: 'https://ok.example', meta: meta('link') })).toEqual({
      kind: 'open',
      href: 'https://ok.example',
    });
    expect(menuAction({ path: 'javascript:alert(1)', meta: meta('iframe') }).kind).toBe('error');
  });
});

describe('iframe entries', () => {
  it("are found only among the member's iframe menus, at any depth", () => {
    const meta = (menu_type: string, type = 'menu') => ({ id: 1, type: type as 'menu', menu_type });
    const leaf = { path: '/user/iframe/x', url: 'https://docs.example/', meta: meta('iframe'), children: [] };
    const tree = [
      { path: '/user/help', url: '', meta: meta('tab', 'menu_dir'), children: [leaf] },
    ] as unknown as Parameters<typeof findIframeEntry>[0];
    expect(findIframeEntry(tree, 'https://docs.example/')?.path).toBe('/user/iframe/x');
    expect(findIframeEntry(tree, 'https://evil.example/')).toBeUndefined();
  });
});
