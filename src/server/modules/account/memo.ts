/**
 * The text of a log entry's `memo` as the API answers it: an event code (`event:top_up`) in the request's language,
 * anything else unchanged (it is member data, rendered escaped like any text). BuildAdmin answers text in `memo`, so
 * its front ends show it as it comes; the stored code keeps the log readable in every language.
 */

import type { LogEvent } from '~/contract/account';
import { LOG_MEMO_REFERENCE_RE as REFERENCE_RE } from '~/contract/accountInput';

const PREFIX = 'event:';

/** Every event code the `api-account` namespace translates as `event.<code>` (a Record, so none is forgotten). */
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
  content_purchase: true,
};

export const LOG_EVENTS = Object.keys(EVENTS) as LogEvent[];

function parseMemo(memo: string): { event: LogEvent; reference: string } | undefined {
  if (!memo.startsWith(PREFIX)) return undefined;
  const [code = '', reference = '', ...rest] = memo.slice(PREFIX.length).split(':');
  if (rest.length > 0 || (reference !== '' && !REFERENCE_RE.test(reference))) return undefined;
  return Object.hasOwn(EVENTS, code) ? { event: code as LogEvent, reference } : undefined;
}

/** The event a memo names, or undefined for free text and unknown codes. */
export const logEventOf = (memo: string): LogEvent | undefined => parseMemo(memo)?.event;

/** The `api-account` namespace key of an event's text. */
export const logEventKey = (event: LogEvent) => `event.${event}`;

/** The memo the API answers; `t` is the request's API translator. */
export function logMemoText(memo: string, t: (key: string) => string): string {
  const parsed = parseMemo(memo);
  if (!parsed) return memo;
  const text = t(logEventKey(parsed.event));
  return parsed.reference ? `${text} ${parsed.reference}` : text;
}
