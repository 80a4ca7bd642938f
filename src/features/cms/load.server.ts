/**
 * The shape every news page's loader answers, and the one place that runs the site view and the page's API calls
 * side by side: the page, a redirect (the session ended, or a URL that is not canonical), the site's 404, or "the
 * news service did not answer" (503 with a way to try again).
 */
import type { AstroCookies } from 'astro';
import { loadSiteView, markUnavailable, type SiteView, withoutAnswer } from '~/features/site/index.server';

export interface PageContext {
  locals: App.Locals;
  cookies: AstroCookies;
  url: URL;
}

export type CmsLoad<T> =
  | { kind: 'page'; view: SiteView; page: T }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'notFound' }
  | { kind: 'unavailable'; view: SiteView };

/** Sentinel a `build` answers for "not a page": the site's 404. */
export const NOT_FOUND = Symbol('not found');
/** Sentinel for a redirect to a canonical URL. */
export interface Moved {
  moved: string;
  status: 301 | 302;
}

/**
 * Loads the site view and `fetch` in parallel; `build` turns what `fetch` gave into the page (or `NOT_FOUND`, or
 * a `Moved`). A rejected `fetch` (the API did not answer) is `unavailable`; a backend without the content module does
 * not offer the page (`NotOfferedError`).
 */
export async function loadCmsPage<D, T>(
  context: PageContext,
  fetch: () => Promise<D>,
  build: (data: D) => T | typeof NOT_FOUND | Moved,
): Promise<CmsLoad<T>> {
  const [site, data] = await Promise.all([
    loadSiteView(context, { requiredLogin: false }),
    fetch().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => withoutAnswer(error) ?? { ok: false as const },
    ),
  ]);
  if (!site.view) return { kind: 'redirect', location: site.redirect, status: 302 };
  if (!data.ok) return { kind: 'unavailable', view: site.view };
  const page = build(data.value);
  if (page === NOT_FOUND) return { kind: 'notFound' };
  if (typeof page === 'object' && page !== null && 'moved' in page) {
    return { kind: 'redirect', location: page.moved, status: page.status };
  }
  return { kind: 'page', view: site.view, page: page as T };
}

interface PageGlobal {
  rewrite(path: string): Promise<Response>;
  redirect(path: string, status?: 301 | 302 | 303): Response;
  response: { status?: number; headers: Headers };
}

/** A loaded news page to render (`page` undefined: the API did not answer), or the answer that replaces it. */
export type Shown<T> = { answer: Promise<Response> | Response } | { view: SiteView; page: T | undefined };

/**
 * What a news page shows: the site's 404 or a redirect instead of the page; when the API did not answer, the page
 * without its content (the layout's "not available" panel) with the status 503 and `Retry-After` set.
 */
export function shownPage<T>(astro: PageGlobal, result: CmsLoad<T>): Shown<T> {
  if (result.kind === 'notFound') return { answer: astro.rewrite('/404') };
  if (result.kind === 'redirect') return { answer: astro.redirect(result.location, result.status) };
  if (result.kind === 'unavailable') {
    markUnavailable(astro.response);
    return { view: result.view, page: undefined };
  }
  return { view: result.view, page: result.page };
}

/** The layout's panel for a news page whose API did not answer. */
export const unavailablePanel = (t: (ns: string, key: string) => string) => ({
  title: t('cms', 'unavailable.title'),
  text: t('cms', 'unavailable.text'),
});
