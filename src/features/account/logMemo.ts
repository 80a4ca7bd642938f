/**
 * The text of a log entry's `memo`: an event code (`event:top_up`) in the page language, anything else unchanged
 * (it is member data, rendered escaped like any text).
 */
import type { LogEvent } from './types';

const PREFIX = 'event:';

/** Every event code the account namespace translates as `event.<code>` (a Record, so none is forgotten). */
const EVENTS: Record<LogEvent, true> = {
  top_up: true,
  hotel_booking: true,
  booking_refund: true,
  car_rental: true,
  member_reward: true,
  signup_points: true,
  booking_points: true,
  booking_points_reversed: true,
  review_points: true,
};

export const LOG_EVENTS = Object.keys(EVENTS) as LogEvent[];

/** The event a memo names, or undefined for free text and unknown codes. */
export function logEventOf(memo: string): LogEvent | undefined {
  if (!memo.startsWith(PREFIX)) return undefined;
  const code = memo.slice(PREFIX.length);
  return Object.hasOwn(EVENTS, code) ? (code as LogEvent) : undefined;
}

/** The `account` namespace key of an event's text. */
export const logEventKey = (event: LogEvent) => `event.${event}`;

/** What the log pages and the CSV export show for a memo; `t` reads the `account` namespace. */
export function logMemoText(memo: string, t: (key: string) => string): string {
  const event = logEventOf(memo);
  return event === undefined ? memo : t(logEventKey(event));
}
