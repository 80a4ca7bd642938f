/**
 * Pure rules of the site's API proxy (`apiProxy.server.ts`): who may call it, and taking the tokens out of the
 * answers before the browser sees them.
 */
import { PROXY_HEADER, PROXY_HEADER_VALUE } from '~/lib/api/proxy';

/**
 * A call from this site's own pages: it carries the proxy header (which another site's page cannot add without a
 * preflight), and a browser that says where it comes from (`Sec-Fetch-Site`, `Origin`) says this site. `trusted`
 * lists further origins of this site (its public origin behind a TLS proxy, SITE_ORIGIN).
 */
export function isOwnPageCall(headers: Headers, url: URL, trusted: readonly string[] = []): boolean {
  if (headers.get(PROXY_HEADER) !== PROXY_HEADER_VALUE) return false;
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return false;
  const origin = headers.get('origin');
  return origin === null || origin === url.origin || trusted.includes(origin);
}

const TOKEN_KEYS = ['token', 'refresh_token'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function withoutTokens(value: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...value };
  for (const key of TOKEN_KEYS) delete copy[key];
  return copy;
}

export interface ScrubbedAnswer {
  /** The answer as the browser may see it: no `token` or `refresh_token` in `data` or `data.userInfo`. */
  body: unknown;
  /** The member of a successful answer that opened a session (a login or registration), with its tokens. */
  session?: Record<string, unknown>;
}

/** Takes the tokens out of an API answer (an envelope as parsed JSON). */
export function scrubTokens(body: unknown): ScrubbedAnswer {
  if (!isRecord(body) || !isRecord(body.data)) return { body };
  const data = withoutTokens(body.data);
  const userInfo = body.data.userInfo;
  let session: Record<string, unknown> | undefined;
  if (isRecord(userInfo)) {
    data.userInfo = withoutTokens(userInfo);
    const opened = Number(body.code) === 1 && typeof userInfo.token === 'string' && userInfo.token !== '';
    if (opened) session = userInfo;
  }
  return session ? { body: { ...body, data }, session } : { body: { ...body, data } };
}
