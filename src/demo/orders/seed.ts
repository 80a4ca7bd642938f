/**
 * Demo orders of the demo member, one in every order status, so the order pages show each state: an unpaid booking
 * (holding its rooms for a week), a paid one, one the hotel confirmed, a stay in progress, a completed stay (settled,
 * invoice issued: the ¥458 booking of the demo balance log), a cancellation with a refund and an unpaid booking that
 * expired. Then its team's bookings on its wallet, each under the sub-account that booked it; the one paid from the
 * company balance comes back as a balance log line for the demo member's story (`account/seed.ts`). Future holds
 * take their rooms from the inventory like any booking. Runs inside the seed transaction.
 */
import type { Transaction } from 'kysely';
import { logEventMemo } from '~/contract/accountInput';
import type { DemoWalletLine } from '~/demo/members/wallet';
import { priceQuote } from '~/lib/booking/pricing';
import { addCalendarDays, calendarDayOf, calendarDaysBetween } from '~/lib/format/calendarDays';
import type { DB, UserRow } from '~/server/db/schema';
import type { HotelOrderRow } from '~/server/db/schema-order';
import { holdRooms, operate, takeSnapshot } from '~/server/modules/booking';
import { feesOf, readPolicies } from '~/server/modules/hotel';
import { DAY, DEMO_ORDERS, type DemoOrder, HOUR } from './orders';

const OPERATOR = '前台 · 陈静';

/** Who booked a demo order: the demo member or a sub-account of its team (`subaccount/seed.ts`). */
export type DemoBooker = Pick<UserRow, 'id' | 'username' | 'nickname'>;

async function pickRoom(trx: Transaction<DB>, spec: DemoOrder, index: number) {
  let query = trx
    .selectFrom('room_type')
    .innerJoin('hotel', 'hotel.id', 'room_type.hotel_id')
    .innerJoin('hotel_i18n', (join) =>
      join.onRef('hotel_i18n.hotel_id', '=', 'hotel.id').on('hotel_i18n.lang', '=', 'en'),
    )
    .selectAll('room_type')
    .where('room_type.max_adults', '>=', 2);
  if (spec.hotel) query = query.where('hotel_i18n.name', '=', spec.hotel);
  if (spec.roomType) query = query.where('room_type.code', '=', spec.roomType);
  const rows = await query.orderBy('room_type.id').execute();
  // Without a named hotel, spread the demo over the catalogue.
  return rows[spec.hotel ? 0 : (index * 17) % Math.max(rows.length, 1)];
}

/** The booker of `spec`: the owner, or the sub-account of the team it names (a name not in the team is a mistake). */
function bookerOf(spec: DemoOrder, owner: DemoBooker, team: ReadonlyMap<string, DemoBooker>): DemoBooker {
  if (spec.bookedBy === undefined) return owner;
  const booker = team.get(spec.bookedBy);
  if (!booker) throw new Error(`demo order: ${spec.bookedBy} is not in the demo team`);
  return booker;
}

/**
 * Inserts the demo member's orders and its team's (`team` by user name). `now` is the seed time; every demo order
 * gets a booking id of its own. Returns the balance log lines of the team's payments from the owner's balance.
 */
