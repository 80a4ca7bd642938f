/**
 * The fingerprint of a quote: what a person saw before booking (rates, fees, party, extras, refund deadlines). The
 * booking form posts it back; a different fingerprint at booking time means the quote changed and the person must
 * see the new one first. First 32 hex digits of SHA-256 over a canonical JSON array (docs/api.md §12). Car services
 * join the array only when the quote has some, so the hash of a quote without cars is the one it always was.
 */
import { createHash } from 'node:crypto';
import type { TimelineSegment } from '~/lib/booking/timeline';

/** What of a price line the fingerprint covers (the label is the reader's language, not the price). */
export interface HashedLine {
  kind?: string;
  code: string;
  night: string | null;
  quantity: number;
  unit_price: number;
  amount: number;
}

/** A car service of the quote (docs/design/cars.md §0): which car, where, when; its price is in `lines`. */
export interface HashedCar {
  service: string;
  /** `arrival`, `departure`; `''` for a hire. */
  direction: string;
  car_id: number;
  place_id: number;
  day: string;
  days: number;
}

export interface HashedQuote {
  room_type_id: number;
  checkin: string;
  checkout: string;
  rooms: number;
  adults: number;
  child_ages: readonly number[];
  breakfast: boolean;
  extra_beds: number;
  currency: string;
  lines: readonly HashedLine[];
  total: number;
  segments: readonly TimelineSegment[];
  /** Absent or empty: no car service. */
  cars?: readonly HashedCar[];
}

export const QUOTE_HASH_RE = /^[0-9a-f]{32}$/;

export function quoteHash(quote: HashedQuote): string {
  const canonical: unknown[] = [
    'v1',
    quote.room_type_id,
    quote.checkin,
    quote.checkout,
    quote.rooms,
    quote.adults,
    [...quote.child_ages],
    quote.breakfast ? 1 : 0,
    quote.extra_beds,
    quote.currency,
    quote.lines.map((line) => [line.code, line.night, line.quantity, line.unit_price, line.amount]),
    quote.total,
    quote.segments.map((segment) => [segment.until, segment.refund_bp]),
  ];
  if (quote.cars && quote.cars.length > 0) {
    canonical.push([
      'cars',
      ...quote.cars.map((car) => [car.service, car.direction, car.car_id, car.place_id, car.day, car.days]),
    ]);
  }
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex').slice(0, 32);
}
