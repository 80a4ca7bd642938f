/**
 * `GET /api/hotel/quote` (guest) and the pricing of a booking (`order/create` recomputes with the same function):
 * a room type for a stay, a party and extras, night by night with fees and taxes, the cancellation timeline for
 * that amount and the quote's fingerprint (docs/api.md §12). Prices always come from the database.
 */
import type { Kysely } from 'kysely';
import { siteCurrency } from '~/config';
import type { Quote } from '~/contract/hotel';
import { fits, type Party } from '~/lib/booking/party';
import { checkExtras, type Extras, type NightRate, priceQuote } from '~/lib/booking/pricing';
import type { Stay } from '~/lib/booking/stay';
import type { StayRuleBreak } from '~/lib/booking/stayRules';
import { withCarLines } from '~/lib/car/carPricing';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import type { DB } from '~/server/db/schema';
import type { HotelRow, RoomTypeRow } from '~/server/db/schema-hotel';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, fieldMessage, idParam } from '~/server/http/input';
import type { Params } from '~/server/http/request';
import type { Reply } from '~/server/http/router';
import { type CarChoice, priceCarSelection, readCarSelection } from '~/server/modules/car';
import {
  cancellationAnswer,
  feesOf,
  findRoomType,
  type HotelSettings,
  lineLabel,
  quoteHash,
  readHotelSettings,
  readStayAndParty,
  type StoredPolicy,
  stayNightsOf,
  stayOffer,
  stayRuleMessage,
} from '~/server/modules/hotel';

/** The answer of `hotel/quote`: the shape the site reads (`features/hotel/types.ts`). */
export type QuoteAnswer = Quote;

/** What a quote is made of, read from a request's parameters. */
export interface QuoteRequest {
  roomType: RoomTypeRow;
  hotel: HotelRow;
  stay: Stay;
  nights: number;
  party: Party;
  extras: Extras;
  settings: HotelSettings;
  /** The room type's cancellation policy (a missing one: non-refundable), read with the room type. */
  policy: StoredPolicy;
  /** The car services asked for (none: `[]`). */
  cars: CarChoice[];
}

function flag(ctx: ApiContext, value: unknown, field: string): boolean {
  if (value === undefined || value === null || value === '' || value === '0' || value === 0 || value === false) {
    return false;
  }
  if (value === '1' || value === 1 || value === true) return true;
  throw fieldError(ctx, { field, key: VALIDATE_KEYS.correctField, params: { field: `field.${field}` } });
}

function extraBeds(ctx: ApiContext, value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,2}$/.test(text)) {
    throw fieldError(ctx, {
      field: 'extra_beds',
      key: VALIDATE_KEYS.correctField,
      params: { field: 'field.extra_beds' },
    });
  }
  return Number(text);
}

/**
 * Reads and checks everything a quote needs; each problem is a code-0 answer naming its field. `logistics`: the car
 * services' times and numbers too (booking).
 */
export async function readQuoteRequest(ctx: ApiContext, params: Params, logistics = false): Promise<QuoteRequest> {
  const id = idParam(ctx, params, 'room_type_id');
  const found = await findRoomType(ctx.db, id);
  if (!found) throw fieldMessage('Room type not found', 'room_type_id');
  const { roomType, hotel } = found;
  const policy = found.policy ?? { id: 0, code: '', rules: [], after_checkin_bp: 0 };
  const settings = await readHotelSettings(ctx.db);
  const { stay, nights, party } = readStayAndParty(ctx, params, hotel.time_zone, settings);
  const extras: Extras = {
    breakfast: flag(ctx, params.breakfast, 'breakfast'),
    extraBeds: extraBeds(ctx, params.extra_beds),
  };
  const rates = {
    meal_type: roomType.meal_type,
    breakfast_price: Number(roomType.breakfast_price),
    extra_bed_price: Number(roomType.extra_bed_price),
  };
  const extrasIssue = checkExtras(rates, extras, party.rooms);
  if (extrasIssue) throw fieldError(ctx, extrasIssue);
  if (!fits(roomType, party, extras.extraBeds)) throw fieldMessage('Too many guests for this room type', 'adults');
  const cars = await readCarSelection(ctx, params, { hotel, stay, party }, logistics);
  return { roomType, hotel, stay, nights, party, extras, settings, policy, cars };
}

