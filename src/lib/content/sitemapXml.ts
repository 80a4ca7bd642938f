/**
 * Sitemap files (design §10): a `urlset` with language alternates (`xhtml:link`) and a sitemap index. Every value is
 * XML-escaped and characters XML 1.0 cannot hold are removed; a file holds at most 50,000 URLs (the protocol's
 * limit), asserted.
 */

export const MAX_SITEMAP_URLS = 50_000;
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export interface SitemapAlternate {
  hreflang: string;
  href: string;
}
export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** Unix seconds (`update_time`). */
  lastmod?: number | null;
  alternates?: readonly SitemapAlternate[];
}
export interface SitemapFile {
  loc: string;
  lastmod?: number | null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 forbids are what this removes
const NOT_XML_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or a double-quoted attribute. */
export const escapeXml = (text: string): string =>
  text
    .replace(NOT_XML_CHAR, '')
    .replace(LONE_SURROGATE, '')
    .replace(/[&<>"']/g, (char) => ENTITIES[char] as string);

/** A W3C datetime in UTC, to the second: `2026-11-25T08:00:00Z`. */
export function w3cDatetime(seconds: number): string {
  if (!Number.isSafeInteger(seconds) || seconds < 0) throw new RangeError('lastmod takes unix seconds');
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function assertCount(count: number): void {
  if (count > MAX_SITEMAP_URLS) throw new RangeError(`A sitemap file holds at most ${MAX_SITEMAP_URLS} entries`);
}

const lastmodXml = (lastmod: number | null | undefined): string =>
  lastmod ? `<lastmod>${w3cDatetime(lastmod)}</lastmod>` : '';

/** A `urlset` file. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  assertCount(urls.length);
  const lines = urls.map((url) => {
    const alternates = (url.alternates ?? [])
      .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
      .join('');
    return `<url><loc>${escapeXml(url.loc)}</loc>${lastmodXml(url.lastmod)}${alternates}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
    ...lines,
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index naming the files. */
export function sitemapIndexXml(files: readonly SitemapFile[]): string {
  assertCount(files.length);
  const lines = files.map((file) => `<sitemap><loc>${escapeXml(file.loc)}</loc>${lastmodXml(file.lastmod)}</sitemap>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...lines,
    '</sitemapindex>',
    '',
  ].join('\n');
}
