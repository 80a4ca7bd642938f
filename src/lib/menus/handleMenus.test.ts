import { describe, expect, it } from 'vitest';
import { guestRules, memberMenus, rule } from '~tests/support/menus';
import { handleAuthNode, handleMenus, menuEntries, registerMenus } from './handleMenus';

describe('handleMenus', () => {
  it('keeps the wanted types with prefixed paths, meta and children', () => {
    const [account] = handleMenus(memberMenus(), '/user/', ['menu', 'menu_dir']);
    expect(account?.path).toBe('/user/account');
    expect(account?.meta).toEqual({ id: 1, type: 'menu_dir', menu_type: 'tab' });
    expect(account?.children.map((c) => c.path)).toEqual([
      '/user/account/overview',
      '/user/account/profile',
      'https://docs.test/a?b=1',
      'https://site.test',
    ]);
  });

  it('hides add_rules_only entries and empty directories (also when emptied by filtering)', () => {
    const names = handleMenus(memberMenus(), '/user/', ['menu', 'menu_dir']).map((m) => m.name);
    expect(names).toEqual(['account']);
    expect(handleMenus([rule({ id: 1, type: 'menu_dir', name: 'd' })], '/', ['menu_dir'])).toEqual([]);
  });

  it('does not descend into nodes of other types', () => {
    expect(handleMenus(memberMenus(), '/', ['menu'])).toEqual([]);
  });
});

describe('handleAuthNode', () => {
  it('lists button children under their parent, prefixed', () => {
    expect(handleAuthNode(memberMenus(), '/user/')).toEqual({
      '/user/account/overview': ['/user/account/overview/export'],
    });
    expect(handleAuthNode(guestRules(), '/')).toEqual({ '/cms': ['/cms/add'], '/': ['/top'] });
  });
});

describe('registerMenus', () => {
  const registered = registerMenus(guestRules(), memberMenus());

  it('merges both authNode maps', () => {
    expect(registered.authNode).toEqual({
      '/cms': ['/cms/add'],
      '/': ['/top'],
      '/user/account/overview': ['/user/account/overview/export'],
    });
  });

  it('headNav keeps nav entries; iframe entries are not encoded', () => {
    expect(registered.headNav.map((m) => m.path)).toEqual(['/hotel/list']);
    expect(registered.headNav[0]?.children[0]?.path).toBe('https://h.test/x y');
  });

  it('navUserMenus come from rules and menus with prefix /', () => {
    expect(registered.navUserMenus.map((m) => m.path)).toEqual(['/user/cms/collect', '/user/order/hotel']);
  });

  it('userMenus encode iframe entries under /user/iframe/', () => {
    const children = registered.userMenus[0]?.children ?? [];
    expect(children[2]?.path).toBe(`/user/iframe/${encodeURIComponent('https://docs.test/a?b=1')}`);
    expect(children[3]?.path).toBe('https://site.test');
  });

  it('showHeadline when there is more than one top-level menu entry', () => {
    expect(registered.showHeadline).toBe(true);
    expect(registerMenus([], memberMenus().slice(0, 1)).showHeadline).toBe(false);
  });

  it('copes with a guest (no menus)', () => {
    expect(registerMenus(guestRules(), [])).toMatchObject({ userMenus: [], showHeadline: false });
  });
});

describe('menuEntries', () => {
  it('keeps only what a menu shows, at every depth', () => {
    const menus = registerMenus([], memberMenus()).userMenus;
    const entries = menuEntries(menus);
    expect(Object.keys(entries[0] ?? {}).sort()).toEqual(['children', 'icon', 'meta', 'path', 'title']);
    expect(Object.keys(entries[0]?.children[0] ?? {}).sort()).toEqual(['children', 'icon', 'meta', 'path', 'title']);
    expect(entries[0]?.children.map((m) => m.path)).toEqual(menus[0]?.children.map((m) => m.path));
  });
});
