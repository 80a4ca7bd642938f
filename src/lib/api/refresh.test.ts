import { describe, expect, it } from 'vitest';
import en from '~/i18n/en/request.json';
import { createI18n, fixedT } from '~/lib/i18n/translator';
import { envelope, type FakeCall, type FakeReply, fakeFetch, jsonResponse, recordingEnv } from '~tests/support/api';
import { createApiClient } from './client';
import { createTokenRefresher, newTokensOf } from './refresh';

const t = fixedT(createI18n({ en: { request: en } }, 'en'), 'en', 'request');

/** A tiny fake API: tokens in `valid` are accepted, anything else answers 409; refreshToken issues 'new-N'. */
function fakeApi(opts: { refreshOk?: boolean; refreshDelay?: number } = {}) {
  const valid = new Set<string>();
  let issued = 0;
  const reply: FakeReply = async (call: FakeCall) => {
    const token = call.headers.get('ba-user-token') ?? '';
    if (call.url.endsWith('/api/common/refreshToken')) {
      await new Promise((resolve) => setTimeout(resolve, opts.refreshDelay ?? 5));
      const body = JSON.parse(String(call.body)) as { refreshToken?: string };
      if (opts.refreshOk === false || body.refreshToken !== 'r1' || !token) {
        return envelope(0, 'Your session has expired. Please log in again.');
      }
      issued += 1;
      const next = `new-${issued}`;
      valid.add(next);
      return envelope(1, '', { type: 'user-refresh', token: next });
    }
    if (!token) return envelope(303, 'Please login first', { type: 'need login' });
    if (!valid.has(token)) return envelope(409, 'Token expiration', []);
    return envelope(1, '', { path: new URL(call.url).pathname, token });
  };
  return { reply, valid };
}

function setup(opts: { refreshOk?: boolean; refresh?: string; route?: string } = {}) {
  const api = fakeApi(opts);
  const fake = fakeFetch(api.reply);
  const env = recordingEnv(opts.route ?? 'account/overview');
  const store = { token: 'old', refresh: opts.refresh ?? 'r1' };
  env.clearTokens = () => {
    env.cleared += 1;
    store.token = '';
    store.refresh = '';
  };
  const client = createApiClient({
    baseURL: 'http://api.test',
    lang: 'en',
    getToken: () => store.token,
    env,
    t,
    fetch: fake.fetch,
    refresh: {
      getRefreshToken: () => store.refresh,
      setToken: (token) => {
        store.token = token;
      },
    },
  });
  const refreshCalls = () => fake.calls.filter((c) => c.url.endsWith('/api/common/refreshToken'));
  return { client, env, store, calls: fake.calls, refreshCalls };
}

describe('token refresh on 409 (contract §1.5)', () => {
  it('two concurrent requests hit 409: one refresh call, both replayed with the new token', async () => {
    const { client, env, store, calls, refreshCalls } = setup();
    const [a, b] = await Promise.all([
      client.request<{ path: string; token: string }>('account/overview'),
      client.request<{ path: string; token: string }>('account/integral'),
    ]);
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]?.headers.get('ba-user-token')).toBe('old');
    expect(JSON.parse(String(refreshCalls()[0]?.body))).toEqual({ refreshToken: 'r1' });
    expect(a).toMatchObject({ code: 1, data: { path: '/api/account/overview', token: 'new-1' } });
    expect(b).toMatchObject({ code: 1, data: { path: '/api/account/integral', token: 'new-1' } });
    expect(store.token).toBe('new-1');
    expect(calls).toHaveLength(5); // 2 × 409, 1 refresh, 2 replays
    expect(env.cleared).toBe(0);
    expect(env.navigations).toEqual([]);
    expect(env.notices).toEqual([]);
  });

  it('a 409 that arrives after another request already refreshed is replayed without a second refresh', async () => {
    const { client, refreshCalls } = setup();
    await client.request('account/overview');
    // Simulates a request that left with the old token before the refresh finished.
    const refresher = createTokenRefresher({ getRefreshToken: () => 'r1', setToken: () => {} }, async () => {
      throw new Error('must not be called');
    });
    expect(await refresher.refresh('old', 'new-1')).toBe('refreshed');
    expect(refreshCalls()).toHaveLength(1);
  });

  it('refresh refused: tokens cleared, login route, msg of the original answer, no replay', async () => {
    const { client, env, calls, refreshCalls } = setup({ refreshOk: false });
    const [a, b] = await Promise.all([client.request('account/overview'), client.request('account/balance')]);
    expect(a.code).toBe(409);
    expect(b.code).toBe(409);
    expect(refreshCalls()).toHaveLength(1);
    expect(calls).toHaveLength(3);
    expect(env.cleared).toBeGreaterThan(0);
    expect(env.navigations).toContain('userLogin');
    // The refusal's own message is suppressed; the 409's is shown as the redirect notice.
    expect(env.notices.map(([, m]) => m)).not.toContain('Your session has expired. Please log in again.');
  });

  it('without a refresh token there is no refresh call: straight to login', async () => {
    const { client, env, refreshCalls } = setup({ refresh: '' });
    const res = await client.request('account/overview');
    expect(res.code).toBe(409);
    expect(refreshCalls()).toHaveLength(0);
    expect(env.navigations).toEqual(['userLogin']);
  });

  it('on the login page a refused refresh replays the request with an empty token', async () => {
    const { client, env, calls } = setup({ refreshOk: false, route: 'userLogin' });
    const res = await client.request('user/checkIn');
    expect(res.code).toBe(303); // the fake API's answer to a request without a token
    expect(calls.at(-1)?.headers.has('ba-user-token')).toBe(false);
    expect(env.navigations).toEqual([]);
  });

  it('a transport failure of the refresh rejects the waiting request and keeps the tokens', async () => {
    const fake = fakeFetch(envelope(409, 'Token expiration', []), jsonResponse({}, 502));
    const env = recordingEnv('user');
    const client = createApiClient({
      baseURL: '',
      lang: 'en',
      getToken: () => 'old',
      env,
      t,
      fetch: fake.fetch,
      refresh: { getRefreshToken: () => 'r1', setToken: () => {} },
    });
    await expect(client.request('account/overview')).rejects.toThrow('Gateway error!');
    expect(env.cleared).toBe(0);
  });

  it('reads the new tokens from a success envelope only; the rotated refresh token when there is one', () => {
    const none = { token: '', refreshToken: '' };
    expect(newTokensOf({ code: 1, msg: '', time: 0, data: { type: 'user-refresh', token: 'x' } })).toEqual({
      token: 'x',
      refreshToken: '',
    });
    expect(newTokensOf({ code: 1, msg: '', time: 0, data: { token: 'x', refresh_token: 'r2' } })).toEqual({
      token: 'x',
      refreshToken: 'r2',
    });
    expect(newTokensOf({ code: 1, msg: '', time: 0, data: { token: 'x', refresh_token: 5 } }).refreshToken).toBe('');
    expect(newTokensOf({ code: 0, msg: '', time: 0, data: { token: 'x' } })).toEqual(none);
    expect(newTokensOf({ code: 1, msg: '', time: 0, data: [] })).toEqual(none);
  });
});
