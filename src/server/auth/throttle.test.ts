import { describe, expect, it } from 'vitest';
import { loginKeys } from './throttle';

describe('login throttle keys', () => {
  it('key a known member by id and an unknown account by its normalised name', () => {
    expect(loginKeys(7, '192.0.2.1')).toEqual({ account: 'login:member:7', ip: 'login:ip:192.0.2.1' });
    expect(loginKeys(' Ghost ', '::1').account).toBe(loginKeys('ghost', '::1').account);
    expect(loginKeys('ghost', '::1').account).toMatch(/^login:account:[0-9a-f]{64}$/);
  });
  it('key the client by its address key (IPv4-mapped as IPv4, IPv6 per /64)', () => {
    expect(loginKeys(7, '::ffff:192.0.2.1').ip).toBe('login:ip:192.0.2.1');
    expect(loginKeys('2001:db8::1', '2001:db8::1').ip).toBe(loginKeys('x', '2001:db8:0:0:ffff::2').ip);
    expect(loginKeys(7, '2001:db8:0:1::1').ip).not.toBe(loginKeys(7, '2001:db8::1').ip);
  });
});
