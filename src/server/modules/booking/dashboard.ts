/**
 * Today at the operator's hotels (docs/design/operators.md §7): per hotel, today's arrivals, departures and guests in
 * house ("today" in each hotel's zone), the paid orders waiting for the hotel's confirmation and the next 30 nights'
 * rooms sold of those offered; the site's day's cancellations and refunds; and 30 days of revenue (payments minus
 * refunds, by day in the site's zone). A handful of grouped queries; the lists behind each figure are the desk's.
 */
import type { Kysely } from 'kysely';
import { siteCurrency, siteTimeZone } from '~/config';
import type { DashboardData, DashboardHotel } from '~/contract/admin/dashboard';
import { hotelToday } from '~/lib/booking/stay';
import { addCalendarDays, calendarDayOf, lastCalendarDays, startOfCalendarDay } from '~/lib/format/calendarDays';
import type { Lang } from '~/lib/i18n/locale';
import type { HotelScope } from '~/lib/operators/scope';
import { langsOf, preferred } from '~/server/db/preferredLang';
import type { DB } from '~/server/db/schema';
import { type DeskView, ordersInScope, viewCondition } from './deskList';

const DAYS = 30;

/** The ids of a limited scope for an `in` condition (none: an id no hotel has), or undefined for every hotel. */
export const inScopeIds = (scope: HotelScope) => (scope === 'all' ? undefined : scope.length > 0 ? [...scope] : [0]);

/** The hotels of the scope (on sale) with their names in the language. */
async function hotelsOf(db: Kysely<DB>, scope: HotelScope, lang: Lang) {
  const ids = inScopeIds(scope);
  let query = db.selectFrom('hotel').select(['id', 'time_zone']).where('status', '=', '1');
  if (ids) query = query.where('id', 'in', ids);
  const hotels = await query.orderBy('id').execute();
  if (hotels.length === 0) return [];
  const names = await db
    .selectFrom('hotel_i18n')
    .select(['hotel_id', 'lang', 'name'])
    .where(
      'hotel_id',
      'in',
      hotels.map((hotel) => hotel.id),
    )
    .where('lang', 'in', langsOf(lang))
    .execute();
  const named = preferred(names, (row) => row.hotel_id, lang);
  return hotels.map((hotel) => ({ ...hotel, name: named.get(hotel.id)?.name ?? '' }));
}

/** Orders per hotel matching today's view (arrivals, departures, in house). */
async function countsOf(db: Kysely<DB>, scope: HotelScope, view: DeskView, now: number): Promise<Map<number, number>> {
  const rows = await ordersInScope(db, scope)
    .where(await viewCondition(db, view, now))
    .select((eb) => ['hotel_id', eb.fn.countAll<number | string>().as('n')])
    .groupBy('hotel_id')
    .execute();
  return new Map(rows.map((row) => [row.hotel_id, Number(row.n)]));
}

async function toConfirm(db: Kysely<DB>, scope: HotelScope): Promise<Map<number, number>> {
  const rows = await ordersInScope(db, scope)
    .where('status', '=', 'paid')
    .select((eb) => ['hotel_id', eb.fn.countAll<number | string>().as('n')])
    .groupBy('hotel_id')
    .execute();
  return new Map(rows.map((row) => [row.hotel_id, Number(row.n)]));
}

/** Rooms sold and offered over the next 30 nights, per hotel (open nights of its room types). */
async function occupancy(db: Kysely<DB>, hotels: { id: number; time_zone: string }[], now: number) {
  const out = new Map<number, { sold: number; allotment: number }>();
  if (hotels.length === 0) return out;
  const first = hotelToday(now, hotels[0]?.time_zone ?? siteTimeZone());
  const rows = await db
    .selectFrom('room_night')
    .innerJoin('room_type', 'room_type.id', 'room_night.room_type_id')
    .select((eb) => [
      'room_type.hotel_id',
      eb.fn.sum<number | string>('room_night.allotment').as('allotment'),
      eb.fn.sum<number | string>(eb('room_night.allotment', '-', eb.ref('room_night.available'))).as('sold'),
    ])
    .where(
      'room_type.hotel_id',
      'in',
      hotels.map((hotel) => hotel.id),
    )
    .where('room_night.night', '>=', first)
    .where('room_night.night', '<', addCalendarDays(first, DAYS))
    .groupBy('room_type.hotel_id')
    .execute();
  for (const row of rows) out.set(row.hotel_id, { sold: Number(row.sold ?? 0), allotment: Number(row.allotment ?? 0) });
  return out;
}

