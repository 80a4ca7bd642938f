/**
 * `sitemap.xml` (design §10): an index of files — `sitemap-pages.xml` (home, news index, hotel and car lists,
 * channels, single pages), `sitemap-articles-{n}.xml`, `sitemap-hotels-{n}.xml` and `sitemap-cars-{n}.xml` (20,000
 * items each, as `cms/sitemap`, `hotel/sitemap` and `car/sitemap` page them). Each item is listed once per language
 * it exists in (`?lang=`), with its alternates and `x-default`; only public items. A backend without these calls gives the fixed pages alone.
 */

import type { SitemapItem } from '~/contract/cms';
import { CODE_SUCCESS } from '~/lib/api/types';
import { siteUrl } from '~/lib/content/seo';
import { type SitemapFile, type SitemapUrl, sitemapIndexXml, urlsetXml } from '~/lib/content/sitemapXml';
import { htmlLang, LANGS, type Lang } from '~/lib/i18n/locale';
import { createCmsEndpoints } from './endpoints';

/** Items per file (the API's page size). */
const SITEMAP_PAGE = 20_000;
const FIXED_PATHS = ['/', '/cms', '/hotel/list', '/car/list'];

/** One `<url>` per language of the item, each naming the others and the bare URL (`x-default`). */
export function languageUrls(origin: string, path: string, langs: readonly Lang[], lastmod?: number): SitemapUrl[] {
  const own = langs.length > 0 ? LANGS.filter((lang) => langs.includes(lang)) : [...LANGS];
  const alternates = [
    ...own.map((lang) => ({ hreflang: htmlLang(lang), href: siteUrl(origin, path, [], lang) })),
    { hreflang: 'x-default', href: siteUrl(origin, path) },
  ];
  return own.map((lang) => ({
    loc: siteUrl(origin, path, [], lang),
    ...(lastmod ? { lastmod } : {}),
    alternates,
  }));
}

const itemPath = (item: SitemapItem): string =>
  item.kind === 'article'
    ? `/cms/info/${item.id}`
    : item.kind === 'page'
      ? `/cms/page/${item.id}`
      : `/cms/channel/${encodeURIComponent(item.name)}`;

const filesOf = (total: number) => Math.max(0, Math.ceil(total / SITEMAP_PAGE));

async function totals(locals: App.Locals): Promise<{ content: number; hotels: number; cars: number }> {
  const cms = createCmsEndpoints(locals.api.client);
  const [content, hotels, cars] = await Promise.all([
    cms.sitemap(1, 1).catch(() => undefined),
    cms.hotelSitemap(1, 1).catch(() => undefined),
    cms.carSitemap(1, 1).catch(() => undefined),
  ]);
  return {
    content: content?.code === CODE_SUCCESS ? content.data.total : 0,
    hotels: hotels?.code === CODE_SUCCESS ? hotels.data.total : 0,
    cars: cars?.code === CODE_SUCCESS ? cars.data.total : 0,
  };
}

export async function sitemapIndex(locals: App.Locals, origin: string): Promise<string> {
  const { content, hotels, cars } = await totals(locals);
  const files: SitemapFile[] = [{ loc: `${origin}/sitemap-pages.xml` }];
  for (let n = 1; n <= filesOf(content); n++) files.push({ loc: `${origin}/sitemap-articles-${n}.xml` });
  for (let n = 1; n <= filesOf(hotels); n++) files.push({ loc: `${origin}/sitemap-hotels-${n}.xml` });
  for (let n = 1; n <= filesOf(cars); n++) files.push({ loc: `${origin}/sitemap-cars-${n}.xml` });
  return sitemapIndexXml(files);
}

/** A sitemap file by its name's part (`pages`, `articles-2`, `hotels-1`), or undefined for an unknown part. */
export async function sitemapPart(locals: App.Locals, origin: string, part: string): Promise<string | undefined> {
  const cms = createCmsEndpoints(locals.api.client);
  if (part === 'pages') {
    const first = await cms.sitemap(1).catch(() => undefined);
    const items = first?.code === CODE_SUCCESS ? first.data.list.filter((item) => item.kind !== 'article') : [];
    return urlsetXml([
      ...FIXED_PATHS.flatMap((path) => languageUrls(origin, path, [])),
      ...items.flatMap((item) => languageUrls(origin, itemPath(item), item.langs, item.update_time)),
    ]);
  }
  const match = /^(articles|hotels|cars)-([1-9]\d{0,3})$/.exec(part);
  if (!match) return undefined;
  const page = Number(match[2]);
  if (match[1] === 'articles') {
    const res = await cms.sitemap(page).catch(() => undefined);
    if (res?.code !== CODE_SUCCESS || res.data.list.length === 0) return undefined;
    const articles = res.data.list.filter((item) => item.kind === 'article');
    return urlsetXml(articles.flatMap((item) => languageUrls(origin, itemPath(item), item.langs, item.update_time)));
  }
  const kind = match[1] === 'hotels' ? 'hotel' : 'car';
  const res = await (kind === 'hotel' ? cms.hotelSitemap(page) : cms.carSitemap(page)).catch(() => undefined);
  if (res?.code !== CODE_SUCCESS || res.data.list.length === 0) return undefined;
  return urlsetXml(
    res.data.list.flatMap((item) => languageUrls(origin, `/${kind}/detail/${item.id}`, item.langs, item.update_time)),
  );
}

/** `robots.txt`: the member area, the APIs and search results are not for crawlers; where the sitemap is. */
export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Disallow: /user',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /proxy/',
    'Disallow: /cms/search',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

export const SITEMAP_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};
