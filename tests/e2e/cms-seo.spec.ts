/**
 * What search engines and link previews read (design §10): one URL per language (`?lang=`) with canonical and
 * `hreflang` alternates, a Chinese-only article canonical to its Chinese URL, Open Graph with absolute images,
 * `noindex` on search results, links that keep `?lang=`, the sitemap files and robots.txt. Plain HTTP and HTML.
 */
import { expect, test } from '@playwright/test';

const attr = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1];
const canonicalOf = (html: string) => attr(html, /<link rel="canonical" href="([^"]+)"/);
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
const meta = (html: string, property: string) =>
  attr(html, new RegExp(`<meta (?:property|name)="${property.replace(':', ':')}" content="([^"]*)"`));

test('an article has one URL per language, alternates, Open Graph and links that keep its language', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(String(baseURL)).origin;
  const sitemap = await (await request.get('/sitemap-articles-1.xml')).text();
  const id = Number(/\/cms\/info\/(\d+)\?lang=en/.exec(sitemap)?.[1]);
  expect(id).toBeGreaterThan(0);

  const bare = await (await request.get(`/cms/info/${id}`, { headers: { 'accept-language': 'en' } })).text();
  expect(canonicalOf(bare)).toBe(`${origin}/cms/info/${id}`);
  expect(alternatesOf(bare)).toEqual([
    ['zh-CN', `${origin}/cms/info/${id}?lang=zh-cn`],
    ['en', `${origin}/cms/info/${id}?lang=en`],
    ['x-default', `${origin}/cms/info/${id}`],
  ]);
  expect(meta(bare, 'robots')).toBe('index, follow');
  expect(meta(bare, 'og:type')).toBe('article');
  expect(meta(bare, 'og:image')).toMatch(/^https?:\/\/.+\/storage\/cms\/seed\/.+\.webp$/);
  expect(meta(bare, 'article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

  // `?lang=` wins over the cookie and the browser's language, for this request only.
  const english = await request.get(`/cms/info/${id}?lang=en`, { headers: { 'accept-language': 'zh-CN' } });
  const html = await english.text();
  expect(html).toContain('<html lang="en"');
  expect(canonicalOf(html)).toBe(`${origin}/cms/info/${id}?lang=en`);
  expect(meta(html, 'og:locale')).toBe('en_US');
  expect(english.headers()['set-cookie'] ?? '').not.toContain('ba-lang');
  // The page's content links stay in English.
  const links = [...html.matchAll(/href="(\/cms\/(?:info|channel|search)[^"]*)"/g)].map((m) =>
    String(m[1]).replaceAll('&amp;', '&'),
  );
  expect(links.length).toBeGreaterThan(3);
  for (const link of links) expect(link, link).toMatch(/[?&]lang=en(&|#|$)/);

  const chinese = await (await request.get(`/cms/info/${id}?lang=zh-cn`)).text();
  expect(chinese).toContain('<html lang="zh-CN"');
  expect(meta(chinese, 'og:locale')).toBe('zh_CN');
});

test('a Chinese-only article asked for in English is canonical to its Chinese URL', async ({ request, baseURL }) => {
  const origin = new URL(String(baseURL)).origin;
  const sitemap = await (await request.get('/sitemap-articles-1.xml')).text();
  const ids = [...sitemap.matchAll(/\/cms\/info\/(\d+)\?lang=zh-cn/g)].map((m) => Number(m[1]));
  const english = new Set([...sitemap.matchAll(/\/cms\/info\/(\d+)\?lang=en/g)].map((m) => Number(m[1])));
  const zhOnly = ids.find((id) => !english.has(id));
  expect(zhOnly).toBeDefined();
  const html = await (await request.get(`/cms/info/${zhOnly}?lang=en`)).text();
  expect(canonicalOf(html)).toBe(`${origin}/cms/info/${zhOnly}?lang=zh-cn`);
  expect(alternatesOf(html).map(([lang]) => lang)).toEqual(['zh-CN', 'x-default']);
  expect(html).toContain('This article is only available in Chinese.');
});

test('search results are not indexed; channels and hotel pages have canonical URLs', async ({ request, baseURL }) => {
  const origin = new URL(String(baseURL)).origin;
  const search = await (await request.get('/cms/search?q=hotel&lang=en')).text();
  expect(meta(search, 'robots')).toBe('noindex, follow');
  const channel = await (await request.get('/cms/channel/city-guides/list?page=1')).text();
  expect(canonicalOf(channel)).toBe(`${origin}/cms/channel/city-guides/list`);
  const hotel = await (await request.get('/hotel/detail/1')).text();
  expect(canonicalOf(hotel)).toBe(`${origin}/hotel/detail/1`);
  expect(meta(hotel, 'og:image')).toMatch(/^https?:\/\/.+\/storage\/hotel\/seed\//);
  const home = await (await request.get('/')).text();
  expect(canonicalOf(home)).toBe(`${origin}/`);
});

test('the sitemap lists every public page in each of its languages, and robots.txt points to it', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(String(baseURL)).origin;
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(files).toEqual([
    `${origin}/sitemap-pages.xml`,
    `${origin}/sitemap-articles-1.xml`,
    `${origin}/sitemap-hotels-1.xml`,
    `${origin}/sitemap-cars-1.xml`,
  ]);
  const pages = await (await request.get('/sitemap-pages.xml')).text();
  for (const path of [
    '/?lang=en',
    '/cms?lang=zh-cn',
    '/hotel/list?lang=en',
    '/car/list?lang=en',
    '/cms/channel/travel?lang=en',
  ]) {
    expect(pages, path).toContain(`<loc>${origin}${path}</loc>`);
  }
  expect(pages).toMatch(/<loc>[^<]+\/cms\/page\/\d+\?lang=en<\/loc>/);
  expect(pages).toContain('xhtml:link rel="alternate" hreflang="x-default"');
  const hotels = await (await request.get('/sitemap-hotels-1.xml')).text();
  expect(hotels).toContain(`<loc>${origin}/hotel/detail/1?lang=zh-cn</loc>`);
  const cars = await (await request.get('/sitemap-cars-1.xml')).text();
  expect(cars).toContain(`<loc>${origin}/car/detail/1?lang=en</loc>`);
  expect((await request.get('/sitemap-articles-9.xml')).status()).toBe(404);
  expect((await request.get('/sitemap-nothing.xml')).status()).toBe(404);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).toContain('Disallow: /cms/search');
});
