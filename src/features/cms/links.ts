/**
 * Every href of the news pages (design §9.2), in one place: the canonical path and query of an article, a channel
 * (its default layout not written), a single page, a search and a tag. `lang` is carried only when the page was
 * asked with `?lang=` (so a language's URLs stay within it, for `hreflang`); page 1 is never written.
 */
import { type ChannelLayout, channelPath } from '~/lib/content/channelRef';
import type { Lang } from '~/lib/i18n/locale';

const withQuery = (path: string, pairs: [string, string | number | undefined][]): string => {
  const query = new URLSearchParams();
  for (const [name, value] of pairs) if (value !== undefined && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};
const pageValue = (page: number | undefined) => (page !== undefined && page > 1 ? page : undefined);

export const articleHref = (id: number, lang?: Lang, commentsPage?: number): string =>
  withQuery(`/cms/info/${id}`, [
    ['cpage', pageValue(commentsPage)],
    ['lang', lang],
  ]);

export const channelHref = (
  channel: { name: string; layout: ChannelLayout },
  options: { layout?: ChannelLayout | null; page?: number | undefined; lang?: Lang | undefined } = {},
): string =>
  withQuery(channelPath(channel, options.layout ?? null), [
    ['page', pageValue(options.page)],
    ['lang', options.lang],
  ]);

export const singlePageHref = (id: number, lang?: Lang): string => withQuery(`/cms/page/${id}`, [['lang', lang]]);

export const searchHref = (query: { q?: string; tag?: string; page?: number }, lang?: Lang): string =>
  withQuery('/cms/search', [
    ['q', query.q?.trim()],
    ['tag', query.tag?.trim()],
    ['page', pageValue(query.page)],
    ['lang', lang],
  ]);

export const tagHref = (name: string, lang?: Lang): string => searchHref({ tag: name }, lang);

/** The language links carry: the request's, when it was asked with `?lang=`. */
export const linkLang = (locals: { lang: Lang; langInUrl: boolean }): Lang | undefined =>
  locals.langInUrl ? locals.lang : undefined;

/** The member's list of their own articles. */
export const MY_ARTICLES_PATH = '/user/cms/content';

/** The editor of an article of the member (0: a new one). */
export const editContentHref = (id: number): string => `/user/cms/editContent/${id}`;
