/**
 * Caching headers of a page answer: pages vary by cookie (language, member) and language; member pages are never
 * stored by shared caches. (The security headers every answer carries are added by the site's HTTP server:
 * src/lib/http/securityHeaders.js, applied in scripts/server.mjs.)
 */
export function applyPageHeaders(response: Response, options: { privatePage: boolean }): Response {
  try {
    if (!response.headers.has('Vary')) response.headers.set('Vary', 'Cookie, Accept-Language');
    if (options.privatePage) response.headers.set('Cache-Control', 'private, no-store');
  } catch {
    // Some responses (redirects built by the runtime) have immutable headers: copy them.
    return applyPageHeaders(new Response(response.body, response), options);
  }
  return response;
}