/** A stay rule the stay breaks, as a refusal of its field (`StayRuleRefusal`, which `order/create` passes on). */
export class StayRuleRefusal extends ApiError {}

function stayRuleRefusal(rule: StayRuleBreak): StayRuleRefusal {
  const { key, params, field } = stayRuleMessage(rule);
  return new StayRuleRefusal(key, { data: { field }, params });
}

/** A quote and the nightly rates it was priced from (a booking checks them again as it takes the rooms). */
export interface PricedQuote {
  quote: QuoteAnswer;
  rates: NightRate[];
}

/**
 * Prices a checked request from the nights in `db`. Sold out on any night (missing, closed or fewer rooms free than
 * asked) → code 0 naming `checkin`; a car service without a free unit → code 0 naming its own field. Car lines come
 * after the hotel's, all-in, and the cancellation timeline covers the whole total.
 */
export async function buildQuote(
  ctx: ApiContext,
  db: Kysely<DB>,
  request: QuoteRequest,
  now = ctx.now,
): Promise<QuoteAnswer> {
  return (await priceRequest(ctx, db, request, now)).quote;
}

/** `buildQuote` with the nightly rates it used. */
export async function priceRequest(
  ctx: ApiContext,
  db: Kysely<DB>,
  request: QuoteRequest,
  now = ctx.now,
): Promise<PricedQuote> {
  const { roomType, hotel, stay, nights, party, extras } = request;
  // The car services are priced beside the nights (on PostgreSQL their reads overlap); the rooms' refusal comes first.
  const pricingCars = priceCarSelection(ctx, db, request.cars, party.adults + party.childAges.length);
  pricingCars.catch(() => {});
  const offer = stayOffer(await stayNightsOf(db, [roomType.id], stay), stay, nights);
  const { nights: rows, left } = offer;
  if (left < party.rooms) throw fieldMessage('Sorry, this room is sold out for the chosen dates', 'checkin');
  if (offer.rule) throw stayRuleRefusal(offer.rule);
  const roomsQuote = priceQuote({
    nights: rows.map((row) => ({ night: row.night, price: row.price })),
    party,
    roomType: {
      meal_type: roomType.meal_type,
      breakfast_price: Number(roomType.breakfast_price),
      extra_bed_price: Number(roomType.extra_bed_price),
    },
    extras,
    hotel: feesOf(hotel),
  });
  const cars = await pricingCars;
  const quote = withCarLines(roomsQuote, cars.lines);
  const currency = siteCurrency();
  const cancellation = cancellationAnswer(
    ctx,
    request.policy,
    { checkin: stay.checkin, check_in_time: hotel.check_in_time, time_zone: hotel.time_zone },
    quote.total,
    currency,
    now,
  );
  const answer: Omit<QuoteAnswer, 'quote_hash'> = {
    hotel_id: hotel.id,
    room_type_id: roomType.id,
    checkin: stay.checkin,
    checkout: stay.checkout,
    nights,
    rooms: party.rooms,
    adults: party.adults,
    children: party.childAges.length,
    child_ages: [...party.childAges],
    breakfast: extras.breakfast ? 1 : 0,
    extra_beds: extras.extraBeds,
    currency,
    lines: [...roomsQuote.lines.map((line) => ({ ...line, label: lineLabel(ctx.t, line.code) })), ...cars.lines],
    rooms_subtotal: quote.rooms_subtotal,
    extras_subtotal: quote.extras_subtotal,
    fees_total: quote.fees_total,
    cars_subtotal: quote.cars_subtotal,
    car_services: cars.services,
    total: quote.total,
    price_per_night: quote.price_per_night,
    cancellation,
    rooms_left: left,
  };
  const quote_hash = quoteHash({
    ...answer,
    breakfast: extras.breakfast,
    segments: cancellation.segments,
    cars: cars.hashed,
  });
  return {
    quote: { ...answer, quote_hash },
    rates: rows.map((row) => ({ night: row.night, price: Number(row.price) })),
  };
}

export async function hotelQuote(ctx: ApiContext): Reply<'hotel/quote'> {
  const request = await readQuoteRequest(ctx, ctx.query);
  return ok(await buildQuote(ctx, ctx.db, request));
}
