import { describe, expect, it } from 'vitest';
import { lastDayRanges, sumPerDay } from './days';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('calendar days in a time zone', () => {
  it('starts Shanghai days at 16:00 UTC of the day before', () => {
    expect(lastDayRanges(at('2025-03-01T04:00:00Z'), 'Asia/Shanghai', 1)[0]?.start).toBe(at('2025-02-28T16:00:00Z'));
  });

  it('lists today−6..today in the zone, not in UTC', () => {
    // 2025-03-01 17:30 UTC is already 2 March in Shanghai.
    const days = lastDayRanges(at('2025-03-01T17:30:00Z'), 'Asia/Shanghai');
    expect(days.map((d) => d.date)).toEqual([
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(days[6]).toEqual({ date: '2025-03-02', start: at('2025-03-01T16:00:00Z'), end: at('2025-03-02T16:00:00Z') });
    expect(lastDayRanges(at('2025-03-01T15:59:59Z'), 'Asia/Shanghai')[6]?.date).toBe('2025-03-01');
  });

  it('handles a 23-hour day (DST start in Paris)', () => {
    const days = lastDayRanges(at('2025-03-31T12:00:00Z'), 'Europe/Paris');
    const dst = days.find((d) => d.date === '2025-03-30');
    expect(dst && dst.end - dst.start).toBe(23 * 3600);
  });

  it('sums into the right day, boundaries included at the start', () => {
    const days = lastDayRanges(at('2025-03-02T04:00:00Z'), 'Asia/Shanghai');
    const sums = sumPerDay(days, [
      { time: at('2025-03-01T16:00:00Z'), amount: 5 }, // 00:00 on 2 March
      { time: at('2025-03-01T15:59:59Z'), amount: 7 }, // 23:59:59 on 1 March
      { time: at('2025-03-01T20:00:00Z'), amount: -2 },
      { time: at('2025-02-01T00:00:00Z'), amount: 100 }, // too old
    ]);
    expect(sums).toEqual([0, 0, 0, 0, 0, 7, 3]);
  });
});
