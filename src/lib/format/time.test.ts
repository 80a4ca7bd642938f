import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeFormat, toEpochMs } from './time';

// Local time is the runtime's; build expectations from local Date parts.
const local = new Date(2024, 0, 5, 7, 8, 9); // 2024-01-05 07:08:09 local
const seconds = Math.floor(local.getTime() / 1000);

describe('timeFormat', () => {
  it('formats with the default pattern, padding runs', () => {
    expect(timeFormat(local.getTime())).toBe('2024-01-05 07:08:09');
  });

  it('treats 10-digit values (number or string) as unix seconds', () => {
    expect(timeFormat(seconds)).toBe('2024-01-05 07:08:09');
    expect(timeFormat(String(seconds))).toBe('2024-01-05 07:08:09');
  });

  it('single-letter tokens are unpadded; every run is replaced', () => {
    expect(timeFormat(local, 'y/m/d h:M:s')).toBe('2024/1/5 7:8:9');
    expect(timeFormat(local, 'dd.mm — dd')).toBe('05.01 — 05');
    expect(timeFormat(local, 'yy')).toBe('2024');
  });

  it("'none' returns the translated None, or the key without a translator", () => {
    expect(timeFormat('none')).toBe('None');
    expect(timeFormat('none', undefined, { t: (key) => (key === 'None' ? '无' : key) })).toBe('无');
  });

  it('falsy means now', () => {
    expect(timeFormat(null, undefined, { now: local })).toBe('2024-01-05 07:08:09');
    expect(timeFormat(0, 'yyyy', { now: local.getTime() })).toBe('2024');
  });

  it('accepts date strings and returns empty text for invalid dates', () => {
    expect(timeFormat('2024-01-05T07:08:09', 'hh:MM')).toBe('07:08');
    expect(timeFormat('not a date')).toBe('');
  });
});

describe('timeFormat with the clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(local);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  it('uses the current time when no value and no now are given', () => {
    expect(timeFormat(undefined)).toBe('2024-01-05 07:08:09');
    expect(toEpochMs('')).toBe(local.getTime());
  });
});

describe('timeFormat in a time zone', () => {
  it('reads the clock of the hotel, not of the server', () => {
    const at = Date.UTC(2026, 10, 21, 20, 5, 9) / 1000;
    expect(timeFormat(at, undefined, { timeZone: 'Asia/Shanghai' })).toBe('2026-11-22 04:05:09');
    expect(timeFormat(at, undefined, { timeZone: 'UTC' })).toBe('2026-11-21 20:05:09');
    expect(timeFormat(Date.UTC(2026, 0, 1, 16, 0, 0), 'h:MM', { timeZone: 'Asia/Shanghai' })).toBe('0:00');
  });
  it('turns the year at the zone’s midnight and follows its daylight saving time', () => {
    const newYear = Date.UTC(2026, 11, 31, 16, 30, 5);
    expect(timeFormat(newYear, undefined, { timeZone: 'Asia/Shanghai' })).toBe('2027-01-01 00:30:05');
    expect(timeFormat(newYear, undefined, { timeZone: 'UTC' })).toBe('2026-12-31 16:30:05');
    // New York: 01:59:59 EST, then 03:00:00 EDT on 9 March 2025.
    expect(timeFormat(Date.UTC(2025, 2, 9, 6, 59, 59), 'hh:MM:ss', { timeZone: 'America/New_York' })).toBe('01:59:59');
    expect(timeFormat(Date.UTC(2025, 2, 9, 7, 0, 0), 'hh:MM:ss', { timeZone: 'America/New_York' })).toBe('03:00:00');
  });
  it('refuses a zone nobody knows', () => {
    expect(() => timeFormat(0, undefined, { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});
