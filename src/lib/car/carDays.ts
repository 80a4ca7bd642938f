/**
 * The days of a car service inside a stay (docs/design/cars.md §4): a transfer takes one day (arrival on the check-in
 * day, departure on the check-out day); a day hire takes 1 to `maxDays` whole days inside `[checkin, checkout]`.
 * A service covers the days `[from, to)`, as a stay covers its nights.
 */
import type { Stay } from '~/lib/booking/stay';
import { addCalendarDays, type CalendarDay, calendarDaysBetween, isCalendarDay } from '~/lib/format/calendarDays';
import { fieldLabelKey, type ValidationIssue } from '~/lib/validation/issues';
import type { Direction } from './vocabulary';

/** `validate` keys of the hire rules (`{days}` as a param). */
export const RENTAL_KEYS = {
  withinStay: 'The hire must fall within your stay',
  maxDays: 'A hire can last at most {days} days',
} as const;

/** The longest day hire unless the operator sets `car_max_rental_days`: what the booking form offers at most. */
export const DEFAULT_MAX_RENTAL_DAYS = 14;

/** The day a transfer runs: the check-in day for an arrival, the check-out day for a departure. */
export const transferDay = (direction: Direction, stay: Stay): CalendarDay =>
  direction === 'arrival' ? stay.checkin : stay.checkout;

/** The days a hire may use: every day from check-in to check-out, both included. */
export function rentalWindow(stay: Stay): CalendarDay[] {
  const count = calendarDaysBetween(stay.checkin, stay.checkout) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, index) => addCalendarDays(stay.checkin, index));
}

export interface RentalRange {
  from: CalendarDay;
  days: number;
}

const issue = (field: string, key: string, params: Record<string, string> = {}): ValidationIssue => ({
  field,
  key,
  params: { field: fieldLabelKey(field), ...params },
});

/**
 * The first rule a hire breaks, as a `validate` issue on `rental_days` or `rental_from`, or null: 1 to `maxDays`
 * whole days, starting inside the stay's window and ending on the check-out day at the latest.
 */
export function checkRental(range: RentalRange, stay: Stay, maxDays: number): ValidationIssue | null {
  if (!Number.isInteger(range.days) || range.days < 1 || range.days > maxDays) {
    return issue('rental_days', RENTAL_KEYS.maxDays, { days: String(maxDays) });
  }
  if (!isCalendarDay(range.from) || range.from < stay.checkin) return issue('rental_from', RENTAL_KEYS.withinStay);
  if (addCalendarDays(range.from, range.days - 1) > stay.checkout) return issue('rental_from', RENTAL_KEYS.withinStay);
  return null;
}

/** The days `[from, to)` a service takes: one for a transfer, `days` for a hire. */
export function serviceDays(service: { day: CalendarDay; days: number }): { from: CalendarDay; to: CalendarDay } {
  return { from: service.day, to: addCalendarDays(service.day, service.days) };
}
