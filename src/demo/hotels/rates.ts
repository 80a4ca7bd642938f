/**
 * Rates and inventory of the demo catalogue: a believable year of nightly prices for a room type (weekends and
 * seasons cost more, a little noise per hotel) and a number of rooms on sale. Deterministic for a given hotel, so
 * every fresh database gets the same catalogue. Pure: no I/O.
 */

import { randomInt } from '~/demo/random/prng';
import { weekdayOf } from '~/lib/format/calendarDay';
import { addCalendarDays, type CalendarDay } from '~/lib/format/calendarDays';

/** Spring Festival (Chinese New Year) week of the years the demo covers: [first day, the day after the week). */
const SPRING_FESTIVAL_WEEKS: Record<number, readonly [CalendarDay, CalendarDay]> = {
  2025: ['2025-01-29', '2025-02-05'],
  2026: ['2026-02-17', '2026-02-24'],
  2027: ['2027-02-06', '2027-02-13'],
  2028: ['2028-01-26', '2028-02-02'],
  2029: ['2029-02-13', '2029-02-20'],
  2030: ['2030-02-03', '2030-02-10'],
};

/** Weekday of a calendar day, 0 = Sunday (the day is read in UTC, where it starts at midnight). */
export { weekdayOf };

/** The season's price factor in basis points: summer, the October holiday, Spring Festival week, island winters. */
export function seasonBp(night: CalendarDay, city: string): number {
  const month = Number(night.slice(5, 7));
  const day = Number(night.slice(8, 10));
  const festival = SPRING_FESTIVAL_WEEKS[Number(night.slice(0, 4))];
  if (festival && night >= festival[0] && night < festival[1]) return 15_000;
  if (month === 10 && day <= 7) return 15_000;
  if (city === 'sanya' && (month === 12 || month <= 2)) return 14_000;
  if (month === 7 || month === 8) return 12_500;
  return 10_000;
}

/** Friday and Saturday nights cost 20 % more, Sunday nights 5 % less (weekday 0 = Sunday). */
export function weekdayBpOf(weekday: number): number {
  if (weekday === 5 || weekday === 6) return 12_000;
  return weekday === 0 ? 9_500 : 10_000;
}

export const weekdayBp = (night: CalendarDay): number => weekdayBpOf(weekdayOf(night));

/** A room type's plan price for a weekday (the rolling horizon's nights): the base rate by weekday, to 10 yuan. */
export const planPrice = (base: number, weekday: number): number =>
  Math.max(1_000, Math.round((base * weekdayBpOf(weekday)) / 10_000 / 1_000) * 1_000);

/**
 * The price of one night in minor units: the base rate (minor units) by weekday, season and a noise of ±6 %,
 * rounded to 10 yuan (1,000 minor units), never below 10 yuan.
 */
export function nightPrice(base: number, night: CalendarDay, city: string, random: () => number): number {
  const noiseBp = 10_000 + randomInt(random, -600, 600);
  const price = (((base * weekdayBp(night)) / 10_000) * seasonBp(night, city) * noiseBp) / 100_000_000;
  return Math.max(1_000, Math.round(price / 1_000) * 1_000);
}

/** The `count` nights from `first` on. */
export const nightsFrom = (first: CalendarDay, count: number): CalendarDay[] =>
  Array.from({ length: count }, (_, index) => addCalendarDays(first, index));

/** The second Saturday on or after `first`. */
export function secondSaturday(first: CalendarDay): CalendarDay {
  const toSaturday = (6 - weekdayOf(first) + 7) % 7;
  return addCalendarDays(first, toSaturday + 7);
}
