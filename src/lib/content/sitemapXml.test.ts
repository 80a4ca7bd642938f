import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeXml, MAX_SITEMAP_URLS, sitemapIndexXml, urlsetXml, w3cDatetime } from './sitemapXml';

describe('urlsetXml', () => {
  it('writes URLs with lastmod and language alternates', () => {
    expect(
      urlsetXml([
        {
          loc: 'https://h.example/cms/info/1?lang=en',
          lastmod: 1_764_000_000,
          alternates: [
            { hreflang: 'zh-CN', href: 'https://h.example/cms/info/1?lang=zh-cn' },
            { hreflang: 'en', href: 'https://h.example/cms/info/1?lang=en' },
          ],
        },
        { loc: 'https://h.example/cms' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '<url><loc>https://h.example/cms/info/1?lang=en</loc><lastmod>2025-11-24T16:00:00Z</lastmod>' +
          '<xhtml:link rel="alternate" hreflang="zh-CN" href="https://h.example/cms/info/1?lang=zh-cn"/>' +
          '<xhtml:link rel="alternate" hreflang="en" href="https://h.example/cms/info/1?lang=en"/></url>',
        '<url><loc>https://h.example/cms</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes every value', () => {
    const xml = urlsetXml([
      {
        loc: 'https://h.example/cms/search?q=a&tag=<b>',
        alternates: [{ hreflang: '"x"', href: "https://h.example/'" }],
      },
    ]);
    expect(xml).toContain('<loc>https://h.example/cms/search?q=a&amp;tag=&lt;b&gt;</loc>');
    expect(xml).toContain('hreflang="&quot;x&quot;" href="https://h.example/&apos;"');
  });

  it('holds at most 50,000 URLs', () => {
    const url = { loc: 'https://h.example/' };
    expect(() => urlsetXml(Array(MAX_SITEMAP_URLS).fill(url))).not.toThrow();
    expect(() => urlsetXml(Array(MAX_SITEMAP_URLS + 1).fill(url))).toThrow(RangeError);
    expect(() => sitemapIndexXml(Array(MAX_SITEMAP_URLS + 1).fill(url))).toThrow(RangeError);
  });
});

describe('sitemapIndexXml', () => {
  it('names the files', () => {
    expect(sitemapIndexXml([{ loc: 'https://h.example/sitemap-pages.xml', lastmod: 1_764_000_000 }])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap><loc>https://h.example/sitemap-pages.xml</loc><lastmod>2025-11-24T16:00:00Z</lastmod></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });
});

describe('escapeXml', () => {
  it('removes what XML 1.0 cannot hold and keeps the rest', () => {
    expect(escapeXml('a\u0000b\u0008c\td\ne\ufffe')).toBe('abc\td\ne');
    expect(escapeXml('西湖 😀')).toBe('西湖 😀');
    expect(escapeXml('x\ud800y\udc00z')).toBe('xyz');
  });

  it('property: the output holds no raw markup character and no forbidden character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const out = escapeXml(text);
        expect(out).not.toMatch(/[<>"']|&(?!amp;|lt;|gt;|quot;|apos;)/);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: checking their absence
        expect(out).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/);
        expect(out.isWellFormed()).toBe(true);
      }),
    );
  });

  it('takes unix seconds for lastmod', () => {
    expect(w3cDatetime(0)).toBe('1970-01-01T00:00:00Z');
    expect(() => w3cDatetime(1.5)).toThrow(RangeError);
  });
});
