/**
 * `GET /api/hotel/calendar` (guest): each night's lowest price for the party over up to three months, sold-out
 * nights marked, and — after a check-in is chosen — the stay total for every check-out the party can reach
 * (docs/api.md §12).
 */

import { siteCurrency } from '~/config';
import type { HotelCalendarData } from '~/contract/hotel';
import { calendarDays, checkoutTotals } from '~/lib/booking/calendar';
import { fits } from '~/lib/booking/party';
import { hotelToday } from '~/lib/booking/stay';
import { addCalendarDays, calendarDaysBetween, isCalendarDay } from '~/lib/format/calendarDays';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, idParam } from '~/server/http/input';
import type { Params } from '~/server/http/request';
import type { Reply } from '~/server/http/router';
import { readParty } from './input';
import { feesOf, findHotel, nightsOf, roomTypesOf } from './rooms';
import { readHotelSettings } from './settings';

export const CALENDAR_DEFAULT_DAYS = 62;
export const CALENDAR_MAX_DAYS = 92;

/** Of two calendar days (their text order is their date order). */
const earlier = (a: string, b: string): string => (a < b ? a : b);
const later = (a: string, b: string): string => (a > b ? a : b);

const wrongDay = (ctx: ApiContext, field: string) =>
  fieldError(ctx, { field, key: VALIDATE_KEYS.correctField, params: { field: `field.${field}` } });

function dayParam(ctx: ApiContext, params: Params, field: string): string | undefined {
  const raw = params[field];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !isCalendarDay(raw.trim())) throw wrongDay(ctx, field);
  return raw.trim();
}

export async function hotelCalendar(ctx: ApiContext): Reply<'hotel/calendar'> {
  const id = idParam(ctx, ctx.query, 'id');
  const hotel = await findHotel(ctx.db, id);
  if (!hotel) throw new ApiError('Hotel not found');
  const settings = await readHotelSettings(ctx.db);
  const party = readParty(ctx, { ...ctx.query, checkin: undefined, checkout: undefined }, settings);
  const today = hotelToday(ctx.now, hotel.time_zone);
  const horizonEnd = addCalendarDays(today, settings.bookingHorizonDays);

  const askedFrom = dayParam(ctx, ctx.query, 'from');
  const from = askedFrom === undefined || askedFrom < today ? today : askedFrom;
  if (from >= horizonEnd) throw wrongDay(ctx, 'from');
  const askedTo = dayParam(ctx, ctx.query, 'to');
  const defaultTo = addCalendarDays(from, CALENDAR_DEFAULT_DAYS);
  const to = askedTo ?? earlier(defaultTo, horizonEnd);
  if (to <= from || calendarDaysBetween(from, to) > CALENDAR_MAX_DAYS || to > horizonEnd) throw wrongDay(ctx, 'to');
  const checkin = dayParam(ctx, ctx.query, 'checkin');
  if (checkin !== undefined && (checkin < from || checkin >= to)) throw wrongDay(ctx, 'checkin');

  const fitting = (await roomTypesOf(ctx.db, hotel.id)).filter((roomType) => fits(roomType, party));
  const ids = fitting.map((roomType) => roomType.id);
  // Check-outs may run past `to`, up to the longest stay, never past the horizon; the night of the last check-out
  // day is read too, for its departure rule.
  const readTo = checkin ? later(to, addCalendarDays(checkin, settings.maxNights)) : to;
  const rows = await nightsOf(ctx.db, ids, from, addCalendarDays(earlier(readTo, horizonEnd), 1));

  const data: HotelCalendarData = {
    hotel_id: hotel.id,
    today,
    from,
    to,
    currency: siteCurrency(),
    days: calendarDays(
      rows.filter((row) => row.night < to),
      party,
      from,
      to,
    ),
  };
  if (checkin !== undefined) {
    data.checkin = checkin;
    data.checkouts = checkoutTotals(
      rows.filter((row) => row.night >= checkin),
      checkin,
      party,
      feesOf(hotel),
      Math.min(settings.maxNights, calendarDaysBetween(checkin, horizonEnd)),
    );
  }
  return ok(data);
}
