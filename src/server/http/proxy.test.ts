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
  it('trusts loopback always and TRUSTED_PROXIES as addresses or CIDR ranges, nothing else', () => {
    const env = { TRUSTED_PROXIES: ' 10.0.0.0/8 , 2001:db8:ff::/48,192.0.2.7' };
    for (const ip of ['127.0.0.1', '127.9.9.9', '::1', '[::1]', '10.200.3.4', '::ffff:10.0.0.1', '2001:db8:ff:1::2']) {
      expect(trustedProxy(ip, env), ip).toBe(true);
    }
    for (const ip of ['11.0.0.1', '192.0.2.8', '2001:db8:fe::1', '::2', '', 'localhost', '10.0.0.1:8080']) {
      expect(trustedProxy(ip, env), ip).toBe(false);
    }
    expect(trustedProxy('10.200.3.4')).toBe(false);
  });
  it('walks a chain of trusted hops from a CIDR range, IPv6 included', () => {
    const env = { TRUSTED_PROXIES: '10.0.0.0/8,2001:db8:ff::/48' };
    const headers = h({ 'x-forwarded-for': '198.51.100.1, 2001:DB8:AA::5, 10.0.0.3, 2001:db8:ff::9' });
    expect(clientIp(headers, '10.1.2.3', env)).toBe('2001:db8:aa::5');
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.9:443, 10.0.0.3' }), '::1', env)).toBe('10.0.0.3');
  });
  it('refuses a malformed TRUSTED_PROXIES entry by name', () => {
    expect(() => trustedProxy('10.0.0.1', { TRUSTED_PROXIES: '10.0.0.0/8, proxy.internal' })).toThrow(
      /TRUSTED_PROXIES is invalid/,
    );
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
