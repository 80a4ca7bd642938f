/**
 * `POST /api/order/create` (member, rule `order/hotel`): books a room type for a stay (docs/api.md §13,
 * docs/design/hotels.md §3.2). The price is recomputed from the database and must match the quote the person saw
 * (`quote_hash`). Everything is read and priced before the booking transaction; inside it, after the order's rows,
 * the stay's nights are locked (only they: bookings of other nights or hotels do not wait), the rooms are taken with
 * one conditional update that answers the rates it took (checked against the priced ones), so the last room is sold
 * once however many requests and app instances race for it.
 */

import { readBookingContact } from '~/contract/orderInput';
import { guestCount } from '~/lib/booking/party';
import { sameRates } from '~/lib/booking/pricing';
import { hotelToday } from '~/lib/booking/stay';
import { formatDateTime } from '~/lib/format/intl';
import { isUniqueViolation, withBusyRetry } from '~/server/db/engine';
import type { UserRow } from '~/server/db/schema';
import type { HotelOrderRow } from '~/server/db/schema-order';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, fieldMessage } from '~/server/http/input';
import type { Reply } from '~/server/http/router';
import { countryOptions } from '~/server/modules/ajax';
import { type CarChoice, carSoldOut, holdCars, lockCars, takeCarSnapshots } from '~/server/modules/car';
import { newBookingId } from './bookingId';
import { memberActor, recordOrderEvent } from './events';
import { holdRooms, lockNights } from './inventory';
import { type BookingDraft, carServiceRows, guestRows, orderRow, priceLineRows } from './orderRows';
import {
  type PricedQuote,
  priceRequest,
  type QuoteAnswer,
  type QuoteRequest,
  readQuoteRequest,
  StayRuleRefusal,
} from './quote';
import { type OrderRows, orderDetailOf } from './serialize';
import { takeSnapshot } from './snapshot';
import { checkBookingRate, checkPendingLimit, findByRequest, freeOverdue, readStanding } from './standing';

const BOOKING_ID_TRIES = 3;

type Trx = Parameters<typeof holdCars>[0];

const soldOut = () => fieldMessage('Sorry, this room is sold out for the chosen dates', 'checkin');

/** Whether a pricing refusal is a car service's (it keeps its own field) rather than the room's. */
const isCarRefusal = (error: ApiError, cars: readonly CarChoice[]): boolean => {
  const field = (error.data as { field?: unknown } | null)?.field;
  return cars.some((choice) => choice.field === field);
};

/** Step 2: the stay, party, extras and car services (as a quote reads them) and the guests and contact. */
async function readBooking(ctx: ApiContext): Promise<Pick<BookingDraft, 'request' | 'contact'>> {
  const request = await readQuoteRequest(ctx, ctx.body, true);
  const countries = new Set((await countryOptions('en')).map((option) => option.value));
  const read = readBookingContact(ctx.body, guestCount(request.party), (code) => countries.has(code));
  if (!read.ok) throw fieldError(ctx, read.issue);
  return { request, contact: read.value };
}

/** Step 5: the hotel, room type, policy and cars as booked, read before the transaction (they do not race). */
async function takeSnapshots(ctx: ApiContext, booking: Pick<BookingDraft, 'request' | 'contact'>) {
  const { hotel, roomType, policy, cars } = booking.request;
  const draft: BookingDraft = {
    ...booking,
    snapshot: JSON.stringify(await takeSnapshot(ctx.db, hotel, roomType, policy)),
    carSnapshots: await takeCarSnapshots(ctx.db, cars, ctx.t),
  };
  return draft;
}

const priceChanged = (quote: QuoteAnswer) =>
  new ApiError('The price has changed, please check the new total', { data: { field: 'quote_hash', quote } });

/** The rates of the nights moved between pricing and taking the rooms: price again (and answer the new total). */
class RatesMoved extends Error {}

/** Step 6: the price, which must be the one the member saw, with the nightly rates it comes from. */
async function priceAsSeen(ctx: ApiContext, draft: BookingDraft): Promise<PricedQuote> {
  let priced: PricedQuote;
  try {
    priced = await priceRequest(ctx, ctx.db, draft.request);
  } catch (error) {
    if (error instanceof StayRuleRefusal) throw error;
    if (error instanceof ApiError) throw isCarRefusal(error, draft.request.cars) ? error : soldOut();
    throw error;
  }
  if (priced.quote.quote_hash !== draft.contact.quote_hash) throw priceChanged(priced.quote);
  return priced;
}

/**
 * Inside the transaction: the stay's nights locked, the rooms by one conditional update (at the rates priced), then
 * the cars' units (locks in ascending id).
 */
