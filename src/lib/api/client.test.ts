import { describe, expect, it } from 'vitest';
import en from '~/i18n/en/request.json';
import { createI18n, fixedT } from '~/lib/i18n/translator';
import { envelope, type FakeReply, fakeFetch, jsonResponse, recordingEnv } from '~tests/support/api';
import { buildUrl, createApiClient, normalisePath, toEnvelope } from './client';
import { ApiHttpError } from './httpErrors';

const t = fixedT(createI18n({ en: { request: en } }, 'en'), 'en', 'request');

function setup(replies: FakeReply[], extra: { token?: string; route?: string; timeout?: number } = {}) {
  const fake = fakeFetch(...replies);
  const env = recordingEnv(extra.route);
  const client = createApiClient({
    baseURL: 'http://api.test/',
    lang: 'en',
    getToken: () => extra.token ?? '',
    env,
    t,
    fetch: fake.fetch,
    ...(extra.timeout === undefined ? {} : { timeout: extra.timeout }),
    forwardHeaders: { 'x-forwarded-for': '10.0.0.1', server: 'spoof', 'think-lang': 'spoof' },
  });
  return { client, env, calls: fake.calls };
}

async function rejection(promise: Promise<unknown>): Promise<ApiHttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiHttpError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('paths and URLs', () => {
  it('normalises to /api/…', () => {
    expect(normalisePath('index/index')).toBe('/api/index/index');
    expect(normalisePath('/index/index')).toBe('/api/index/index');
    expect(normalisePath('api/index/index')).toBe('/api/index/index');
    expect(normalisePath('/api/index/index')).toBe('/api/index/index');
    expect(normalisePath('https://x.test/api/a')).toBe('https://x.test/api/a');
  });
  it('joins the base URL', () => {
    expect(buildUrl('', 'user/checkIn')).toBe('/api/user/checkIn');
    expect(buildUrl('http://h:8000/', '/api/Sms/send')).toBe('http://h:8000/api/Sms/send');
    expect(buildUrl('http://h', 'https://other.test/x')).toBe('https://other.test/x');
  });
});

describe('toEnvelope', () => {
  it('fills missing fields and accepts numeric-string codes', () => {
    expect(toEnvelope('{"code":0,"msg":"Please do not request frequently."}')).toEqual({
      code: 0,
      msg: 'Please do not request frequently.',
      time: 0,
      data: null,
    });
    expect(toEnvelope({ code: '1', data: [] })?.code).toBe(1);
  });
  it('rejects non-envelopes', () => {
    expect(toEnvelope('<html>')).toBeUndefined();
    expect(toEnvelope('{"msg":"No permission request"}')).toBeUndefined();
    expect(toEnvelope('[1]')).toBeUndefined();
    expect(toEnvelope(undefined)).toBeUndefined();
  });
});

