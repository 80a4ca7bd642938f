/**
 * The site's same-origin door to the API for the browser (`src/features/site/apiProxy.server.ts`): the browser's
 * client calls `/proxy/api/<controller>/<action>`, and the site adds the member's token from its HttpOnly cookie and
 * sends the call on to the API (the built-in one or `API_URL`). The browser never holds a token.
 */

/** The browser client's base URL: its calls go to `/proxy/api/…`. */
export const PROXY_BASE = '/proxy';

/**
 * Header every call through the proxy must carry. A page of another site cannot add it without a CORS preflight,
 * which the proxy never grants, so a cross-site form or image cannot use a member's cookie through it.
 */
export const PROXY_HEADER = 'x-requested-with';
export const PROXY_HEADER_VALUE = 'concierge';

const PREFIX = `${PROXY_BASE}/api/`;
/** `controller/action` (and deeper), each part letters, digits, `_` or `-`: no dots, no empty parts. */
const API_PATH = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+){1,3}$/;

export function isProxyPath(pathname: string): boolean {
  return pathname.startsWith(PREFIX);
}

/** The API path a proxy URL names (`/proxy/api/user/checkIn` → `user/checkIn`), or undefined when malformed. */
export function proxyTarget(pathname: string): string | undefined {
  if (!isProxyPath(pathname)) return undefined;
  const path = pathname.slice(PREFIX.length);
  return path.length <= 120 && API_PATH.test(path) ? path : undefined;
}
