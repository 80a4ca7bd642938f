import { describe, expect, it } from 'vitest';
import { applyPageHeaders, PUBLIC_PAGE_CACHE } from './pageHeaders.server';

describe('page headers', () => {
  it('keep member pages out of shared caches', () => {
    const response = applyPageHeaders(new Response('x'), { privatePage: true, publicPage: true });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Vary')).toBe('Cookie, Accept-Language');
  });

  it('let a CDN keep a guest’s public page briefly, only when it is a 200 without cookies', () => {
    expect(
      applyPageHeaders(new Response('x'), { privatePage: false, publicPage: true }).headers.get('Cache-Control'),
    ).toBe(PUBLIC_PAGE_CACHE);
    expect(
      applyPageHeaders(new Response('x', { status: 404 }), { privatePage: false, publicPage: true }).headers.get(
        'Cache-Control',
      ),
    ).toBeNull();
    const withCookie = new Response('x', { headers: { 'Set-Cookie': 'a=1' } });
    expect(
      applyPageHeaders(withCookie, { privatePage: false, publicPage: true }).headers.get('Cache-Control'),
    ).toBeNull();
    expect(applyPageHeaders(new Response('x'), { privatePage: false }).headers.get('Cache-Control')).toBeNull();
  });

  it('copy a redirect whose headers cannot change', () => {
    const redirect = Response.redirect('http://localhost/x', 302);
    const response = applyPageHeaders(redirect, { privatePage: true });
    expect(response.status).toBe(302);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});
