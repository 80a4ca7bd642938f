/**
 * The rolling horizon (docs/design/catalogue.md §2): which nights (or car days) the daily job keeps written from the
 * default plans, and which of them a plan still has to write. Pure calendar arithmetic; the job is
 * `server/modules/hotel/horizon.ts` and `server/modules/car/horizon.ts`.
 */
import { addCalendarDays, type CalendarDay, calendarDaysBetween } from '~/lib/format/calendarDays';

/** The nights kept open on a day, both ends included. */
export interface HorizonWindow {
  first: CalendarDay;
  last: CalendarDay;
}

/**
 * On `today` (the site's zone), the nights a stay may use anywhere: from the day before (a hotel a zone behind the
 * site's is still on it) through the night before a stay ending `horizonDays` days ahead may check out, and one day
 * more (a hotel a zone ahead is a day further).
 */
export function horizonWindow(today: CalendarDay, horizonDays: number): HorizonWindow {
  return { first: addCalendarDays(today, -1), last: addCalendarDays(today, horizonDays) };
}

/** The nights still to write after `filledThrough` ('' for none written): the first and how many, or undefined. */
export function nightsToFill(
  kept: HorizonWindow,
  filledThrough: CalendarDay | '',
): { first: CalendarDay; count: number } | undefined {
  const first = filledThrough && filledThrough >= kept.first ? addCalendarDays(filledThrough, 1) : kept.first;
  if (first > kept.last) return undefined;
  return { first, count: calendarDaysBetween(first, kept.last) + 1 };
}

/** The lowest and highest of a plan's weekday prices. */
export function planSpan(prices: readonly number[]): { min: number; max: number } {
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
