/**
 * Caching headers of a page answer: pages vary by cookie (language, colour mode, member) and language; member pages
 * are never stored by shared caches; a guest's public page (a route row with `cache: 'public'`, design content §9.5)
 * may be kept by a CDN for two minutes and served stale while it refreshes. (The security headers every answer
 * carries are added by the site's HTTP server: src/lib/http/securityHeaders.js, applied in scripts/server.mjs.)
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=120, stale-while-revalidate=600';

import { STATUS_CODES } from 'node:http';

export interface PageHeaderOptions {
  privatePage: boolean;
  /** A guest's GET of a public route that set no cookie and showed no notice. */
  publicPage?: boolean;
}

export function applyPageHeaders(response: Response, options: PageHeaderOptions): Response {
  try {
    if (!response.headers.has('Vary')) response.headers.set('Vary', 'Cookie, Accept-Language');
    if (options.privatePage) response.headers.set('Cache-Control', 'private, no-store');
    else if (options.publicPage && response.status === 200 && !response.headers.has('Set-Cookie')) {
      response.headers.set('Cache-Control', PUBLIC_PAGE_CACHE);
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
