import { describe, expect, it } from 'vitest';
import { prng } from '~/demo/random/prng';
import { nightPrice, nightsFrom, seasonBp, secondSaturday, weekdayBp, weekdayOf } from './rates';

describe('seed rates', () => {
  it('weekends cost more, Sundays a little less', () => {
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(weekdayBp('2026-11-27')).toBe(12_000);
    expect(weekdayBp('2026-11-28')).toBe(12_000);
    expect(weekdayBp('2026-11-29')).toBe(9_500);
    expect(weekdayBp('2026-11-30')).toBe(10_000);
  });

  it('seasons: summer, the October holiday, Spring Festival week, Sanya in winter', () => {
    expect(seasonBp('2027-07-15', 'shanghai')).toBe(12_500);
    expect(seasonBp('2027-10-07', 'beijing')).toBe(15_000);
    expect(seasonBp('2027-10-08', 'beijing')).toBe(10_000);
    expect(seasonBp('2027-02-06', 'xian')).toBe(15_000);
    expect(seasonBp('2027-02-12', 'xian')).toBe(15_000);
    expect(seasonBp('2027-02-13', 'xian')).toBe(10_000);
    expect(seasonBp('2027-01-10', 'sanya')).toBe(14_000);
    expect(seasonBp('2027-01-10', 'tokyo')).toBe(10_000);
  });

  it('prices are rounded to 10 yuan and stay within the noise of the factors', () => {
    const random = prng(3);
    for (const night of nightsFrom('2026-11-23', 365)) {
      const price = nightPrice(45_800, night, 'hangzhou', random);
      expect(price % 1_000).toBe(0);
      const expected = (45_800 * weekdayBp(night) * seasonBp(night, 'hangzhou')) / 10_000 / 10_000;
      expect(Math.abs(price - expected)).toBeLessThanOrEqual(expected * 0.06 + 500);
    }
  });

  it('finds the second Saturday', () => {
    expect(secondSaturday('2026-11-23')).toBe('2026-12-05');
    expect(secondSaturday('2026-11-28')).toBe('2026-12-05');
    expect(nightsFrom('2024-02-28', 3)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });
});

describe('Spring Festival weeks', () => {
  it('last seven days', () => {
    expect(seasonBp('2026-02-16', 'beijing')).toBe(10_000);
    expect(seasonBp('2026-02-17', 'beijing')).toBe(15_000);
    expect(seasonBp('2026-02-23', 'beijing')).toBe(15_000);
    expect(seasonBp('2026-02-24', 'beijing')).toBe(10_000);
  });
});
