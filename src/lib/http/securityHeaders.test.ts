import { describe, expect, it } from 'vitest';
import { securityHeadersFor } from './securityHeaders';

describe('securityHeadersFor', () => {
  it('gives a page framing by itself only, and its meta policy the rest', () => {
    const headers = securityHeadersFor({ contentType: 'text/html; charset=utf-8', https: false });
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': "frame-ancestors 'self'",
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
  });
  it('lets anything else load nothing and be framed by no one', () => {
    for (const contentType of ['application/json', 'text/javascript', '', 'text/plain']) {
      expect(securityHeadersFor({ contentType, https: false })).toMatchObject({
        'x-frame-options': 'DENY',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      });
    }
  });
  it('asks browsers to stay on HTTPS when the site is served over it', () => {
    expect(securityHeadersFor({ contentType: '', https: true })['strict-transport-security']).toBe('max-age=31536000');
  });
});
