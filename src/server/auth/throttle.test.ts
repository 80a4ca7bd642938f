import { describe, expect, it } from 'vitest';
import { ipSubject, loginKeys } from './throttle';

describe('login throttle keys', () => {
  it('count IPv4 addresses one by one, IPv4-mapped IPv6 as IPv4', () => {
    expect(ipSubject('192.0.2.1')).toBe('192.0.2.1');
    expect(ipSubject('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(ipSubject('::FFFF:c000:0201')).toBe('192.0.2.1');
  });
  it('count IPv6 addresses by their /64, however they are written', () => {
    const prefix = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2:3:4:5:6', '2001:DB8:1:2::1', '[2001:db8:1:2::ffff]', '2001:0db8:0001:0002::']) {
      expect(ipSubject(ip)).toBe(prefix);
    }
    expect(ipSubject('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(ipSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(ipSubject('::1')).toBe('0:0:0:0::/64');
    expect(ipSubject('1:2:3:4:5:6:1.2.3.4')).toBe('1:2:3:4::/64');
  });
  it('keep anything else short and never empty', () => {
    expect(ipSubject('')).toBe('unknown');
    expect(ipSubject('x'.repeat(100))).toHaveLength(64);
  });
  it('key a known member by id and an unknown account by its normalised name', () => {
    expect(loginKeys(7, '192.0.2.1')).toEqual({ account: 'login:member:7', ip: 'login:ip:192.0.2.1' });
    expect(loginKeys(' Ghost ', '::1').account).toBe(loginKeys('ghost', '::1').account);
    expect(loginKeys('ghost', '::1').account).toMatch(/^login:account:[0-9a-f]{64}$/);
    expect(loginKeys('2001:db8::1', '2001:db8::1').ip).toBe(loginKeys('x', '2001:db8:0:0:ffff::2').ip);
  });
});
