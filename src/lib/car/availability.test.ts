import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '~/lib/format/calendarDays';
import { type CarDayRow, carDays, rangeVerdict } from './availability';

const rows: CarDayRow[] = [
  { day: '2026-12-30', available: 2, closed: 0 },
  { day: '2026-12-31', available: 0, closed: 0 },
  // 2027-01-01 has no row
  { day: '2027-01-02', available: 3, closed: 1 },
  { day: '2027-01-03', available: 1, closed: 0 },
];

describe('car availability', () => {
  it('lists every day of the range, a missing or closed day sold out', () => {
    expect(carDays(rows, '2026-12-30', '2027-01-04')).toEqual([
      { day: '2026-12-30', left: 2, sold_out: false },
      { day: '2026-12-31', left: 0, sold_out: true },
      { day: '2027-01-01', left: 0, sold_out: true },
      { day: '2027-01-02', left: 0, sold_out: true },
      { day: '2027-01-03', left: 1, sold_out: false },
    ]);
    expect(carDays(rows, '2027-01-03', '2027-01-03')).toEqual([]);
  });

  it('names the first taken day of a hire range', () => {
    expect(rangeVerdict(rows, '2026-12-30', 1)).toEqual({ available: true, first_sold_out: null });
    expect(rangeVerdict(rows, '2026-12-30', 3)).toEqual({ available: false, first_sold_out: '2026-12-31' });
    expect(rangeVerdict(rows, '2027-01-03', 1)).toEqual({ available: true, first_sold_out: null });
    expect(rangeVerdict(rows, '2027-01-03', 2)).toEqual({ available: false, first_sold_out: '2027-01-04' });
  });

  it('agrees with a naive recount', () => {
    const row = fc.record({
      offset: fc.integer({ min: 0, max: 20 }),
      available: fc.integer({ min: 0, max: 3 }),
      closed: fc.integer({ min: 0, max: 1 }),
    });
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 10 }),
        (raw, start, days) => {
          const seen = new Set<number>();
          const list = raw
            .filter((item) => !seen.has(item.offset) && seen.add(item.offset))
            .map((item) => ({
              day: addCalendarDays('2026-02-20', item.offset),
              available: item.available,
              closed: item.closed,
            }));
          const from = addCalendarDays('2026-02-20', start);
          const free = (day: string) =>
            list.some((item) => item.day === day && item.closed === 0 && item.available > 0);
          let first: string | null = null;
          for (let index = 0; index < days && first === null; index++) {
            const day = addCalendarDays(from, index);
            if (!free(day)) first = day;
          }
          expect(rangeVerdict(list, from, days)).toEqual({ available: first === null, first_sold_out: first });
        },
      ),
    );
  });
});
