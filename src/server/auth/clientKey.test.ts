import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKey } from './clientKey';

describe('the key of a client for per-IP counters', () => {
  it('counts IPv4 addresses one by one, IPv4-mapped IPv6 as IPv4', () => {
    expect(clientKey('192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('192.0.2.2')).toBe('192.0.2.2');
    expect(clientKey(' 192.0.2.1 ')).toBe('192.0.2.1');
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(clientKey('[::ffff:192.0.2.1]')).toBe('192.0.2.1');
  });

  it('counts IPv6 addresses of one /64 together, however they are written', () => {
    const prefix = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2:3:4:5:6', '2001:DB8:1:2::1', '[2001:db8:1:2::ffff]', '2001:0db8:0001:0002::']) {
      expect(clientKey(ip), ip).toBe(prefix);
    }
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(prefix);
  });

  it('keeps IPv6 addresses of different /64s apart', () => {
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('1:2:3:4:5:6:1.2.3.4')).toBe('1:2:3:4::/64');
  });

  it('gives anything else a short, stable, non-empty key', () => {
    expect(clientKey('')).toBe('unknown');
    expect(clientKey('   ')).toBe('unknown');
    expect(clientKey('not-an-ip')).toBe('not-an-ip');
    expect(clientKey('192.0.2.256')).toBe('192.0.2.256');
    expect(clientKey('x'.repeat(100))).toBe('x'.repeat(64));
    expect(clientKey('x'.repeat(100))).toBe(clientKey(`${'x'.repeat(64)}y`));
  });

  it('keys every IPv4 address, plain or mapped, as itself', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(clientKey(ip)).toBe(ip);
        expect(clientKey(`::ffff:${ip}`)).toBe(ip);
      }),
    );
  });

  it('never throws and stays short for any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const key = clientKey(text);
        expect(key.length).toBeGreaterThan(0);
        expect(key.length).toBeLessThanOrEqual(64);
        expect(clientKey(text)).toBe(key);
      }),
    );
  });
});
