/**
 * The price of a stay (design §5.3): one line per night for the rooms, the extras, then the service charge, the
 * tax and the city tax, all in integer minor units. The server always prices from `room_night`; the browser's
 * figures are never read.
 */
import type { CalendarDay } from '~/lib/format/calendarDays';
import { fieldLabelKey, type ValidationIssue } from '~/lib/validation/issues';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import { divRound, FULL_BP, isMinor, type Minor, mulBp } from './money';
import type { Party } from './party';

export const MEAL_TYPES = ['none', 'breakfast', 'half_board', 'full_board', 'all_inclusive'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** `car`: a car service added to the booking (all-in, outside the service charge and taxes: `lib/car/carPricing.ts`). */
export type LineKind = 'night' | 'extra' | 'fee' | 'tax' | 'car';
/** Line codes; labels are `api-hotel` `line.<code>`. */
export type LineCode =
  | 'room'
  | 'breakfast_adult'
  | 'breakfast_child'
  | 'extra_bed'
  | 'service_fee'
  | 'tax'
  | 'city_tax'
  | 'car_transfer_arrival'
  | 'car_transfer_departure'
  | 'car_rental';

/** A price line without its label (the API adds `label`: design §7.1 PriceLine). */
export interface QuoteLine {
  kind: LineKind;
  code: LineCode;
  /** The night of a room line, the first day of a car line; null for the others. */
  night: CalendarDay | null;
  quantity: number;
  unit_price: Minor;
  amount: Minor;
}

/** The rate of one night of the room type (`room_night.price`: per room, before service charge and taxes). */
export interface NightRate {
  night: CalendarDay;
  price: Minor;
}

/**
 * Whether the nights a booking took carry the rates it was priced from: the same nights, each at the same price
 * (in any order). A booking prices before it takes the rooms and checks this as it takes them.
 */
export function sameRates(priced: readonly NightRate[], taken: readonly NightRate[]): boolean {
  if (priced.length !== taken.length) return false;
  const prices = new Map(priced.map((rate) => [rate.night, Number(rate.price)]));
  const nights = new Set(taken.map((rate) => rate.night));
  return (
    prices.size === taken.length &&
    nights.size === taken.length &&
    taken.every((rate) => prices.get(rate.night) === Number(rate.price))
  );
}

/** The room type's columns that price extras. */
export interface RoomRates {
  meal_type: MealType;
  /** Per adult per night when `meal_type` is `none`; 0 = not offered. */
  breakfast_price: Minor;
  /** Per extra bed per night; 0 = no extra bed. */
  extra_bed_price: Minor;
}

/** The hotel's columns that price fees and taxes. */
export interface HotelFees {
  /** Service charge on rooms + extras. */
  service_fee_bp: number;
  /** Tax on rooms + extras + service charge. */
  tax_bp: number;
  city_tax_per_room_night: Minor;
}

export interface Extras {
  breakfast: boolean;
  /** 0 to rooms: at most one extra bed per room. */
  extraBeds: number;
}

export const NO_EXTRAS: Extras = { breakfast: false, extraBeds: 0 };

export interface QuoteInput {
  /** The stay's nights in order, each with its rate. */
  nights: readonly NightRate[];
  party: Party;
  roomType: RoomRates;
  /** Default: none. */
  extras?: Extras;
  hotel: HotelFees;
}

export interface PriceQuote {
  lines: QuoteLine[];
  rooms_subtotal: Minor;
  extras_subtotal: Minor;
  /** Service charge, tax and city tax. */
  fees_total: Minor;
  /** Σ line amounts. */
  total: Minor;
  /** The average room rate of a room-night before fees, rounded half up. */
  price_per_night: Minor;
  /** Rooms with the service charge, tax and city tax on them, no extras: the "stay total" of lists and calendars. */
  stay_total_rooms_only: Minor;
}

/** Children from this age pay half the breakfast price; younger ones eat free. */
export const CHILD_BREAKFAST_FROM_AGE = 6;
/**
 * From this age a child pays the adult breakfast price (design: "children 6–11 half, under 6 free"; it does not say
 * what 12–17 pay: the adult price, counted in the `breakfast_adult` line).
 */
export const ADULT_BREAKFAST_FROM_AGE = 12;

/** Keys of the extras rules: the unavailable extra is an `api-hotel` message, the bad count a `validate` one. */
export const EXTRAS_KEYS = {
  notAvailable: 'This extra is not available',
  correctField: VALIDATE_KEYS.correctField,
} as const;

const issue = (field: string, key: string): ValidationIssue => ({
  field,
  key,
  params: { field: fieldLabelKey(field) },
});

/**
 * The first extra the room type cannot give, as an issue on `breakfast` or `extra_beds`, or null: breakfast only
 * when `meal_type` is `none` and `breakfast_price > 0`; 0–rooms extra beds, and any only when `extra_bed_price > 0`.
 */
export function checkExtras(roomType: RoomRates, extras: Extras, rooms: number): ValidationIssue | null {
  if (extras.breakfast && (roomType.meal_type !== 'none' || roomType.breakfast_price <= 0)) {
    return issue('breakfast', EXTRAS_KEYS.notAvailable);
  }
  if (!Number.isInteger(extras.extraBeds) || extras.extraBeds < 0 || extras.extraBeds > rooms) {
    return issue('extra_beds', EXTRAS_KEYS.correctField);
  }
  if (extras.extraBeds > 0 && roomType.extra_bed_price <= 0) return issue('extra_beds', EXTRAS_KEYS.notAvailable);
  return null;
}

const isBp = (bp: number) => Number.isInteger(bp) && bp >= 0 && bp <= FULL_BP;

function assertInput({ nights, party, roomType, hotel }: QuoteInput, extras: Extras): void {
  if (nights.length === 0) throw new RangeError('priceQuote: a stay has at least one night');
  if (!Number.isInteger(party.rooms) || party.rooms < 1) throw new RangeError('priceQuote: rooms must be ≥ 1');
  if (!nights.every((night) => isMinor(night.price))) throw new RangeError('priceQuote: a rate is not minor units');
  if (
    !isMinor(roomType.breakfast_price) ||
    !isMinor(roomType.extra_bed_price) ||
    !isMinor(hotel.city_tax_per_room_night)
  ) {
    throw new RangeError('priceQuote: a price is not minor units');
  }
  if (!isBp(hotel.service_fee_bp) || !isBp(hotel.tax_bp)) throw new RangeError('priceQuote: bad basis points');
  const refused = checkExtras(roomType, extras, party.rooms);
  if (refused) throw new RangeError(`priceQuote: ${refused.field} refused (check with checkExtras first)`);
}

const line = (
  kind: LineKind,
  code: LineCode,
  quantity: number,
  unitPrice: Minor,
  night: CalendarDay | null = null,
): QuoteLine => ({
  kind,
  code,
  night,
  quantity,
  unit_price: unitPrice,
  amount: quantity * unitPrice,
});

/** A fee line whose amount is computed (quantity 1, the amount as unit price); none when 0. */
const feeLine = (kind: LineKind, code: LineCode, amount: Minor): QuoteLine[] =>
  amount > 0 ? [line(kind, code, 1, amount)] : [];

/** A line per extra with a count; none when nobody takes it. */
const extraLine = (code: LineCode, quantity: number, unitPrice: Minor): QuoteLine[] =>
  quantity > 0 && unitPrice > 0 ? [line('extra', code, quantity, unitPrice)] : [];

/**
 * The "stay total" of lists and calendars: the rooms with the service charge and taxes on them, no extras (design
 * §5.3). `roomNights` = rooms × nights (the city tax is per room-night).
 */
export function roomsOnlyTotal(roomsSubtotal: Minor, roomNights: number, hotel: HotelFees): Minor {
  const serviceFee = mulBp(roomsSubtotal, hotel.service_fee_bp);
  const tax = mulBp(roomsSubtotal + serviceFee, hotel.tax_bp);
  return roomsSubtotal + serviceFee + tax + roomNights * hotel.city_tax_per_room_night;
}

/**
 * The quote of a stay (design §5.3). Extras must pass `checkExtras` (a RangeError otherwise, as for a stay without
 * nights or amounts that are not integer minor units: the callers validate first). Rooms come from `party.rooms`.
 */
export function priceQuote(input: QuoteInput): PriceQuote {
  const extras = input.extras ?? NO_EXTRAS;
  assertInput(input, extras);
  const { nights, party, roomType, hotel } = input;
  const rooms = party.rooms;
  const count = nights.length;

  const nightLines = nights.map((rate) => line('night', 'room', rooms, rate.price, rate.night));
  const roomsSubtotal = nightLines.reduce((sum, item) => sum + item.amount, 0);

  const extraLines: QuoteLine[] = [];
  if (extras.breakfast) {
    const teens = party.childAges.filter((age) => age >= ADULT_BREAKFAST_FROM_AGE).length;
    const halves = party.childAges.filter((age) => age >= CHILD_BREAKFAST_FROM_AGE && age < ADULT_BREAKFAST_FROM_AGE);
    extraLines.push(...extraLine('breakfast_adult', (party.adults + teens) * count, roomType.breakfast_price));
    extraLines.push(...extraLine('breakfast_child', halves.length * count, mulBp(roomType.breakfast_price, 5000)));
  }
  extraLines.push(...extraLine('extra_bed', extras.extraBeds * count, roomType.extra_bed_price));
  const extrasSubtotal = extraLines.reduce((sum, item) => sum + item.amount, 0);

  const serviceFee = mulBp(roomsSubtotal + extrasSubtotal, hotel.service_fee_bp);
  const tax = mulBp(roomsSubtotal + extrasSubtotal + serviceFee, hotel.tax_bp);
  const cityTaxLines =
    hotel.city_tax_per_room_night > 0 ? [line('tax', 'city_tax', rooms * count, hotel.city_tax_per_room_night)] : [];
  const feeLines = [...feeLine('fee', 'service_fee', serviceFee), ...feeLine('tax', 'tax', tax), ...cityTaxLines];
  const feesTotal = feeLines.reduce((sum, item) => sum + item.amount, 0);

  const total = roomsSubtotal + extrasSubtotal + feesTotal;
  if (!Number.isSafeInteger(total)) throw new RangeError('priceQuote: total too large');

  return {
    lines: [...nightLines, ...extraLines, ...feeLines],
    rooms_subtotal: roomsSubtotal,
    extras_subtotal: extrasSubtotal,
    fees_total: feesTotal,
    total,
    price_per_night: divRound(roomsSubtotal, rooms * count),
    stay_total_rooms_only: roomsOnlyTotal(roomsSubtotal, rooms * count, hotel),
  };
}
