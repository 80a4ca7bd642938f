/** Headers every page answer carries. Member pages are never stored by shared caches. */
export function applySecurityHeaders(response: Response, options: { privatePage: boolean }): Response {
  const headers = response.headers;
  const set = (name: string, value: string) => {
    if (!headers.has(name)) headers.set(name, value);
  };
  try {
    set('X-Content-Type-Options', 'nosniff');
    set('Referrer-Policy', 'strict-origin-when-cross-origin');
    set('X-Frame-Options', 'SAMEORIGIN');
    set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    set('Cross-Origin-Opener-Policy', 'same-origin');
    set('Vary', 'Cookie, Accept-Language');
    if (options.privatePage) headers.set('Cache-Control', 'private, no-store');
  } catch {
    // Some responses (redirects built by the runtime) have immutable headers: copy them.
    const copy = new Response(response.body, response);
    return applySecurityHeaders(copy, options);
  }
  return response;
}
