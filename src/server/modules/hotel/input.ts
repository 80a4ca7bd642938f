/**
 * The stay and party of a hotel call (docs/api.md §1.9): shape from the shared reader, then the rules that need the
 * hotel — today and the booking horizon in its time zone, the party limits of the settings. The first problem is a
 * code-0 answer naming the field (`data {field}`), in the request's language.
 */

import { readStayParty } from '~/features/hotel/schemas';
import { checkParty, DEFAULT_PARTY_LIMITS, type Party } from '~/lib/booking/party';
import { checkStay, defaultStay, hotelToday, type Stay } from '~/lib/booking/stay';
import { calendarDaysBetween } from '~/lib/format/calendarDays';
import { translateIssue, type ValidationIssue } from '~/lib/validation/issues';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import type { ApiContext } from '~/server/http/context';
import { ApiError } from '~/server/http/errors';
import type { Params } from '~/server/http/request';
import type { HotelSettings } from './settings';

/** A code-0 answer for an issue, with the field in `data`. */
export const fieldError = (ctx: ApiContext, issue: ValidationIssue): ApiError =>
  new ApiError(translateIssue(issue, ctx.tv), { translated: true, data: { field: issue.field } });

/** A code-0 answer with an `api` message and the field in `data`. */
export const fieldMessage = (key: string, field: string, params: Record<string, unknown> = {}): ApiError =>
  new ApiError(key, { data: { field }, params });

export interface StayParty {
  stay: Stay;
  nights: number;
  party: Party;
  /** Today in the hotel's zone. */
  today: string;
}

/** The party of `params` under the settings' limits (any stay in `params` is only shape-checked). */
export function readParty(ctx: ApiContext, params: Params, settings: HotelSettings): Party {
  const read = readStayParty(params);
  if (!read.ok) throw fieldError(ctx, read.issue);
  const { rooms, adults, children, childAges } = read.value;
  const issue = checkParty(
    { rooms, adults, children, childAges },
    { ...DEFAULT_PARTY_LIMITS, maxRooms: settings.maxRooms },
  );
  if (issue) throw fieldError(ctx, issue);
  return { rooms, adults, childAges };
}

export function readStayAndParty(
  ctx: ApiContext,
  params: Params,
  timeZone: string,
  settings: HotelSettings,
): StayParty {
  const party = readParty(ctx, params, settings);
  const { checkin, checkout } = (readStayParty(params) as { ok: true; value: { checkin?: string; checkout?: string } })
    .value;
  const today = hotelToday(ctx.now, timeZone);
  const stay = checkin !== undefined && checkout !== undefined ? { checkin, checkout } : defaultStay(today);
  const stayIssue = checkStay(stay, {
    today,
    horizonDays: settings.bookingHorizonDays,
    maxNights: settings.maxNights,
  });
  if (stayIssue) throw fieldError(ctx, stayIssue);
  return { stay, nights: calendarDaysBetween(stay.checkin, stay.checkout), party, today };
}

/** A required positive id parameter (`id`, `room_type_id`); anything else → the field's "enter a valid" answer. */
/** A positive id; `label` names it in the message (`field.<label>` of validate: a hotel's, a car's, an order's…). */
export function idParam(ctx: ApiContext, params: Params, field: string, label = field): number {
  const raw = params[field];
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
  if (text === undefined || text === '') {
    throw fieldError(ctx, { field, key: VALIDATE_KEYS.required, params: { field: `field.${label}` } });
  }
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
    throw fieldError(ctx, { field, key: VALIDATE_KEYS.correctField, params: { field: `field.${label}` } });
  }
  return Number(text);
}

/** `page` ≥ 1 (at most `maxPage`) and `limit` 1–`maxLimit`; junk falls back to the defaults. */
export function pageParams(params: Params, defaultLimit: number, maxLimit: number, maxPage = 1000) {
  const int = (value: unknown) => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    return /^\d{1,6}$/.test(text) ? Number(text) : undefined;
  };
  const page = Math.min(Math.max(int(params.page) ?? 1, 1), maxPage);
  const limit = Math.min(Math.max(int(params.limit) ?? defaultLimit, 1), maxLimit);
  return { page, limit };
}
