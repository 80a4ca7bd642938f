import { describe, expect, it } from 'vitest';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  DROPPED_WITH_CONTENT,
  EXTERNAL_LINK_REL,
  HTML_POLICY,
  isImageDimension,
  isListStart,
  isSafeImageSrc,
  isValidLink,
  linkAttributes,
  RENAMED_TAGS,
} from './htmlPolicy';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('the allowlist', () => {
  it('keeps the design’s elements and attributes, nothing that styles or scripts', () => {
    expect(ALLOWED_TAGS).toContain('figcaption');
    for (const tag of ['h1', 'b', 'i', 'script', 'style', 'svg', 'iframe', 'div', 'span', 'table', 'form', 'input']) {
      expect(ALLOWED_TAGS as readonly string[]).not.toContain(tag);
    }
    const attributes = Object.values(ALLOWED_ATTRIBUTES).flat();
    for (const name of attributes) expect(name).toMatch(/^(href|title|src|alt|width|height|start)$/);
    expect(DROPPED_WITH_CONTENT).toEqual(expect.arrayContaining(['script', 'style', 'svg', 'math', 'template']));
  });

  it('renames only to allowed tags', () => {
    expect(RENAMED_TAGS.h1).toBe('h2');
    for (const to of Object.values(RENAMED_TAGS)) expect(ALLOWED_TAGS).toContain(to);
  });

  it('is usable as sanitize-html options: no protocol-relative URLs, no styles', () => {
    expect(HTML_POLICY.allowProtocolRelative).toBe(false);
    expect(HTML_POLICY.allowedStyles).toEqual({});
    expect(HTML_POLICY.allowedSchemes).not.toContain('javascript');
    expect(HTML_POLICY.allowedSchemesByTag.img).not.toContain('ftp');
  });
});

describe('isValidLink', () => {
  it('accepts the schemes of SPEC §5 in any case, trimmed', () => {
    for (const href of [
      'https://example.com/a?b=1#c',
      'HTTP://X.CN',
      ' ftp://files.example ',
      'MailTo:a@b.c',
      'tel:+86 571 1234',
    ]) {
      expect(isValidLink(href), href).toBe(true);
    }
  });

  it('refuses scripts in every spelling, relative and protocol-relative links, control characters', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '\u0000javascript:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example',
      '/cms/info/1',
      'example.com',
      'https:example.com',
      'https://ok.example/\u0000',
      'https://ok.example/\njavascript:x',
      '\u200bhttps://ok.example',
      '',
    ]) {
      expect(isValidLink(href), JSON.stringify(href)).toBe(false);
    }
  });
});

describe('isSafeImageSrc', () => {
  const api = { storagePrefix: '/storage/cms/' };
  const site = { storagePrefix: '/storage/', remote: true };

  it('accepts attachments under the prefix and raster data URLs', () => {
    expect(isSafeImageSrc('/storage/cms/20261125/a1b2.webp', api)).toBe(true);
    expect(isSafeImageSrc(PNG, api)).toBe(true);
    expect(isSafeImageSrc('data:image/JPEG;base64,/9j/4AAQ', api)).toBe(true);
    expect(isSafeImageSrc('/storage/hotel/x.jpg', site)).toBe(true);
  });

  it('refuses SVG and non-image data, broken base64, escapes from the prefix', () => {
    for (const src of [
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png;base64,iVBOR%0A',
      'data:image/png;base64,abc',
      'data:image/png,rawbytes',
      '/storage/cms/../../etc/passwd',
      '/storage/cms/./a.png',
      '/storage/cms//a.png',
      '/storage/cms/a%2e%2e/b.png',
      '/storage/cms/a.png?x=<script>',
      '/storage/hotel/x.jpg',
      '/storage/cms/',
      'javascript:alert(1)',
      '//evil.example/a.png',
      'https://evil.example/a.png',
      '/storage/cms/a\u0000.png',
    ]) {
      expect(isSafeImageSrc(src, api), src).toBe(false);
    }
  });

  it('accepts http(s) images of other hosts only in the site’s net, without credentials', () => {
    expect(isSafeImageSrc('https://cdn.example.com/a.png?w=800', site)).toBe(true);
    expect(isSafeImageSrc('http://cdn.example.com:8080/a.png', site)).toBe(true);
    expect(isSafeImageSrc('https://user:pass@cdn.example.com/a.png', site)).toBe(false);
    expect(isSafeImageSrc('https://cdn.example.com/a b.png', site)).toBe(false);
    expect(isSafeImageSrc('ftp://cdn.example.com/a.png', site)).toBe(false);
    expect(isSafeImageSrc('//cdn.example.com/a.png', site)).toBe(false);
  });
});

describe('attribute values', () => {
  it('takes image sizes and list starts as plain integers in range', () => {
    expect(isImageDimension('800')).toBe(true);
    for (const bad of ['0', '010', '10001', '1e3', '80px', '-1', '']) expect(isImageDimension(bad), bad).toBe(false);
    expect(isListStart('0')).toBe(true);
    expect(isListStart('3')).toBe(true);
    expect(isListStart('-3')).toBe(false);
    expect(isListStart('1000000')).toBe(false);
  });

  it('opens links off the site in a new tab with rel, leaves the site’s own links and mail/phone links alone', () => {
    const origin = 'https://hotel.example';
    expect(linkAttributes('https://other.example/a', origin)).toEqual({ rel: EXTERNAL_LINK_REL, target: '_blank' });
    expect(linkAttributes('https://hotel.example.evil/a', origin)).not.toBeNull();
    expect(linkAttributes('https://HOTEL.example/cms/info/1', `${origin}/`)).toBeNull();
    expect(linkAttributes('https://hotel.example', origin)).toBeNull();
    expect(linkAttributes('https://hotel.example?x=1', origin)).toBeNull();
    expect(linkAttributes('mailto:a@b.c', origin)).toBeNull();
    expect(linkAttributes('http://hotel.example/a', origin)).not.toBeNull();
  });
});
