/**
 * The site's calls to the API (issue 21, part 3): without API_URL the one API client hands its Request to the
 * built-in API's door (`src/pages/api/_handler.ts`) in this process — no socket, no fetch — with the same headers,
 * so the visitor's address counts for the throttles and the login, and the visitor's host for asset URLs; the
 * browser's proxy does the same, token refresh included. With API_URL set the same client goes over HTTP.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { APIContext, AstroCookies } from 'astro';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '~/demo';
import { createServerApi, type ServerApi } from '~/features/site/api.server';
import { proxyApiCall } from '~/features/site/apiProxy.server';
import { registerBuiltinApi } from '~/features/site/apiTransport.server';
import { translatorFor } from '~/features/site/i18n.server';
import { PROXY_HEADER, PROXY_HEADER_VALUE } from '~/lib/api/proxy';
import type { IndexData, UserInfo } from '~/lib/api/types';
import { EMPTY_STORED_USER, type StoredUser } from '~/lib/session/userCookie';
import { siteCallHandler } from '~/pages/api/_handler';
import { hashToken } from '~/server/auth/tokens';
import { closeDb, getDb } from '~/server/database';
import { handleApiRequest } from '~/server/handle';
import { privateDataDir } from './helpers';

// The door answers from the process-wide database: a SQLite file in this file's own DATA_DIR.
privateDataDir('in-process');

/** The visitor the site calls the API for. */
const VISITOR = '203.0.113.9';
const t = translatorFor('en');

/** The built-in API as the middleware registers it, counting the Requests it is handed. */
const handed: Request[] = [];
beforeAll(() => {
  registerBuiltinApi(async () => {
    const door = siteCallHandler();
    return (request) => {
      handed.push(request);
      return door(request);
    };
  });
});
afterAll(async () => {
  registerBuiltinApi(undefined);
  await closeDb();
});
afterEach(() => {
  handed.length = 0;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** The per-request client the middleware makes for the visitor (host and scheme as the visitor used them). */
function siteApi(token = '', refreshToken = ''): ServerApi {
  return createServerApi({
    lang: 'en',
    token,
    refreshToken,
    t,
    routeName: undefined,
    forwarded: { clientAddress: VISITOR, forwardedFor: null, host: 'hotel.example', proto: 'https' },
  });
}

/** Sockets and fetches opened from now on. */
function watchTheNetwork() {
  return { connect: vi.spyOn(net.Socket.prototype, 'connect'), fetch: vi.spyOn(globalThis, 'fetch') };
}

const login = (api: ServerApi, password = DEMO_PASSWORD, keep = false) =>
  api.client.request<{ userInfo: UserInfo & { refresh_token: string } }>('user/checkIn', {
    method: 'POST',
    body: { tab: 'login', username: DEMO_USERNAME, password, keep },
    showCodeMessage: false,
  });

async function rateLimitKeys(): Promise<string[]> {
  const rows = await (await getDb()).selectFrom('rate_limit').select('key').execute();
  return rows.map((row) => row.key);
}

describe('without API_URL: the built-in API in process', () => {
  it('answers the pages’ calls with no socket, the visitor’s host and address counting as over loopback', async () => {
    vi.stubEnv('API_URL', '');
    const network = watchTheNetwork();
    const guest = siteApi();
    const bootstrap = await guest.endpoints.index(false);
    expect(bootstrap.code).toBe(1);
    // X-Forwarded-Host is believed: the site is a trusted proxy of its own API.
    expect((bootstrap.data as IndexData).site.cdnUrl).toBe('//hotel.example');

    // The captcha's per-client counter counts the visitor, not the site.
    const captcha = await guest.client.request('common/clickCaptcha', { query: { id: 'in-process-1' } });
    expect(captcha.code).toBe(1);
    expect(await rateLimitKeys()).toContain(`captcha:ip:${VISITOR}`);
    expect((await rateLimitKeys()).some((key) => key.includes('127.0.0.1'))).toBe(false);

    // A failed login counts against the visitor's address; a successful one records it.
    expect((await login(siteApi(), 'wrong-password')).code).toBe(0);
    expect((await rateLimitKeys()).some((key) => key.startsWith(`login:ip:${VISITOR}@`))).toBe(true);
    expect((await rateLimitKeys()).some((key) => key.includes('127.0.0.1'))).toBe(false);
    const db = await getDb();
    const member = await login(siteApi());
    expect(member.code).toBe(1);
    const row = await db
      .selectFrom('user')
      .select('last_login_ip')
      .where('username', '=', DEMO_USERNAME)
      .executeTakeFirstOrThrow();
    expect(row.last_login_ip).toBe(VISITOR);

    // A member's call carries the token; its answer is the member's own.
    const overview = await siteApi(member.data.userInfo.token).client.request('account/overview');
    expect(overview.code).toBe(1);

    const sent = handed.find((request) => request.url.includes('/api/account/overview'));
    expect(sent?.headers.get('server')).toBe('true');
    expect(sent?.headers.get('think-lang')).toBe('en');
    expect(sent?.headers.get('ba-user-token')).toBe(member.data.userInfo.token);
    expect(sent?.headers.get('x-forwarded-for')).toBe(VISITOR);
    expect(sent?.headers.get('x-forwarded-host')).toBe('hotel.example');
    expect(sent?.headers.get('x-forwarded-proto')).toBe('https');
    expect(handed.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/index/index',
      '/api/common/clickCaptcha',
      '/api/user/checkIn',
      '/api/user/checkIn',
      '/api/account/overview',
    ]);
    expect(network.connect).not.toHaveBeenCalled();
    expect(network.fetch).not.toHaveBeenCalled();
  });

  it('answers the browser’s proxy in process too, refreshing an expired access token once', async () => {
    vi.stubEnv('API_URL', '');
    const member = await login(siteApi(), DEMO_PASSWORD, true);
    const { token, refresh_token: refreshToken, id } = member.data.userInfo;
    const db = await getDb();
    await db.updateTable('token').set({ expire_time: 1000 }).where('token', '=', hashToken(token)).execute();

    const network = watchTheNetwork();
    const written: string[] = [];
    const cookies = {
      set: (name: string) => written.push(name),
      delete: (name: string) => written.push(`-${name}`),
    } as unknown as AstroCookies;
    const user: StoredUser = { ...EMPTY_STORED_USER, id, username: DEMO_USERNAME, token, refresh_token: refreshToken };
    const locals = { lang: 'en', t, user, secure: false, api: siteApi(token, refreshToken) } as App.Locals;
    locals.api.setRefreshToken(refreshToken, (next, nextRefresh) => {
      locals.user = { ...locals.user, token: next, refresh_token: nextRefresh };
    });
    const url = new URL('http://hotel.example/proxy/api/account/overview');
    const request = new Request(url, { headers: { [PROXY_HEADER]: PROXY_HEADER_VALUE } });
    const response = await proxyApiCall({ request, url, locals, cookies } as unknown as APIContext);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 1 });
    expect(locals.user.token).not.toBe(token);
    const calls = handed.map((sent) => new URL(sent.url).pathname);
    expect(calls.slice(-3)).toEqual(['/api/account/overview', '/api/common/refreshToken', '/api/account/overview']);
    expect(handed.at(-1)?.headers.get('ba-user-token')).toBe(locals.user.token);
    expect(network.connect).not.toHaveBeenCalled();
    expect(network.fetch).not.toHaveBeenCalled();
    expect(written).not.toContain('-userInfo');
  });
});

