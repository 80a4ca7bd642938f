/**
 * `POST /api/order/create` (member, rule `order/hotel`): books a room type for a stay (docs/api.md §13,
 * docs/design/hotels.md §3.2). The price is recomputed from the database and must match the quote the person saw
 * (`quote_hash`); the rooms are taken with one conditional update inside the booking transaction, so the last room
 * is sold once however many requests and app instances race for it.
 */

import { readBookingContact } from '~/features/order/schemas';
import { guestCount } from '~/lib/booking/party';
import { hotelToday } from '~/lib/booking/stay';
import { formatDateTime } from '~/lib/format/intl';
import { bumpWindowCounter } from '~/server/auth/counter';
import { isUniqueViolation, withBusyRetry } from '~/server/db/engine';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, fieldMessage } from '~/server/http/input';
import { countryOptions } from '~/server/modules/ajax';
import { buildQuote, type QuoteAnswer, readQuoteRequest } from '~/server/modules/booking';
import { type CarChoice, carSoldOut, holdCars, lockCars, takeCarSnapshots } from '~/server/modules/car';
import { readPolicies } from '~/server/modules/hotel';
import { newBookingId } from './bookingId';
import { expireDueOrders } from './expire';
import { holdRooms, lockHotel } from './inventory';
import { orderScopeOf } from './scope';
import { orderDetails } from './serialize';
import { takeSnapshot } from './snapshot';

/** Bookings a member may make per hour. */
export const BOOKINGS_PER_HOUR = 30;
const BOOKING_ID_TRIES = 3;

const soldOut = () => fieldMessage('Sorry, this room is sold out for the chosen dates', 'checkin');

/** Whether a pricing refusal is a car service's (it keeps its own field) rather than the room's. */
const isCarRefusal = (error: ApiError, cars: readonly CarChoice[]): boolean => {
  const field = (error.data as { field?: unknown } | null)?.field;
  return cars.some((choice) => choice.field === field);
};

/** Takes the cars' units after the rooms: their locks in ascending id, then one unit a day of each service. */
async function takeCars(ctx: ApiContext, trx: Parameters<typeof holdCars>[0], cars: readonly CarChoice[]) {
  if (cars.length === 0) return;
  const missing = await lockCars(
    trx,
    cars.map((choice) => choice.car.id),
  );
  const gone = cars.find((choice) => missing.includes(choice.car.id));
  if (gone) throw fieldMessage('Car not found', gone.field);
  const failed = await holdCars(
    trx,
    cars.map((choice) => ({ ...choice, carId: choice.car.id })),
    ctx.now,
  );
  if (failed) throw carSoldOut(ctx, failed, failed.day);
}

