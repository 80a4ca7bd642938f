import type { AstroCookies } from 'astro';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, type StoredUser, USER_COOKIE } from '~/lib/session/userCookie';
import { envelope, type FakeCall, fakeFetch } from '~tests/support/api';
import { createServerApi } from './api.server';
import { translatorFor } from './i18n.server';
import { armTokenRefresh, readUser } from './session.server';
import { loadSiteView } from './siteData.server';

const site = {
  siteName: 'S',
  recordNumber: '',
  version: '1',
  cdnUrl: '',
  upload: { mode: 'local', maxSize: 1, allowedSuffixes: '', allowedMimeTypes: '' },
};
const member = { id: 7, username: 'demo', nickname: 'Demo', avatar: '', token: 'x', refresh_token: '' };

/** The API as the site sees it: `valid` tokens are members; 'old' is expired; refresh with 'r1' issues 'new'. */
function api(options: { refreshOk?: boolean; rotate?: boolean; oldUnknown?: boolean } = {}) {
  let refreshes = 0;
  const reply = (call: FakeCall) => {
    const token = call.headers.get('ba-user-token') ?? '';
    const path = new URL(call.url).pathname;
    if (path === '/api/common/refreshToken') {
      refreshes += 1;
      const body = JSON.parse(String(call.body)) as { refreshToken?: string };
      return options.refreshOk !== false && body.refreshToken === 'r1' && token === 'old'
        ? envelope(1, '', { type: 'user-refresh', token: 'new', ...(options.rotate ? { refresh_token: 'r2' } : {}) })
        : envelope(0, 'Your session has expired. Please log in again.');
    }
    const required = new URL(call.url).searchParams.get('requiredLogin') === '1';
    if (token === 'new')
      return envelope(1, '', { site, openMemberCenter: true, userInfo: member, rules: [], menus: [] });
    // `oldUnknown`: a concurrent request's refresh replaced 'old' on a backend that deletes it (BuildAdmin).
    if (required && token === 'old' && !options.oldUnknown) return envelope(409, 'Token expiration', []);
    if (required) return envelope(303, 'Please login first', { type: 'need login' });
    return envelope(1, '', { site, openMemberCenter: true, userInfo: [], rules: [], menus: [] });
  };
  return { reply, refreshes: () => refreshes };
}

function fakeCookies(initial: StoredUser) {
  const jar = new Map<string, string>([[USER_COOKIE, encodeURIComponent(JSON.stringify(initial))]]);
  const cookies = {
    get: (name: string) => (jar.has(name) ? { value: jar.get(name) ?? '' } : undefined),
    set: (name: string, value: string) => {
      jar.set(name, value);
    },
    delete: (name: string) => {
      jar.delete(name);
    },
  };
  const astroCookies = cookies as unknown as AstroCookies;
  return {
    cookies: astroCookies,
    /** The session the cookies now hold (both cookies; undefined when the readable one is gone). */
    stored: () => (jar.has(USER_COOKIE) ? readUser(astroCookies) : undefined),
    names: () => [...jar.keys()],
  };
}

function context(user: StoredUser, options: { refreshOk?: boolean; rotate?: boolean; oldUnknown?: boolean } = {}) {
  const fake = api(options);
  const { fetch, calls } = fakeFetch(fake.reply);
  const jar = fakeCookies(user);
  const t = translatorFor('en');
  const locals = {
    lang: 'en',
    t,
    user,
    routeName: 'user',
    secure: false,
    api: createServerApi({
      lang: 'en',
      token: user.token,
      t,
      routeName: 'user',
      forwarded: { clientAddress: undefined, forwardedFor: null, host: 'h', proto: 'http' },
      fetch,
    }),
  } as App.Locals;
  const ctx = { locals, cookies: jar.cookies, url: new URL('http://site.test/user/account/balance?page=2') };
  // As the middleware does for every page.
  armTokenRefresh(ctx);
  return { ctx, jar, calls, refreshes: fake.refreshes };
}

const remembered: StoredUser = { ...member, token: 'old', refresh_token: 'r1' };

describe('page requests refresh an expired access token once (contract §1.5)', () => {
  it('a member page: 409, one refresh, retried; the cookie holds the new token and the same refresh token', async () => {
    const { ctx, jar, refreshes } = context(remembered);
    const result = await loadSiteView(ctx, { requiredLogin: true });
    expect(result.view?.member?.info.id).toBe(7);
    expect(refreshes()).toBe(1);
    expect(jar.stored()).toMatchObject({ id: 7, token: 'new', refresh_token: 'r1' });
    // The tokens went into the HttpOnly cookie; the readable one names the member only.
    expect(decodeURIComponent(jar.cookies.get(USER_COOKIE)?.value ?? '')).not.toContain('new');
    expect(jar.names()).toContain(SESSION_COOKIE);
    expect(ctx.locals.user.token).toBe('new');
  });

  it('a rotating API: the cookie holds the new access token and the new refresh token', async () => {
    const { ctx, jar, refreshes } = context(remembered, { rotate: true });
    const result = await loadSiteView(ctx, { requiredLogin: true });
    expect(result.view?.member?.info.id).toBe(7);
    expect(refreshes()).toBe(1);
    expect(jar.stored()).toMatchObject({ id: 7, token: 'new', refresh_token: 'r2' });
    expect(ctx.locals.user.refresh_token).toBe('r2');
  });

  it('a guest page that ignored the expired token: refreshed too, so the member stays logged in', async () => {
    const { ctx, jar, refreshes } = context(remembered);
    const result = await loadSiteView(ctx, { requiredLogin: false });
    expect(result.view?.member?.info.id).toBe(7);
    expect(refreshes()).toBe(1);
    expect(jar.stored()?.token).toBe('new');
  });

  it('a token a concurrent refresh replaced (303 need login): refreshed too, the cookie rewritten, not deleted', async () => {
    const { ctx, jar, refreshes } = context(remembered, { oldUnknown: true });
    const result = await loadSiteView(ctx, { requiredLogin: true });
    expect(result.view?.member?.info.id).toBe(7);
    expect(refreshes()).toBe(1);
    expect(jar.stored()).toMatchObject({ id: 7, token: 'new', refresh_token: 'r1' });
  });

  it('303 need login without a refresh token: no refresh call, the session ends', async () => {
    const { ctx, jar, calls } = context({ ...remembered, refresh_token: '' }, { oldUnknown: true });
    expect(await loadSiteView(ctx, { requiredLogin: true })).toEqual({
      redirect: '/user/login?to=%2Fuser%2Faccount%2Fbalance%3Fpage%3D2',
    });
    expect(calls.some((c) => c.url.includes('refreshToken'))).toBe(false);
    expect(jar.stored()).toBeUndefined();
  });

  const backHere = { redirect: '/user/login?to=%2Fuser%2Faccount%2Fbalance%3Fpage%3D2' };

  it('refresh refused: the cookie is cleared and the member page redirects to login, then back', async () => {
    const { ctx, jar } = context(remembered, { refreshOk: false });
    expect(await loadSiteView(ctx, { requiredLogin: true })).toEqual(backHere);
    expect(jar.stored()).toBeUndefined();
  });

  it('no refresh token ("remember me" off): no refresh call, cookie cleared, login keeps the return address', async () => {
    const { ctx, jar, calls } = context({ ...remembered, refresh_token: '' });
    expect(await loadSiteView(ctx, { requiredLogin: true })).toEqual(backHere);
    expect(calls.some((c) => c.url.includes('refreshToken'))).toBe(false);
    expect(jar.stored()).toBeUndefined();
  });
});