/** Payments minus refunds by day of the site's zone, the last 30 days, oldest first. */
async function revenue(db: Kysely<DB>, scope: HotelScope, now: number) {
  const zone = siteTimeZone();
  const days = lastCalendarDays(now * 1000, zone, DAYS);
  const since = startOfCalendarDay(days[0] ?? calendarDayOf(now * 1000, zone), zone) / 1000;
  const ids = inScopeIds(scope);
  let paid = db
    .selectFrom('payment')
    .innerJoin('hotel_order', 'hotel_order.id', 'payment.order_id')
    .select(['payment.amount', 'payment.create_time'])
    .where('payment.status', '=', 'succeeded')
    .where('payment.create_time', '>=', since);
  let refunded = db
    .selectFrom('refund')
    .innerJoin('hotel_order', 'hotel_order.id', 'refund.order_id')
    .select(['refund.amount', 'refund.create_time'])
    .where('refund.create_time', '>=', since);
  if (ids) {
    paid = paid.where('hotel_order.hotel_id', 'in', ids);
    refunded = refunded.where('hotel_order.hotel_id', 'in', ids);
  }
  const [payments, refunds] = await Promise.all([paid.execute(), refunded.execute()]);
  const byDay = new Map(days.map((day) => [day, 0]));
  const add = (time: number, amount: number) => {
    const day = calendarDayOf(time * 1000, zone);
    if (byDay.has(day)) byDay.set(day, (byDay.get(day) ?? 0) + amount);
  };
  for (const row of payments) add(row.create_time, row.amount);
  for (const row of refunds) add(row.create_time, -row.amount);
  const today = days.at(-1) ?? '';
  const refundsToday = refunds
    .filter((row) => calendarDayOf(row.create_time * 1000, zone) === today)
    .reduce((sum, row) => sum + row.amount, 0);
  return {
    series: days.map((day) => ({ day, amount: byDay.get(day) ?? 0 })),
    refundsToday,
    since: startOfCalendarDay(today, zone) / 1000,
  };
}

async function cancellationsToday(db: Kysely<DB>, scope: HotelScope, since: number): Promise<number> {
  const ids = inScopeIds(scope);
  let query = db
    .selectFrom('hotel_order_event')
    .innerJoin('hotel_order', 'hotel_order.id', 'hotel_order_event.order_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('hotel_order_event.event', 'in', ['cancel', 'no_show'])
    .where('hotel_order_event.create_time', '>=', since);
  if (ids) query = query.where('hotel_order.hotel_id', 'in', ids);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

export async function deskDashboard(
  db: Kysely<DB>,
  scope: HotelScope,
  lang: Lang,
  now: number,
): Promise<DashboardData> {
  const hotels = await hotelsOf(db, scope, lang);
  const [arrivals, departures, inHouse, confirm, rooms, money] = await Promise.all([
    countsOf(db, scope, 'arrivals', now),
    countsOf(db, scope, 'departures', now),
    countsOf(db, scope, 'inhouse', now),
    toConfirm(db, scope),
    occupancy(db, hotels, now),
    revenue(db, scope, now),
  ]);
  const rows: DashboardHotel[] = hotels.map((hotel) => ({
    hotel_id: hotel.id,
    name: hotel.name,
    arrivals: arrivals.get(hotel.id) ?? 0,
    departures: departures.get(hotel.id) ?? 0,
    in_house: inHouse.get(hotel.id) ?? 0,
    to_confirm: confirm.get(hotel.id) ?? 0,
    sold: rooms.get(hotel.id)?.sold ?? 0,
    allotment: rooms.get(hotel.id)?.allotment ?? 0,
  }));
  return {
    remark: '',
    hotels: rows,
    today: { cancellations: await cancellationsToday(db, scope, money.since), refunds: money.refundsToday },
    revenue: money.series,
    currency: siteCurrency(),
  };
}
