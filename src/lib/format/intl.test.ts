import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatNumber } from './intl';

// Intl output may contain narrow no-break spaces; normalise them for readable expectations.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('reads numbers as cents and strings as units', () => {
    expect(formatMoney(1250, 'en', 'USD')).toBe('$12.50');
    expect(formatMoney(45_850, 'en', 'CNY', { whole: true })).toBe('¥459');
    expect(formatMoney(1_297_200, 'en', 'CNY', { compact: true })).toBe('¥13K');
    expect(formatMoney(1_297_200, 'zh-cn', 'CNY', { compact: true })).toBe('¥1.3万');
    expect(formatMoney('12.50', 'en', 'USD')).toBe('$12.50');
    expect(formatMoney(123456, 'zh-cn', 'CNY')).toBe('¥1,234.56');
  });
  it('formats garbage as zero', () => {
    expect(formatMoney('abc', 'en', 'USD')).toBe('$0.00');
  });
});

describe('formatNumber', () => {
  it('groups digits per locale and passes options', () => {
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.891');
    expect(formatNumber(0.256, 'zh-cn', { style: 'percent' })).toBe('26%');
  });
});

describe('formatDateTime', () => {
  const ts = Date.UTC(2024, 0, 5, 7, 8, 9) / 1000;
  it('formats unix seconds in the given time zone and language', () => {
    expect(plain(formatDateTime(ts, 'en', 'UTC'))).toBe('Jan 5, 2024, 7:08 AM');
    expect(plain(formatDateTime(ts, 'zh-cn', 'Asia/Shanghai'))).toBe('2024年1月5日 15:08');
  });
  it('accepts custom options', () => {
    expect(formatDateTime(ts, 'en', 'UTC', { year: 'numeric' })).toBe('2024');
  });
});
