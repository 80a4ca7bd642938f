import { describe, expect, it } from 'vitest';
import { isOwnPageCall, scrubTokens } from './apiProxy';

const url = new URL('http://127.0.0.1:4321/proxy/api/user/checkIn');
const headers = (values: Record<string, string>) => new Headers(values);

describe('isOwnPageCall', () => {
  it('needs the proxy header', () => {
    expect(isOwnPageCall(headers({}), url)).toBe(false);
    expect(isOwnPageCall(headers({ 'x-requested-with': 'XMLHttpRequest' }), url)).toBe(false);
    expect(isOwnPageCall(headers({ 'x-requested-with': 'concierge' }), url)).toBe(true);
  });

  it('refuses a browser that says the call comes from elsewhere', () => {
    const own = { 'x-requested-with': 'concierge' };
    expect(isOwnPageCall(headers({ ...own, 'sec-fetch-site': 'same-origin' }), url)).toBe(true);
    expect(isOwnPageCall(headers({ ...own, 'sec-fetch-site': 'cross-site' }), url)).toBe(false);
    expect(isOwnPageCall(headers({ ...own, 'sec-fetch-site': 'same-site' }), url)).toBe(false);
    expect(isOwnPageCall(headers({ ...own, origin: 'http://127.0.0.1:4321' }), url)).toBe(true);
    expect(isOwnPageCall(headers({ ...own, origin: 'http://evil.example' }), url)).toBe(false);
    expect(isOwnPageCall(headers({ ...own, origin: 'https://127.0.0.1:4321' }), url)).toBe(false);
    expect(isOwnPageCall(headers({ ...own, origin: 'null' }), url)).toBe(false);
  });

  it('accepts the public origin behind a TLS proxy', () => {
    const call = headers({ 'x-requested-with': 'concierge', origin: 'https://hotel.example.com' });
    expect(isOwnPageCall(call, url, ['https://hotel.example.com'])).toBe(true);
    expect(isOwnPageCall(call, url)).toBe(false);
  });
});

describe('scrubTokens', () => {
  it('takes the session out of a login answer', () => {
    const answer = {
      code: 1,
      msg: 'ok',
      time: 1,
      data: { userInfo: { id: 3, username: 'demo', token: 't', refresh_token: 'r' }, routePath: '/user' },
    };
    const { body, session } = scrubTokens(answer);
    expect(body).toEqual({
      code: 1,
      msg: 'ok',
      time: 1,
      data: { userInfo: { id: 3, username: 'demo' }, routePath: '/user' },
    });
    expect(session).toEqual({ id: 3, username: 'demo', token: 't', refresh_token: 'r' });
    expect(JSON.stringify(body)).not.toMatch(/"t"|"r"/);
  });

  it('removes tokens of any answer without opening a session', () => {
    expect(scrubTokens({ code: 1, data: { type: 'user', token: 't', refresh_token: 'r' } })).toEqual({
      body: { code: 1, data: { type: 'user' } },
    });
    expect(scrubTokens({ code: 0, data: { userInfo: { id: 1, token: 't' } } })).toEqual({
      body: { code: 0, data: { userInfo: { id: 1 } } },
    });
    expect(scrubTokens({ code: 1, data: { userInfo: { id: 1, token: '' } } }).session).toBeUndefined();
  });

  it('leaves other answers alone', () => {
    for (const value of [null, 'text', [1, 2], { code: 1, data: null }, { code: 1, data: [{ token: 'x' }] }]) {
      expect(scrubTokens(value)).toEqual({ body: value });
    }
  });
});
