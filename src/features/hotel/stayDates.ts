/**
 * The check-in and check-out a date-range picker keeps (pure): a check-out after the check-in, at most `maxNights`
 * later and not past the last bookable day. Days are `YYYY-MM-DD`; `Date`s are the browser's local midnights, as the
 * day picker draws them.
 */
import { addCalendarDays, type CalendarDay, calendarDaysBetween, isCalendarDay } from '~/lib/format/calendarDays';

export interface StayBounds {
  /** The first possible check-in. */
  today: CalendarDay;
  /** The last possible check-out. */
  maxDay: CalendarDay;
  maxNights: number;
}

/** The check-out to keep after the check-in changed: the old one while it still makes a stay, else the next day. */
export function checkoutAfter(checkin: string, checkout: string, bounds: StayBounds): string {
  if (!isCalendarDay(checkin)) return checkout;
  if (isCalendarDay(checkout)) {
    const nights = calendarDaysBetween(checkin, checkout);
    if (nights >= 1 && nights <= bounds.maxNights && checkout <= bounds.maxDay) return checkout;
  }
  return addCalendarDays(checkin, 1);
}

/** The last check-out the picker offers for a check-in. */
export function lastCheckout(checkin: string, bounds: StayBounds): CalendarDay {
  if (!isCalendarDay(checkin)) return bounds.maxDay;
  const byNights = addCalendarDays(checkin, bounds.maxNights);
  if (byNights > bounds.maxDay) return bounds.maxDay;
  return byNights;
}

/** A day as the local midnight the day picker uses; undefined for anything else. */
export function localDate(day: string | undefined): Date | undefined {
  if (day === undefined || !isCalendarDay(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/** The day of a local date. */
export function dayOfLocal(date: Date): CalendarDay {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
