/**
 * Caching headers of a page answer: pages vary by cookie (language, colour mode, member) and language; member pages
 * are never stored by shared caches; a guest's public page (a route row with `cache`, design content §9.5) may be
 * kept by a CDN and served stale while it refreshes: two minutes for content (`public`: the home page, news, cars),
 * thirty seconds for pages that show what is left to book (`availability`). Browsers keep neither (`max-age=0`) and
 * revalidate with the page's ETag (scripts/server.mjs). (The security headers every answer carries are added by the
 * site's HTTP server too: src/lib/http/securityHeaders.js.)
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=120, stale-while-revalidate=600';
export const AVAILABILITY_PAGE_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
const SHARED_CACHE = { public: PUBLIC_PAGE_CACHE, availability: AVAILABILITY_PAGE_CACHE } as const;

import { STATUS_CODES } from 'node:http';

export interface PageHeaderOptions {
  privatePage: boolean;
  /** A guest's GET of a route a CDN may keep (its `cache`) that set no cookie and showed no notice. */
  publicPage?: keyof typeof SHARED_CACHE | undefined;
  /** Never in a search engine's index (the operators' console). */
  noindex?: boolean;
}

export function applyPageHeaders(response: Response, options: PageHeaderOptions): Response {
  try {
    if (!response.headers.has('Vary')) response.headers.set('Vary', 'Cookie, Accept-Language');
    if (options.noindex) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    if (options.privatePage) response.headers.set('Cache-Control', 'private, no-store');
    else if (options.publicPage && response.status === 200 && !response.headers.has('Set-Cookie')) {
      response.headers.set('Cache-Control', SHARED_CACHE[options.publicPage]);
    }
  } catch {
    // Some responses (redirects built by the runtime) have immutable headers: copy them.
    return applyPageHeaders(new Response(response.body, response), options);
  }
  return response;
}

/**
 * A page that set its own status (`Astro.response.status = 403`) keeps Astro's default reason phrase "OK", so the
 * status line read "403 OK": the phrase of its status instead.
 */
export function withReasonPhrase(response: Response): Response {
  const phrase = STATUS_CODES[response.status];
  if (response.status === 200 || response.statusText !== 'OK' || !phrase) return response;
  return new Response(response.body, { status: response.status, statusText: phrase, headers: response.headers });
}
