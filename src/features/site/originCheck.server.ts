/**
 * Cross-site form posts to the site's own pages (login, logout, language, profile…) are refused: a browser always
 * sends `Origin` with a POST, and it must be this site. The built-in API is not covered — it authenticates with a
 * header token, never a cookie, and answers other origins by its own CORS rules — so Astro's global origin check is
 * replaced by this one.
 */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `trusted` lists further origins of this site (its public origin behind a TLS proxy, see SITE_ORIGIN). */
export function isCrossSiteFormPost(request: Request, url: URL, trusted: readonly string[] = []): boolean {
  if (!UNSAFE.has(request.method.toUpperCase())) return false;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type && !FORM_TYPES.includes(type)) return false;
  const origin = request.headers.get('origin');
  return origin !== url.origin && !(origin !== null && trusted.includes(origin));
}
