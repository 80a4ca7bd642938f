import { describe, expect, it } from 'vitest';
import { languageUrls, robotsTxt } from './sitemap.server';

describe('sitemap entries', () => {
  it('list an item once per language, each with every alternate and x-default', () => {
    const urls = languageUrls('https://hotel.example', '/cms/info/7', ['zh-cn', 'en'], 1_790_000_000);
    expect(urls.map((u) => u.loc)).toEqual([
      'https://hotel.example/cms/info/7?lang=zh-cn',
      'https://hotel.example/cms/info/7?lang=en',
    ]);
    expect(urls[0]?.lastmod).toBe(1_790_000_000);
    expect(urls[0]?.alternates).toEqual([
      { hreflang: 'zh-CN', href: 'https://hotel.example/cms/info/7?lang=zh-cn' },
      { hreflang: 'en', href: 'https://hotel.example/cms/info/7?lang=en' },
      { hreflang: 'x-default', href: 'https://hotel.example/cms/info/7' },
    ]);
  });

  it('list a Chinese-only item in Chinese only, and fixed pages in every language', () => {
    expect(languageUrls('https://h.example', '/cms/info/8', ['zh-cn']).map((u) => u.loc)).toEqual([
      'https://h.example/cms/info/8?lang=zh-cn',
    ]);
    expect(languageUrls('https://h.example', '/', []).map((u) => u.loc)).toEqual([
      'https://h.example/?lang=zh-cn',
      'https://h.example/?lang=en',
    ]);
    expect(languageUrls('https://h.example', '/', [])[0]).not.toHaveProperty('lastmod');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the member area, the APIs and search, and names the sitemap', () => {
    const text = robotsTxt('https://hotel.example');
    for (const line of [
      'Disallow: /user',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /proxy/',
      'Disallow: /cms/search',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain('Sitemap: https://hotel.example/sitemap.xml');
  });
});
