import { describe, expect, it } from 'vitest';
import { clientIp, publicHost, trustedProxy } from './proxy';

const h = (init: Record<string, string>) => new Headers(init);

describe('forwarded client address', () => {
  it('believes X-Forwarded-For only from a trusted proxy', () => {
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.9' }), '127.0.0.1')).toBe('203.0.113.9');
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.9' }), '198.51.100.7')).toBe('198.51.100.7');
  });
  it('skips trusted hops from the right and ignores forged entries on the left', () => {
    const headers = h({ 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 127.0.0.1' });
    expect(clientIp(headers, '::1')).toBe('203.0.113.9');
    expect(
      clientIp(h({ 'x-forwarded-for': 'not-an-ip, 10.0.0.2' }), '127.0.0.1', { TRUSTED_PROXIES: '10.0.0.2' }),
    ).toBe('10.0.0.2');
  });
  it('handles mapped IPv4 and no header', () => {
    expect(clientIp(h({}), '::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(trustedProxy('::ffff:127.0.0.5')).toBe(true);
    expect(trustedProxy('10.1.1.1', { TRUSTED_PROXIES: '10.1.1.1' })).toBe(true);
  });
});

describe('public host', () => {
  const url = new URL('http://127.0.0.1:4321/api/index/index');
  it('uses X-Forwarded-Host from a trusted proxy', () => {
    expect(publicHost(h({ 'x-forwarded-host': 'hotel.example:8443' }), url, '127.0.0.1')).toBe('hotel.example:8443');
  });
  it('ignores it from others and when malformed', () => {
    expect(publicHost(h({ 'x-forwarded-host': 'hotel.example' }), url, '203.0.113.1')).toBe('127.0.0.1:4321');
    expect(publicHost(h({ 'x-forwarded-host': 'evil.example/"><script>' }), url, '127.0.0.1')).toBe('127.0.0.1:4321');
  });
});