/** The booker's order of this form submission (one per booker: a sibling's key finds nothing). */
async function findByRequest(ctx: ApiContext, bookerId: number, requestId: string) {
  if (!requestId) return undefined;
  return ctx.db
    .selectFrom('hotel_order')
    .selectAll()
    .where('booked_by', '=', bookerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** Guests spread over the rooms: adults first, one per room in turn, then the children. */
function guestRows(
  orderId: number,
  names: readonly string[],
  adults: number,
  childAges: readonly number[],
  rooms: number,
) {
  return names.map((full_name, index) => {
    const child = index >= adults;
    const turn = child ? index - adults : index;
    return {
      order_id: orderId,
      position: index + 1,
      room_no: (turn % rooms) + 1,
      full_name,
      is_child: child ? 1 : 0,
      age: child ? (childAges[index - adults] ?? null) : null,
    };
  });
}

async function answer(ctx: ApiContext, user: UserRow, orderId: number): Promise<Success> {
  const order = await ctx.db.selectFrom('hotel_order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const [detail] = await orderDetails(ctx, ctx.db, [order], user);
  const time = formatDateTime(order.expire_time, ctx.lang, order.time_zone, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return ok(detail, 'Booking created: please pay before {time}', { time });
}

export async function createOrder(ctx: ApiContext, user: UserRow): Promise<Success> {
  const hour = ctx.now - (ctx.now % 3600);
  if ((await bumpWindowCounter(ctx.db, `bookings:user:${user.id}`, hour)) > BOOKINGS_PER_HOUR) {
    throw new ApiError('Please do not request frequently', { params: { seconds: hour + 3600 - ctx.now } });
  }
  const params = ctx.body;
  const request = await readQuoteRequest(ctx, params, true);
  const countries = new Set((await countryOptions('en')).map((option) => option.value));
  const read = readBookingContact(params, guestCount(request.party), (code) => countries.has(code));
  if (!read.ok) throw fieldError(ctx, read.issue);
  const contact = read.value;

  const earlier = await findByRequest(ctx, user.id, contact.request_id);
  if (earlier) return answer(ctx, user, earlier.id);

  const pending = await ctx.db
    .selectFrom('hotel_order')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('booked_by', '=', user.id)
    .where('status', '=', 'pending')
    .where('expire_time', '>', ctx.now)
    .executeTakeFirstOrThrow();
  if (Number(pending.n) >= request.settings.maxPendingOrders) {
    throw new ApiError('You have too many unpaid orders: pay or cancel one first');
  }
  // A room held by an overdue order is free again before this booking looks at it.
  await expireDueOrders(ctx.db, ctx.now, { roomTypeId: request.roomType.id });
  if (request.cars.length > 0) {
    await expireDueOrders(ctx.db, ctx.now, { carIds: request.cars.map((choice) => choice.car.id) });
  }

  const { roomType, hotel, stay, nights, party, extras, settings } = request;
  const policy = (await readPolicies(ctx.db, [roomType.policy_id])).get(roomType.policy_id) ?? {
    id: 0,
    code: '',
    rules: [],
    after_checkin_bp: 0,
  };
  const snapshot = JSON.stringify(await takeSnapshot(ctx.db, hotel, roomType, policy));
  const carSnapshots = await takeCarSnapshots(ctx.db, request.cars, ctx.t);
  const passengers = guestCount(party);
  const bookingDay = hotelToday(ctx.now, hotel.time_zone);

  for (let attempt = 1; ; attempt++) {
    try {
      const orderId = await withBusyRetry(() =>
        ctx.db.transaction().execute(async (trx) => {
          if (!(await lockHotel(trx, hotel.id))) throw fieldMessage('Room type not found', 'room_type_id');
          let quote: QuoteAnswer;
          try {
            quote = await buildQuote(ctx, trx, request);
          } catch (error) {
            if (error instanceof ApiError) throw isCarRefusal(error, request.cars) ? error : soldOut();
            throw error;
          }
          if (quote.quote_hash !== contact.quote_hash) {
            throw new ApiError('The price has changed, please check the new total', {
              data: { field: 'quote_hash', quote },
            });
          }
          const hold = {
            hotelId: hotel.id,
            roomTypeId: roomType.id,
            checkin: stay.checkin,
            checkout: stay.checkout,
            nights,
            rooms: party.rooms,
          };
          if (!(await holdRooms(trx, hold, ctx.now))) throw soldOut();
          await takeCars(ctx, trx, request.cars);
          const { id } = await trx
            .insertInto('hotel_order')
            .values({
              booking_id: newBookingId(bookingDay),
              request_id: contact.request_id,
              // A sub-account books on its main account's wallet: the order is the main's, who booked it is kept.
              user_id: orderScopeOf(user).ownerId,
              user_account: user.username,
              booked_by: user.id,
              booked_by_nickname: user.nickname,
              hotel_id: hotel.id,
              room_type_id: roomType.id,
              city_id: hotel.city_id,
              time_zone: hotel.time_zone,
              checkin: stay.checkin,
              checkout: stay.checkout,
              nights,
              rooms: party.rooms,
              room_nights: nights * party.rooms,
              adults: party.adults,
              children: party.childAges.length,
              child_ages: party.childAges.join(','),
              breakfast: extras.breakfast ? 1 : 0,
              extra_beds: extras.extraBeds,
              meal_type: roomType.meal_type,
              bed_type: roomType.bed_type,
              currency: quote.currency,
              rooms_subtotal: quote.rooms_subtotal,
              extras_subtotal: quote.extras_subtotal,
              fees_total: quote.fees_total,
              cars_subtotal: quote.cars_subtotal,
              total_price: quote.total,
              price_per_night: quote.price_per_night,
              quote_hash: quote.quote_hash,
              snapshot,
              contact_person: contact.contact_person,
              contact_area_code: contact.contact_area_code,
              contact_phone: contact.contact_phone,
              email: contact.email,
              nationality: contact.nationality,
              city: contact.city,
              address: contact.address,
              zip: contact.zip,
              special_requests: contact.special_requests,
              expire_time: ctx.now + settings.orderExpireMinutes * 60,
              pay_time: null,
              confirm_time: null,
              checked_in_time: null,
              complete_time: null,
              cancel_time: null,
              settle_time: null,
              create_time: ctx.now,
              update_time: ctx.now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('order_guest')
            .values(guestRows(id, contact.guest_names, party.adults, party.childAges, party.rooms))
            .execute();
          await trx
            .insertInto('order_price_line')
            .values(
              quote.lines.map((line, index) => ({
                order_id: id,
                position: index + 1,
                kind: line.kind,
                code: line.code,
                night: line.night,
                quantity: line.quantity,
                unit_price: line.unit_price,
                amount: line.amount,
              })),
            )
            .execute();
          if (request.cars.length > 0) {
            await trx
              .insertInto('order_car')
              .values(
                request.cars.map((choice, index) => ({
                  order_id: id,
                  position: index + 1,
                  service: choice.service,
                  direction: choice.direction,
                  car_id: choice.car.id,
                  place_id: choice.placeId,
                  day: choice.day,
                  days: choice.days,
                  time: choice.time,
                  number: choice.number,
                  passengers,
                  unit_price: quote.car_services[index]?.unit_price ?? 0,
                  amount: quote.car_services[index]?.amount ?? 0,
                  snapshot: JSON.stringify(carSnapshots[index] ?? {}),
                })),
              )
              .execute();
          }
          return id;
        }),
      );
      return answer(ctx, user, orderId);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same form sent twice at once: the other request booked it.
      const twin = await findByRequest(ctx, user.id, contact.request_id);
      if (twin) return answer(ctx, user, twin.id);
      // Otherwise two booking ids clashed: try again with a new one.
      if (attempt >= BOOKING_ID_TRIES) throw error;
    }
  }
}