describe('with API_URL: the same client over HTTP', () => {
  let server: Server;
  const received: IncomingMessage[] = [];
  beforeAll(async () => {
    // A backend at another address: the built-in API behind its own HTTP server, standing in for BuildAdmin.
    server = createServer(async (req, res) => {
      received.push(req);
      if (req.url?.startsWith('/api/hotel/')) {
        // A backend without the hotel module: ThinkPHP's own error page, not an envelope.
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<h1>页面错误！请稍后再试～</h1>');
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const method = req.method ?? 'GET';
      const request = new Request(`http://${req.headers.host}${req.url}`, {
        method,
        headers,
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
      });
      const answer = await handleApiRequest(request, { clientAddress: req.socket.remoteAddress ?? '' });
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(await answer.text());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the pages’ calls to the backend, never to the built-in API in process', async () => {
    vi.stubEnv('API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const guest = siteApi();
    const bootstrap = await guest.endpoints.index(false);
    expect(bootstrap.code).toBe(1);
    const member = await login(siteApi());
    expect(member.code).toBe(1);
    expect((await siteApi(member.data.userInfo.token).client.request('account/overview')).code).toBe(1);

    expect(handed).toHaveLength(0);
    const paths = received.map((req) => req.url?.split('?')[0]);
    expect(paths).toEqual(expect.arrayContaining(['/api/index/index', '/api/user/checkIn', '/api/account/overview']));
    const overview = received.find((req) => req.url?.startsWith('/api/account/overview'));
    expect(overview?.headers.server).toBe('true');
    expect(overview?.headers['think-lang']).toBe('en');
    expect(overview?.headers['ba-user-token']).toBe(member.data.userInfo.token);
    expect(overview?.headers['x-forwarded-for']).toBe(VISITOR);
    // No X-Forwarded-Host to an external backend (it would build its asset URLs on the site's host).
    expect(overview?.headers['x-forwarded-host']).toBeUndefined();
    const row = await (await getDb())
      .selectFrom('user')
      .select('last_login_ip')
      .where('username', '=', DEMO_USERNAME)
      .executeTakeFirstOrThrow();
    expect(row.last_login_ip).toBe(VISITOR);
  });

  it('answers the browser a translated 404 naming the API path when the backend has no such call', async () => {
    vi.stubEnv('API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    for (const [lang, text] of [
      ['en', 'Error requesting address:/api/hotel/detail'],
      ['zh-cn', '请求地址出错:/api/hotel/detail'],
    ] as const) {
      const locals = { lang, t: translatorFor(lang), user: EMPTY_STORED_USER, secure: false, api: siteApi() };
      const url = new URL('http://hotel.example/proxy/api/hotel/detail?id=1');
      const request = new Request(url, { headers: { [PROXY_HEADER]: PROXY_HEADER_VALUE } });
      const cookies = { set: () => {}, delete: () => {} } as unknown as AstroCookies;
      const response = await proxyApiCall({ request, url, locals, cookies } as unknown as APIContext);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 0, msg: text, data: null });
    }
  });
});
