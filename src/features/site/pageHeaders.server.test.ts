import { describe, expect, it } from 'vitest';
import { AVAILABILITY_PAGE_CACHE, applyPageHeaders, PUBLIC_PAGE_CACHE, withReasonPhrase } from './pageHeaders.server';

describe('page headers', () => {
  it('keep member pages out of shared caches', () => {
    const response = applyPageHeaders(new Response('x'), { privatePage: true, publicPage: 'public' });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Vary')).toBe('Cookie, Accept-Language');
    expect(response.headers.get('X-Robots-Tag')).toBeNull();
  });

  it('keep the console out of search engines and shared caches', () => {
    const response = applyPageHeaders(new Response('x'), { privatePage: true, noindex: true });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
  });

  it('let a CDN keep a guest’s public page briefly, only when it is a 200 without cookies', () => {
    expect(
      applyPageHeaders(new Response('x'), { privatePage: false, publicPage: 'public' }).headers.get('Cache-Control'),
    ).toBe(PUBLIC_PAGE_CACHE);
    expect(
      applyPageHeaders(new Response('x', { status: 404 }), { privatePage: false, publicPage: 'public' }).headers.get(
        'Cache-Control',
      ),
    ).toBeNull();
    const withCookie = new Response('x', { headers: { 'Set-Cookie': 'a=1' } });
    expect(
      applyPageHeaders(withCookie, { privatePage: false, publicPage: 'public' }).headers.get('Cache-Control'),
    ).toBeNull();
    expect(applyPageHeaders(new Response('x'), { privatePage: false }).headers.get('Cache-Control')).toBeNull();
  });

  it('keep pages that show what is left to book for thirty seconds only', () => {
    expect(
      applyPageHeaders(new Response('x'), { privatePage: false, publicPage: 'availability' }).headers.get(
        'Cache-Control',
      ),
    ).toBe(AVAILABILITY_PAGE_CACHE);
    expect(AVAILABILITY_PAGE_CACHE).toContain('s-maxage=30');
  });

  it('copy a redirect whose headers cannot change', () => {
    const redirect = Response.redirect('http://localhost/x', 302);
    const response = applyPageHeaders(redirect, { privatePage: true });
    expect(response.status).toBe(302);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('the reason phrase of a page that set its own status', () => {
  it('is the status’s phrase, not "OK"', () => {
    const forbidden = withReasonPhrase(new Response('x', { status: 403, statusText: 'OK' }));
    expect([forbidden.status, forbidden.statusText]).toEqual([403, 'Forbidden']);
    expect(withReasonPhrase(new Response('x', { status: 422, statusText: 'OK' })).statusText).toBe(
      'Unprocessable Entity',
    );
    expect(withReasonPhrase(new Response('x', { status: 503, statusText: 'OK' })).statusText).toBe(
      'Service Unavailable',
    );
  });
  it('keeps a phrase that was set, and a 200', () => {
    expect(withReasonPhrase(new Response('x', { status: 404, statusText: 'Not Found' })).statusText).toBe('Not Found');
    const ok = new Response('x', { status: 200, statusText: 'OK' });
    expect(withReasonPhrase(ok)).toBe(ok);
  });
});
