/**
 * The fingerprint of a quote: what a person saw before booking (rates, fees, party, extras, refund deadlines). The
 * booking form posts it back; a different fingerprint at booking time means the quote changed and the person must
 * see the new one first. First 32 hex digits of SHA-256 over a canonical JSON array (docs/api.md §12).
 */
import { createHash } from 'node:crypto';
import type { QuoteLine } from '~/lib/booking/pricing';
import type { TimelineSegment } from '~/lib/booking/timeline';

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
  lines: readonly QuoteLine[];
  total: number;
  segments: readonly TimelineSegment[];
}

export const QUOTE_HASH_RE = /^[0-9a-f]{32}$/;

export function quoteHash(quote: HashedQuote): string {
  const canonical = [
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
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex').slice(0, 32);
}