async function holdStay(ctx: ApiContext, trx: Trx, request: QuoteRequest, priced: PricedQuote): Promise<void> {
  const { hotel, roomType, stay, nights, party, cars } = request;
  const hold = {
    hotelId: hotel.id,
    roomTypeId: roomType.id,
    checkin: stay.checkin,
    checkout: stay.checkout,
    nights,
    rooms: party.rooms,
  };
  await lockNights(trx, hold);
  const rates = await holdRooms(trx, hold, ctx.now);
  if (!rates) throw soldOut();
  if (!sameRates(priced.rates, rates)) throw new RatesMoved();
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

/** An order as its booking wrote it: the row and its rows (the answer is made from them). */
interface WrittenOrder extends OrderRows {
  order: HotelOrderRow;
}

const byPosition = <T extends { position: number }>(rows: T[]): T[] => rows.sort((a, b) => a.position - b.position);

/**
 * Inside the transaction: the order, its guests, price lines and car services, each insert answering the rows it
 * wrote (no engine promises their order: sorted by position).
 */
async function writeOrder(
  ctx: ApiContext,
  trx: Trx,
  user: UserRow,
  draft: BookingDraft,
  quote: QuoteAnswer,
): Promise<WrittenOrder> {
  const { request, contact } = draft;
  const bookingId = newBookingId(hotelToday(ctx.now, request.hotel.time_zone));
  const order = await trx
    .insertInto('hotel_order')
    .values(orderRow(user, draft, quote, bookingId, ctx.now))
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordOrderEvent(trx, memberActor(user), { orderId: order.id, event: 'create', to: 'pending' }, ctx.now);
  const { party } = request;
  const guests = await trx
    .insertInto('order_guest')
    .values(guestRows(order.id, contact.guest_names, party.adults, party.childAges, party.rooms))
    .returningAll()
    .execute();
  const lines = await trx
    .insertInto('order_price_line')
    .values(priceLineRows(order.id, quote))
    .returningAll()
    .execute();
  const cars =
    request.cars.length === 0
      ? []
      : await trx
          .insertInto('order_car')
          .values(carServiceRows(order.id, draft, quote, guestCount(party)))
          .returningAll()
          .execute();
  return { order, guests: byPosition(guests), lines: byPosition(lines), cars: byPosition(cars) };
}

/**
 * Step 7: one short transaction: the order's rows (they lock nothing others wait for), then the stay's nights and
 * the rooms. Answers the new order as written.
 */
function book(ctx: ApiContext, user: UserRow, draft: BookingDraft, priced: PricedQuote): Promise<WrittenOrder> {
  return withBusyRetry(() =>
    ctx.db.transaction().execute(async (trx) => {
      const written = await writeOrder(ctx, trx, user, draft, priced.quote);
      await holdStay(ctx, trx, draft.request, priced);
      return written;
    }),
  );
}

/** The answer: the order read back (an earlier submission's), or as this booking wrote it. */
async function answer(ctx: ApiContext, user: UserRow, made: number | WrittenOrder): Reply<'order/create'> {
  const order =
    typeof made === 'number'
      ? await ctx.db.selectFrom('hotel_order').selectAll().where('id', '=', made).executeTakeFirstOrThrow()
      : made.order;
  const detail = await orderDetailOf(ctx, ctx.db, order, user, typeof made === 'number' ? undefined : made);
  const time = formatDateTime(order.expire_time, ctx.lang, order.time_zone, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return ok(detail, 'Booking created: please pay before {time}', { time });
}

export async function createOrder(ctx: ApiContext, user: UserRow): Reply<'order/create'> {
  await checkBookingRate(ctx, user);
  const booking = await readBooking(ctx);
  const standing = await readStanding(ctx, user, booking.request, booking.contact.request_id);
  if (standing.earlier !== undefined) return answer(ctx, user, standing.earlier);
  checkPendingLimit(standing, booking.request);
  await freeOverdue(ctx, booking.request, standing);
  const draft = await takeSnapshots(ctx, booking);
  for (let attempt = 1; ; attempt++) {
    try {
      return answer(ctx, user, await book(ctx, user, draft, await priceAsSeen(ctx, draft)));
    } catch (error) {
      // The rates moved since pricing: price again (a changed total is answered as such).
      if (error instanceof RatesMoved) {
        if (attempt < BOOKING_ID_TRIES) continue;
        throw priceChanged((await priceAsSeen(ctx, draft)).quote);
      }
      if (!isUniqueViolation(error)) throw error;
      // The same form sent twice at once: the other request booked it.
      const twin = await findByRequest(ctx, user.id, booking.contact.request_id);
      if (twin) return answer(ctx, user, twin.id);
      // Otherwise two booking ids clashed: try again with a new one.
      if (attempt >= BOOKING_ID_TRIES) throw error;
    }
  }
}
