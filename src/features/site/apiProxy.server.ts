/**
 * The browser's door to the API (`/proxy/api/<controller>/<action>`, route `src/pages/proxy/api/[...path].ts`).
 * The member's tokens live in an HttpOnly cookie the page's script cannot read; this handler:
 *
 * 1. answers only this site's own pages (`isOwnPageCall`: the proxy header, and `Sec-Fetch-Site`/`Origin` when the
 *    browser sends them) with GET or POST, and only plain `controller/action` paths;
 * 2. reads the body up to the API's own cap (1 MiB; an upload may carry a file of the site's upload size);
 * 3. sends the call on to the API (the built-in one in this process, or `API_URL` over HTTP: `apiTransport.server.ts`)
 *    with the member's token, the language and the visitor's address, as the server's own calls go;
 * 4. on a 409 (access token expired) exchanges the refresh token once, rewrites the cookies and sends the call
 *    again; when that is refused the session ends here (the cookies go) and the browser's client sends the person to
 *    log in;
 * 5. takes every token out of the answer; one that opened a session (a login) is kept in the cookies instead; a
 *    logout ends the cookies too. An answer that is not JSON never reaches the page (it would be served from this
 *    site's origin): a translated envelope with the status stands in for it.
 */
import type { APIContext } from 'astro';
import { serverApiBase, siteOrigin } from '~/config';
import { toEnvelope } from '~/lib/api/client';
import { asksForRefresh } from '~/lib/api/codes';
import { HTTP_OTHER_KEY, HTTP_STATUS_KEYS, transportMessage } from '~/lib/api/httpErrors';
import { proxyTarget } from '~/lib/api/proxy';
import { CODE_SUCCESS, CODE_TOKEN_EXPIRED, type UserInfo } from '~/lib/api/types';
import { BodyTooLargeError, isMultipart, MAX_BODY_BYTES, readLimited, uploadBodyLimit } from '~/lib/http/readLimited';
import { pickStoredUser, USER_TOKEN_HEADER } from '~/lib/session/userCookie';
import { isOwnPageCall, scrubTokens } from './apiProxy';
import { proxyApiFetch } from './apiTransport.server';
import { memberInfoFromApi } from './memberInfo.server';
import { clearUser, writeUser } from './session.server';

const UPLOAD_PATH = 'ajax/upload';
const LOGOUT_PATH = 'user/logout';
/** Request headers of the browser's call that go on as they are. */
const PASSED_HEADERS = ['content-type', 'accept'];

type Context = Pick<APIContext, 'request' | 'url' | 'locals' | 'cookies'>;

function envelope(status: number, msg: string): Response {
  return Response.json(
    { code: 0, msg, time: Math.floor(Date.now() / 1000), data: null },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

async function bodyLimit(context: Context, target: string): Promise<number> {
  if (target !== UPLOAD_PATH || !isMultipart(context.request)) return MAX_BODY_BYTES;
  // The bootstrap's upload settings (a guest's is shared for a few seconds, see guestAnswers.server.ts).
  const res = await context.locals.api.endpoints.index(false).catch(() => undefined);
  return uploadBodyLimit(res?.code === CODE_SUCCESS ? Number(res.data.site.upload?.maxSize) : 0);
}

export async function proxyApiCall(context: Context): Promise<Response> {
  const { request, url, locals, cookies } = context;
  const t = (key: string) => locals.t('request', key);
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'POST') return envelope(405, t(HTTP_OTHER_KEY));
  const trusted = siteOrigin();
  if (!isOwnPageCall(request.headers, url, trusted ? [trusted] : [])) {
    return envelope(403, t(HTTP_STATUS_KEYS[403] ?? HTTP_OTHER_KEY));
  }
  const target = proxyTarget(url.pathname);
  if (!target) return envelope(404, locals.t('api', 'API not found'));

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method === 'POST') {
    try {
      body = await readLimited(request, await bodyLimit(context, target));
    } catch (error) {
      if (error instanceof BodyTooLargeError) return envelope(413, locals.t('api', 'Request body is too large'));
      return envelope(400, t(HTTP_STATUS_KEYS[400] ?? HTTP_OTHER_KEY));
    }
    // A logout ends this device's refresh token too (the browser does not know it).
    if (target === LOGOUT_PATH) {
      body = new TextEncoder().encode(JSON.stringify({ refreshToken: locals.user.refresh_token }));
    }
  }

  const send = () => {
    const headers: Record<string, string> = { ...locals.api.forwardHeaders };
    for (const name of PASSED_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    if (target === LOGOUT_PATH) headers['content-type'] = 'application/json';
    // An API call, not a page visit (a BuildAdmin backend redirects requests without it), in the page's language.
    headers.server = 'true';
    headers['think-lang'] = locals.lang;
    if (locals.user.token) headers[USER_TOKEN_HEADER] = locals.user.token;
    return proxyApiFetch()(`${serverApiBase()}/api/${target}${url.search}`, {
      method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
      ...(body ? { body } : {}),
    });
  };

  let response: Response;
  let text: string;
  try {
    response = await send();
    text = await response.text();
    // Expired, or unknown because a concurrent request's refresh replaced it (a backend that deletes the old one).
    const first = toEnvelope(text);
    if (first && locals.user.token && asksForRefresh(first) && (await locals.api.refreshNow())) {
      response = await send();
      text = await response.text();
    }
  } catch {
    return envelope(502, t(HTTP_STATUS_KEYS[502] ?? HTTP_OTHER_KEY));
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const answer = toEnvelope(parsed);
  if (!answer) {
    // Not an envelope (a backend's own error page): its status in words, with the API path a 404 did not find.
    const status = response.status >= 400 ? response.status : 502;
    return envelope(status, transportMessage({ kind: 'http', status, url: `/api/${target}` }, t));
  }
  const ended =
    answer.code === CODE_TOKEN_EXPIRED ||
    locals.api.effects.clearTokens ||
    (target === LOGOUT_PATH && answer.code === CODE_SUCCESS);
  if (ended) clearUser(cookies, locals.secure);

  const { body: visible, session } = scrubTokens(parsed);
  if (session) {
    const member = memberInfoFromApi(session as Pick<UserInfo, 'nickname' | 'motto'>);
    writeUser(cookies, pickStoredUser(member), locals.secure);
  }
  return Response.json(visible, { status: response.status, headers: { 'cache-control': 'no-store' } });
}
