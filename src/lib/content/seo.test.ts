import { describe, expect, it } from 'vitest';
import { pageSeo, type SeoInput, siteUrl } from './seo';

const base: SeoInput = {
  siteName: 'Concierge',
  origin: 'https://hotel.example/',
  path: '/cms/info/42',
  lang: 'en',
  langs: ['zh-cn', 'en'],
  langInUrl: false,
  title: 'A morning at West Lake',
  description: 'Boats, \n mist and   tea.',
};

describe('pageSeo', () => {
  it('writes the title with the site name and a collapsed description', () => {
    const seo = pageSeo(base);
    expect(seo.title).toBe('A morning at West Lake - Concierge');
    expect(seo.description).toBe('Boats, mist and tea.');
    expect(pageSeo({ ...base, title: '' }).title).toBe('Concierge');
    expect(seo.robots).toBe('index, follow');
    expect(pageSeo({ ...base, noindex: true }).robots).toBe('noindex, follow');
  });

  it('cuts the description to 160 characters at a word', () => {
    const seo = pageSeo({ ...base, description: 'word '.repeat(60) });
    expect([...seo.description].length).toBeLessThanOrEqual(160);
    expect(seo.description.endsWith('word…')).toBe(true);
  });

  it('makes the bare URL canonical without ?lang, the language URL with it', () => {
    expect(pageSeo(base).canonical).toBe('https://hotel.example/cms/info/42');
    expect(pageSeo({ ...base, langInUrl: true }).canonical).toBe('https://hotel.example/cms/info/42?lang=en');
  });

  it('points a fallback-language page at the language it is written in', () => {
    const seo = pageSeo({ ...base, lang: 'zh-cn', langs: ['zh-cn'], langInUrl: true });
    expect(seo.canonical).toBe('https://hotel.example/cms/info/42?lang=zh-cn');
    expect(seo.alternates).toEqual([
      { hreflang: 'zh-CN', href: 'https://hotel.example/cms/info/42?lang=zh-cn' },
      { hreflang: 'x-default', href: 'https://hotel.example/cms/info/42' },
    ]);
    expect(seo.og.locale).toBe('zh_CN');
    expect(seo.og.locale_alternate).toEqual([]);
  });

  it('lists an alternate per language and x-default, keeping the other parameters first', () => {
    const seo = pageSeo({
      ...base,
      path: '/cms/search',
      langs: [],
      query: [
        ['q', '西湖 spa'],
        ['tag', ''],
        ['page', 2],
        ['lang', 'en'],
      ],
    });
    expect(seo.alternates).toEqual([
      { hreflang: 'zh-CN', href: 'https://hotel.example/cms/search?q=%E8%A5%BF%E6%B9%96+spa&page=2&lang=zh-cn' },
      { hreflang: 'en', href: 'https://hotel.example/cms/search?q=%E8%A5%BF%E6%B9%96+spa&page=2&lang=en' },
      { hreflang: 'x-default', href: 'https://hotel.example/cms/search?q=%E8%A5%BF%E6%B9%96+spa&page=2' },
    ]);
    expect(seo.og.locale_alternate).toEqual(['zh_CN']);
  });

  it('drops page 1', () => {
    expect(siteUrl('https://h.example', '/cms/channel/travel', [['page', '1']])).toBe(
      'https://h.example/cms/channel/travel',
    );
  });

  it('fills Open Graph with absolute image URLs and the publication time', () => {
    const seo = pageSeo({
      ...base,
      type: 'article',
      image: { url: '/storage/cms/seed/lake.webp', width: 1200, height: 800 },
      publishedTime: 1_764_000_000,
    });
    expect(seo.og).toEqual({
      type: 'article',
      title: 'A morning at West Lake',
      description: 'Boats, mist and tea.',
      url: 'https://hotel.example/cms/info/42',
      image: { url: 'https://hotel.example/storage/cms/seed/lake.webp', width: 1200, height: 800 },
      locale: 'en_US',
      locale_alternate: ['zh_CN'],
      site_name: 'Concierge',
      published_time: '2025-11-24T16:00:00Z',
    });
    expect(seo.twitter_card).toBe('summary_large_image');
    expect(pageSeo(base).twitter_card).toBe('summary');
    const remote = pageSeo({ ...base, image: { url: 'https://cdn.example/a.webp', width: 1, height: 1 } });
    expect(remote.og.image?.url).toBe('https://cdn.example/a.webp');
    const protocolRelative = pageSeo({ ...base, image: { url: '//cdn.example/a.webp', width: 1, height: 1 } });
    expect(protocolRelative.og.image?.url).toBe('https://cdn.example/a.webp');
  });
});
