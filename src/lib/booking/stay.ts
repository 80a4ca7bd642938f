/**
 * The stay of a booking: the nights `[checkin, checkout)` as calendar days of the hotel's zone (design §0), and the
 * rules a stay must keep. Instants in `lib/booking` are unix seconds, as in the tables and the API's answers.
 */
import {
  addCalendarDays,
  type CalendarDay,
  calendarDayOf,
  calendarDaysBetween,
  isCalendarDay,
} from '~/lib/format/calendarDays';
import { fieldLabelKey, type ValidationIssue } from '~/lib/validation/issues';
import { VALIDATE_KEYS } from '~/lib/validation/rules';

/** Seconds since 1970-01-01T00:00:00Z. */
export type UnixSeconds = number;

export interface Stay {
  checkin: CalendarDay;
  checkout: CalendarDay;
}

export interface StayLimits {
  /** The hotel's day now (`hotelToday`). */
  today: CalendarDay;
  /** `hotel_booking_horizon_days`: the last possible check-out is `today + horizonDays`. */
  horizonDays: number;
  /** `hotel_max_nights`. */
  maxNights: number;
}

/** `validate` keys of the stay rules (`{days}`, `{nights}` as params). */
export const STAY_KEYS = {
  correctField: VALIDATE_KEYS.correctField,
  checkoutAfterCheckin: 'Check-out must be after check-in',
  checkinPast: 'Check-in cannot be in the past',
  horizon: 'You can book up to {days} days ahead',
  maxNights: 'A stay can be at most {nights} nights',
} as const;

const issue = (field: keyof Stay, key: string, params: Record<string, string> = {}): ValidationIssue => ({
  field,
  key,
  params: { field: fieldLabelKey(field), ...params },
});

/**
 * The first rule the stay breaks as a `validate` issue (field `checkin` or `checkout`), or null: both real days,
 * check-out after check-in, check-in not before today, check-out at most `horizonDays` after today, at most
 * `maxNights` nights.
 */
export function checkStay(stay: Stay, limits: StayLimits): ValidationIssue | null {
  if (!isCalendarDay(stay.checkin)) return issue('checkin', STAY_KEYS.correctField);
  if (!isCalendarDay(stay.checkout)) return issue('checkout', STAY_KEYS.correctField);
  const nights = calendarDaysBetween(stay.checkin, stay.checkout);
  if (nights <= 0) return issue('checkout', STAY_KEYS.checkoutAfterCheckin);
  if (stay.checkin < limits.today) return issue('checkin', STAY_KEYS.checkinPast);
  if (stay.checkout > addCalendarDays(limits.today, limits.horizonDays)) {
    return issue('checkout', STAY_KEYS.horizon, { days: String(limits.horizonDays) });
  }
  if (nights > limits.maxNights) return issue('checkout', STAY_KEYS.maxNights, { nights: String(limits.maxNights) });
  return null;
}

/** The nights of a stay, check-in first (check-out is not a night); empty when check-out is not after check-in. */
export function nightsOf(checkin: CalendarDay, checkout: CalendarDay): CalendarDay[] {
  const count = calendarDaysBetween(checkin, checkout);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addCalendarDays(checkin, index));
}

/** The day the hotel's clocks show at `now` (unix seconds). */
export const hotelToday = (now: UnixSeconds, timeZone: string): CalendarDay => calendarDayOf(now * 1000, timeZone);

/** Today → tomorrow: the stay of a search without dates. */
export const defaultStay = (today: CalendarDay): Stay => ({ checkin: today, checkout: addCalendarDays(today, 1) });
