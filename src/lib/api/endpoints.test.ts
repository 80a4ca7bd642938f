import { describe, expect, it } from 'vitest';
import { envelope, fakeFetch, recordingEnv } from '~tests/support/api';
import { createApiClient } from './client';
import { createEndpoints } from './endpoints';

function setup() {
  const fake = fakeFetch(envelope(1, '', { ok: true }));
  const client = createApiClient({
    baseURL: '',
    lang: 'zh-cn',
    getToken: () => 'tok',
    env: recordingEnv(),
    t: (key) => key,
    fetch: fake.fetch,
  });
  return { api: createEndpoints(client), calls: fake.calls };
}

describe('createEndpoints', () => {
  it('index sends requiredLogin as 1/0', async () => {
    const { api, calls } = setup();
    await api.index(true);
    await api.index(false);
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', '/api/index/index?requiredLogin=1'],
      ['GET', '/api/index/index?requiredLogin=0'],
    ]);
  });

  it('logout sends both spellings of the refresh token', async () => {
    const { api, calls } = setup();
    await api.logout('r-1');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/user/logout' });
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ refreshToken: 'r-1', refresh_token: 'r-1' });
  });

  it('refreshToken posts refreshToken with the access token header', async () => {
    const { api, calls } = setup();
    await api.refreshToken('r-2');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/common/refreshToken' });
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ refreshToken: 'r-2' });
    expect(calls[0]?.headers.get('ba-user-token')).toBe('tok');
  });

  it('passes request-option overrides through', async () => {
    const { api } = setup();
    const res = await api.index(false, { loading: true, showCodeMessage: false });
    expect(res.data).toEqual({ ok: true });
  });
});
