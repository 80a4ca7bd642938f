import { describe, expect, it } from 'vitest';
import { siteCurrency, siteTimeZone } from './site';

describe('site settings from the environment', () => {
  it('time zone: SITE_TIME_ZONE when valid, else Asia/Shanghai', () => {
    expect(siteTimeZone({})).toBe('Asia/Shanghai');
    expect(siteTimeZone({ SITE_TIME_ZONE: 'Europe/Paris' })).toBe('Europe/Paris');
    expect(siteTimeZone({ SITE_TIME_ZONE: 'UTC' })).toBe('UTC');
    expect(siteTimeZone({ SITE_TIME_ZONE: 'Mars/Olympus' })).toBe('Asia/Shanghai');
  });
  it('currency: SITE_CURRENCY as an upper-case ISO code, else CNY', () => {
    expect(siteCurrency({})).toBe('CNY');
    expect(siteCurrency({ SITE_CURRENCY: 'eur' })).toBe('EUR');
    expect(siteCurrency({ SITE_CURRENCY: 'EURO' })).toBe('CNY');
    expect(siteCurrency({ SITE_CURRENCY: '' })).toBe('CNY');
  });
  it('reads process.env by default', () => {
    const saved = process.env.SITE_TIME_ZONE;
    process.env.SITE_TIME_ZONE = 'America/New_York';
    try {
      expect(siteTimeZone()).toBe('America/New_York');
    } finally {
      if (saved === undefined) delete process.env.SITE_TIME_ZONE;
      else process.env.SITE_TIME_ZONE = saved;
    }
  });
});
