/**
 * The shape every news page's loader answers, and the one place that runs the site view and the page's API calls
 * side by side: the page, a redirect (the session ended, or a URL that is not canonical), the site's 404, or "the
 * news service did not answer" (503 with a way to try again).
 */
import type { AstroCookies } from 'astro';
import { loadSiteView, type SiteView } from '~/features/site/index.server';

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
 * a `Moved`). A rejected `fetch` (the API did not answer) is `unavailable`.
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
      () => ({ ok: false as const }),
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
