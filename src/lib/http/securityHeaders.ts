/**
 * The security headers every response of the site carries — pages, the built-in API, static files, redirects and
 * refusals alike. The site's HTTP server (scripts/server.mjs) applies them to every answer just before it is
 * written; a header the answer already set (a stored file's own sandboxing CSP, say) is left alone.
 *
 * No imports: the server runs this file directly with Node's type stripping, outside the Astro build.
 */

export interface SecurityHeaderOptions {
  /** The answer's `Content-Type` ('' when none). */
  contentType: string;
  /** The site is served over HTTPS (`SITE_ORIGIN` is https): browsers are told to stay on HTTPS. */
  https: boolean;
}

/** One year, the value HSTS preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Server-rendered pages get their full policy from Astro (hashes of its inline scripts, `frame-ancestors 'self'`,
 * astro.config.mjs), which this never replaces; an HTML answer without one may at least only be framed by the site.
 * Everything else (JSON, redirects, files, plain-text refusals) may load nothing and be framed by no one.
 */
export function contentSecurityPolicyFor(contentType: string): string {
  return /^text\/html\b/i.test(contentType) ? "frame-ancestors 'self'" : "default-src 'none'; frame-ancestors 'none'";
}

export function securityHeadersFor({ contentType, https }: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': /^text\/html\b/i.test(contentType) ? 'SAMEORIGIN' : 'DENY',
    'content-security-policy': contentSecurityPolicyFor(contentType),
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (https) headers['strict-transport-security'] = `max-age=${HSTS_MAX_AGE_SECONDS}`;
  return headers;
}
