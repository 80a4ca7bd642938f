/**
 * The rules of a chosen car service (docs/design/cars.md §4): the party fits the car, a time is `HH:MM`, a flight or
 * train number has a known shape, and the service starts at least the lead time after booking (the instant of a
 * hotel-time reading through `zonedInstant`). Instants are unix seconds, as in `lib/booking`. Pure.
 */
import type { UnixSeconds } from '~/lib/booking/stay';
import { type CalendarDay, isWallClockTime, zonedInstant } from '~/lib/format/calendarDays';

/** `validate` keys of the service's inputs and the `api-car` key of the lead time. */
export const CAR_RULE_KEYS = {
  time: 'Please enter a time as HH:MM',
  number: 'Please enter a flight or train number such as MU5101 or G7',
  tooSoon: 'This service starts too soon: please choose a later time',
} as const;

/** Whether the party (adults and children together) has a seat: the driver's is not counted. */
export const fitsCar = (car: { seats: number }, guests: number): boolean =>
  Number.isInteger(guests) && guests >= 1 && guests <= car.seats;

/** Whether `text` is a time `HH:MM` from 00:00 to 23:59. */
export const checkTime = (text: string): boolean => isWallClockTime(text);

const NUMBER = /^[A-Z0-9]{2,8}$/;

/**
 * A flight or train number as stored: trimmed, inner spaces removed, upper case (`mu 5101` → `MU5101`); `''` for an
 * empty text; null when it is not 2 to 8 letters and digits (control characters and punctuation included).
 */
export function normaliseNumber(text: string): string | null {
  const compact = text.trim().replace(/ +/g, '').toUpperCase();
  if (compact === '') return text.trim() === '' ? '' : null;
  return NUMBER.test(compact) ? compact : null;
}

/** The instant (unix seconds) a service starts: `time` on `day` on the clocks of `timeZone`. */
export const serviceInstant = (day: CalendarDay, time: string, timeZone: string): UnixSeconds =>
  Math.floor(zonedInstant(day, time, timeZone) / 1000);

/** Whether a service starting at `instant` can still be arranged: at least `hours` after `now`. */
export const checkLead = (instant: UnixSeconds, now: UnixSeconds, hours: number): boolean =>
  instant >= now + hours * 3600;
