import { describe, expect, it } from 'vitest';
import { isCrossSiteFormPost } from './originCheck.server';

const url = new URL('https://hotel.example/user/login');
const post = (headers: Record<string, string>, method = 'POST') => new Request(url, { method, headers });

describe('cross-site form posts', () => {
  it('lets the site post to itself', () => {
    expect(
      isCrossSiteFormPost(
        post({ origin: 'https://hotel.example', 'content-type': 'application/x-www-form-urlencoded' }),
        url,
      ),
    ).toBe(false);
  });
  it('refuses other origins and posts without an origin', () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', '']) {
      expect(isCrossSiteFormPost(post({ origin: 'https://evil.example', 'content-type': type }), url)).toBe(true);
      expect(isCrossSiteFormPost(post(type ? { 'content-type': type } : {}), url)).toBe(true);
    }
    expect(isCrossSiteFormPost(post({ origin: 'http://hotel.example', 'content-type': 'text/plain' }), url)).toBe(true);
  });
  it('accepts the public origin a TLS proxy serves the site under', () => {
    const behindProxy = new URL('http://127.0.0.1:4321/lang');
    const request = new Request(behindProxy, {
      method: 'POST',
      headers: { origin: 'https://hotel.example', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(isCrossSiteFormPost(request, behindProxy)).toBe(true);
    expect(isCrossSiteFormPost(request, behindProxy, ['https://hotel.example'])).toBe(false);
  });
  it('ignores safe methods and non-form bodies', () => {
    expect(isCrossSiteFormPost(new Request(url), url)).toBe(false);
    expect(isCrossSiteFormPost(post({ 'content-type': 'application/json' }), url)).toBe(false);
  });
});
