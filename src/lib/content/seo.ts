/**
 * The head of a public page (design §10): title, description, canonical URL, language alternates, Open Graph and
 * robots, as data that `SeoHead.astro` renders. One URL per language: `?lang=zh-cn` / `?lang=en`; the bare URL
 * renders by cookie or `Accept-Language` and is `x-default`.
 */
import { htmlLang, LANGS, type Lang } from '~/lib/i18n/locale';
import { collapseSpace, truncateText } from './plainText';

export const DESCRIPTION_MAX = 160;
export const OG_LOCALES: Readonly<Record<Lang, string>> = { 'zh-cn': 'zh_CN', en: 'en_US' };

export interface SeoImage {
  /** Absolute, or a path of the site (`/storage/…`). */
  url: string;
  width: number;
  height: number;
}

export interface SeoInput {
  siteName: string;
  /** `SITE_ORIGIN`, else the request's origin: `https://example.com`. */
  origin: string;
  /** The canonical path: `/cms/channel/travel` (default layout dropped). */
  path: string;
  /** The page's other parameters in canonical order (`q`, `tag`, `page`); empty values and page 1 are dropped. */
  query?: ReadonlyArray<readonly [string, string | number | null | undefined]>;
  /** The language of the text shown (an article's `content_lang`). */
  lang: Lang;
  /** The languages the item has; empty = the site's languages. */
  langs: readonly Lang[];
  /** The request named its language (`?lang=`): the canonical URL names it too. */
  langInUrl: boolean;
  /** The page's own title; empty for the home page (the site name alone). */
  title: string;
  description: string;
  image?: SeoImage | null;
  type?: 'website' | 'article';
  /** Unix seconds (articles). */
  publishedTime?: number | null;
  /** Search pages, previews, the member area. */
  noindex?: boolean;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
  alternates: Alternate[];
  og: {
    type: 'website' | 'article';
    title: string;
    description: string;
    url: string;
    image: SeoImage | null;
    locale: string;
    locale_alternate: string[];
    site_name: string;
    published_time: string | null;
  };
  twitter_card: 'summary' | 'summary_large_image';
  robots: 'index, follow' | 'noindex, follow';
}

/** An absolute URL of the site with the given parameters (in order; empty values and `page=1` dropped). */
export function siteUrl(origin: string, path: string, query: SeoInput['query'] = [], lang?: Lang): string {
  const params = new URLSearchParams();
  for (const [name, value] of query) {
    if (value === null || value === undefined || value === '' || name === 'lang') continue;
    if (name === 'page' && String(value) === '1') continue;
    params.append(name, String(value));
  }
  if (lang) params.append('lang', lang);
  const search = params.toString();
  return `${origin.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** An absolute URL: kept as is, a protocol-relative one (`//cdn…`) on the origin's scheme, a path on the origin. */
const absolute = (origin: string, url: string): string => {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `${new URL(origin).protocol}${url}`;
  return `${origin.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
};

const isoSeconds = (seconds: number): string => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The head of a page (see the module's comment). */
export function pageSeo(input: SeoInput): PageSeo {
  const { origin, path, query, lang } = input;
  const langs = LANGS.filter((l) => (input.langs.length === 0 ? true : input.langs.includes(l)));
  const title = collapseSpace(input.title);
  const fullTitle = title && title !== input.siteName ? `${title} - ${input.siteName}` : input.siteName;
  const description = truncateText(collapseSpace(input.description), DESCRIPTION_MAX);
  const canonical = siteUrl(origin, path, query, input.langInUrl ? lang : undefined);
  const alternates: Alternate[] = [
    ...langs.map((l) => ({ hreflang: htmlLang(l), href: siteUrl(origin, path, query, l) })),
    { hreflang: 'x-default', href: siteUrl(origin, path, query) },
  ];
  const image = input.image ? { ...input.image, url: absolute(origin, input.image.url) } : null;
  return {
    title: fullTitle,
    description,
    canonical,
    alternates,
    og: {
      type: input.type ?? 'website',
      title: title || input.siteName,
      description,
      url: canonical,
      image,
      locale: OG_LOCALES[lang],
      locale_alternate: langs.filter((l) => l !== lang).map((l) => OG_LOCALES[l]),
      site_name: input.siteName,
      published_time: input.publishedTime ? isoSeconds(input.publishedTime) : null,
    },
    twitter_card: image ? 'summary_large_image' : 'summary',
    robots: input.noindex ? 'noindex, follow' : 'index, follow',
  };
}
