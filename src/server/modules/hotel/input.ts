/**
 * The stay and party of a hotel call (docs/api.md §1.9): shape from the shared reader, then the rules that need the
 * hotel — today and the booking horizon in its time zone, the party limits of the settings. The first problem is a
 * code-0 answer naming the field (`data {field}`), in the request's language.
 */

import { readStayParty } from '~/contract/hotelInput';
import { checkParty, DEFAULT_PARTY_LIMITS, type Party } from '~/lib/booking/party';
import { checkStay, defaultStay, hotelToday, type Stay } from '~/lib/booking/stay';
import { calendarDaysBetween } from '~/lib/format/calendarDays';
import type { ApiContext } from '~/server/http/context';
import { fieldError } from '~/server/http/input';
import type { Params } from '~/server/http/request';
import type { HotelSettings } from './settings';

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
