// @ts-check
/**
 * The security headers every response of the site carries — pages, the built-in API, static files, redirects and
 * refusals alike. The site's HTTP server (scripts/server.mjs) applies them to every answer just before it is
 * written; a header the answer already set (a stored file's own sandboxing CSP, say) is left alone.
 *
 * Plain JavaScript, type-checked through JSDoc, and no imports: the server loads this file directly, outside the
 * Astro build. A `.ts` file there would make Node load its TypeScript stripper (a WebAssembly build of swc), which
 * keeps ~17 MiB resident for the life of the process (docs/decisions.md, issue 7 item 22).
 */

/**
 * @typedef {object} SecurityHeaderOptions
 * @property {string} contentType The answer's `Content-Type` ('' when none).
 * @property {boolean} https The site is served over HTTPS (`SITE_ORIGIN` is https): browsers are told to stay on HTTPS.
 */

/** One year, the value HSTS preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Server-rendered pages get their full policy from Astro (hashes of its inline scripts, `frame-ancestors 'self'`,
 * astro.config.mjs), which this never replaces; an HTML answer without one may at least only be framed by the site.
 * Everything else (JSON, redirects, files, plain-text refusals) may load nothing and be framed by no one.
 * @param {string} contentType
 * @returns {string}
 */
export function contentSecurityPolicyFor(contentType) {
  return /^text\/html\b/i.test(contentType) ? "frame-ancestors 'self'" : "default-src 'none'; frame-ancestors 'none'";
}

/**
 * @param {SecurityHeaderOptions} options
 * @returns {Record<string, string>}
 */
export function securityHeadersFor({ contentType, https }) {
  /** @type {Record<string, string>} */
  const headers = {
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
