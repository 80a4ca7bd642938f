import { describe, expect, it } from 'vitest';
import {
  browserApiBase,
  EnvError,
  orderSweepSeconds,
  serverApiBase,
  siteCurrency,
  siteOrigin,
  siteTimeZone,
} from './index';

describe('API base URLs', () => {
  it('uses the built-in API over loopback by default', () => {
    expect(serverApiBase({})).toBe('http://127.0.0.1:4321');
    expect(serverApiBase({ PORT: '8080', HOST: '0.0.0.0' })).toBe('http://127.0.0.1:8080');
    expect(serverApiBase({ PORT: '8080', HOST: '10.1.2.3' })).toBe('http://10.1.2.3:8080');
    expect(serverApiBase({ PORT: '8080', HOST: '::1' })).toBe('http://[::1]:8080');
    expect(browserApiBase({})).toBe('');
  });
  it('follows API_URL for both sides', () => {
    const env = { API_URL: 'https://api.example.com/' };
    expect(serverApiBase(env)).toBe('https://api.example.com');
    expect(browserApiBase(env)).toBe('https://api.example.com');
    expect(browserApiBase({ ...env, PUBLIC_API_URL: 'https://public.example.com' })).toBe('https://public.example.com');
  });
});

describe('site time zone', () => {
  it('defaults to Asia/Shanghai and rejects unknown zones', () => {
    expect(siteTimeZone({})).toBe('Asia/Shanghai');
    expect(siteTimeZone({ SITE_TIME_ZONE: 'Europe/Paris' })).toBe('Europe/Paris');
    expect(siteTimeZone({ SITE_TIME_ZONE: 'Mars/Olympus' })).toBe('Asia/Shanghai');
  });
});

describe('site currency', () => {
  it('defaults to CNY and accepts ISO codes only', () => {
    expect(siteCurrency({})).toBe('CNY');
    expect(siteCurrency({ SITE_CURRENCY: 'usd' })).toBe('USD');
    expect(siteCurrency({ SITE_CURRENCY: 'dollars' })).toBe('CNY');
  });
});

describe('public origin behind a proxy', () => {
  it('reads SITE_ORIGIN as an origin', () => {
    expect(siteOrigin({ SITE_ORIGIN: 'https://hotel.example.com/' })).toBe('https://hotel.example.com');
    expect(siteOrigin({ SITE_ORIGIN: 'https://hotel.example.com:8443/path' })).toBe('https://hotel.example.com:8443');
    expect(siteOrigin({})).toBeUndefined();
    expect(siteOrigin({ SITE_ORIGIN: 'javascript:alert(1)' })).toBeUndefined();
    expect(siteOrigin({ SITE_ORIGIN: 'not a url' })).toBeUndefined();
  });
});

describe('orderSweepSeconds', () => {
  it('is 60 unless set, 0 turns the sweep off, anything else is refused', () => {
    expect(orderSweepSeconds({})).toBe(60);
    expect(orderSweepSeconds({ ORDER_SWEEP_SECONDS: '0' })).toBe(0);
    expect(orderSweepSeconds({ ORDER_SWEEP_SECONDS: ' 15 ' })).toBe(15);
    expect(() => orderSweepSeconds({ ORDER_SWEEP_SECONDS: '-1' })).toThrow(EnvError);
    expect(() => orderSweepSeconds({ ORDER_SWEEP_SECONDS: '1.5' })).toThrow(EnvError);
  });
});