describe('request: headers, query and body', () => {
  it('sends server, think-lang and the forwarded headers; no token header when logged out', async () => {
    const { client, calls } = setup([envelope(1)]);
    await client.request('index/index');
    const headers = calls[0]?.headers;
    expect(headers?.get('server')).toBe('true');
    expect(headers?.get('think-lang')).toBe('en');
    expect(headers?.get('x-forwarded-for')).toBe('10.0.0.1');
    expect(headers?.has('ba-user-token')).toBe(false);
    expect(calls[0]?.url).toBe('http://api.test/api/index/index');
    expect(calls[0]?.method).toBe('GET');
  });

  it('sends ba-user-token when there is a token', async () => {
    const { client, calls } = setup([envelope(1)], { token: 'tok-1' });
    await client.request('/api/index/index');
    expect(calls[0]?.headers.get('ba-user-token')).toBe('tok-1');
  });

  it('flattens nested query params PHP-style', async () => {
    const { client, calls } = setup([envelope(1)]);
    await client.request('ajax/area', {
      query: { requiredLogin: 1, search: [{ field: 'a', val: 'b' }], x: undefined },
    });
    const url = new URL(calls[0]?.url ?? '');
    expect([...url.searchParams]).toEqual([
      ['requiredLogin', '1'],
      ['search[0][field]', 'a'],
      ['search[0][val]', 'b'],
    ]);
  });

  it('posts JSON bodies', async () => {
    const { client, calls } = setup([envelope(1)]);
    await client.request('user/logout', { method: 'POST', body: { refresh_token: 'r' } });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toBe('{"refresh_token":"r"}');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('posts FormData untouched and ignores GET bodies', async () => {
    const { client, calls } = setup([envelope(1)]);
    const form = new FormData();
    form.set('file', new Blob(['x']), 'a.txt');
    await client.request('ajax/upload', { method: 'POST', body: form });
    expect(calls[0]?.body).toBe(form);
    await client.request('index/index', { body: { a: 1 } });
    expect(calls[1]?.body).toBeUndefined();
  });
});

describe('request: codes', () => {
  it('resolves with the envelope and stays silent on success by default', async () => {
    const { client, env } = setup([envelope(1, 'ok', { a: 1 })]);
    const res = await client.request<{ a: number }>('index/index');
    expect(res).toEqual({ code: 1, msg: 'ok', time: 1_700_000_000, data: { a: 1 } });
    expect(env.notices).toEqual([]);
  });

  it('notifies success with msg or the fallback', async () => {
    const { client, env } = setup([envelope(1, 'Saved'), envelope(1, '')]);
    await client.request('a', { showSuccessMessage: true });
    await client.request('a', { showSuccessMessage: true });
    expect(env.notices).toEqual([
      ['success', 'Saved'],
      ['success', 'Operation successful'],
    ]);
  });

  it('resolves code 0 and notifies its msg unless showCodeMessage is false', async () => {
    const { client, env } = setup([envelope(0, 'Bad input')]);
    expect((await client.request('a')).code).toBe(0);
    await client.request('a', { showCodeMessage: false });
    expect(env.notices).toEqual([['error', 'Bad input']]);
  });

  it('303 need login: clears tokens, notifies and navigates to userLogin, and still resolves', async () => {
    const { client, env } = setup([envelope(303, 'Please login first', { type: 'need login' })], { route: 'user' });
    expect((await client.request('index/index')).code).toBe(303);
    expect(env.cleared).toBe(1);
    expect(env.navigations).toEqual(['userLogin']);
    expect(env.notices).toEqual([['error', 'Please login first']]);
  });

  it('409: clears tokens and navigates to userLogin', async () => {
    const { client, env } = setup([envelope(409, 'Token expiration', [])], { route: 'account/overview' });
    await client.request('account/overview');
    expect(env.cleared).toBe(1);
    expect(env.navigations).toEqual(['userLogin']);
  });

  it('other 303: navigates to user without clearing tokens', async () => {
    const { client, env } = setup([envelope(303, 'Already logged in', { type: 'logged in' })], { route: 'userLogin' });
    await client.request('user/checkIn');
    expect(env.cleared).toBe(0);
    expect(env.navigations).toEqual(['user']);
    expect(env.notices).toEqual([['error', 'Already logged in']]);
  });

  it('skips navigation and notification when already on the target route', async () => {
    const { client, env } = setup([envelope(409, 'Token expiration', [])], { route: 'userLogin' });
    await client.request('a');
    expect(env.cleared).toBe(1);
    expect(env.navigations).toEqual([]);
    expect(env.notices).toEqual([]);
  });
});

describe('request: transport failures', () => {
  it.each([
    [302, 'Interface redirected!'],
    [400, 'Incorrect parameter!'],
    [401, 'You do not have permission to operate!'],
    [403, 'You do not have permission to operate!'],
    [404, 'Error requesting address:http://api.test/api/missing/x'],
    [408, 'Request timed out!'],
    [409, 'The same data already exists in the system!'],
    [500, 'Server internal error!'],
    [501, 'Service not implemented!'],
    [502, 'Gateway error!'],
    [503, 'Service unavailable!'],
    [504, 'The service is temporarily unavailable Please try again later!'],
    [505, 'HTTP version is not supported!'],
    [429, 'Abnormal problem, please contact the website administrator!'],
  ])('HTTP %i rejects and notifies the catalogue text', async (status, text) => {
    const { client, env, calls } = setup([jsonResponse({ msg: 'x' }, status)]);
    const error = await rejection(client.request('missing/x'));
    expect(error.status).toBe(status);
    expect(error.message).toBe(text);
    expect(env.notices).toEqual([['error', text]]);
    expect(calls).toHaveLength(1); // no retries
  });

  it('does not notify HTTP failures when showErrorMessage is false', async () => {
    const { client, env } = setup([jsonResponse({}, 500)]);
    const error = await rejection(client.request('a', { showErrorMessage: false }));
    expect(error.message).toBe('Server internal error!');
    expect(env.notices).toEqual([]);
  });

  it('a 200 answer that is not an envelope is an abnormal problem', async () => {
    const { client } = setup([
      new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ]);
    const error = await rejection(client.request('a'));
    expect(error.message).toBe('Abnormal problem, please contact the website administrator!');
  });

  it('times out after the configured delay', async () => {
    const hang: FakeReply = (call) =>
      new Promise<Response>((_, reject) => {
        call.signal?.addEventListener('abort', () => reject(call.signal?.reason));
      });
    const { client, env } = setup([hang], { timeout: 20 });
    const error = await rejection(client.request('slow'));
    expect(error.kind).toBe('timeout');
    expect(error.status).toBe(0);
    expect(env.notices).toEqual([['error', 'Network request timeout!']]);
  });

  it('network failure: server exception when online, disconnected when offline', async () => {
    const down: FakeReply = () => Promise.reject(new TypeError('Failed to fetch'));
    const { client, env } = setup([down]);
    expect((await rejection(client.request('a'))).message).toBe('Server exception!');
    env.online = false;
    expect((await rejection(client.request('a'))).message).toBe('You are disconnected!');
    expect(env.notices.map(([, m]) => m)).toEqual(['Server exception!', 'You are disconnected!']);
  });
});

describe('request: loading overlay', () => {
  it('counts concurrent requests: opens once, closes when the last settles', async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: FakeReply = async () => {
      await gate;
      return envelope(1);
    };
    const { client, env } = setup([slow]);
    const a = client.request('a', { loading: true });
    const b = client.request('b', { loading: true });
    const c = client.request('c');
    await Promise.resolve();
    expect(env.overlay).toEqual(['open']);
    release?.();
    await Promise.all([a, b, c]);
    expect(env.overlay).toEqual(['open', 'close']);
  });

  it('closes on HTTP, network and code errors too', async () => {
    const { client, env } = setup([jsonResponse({}, 500), () => Promise.reject(new TypeError('x')), envelope(0, 'no')]);
    await rejection(client.request('a', { loading: true }));
    await rejection(client.request('a', { loading: true }));
    await client.request('a', { loading: true });
    expect(env.overlay).toEqual(['open', 'close', 'open', 'close', 'open', 'close']);
  });

  it('leaves the overlay alone without loading: true', async () => {
    const { client, env } = setup([envelope(1)]);
    await client.request('a');
    expect(env.overlay).toEqual([]);
  });
});