export async function seedDemoOrders(
  trx: Transaction<DB>,
  owner: DemoBooker,
  team: ReadonlyMap<string, DemoBooker>,
  now: number,
): Promise<DemoWalletLine[]> {
  const userId = owner.id;
  const walletLines: DemoWalletLine[] = [];
  for (const [index, spec] of DEMO_ORDERS.entries()) {
    const booker = bookerOf(spec, owner, team);
    const roomType = await pickRoom(trx, spec, index);
    if (!roomType) continue;
    const hotel = await trx
      .selectFrom('hotel')
      .selectAll()
      .where('id', '=', roomType.hotel_id)
      .executeTakeFirstOrThrow();
    const seedDay = calendarDayOf(now * 1000, hotel.time_zone);
    const checkin = addCalendarDays(seedDay, spec.checkinIn);
    const checkout = addCalendarDays(checkin, spec.nights);
    const rows = await trx
      .selectFrom('room_night')
      .select(['night', 'price'])
      .where('room_type_id', '=', roomType.id)
      .where('night', '>=', checkin)
      .where('night', '<', checkout)
      .execute();
    const byNight = new Map(rows.map((row) => [row.night, row.price]));
    // Nights before the seed have no rates: the room type's base rate stands in.
    const nights = Array.from({ length: calendarDaysBetween(checkin, checkout) }, (_, n) => {
      const night = addCalendarDays(checkin, n);
      return { night, price: byNight.get(night) ?? Number(roomType.base_price) };
    });
    const party = { rooms: 1, adults: spec.guests.length, childAges: [] };
    const quote = priceQuote({
      nights,
      party,
      roomType: { meal_type: roomType.meal_type, breakfast_price: 0, extra_bed_price: 0 },
      hotel: feesOf(hotel),
    });
    const policy = (await readPolicies(trx, [roomType.policy_id])).get(roomType.policy_id);
    if (!policy) continue;
    const snapshot = await takeSnapshot(trx, hotel, roomType, policy);
    const booked = now - spec.bookedAgo;
    const hold = { hotelId: hotel.id, roomTypeId: roomType.id, checkin, checkout, nights: nights.length, rooms: 1 };
    const holds = spec.end === undefined && spec.checkinIn + spec.nights > 0;
    if (holds && rows.length === nights.length && !(await holdRooms(trx, hold, now))) continue;

    const { id } = await trx
      .insertInto('hotel_order')
      .values({
        booking_id: `HB${calendarDayOf(booked * 1000, hotel.time_zone)
          .replaceAll('-', '')
          .slice(2)}${String(10_000_000 + index * 7_919_311).slice(-8)}`,
        user_id: userId,
        user_account: booker.username,
        booked_by: booker.id,
        booked_by_nickname: booker.nickname,
        hotel_id: hotel.id,
        room_type_id: roomType.id,
        city_id: hotel.city_id,
        time_zone: hotel.time_zone,
        checkin,
        checkout,
        nights: nights.length,
        rooms: 1,
        room_nights: nights.length,
        adults: party.adults,
        meal_type: roomType.meal_type,
        bed_type: roomType.bed_type,
        currency: 'CNY',
        rooms_subtotal: quote.rooms_subtotal,
        fees_total: quote.fees_total,
        total_price: quote.total,
        price_per_night: quote.price_per_night,
        quote_hash: '0'.repeat(32),
        snapshot: JSON.stringify(snapshot),
        contact_person: booker.nickname,
        contact_area_code: '86',
        contact_phone: '13800138000',
        email: 'demo@example.com',
        nationality: 'CN',
        city: '上海',
        special_requests: spec.requests ?? '',
        expire_time:
          spec.end === 'expired' ? booked + 30 * 60 : spec.steps.length === 0 ? now + 7 * DAY : booked + 30 * 60,
        pay_time: null,
        confirm_time: null,
        checked_in_time: null,
        complete_time: null,
        cancel_time: null,
        settle_time: null,
        create_time: booked,
        update_time: booked,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_guest')
      .values(
        spec.guests.map((full_name, position) => ({
          order_id: id,
          position: position + 1,
          room_no: 1,
          full_name,
          age: null,
        })),
      )
      .execute();
    await trx
      .insertInto('order_price_line')
      .values(quote.lines.map((line, position) => ({ order_id: id, position: position + 1, ...line })))
      .execute();

    let order = await trx.selectFrom('hotel_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    for (const step of spec.steps) {
      order = await applyStep(trx, order, step, spec, booked);
    }
    // The team's payments from the owner's balance are lines of its log, naming who paid (as `balance.ts` writes).
    if (spec.steps.includes('pay') && spec.channel === 'balance' && booker.id !== userId) {
      walletLines.push({
        create_time: order.pay_time ?? booked,
        change: -order.total_price,
        memo: logEventMemo('hotel_booking', order.booking_id),
        actor_id: booker.id,
        actor_account: booker.username,
        actor_nickname: booker.nickname,
      });
    }
    if (spec.end === 'cancelled') {
      const refund = Math.floor((order.paid_amount * (spec.refundBp ?? 0)) / 10_000);
      await trx
        .updateTable('hotel_order')
        .set({ status: 'cancelled', cancel_time: booked + DAY, refund_amount: refund, cancel_reason: '行程有变。' })
        .where('id', '=', id)
        .execute();
      if (refund > 0) {
        const payment = await trx
          .selectFrom('payment')
          .select('id')
          .where('order_id', '=', id)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('refund')
          .values({
            order_id: id,
            payment_id: payment.id,
            user_id: userId,
            channel: spec.channel,
            amount: refund,
            status: 'succeeded',
            txn_id: `demo-refund-${id}`,
            request_id: 'cancel',
            create_time: booked + DAY,
          })
          .execute();
      }
    }
    if (spec.end === 'expired') {
      await trx
        .updateTable('hotel_order')
        .set({ status: 'expired', update_time: booked + 30 * 60 })
        .where('id', '=', id)
        .execute();
    }
  }
  return walletLines;
}

async function applyStep(
  trx: Transaction<DB>,
  order: HotelOrderRow,
  step: DemoOrder['steps'][number],
  spec: DemoOrder,
  booked: number,
): Promise<HotelOrderRow> {
  if (step === 'pay') {
    const payTime = booked + 10 * 60;
    await trx
      .updateTable('hotel_order')
      .set({
        status: 'paid',
        pay_channel: spec.channel || 'sandbox',
        pay_time: payTime,
        paid_amount: order.total_price,
      })
      .where('id', '=', order.id)
      .execute();
    await trx
      .insertInto('payment')
      .values({
        order_id: order.id,
        user_id: order.user_id,
        channel: spec.channel || 'sandbox',
        amount: order.total_price,
        status: 'succeeded',
        txn_id: `demo-${order.id}`,
        create_time: payTime,
        update_time: payTime,
      })
      .execute();
  } else {
    const at = Math.max(booked + HOUR, Math.floor(Date.now() / 1000));
    const result = await operate(trx, order, step, {
      now: at,
      operator: OPERATOR,
      hotel_confirmation_code: `C${String(order.id).padStart(3, '0')}${order.booking_id.slice(-4)}`,
      room_number: '1208',
    });
    if (!result.ok) throw new Error(`demo order ${order.booking_id}: ${step} refused (${result.refused})`);
  }
  return trx.selectFrom('hotel_order').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
}
