/**
 * The price calendar of a hotel (design §5.5): per night the lowest open rate for the party, and for a chosen
 * check-in the stay total of every reachable check-out. Input rows are `room_night` rows of the room types that fit
 * the party (the caller filters with `fits`); prices come from `priceQuote`, so the calendar, the list and the
 * quote agree.
 */
import { addCalendarDays, type CalendarDay } from '~/lib/format/calendarDays';
import type { Minor } from './money';
import type { Party } from './party';
import { type HotelFees, type NightRate, priceQuote, type RoomRates } from './pricing';
import { nightsOf } from './stay';
import { type StayRuleNight, stayRuleBreak } from './stayRules';

/** A `room_night` row (design §2.1) with its stay rules. */
export interface RoomNightRow extends StayRuleNight {
  room_type_id: number;
  night: CalendarDay;
  price: Minor;
  available: number;
  /** 1 (or true) = stop-sell. */
  closed: number | boolean;
}

export interface CalendarDayAnswer {
  night: CalendarDay;
  /** The lowest rate of a room type with `rooms` rooms free that night; null when none has. */
  min_price: Minor | null;
  sold_out: boolean;
  /** Every room type open that night is closed to arrival: no stay starts that night. */
  closed_arrival: boolean;
  /** The shortest minimum stay of a room type a stay may start with that night (1 when none is set). */
  min_stay: number;
}

export interface CheckoutTotal {
  checkout: CalendarDay;
  nights: number;
  /** The lowest "stay total" over the room types: rooms with service charge and taxes, no extras. */
  stay_total: Minor;
}

/** Open, with enough rooms for the party. */
const bookable = (row: RoomNightRow, rooms: number): boolean => !row.closed && row.available >= rooms;

/** Each night of `[from, to)` (`to` excluded, as a stay's check-out) with its lowest bookable rate. */
export function calendarDays(
  rows: readonly RoomNightRow[],
  party: Party,
  from: CalendarDay,
  to: CalendarDay,
): CalendarDayAnswer[] {
  const lowest = new Map<CalendarDay, Minor>();
  // The shortest minimum stay of the room types open for arrival that night.
  const arrival = new Map<CalendarDay, number>();
  for (const row of rows) {
    if (!bookable(row, party.rooms)) continue;
    const known = lowest.get(row.night);
    if (known === undefined || row.price < known) lowest.set(row.night, row.price);
    if (row.closed_arrival) continue;
    const minStay = Math.max(1, row.min_stay);
    arrival.set(row.night, Math.min(arrival.get(row.night) ?? minStay, minStay));
  }
  return nightsOf(from, to).map((night) => {
    const minPrice = lowest.get(night) ?? null;
    const minStay = arrival.get(night);
    return {
      night,
      min_price: minPrice,
      sold_out: minPrice === null,
      closed_arrival: minPrice !== null && minStay === undefined,
      min_stay: minStay ?? 1,
    };
  });
}

/** Rates per room type per night. */
function byRoomType(rows: readonly RoomNightRow[]): Map<number, Map<CalendarDay, RoomNightRow>> {
  const out = new Map<number, Map<CalendarDay, RoomNightRow>>();
  for (const row of rows) {
    let nights = out.get(row.room_type_id);
    if (!nights) {
      nights = new Map();
      out.set(row.room_type_id, nights);
    }
    nights.set(row.night, row);
  }
  return out;
}

/** Rooms only: the calendar prices no extras, so the room type's extra rates do not matter. */
const ROOMS_ONLY: RoomRates = { meal_type: 'none', breakfast_price: 0, extra_bed_price: 0 };

/**
 * For a check-in, every check-out from the next day on with the lowest stay total over the room types that have
 * `rooms` rooms open on every night up to it and whose stay rules allow it (`rows` reach the check-out day's night);
 * at most `maxNights` nights. A check-out the rules refuse to every room type is left out; the list ends at the first
 * check-out no room type reaches (a later night cannot be reached past a sold-out one).
 */
export function checkoutTotals(
  rows: readonly RoomNightRow[],
  checkin: CalendarDay,
  party: Party,
  hotelFees: HotelFees,
  maxNights: number,
): CheckoutTotal[] {
  const roomTypes = [...byRoomType(rows).values()];
  // The nights each room type can still be sold on, from check-in on without a break.
  const reach = roomTypes.map((nights) => {
    const rates: NightRate[] = [];
    for (let night = checkin; rates.length < maxNights; night = addCalendarDays(night, 1)) {
      const row = nights.get(night);
      if (!row || !bookable(row, party.rooms)) break;
      rates.push({ night, price: row.price });
    }
    return { nights, rates };
  });

  const out: CheckoutTotal[] = [];
  for (let nights = 1; nights <= maxNights; nights++) {
    const checkout = addCalendarDays(checkin, nights);
    const reaching = reach.filter(({ rates }) => rates.length >= nights);
    if (reaching.length === 0) break;
    let best: Minor | null = null;
    for (const roomType of reaching) {
      if (stayRuleBreak(roomType.nights.get(checkin), roomType.nights.get(checkout), nights)) continue;
      const stay = roomType.rates.slice(0, nights);
      const quote = priceQuote({ nights: stay, party, roomType: ROOMS_ONLY, hotel: hotelFees });
      if (best === null || quote.stay_total_rooms_only < best) best = quote.stay_total_rooms_only;
    }
    if (best !== null) out.push({ checkout, nights, stay_total: best });
  }
  return out;
}
