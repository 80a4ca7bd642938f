import { describe, expect, it } from 'vitest';
import { type HashedQuote, QUOTE_HASH_RE, quoteHash } from './quoteHash';

const quote: HashedQuote = {
  room_type_id: 3,
  checkin: '2026-12-18',
  checkout: '2026-12-20',
  rooms: 1,
  adults: 2,
  child_ages: [5],
  breakfast: false,
  extra_beds: 0,
  currency: 'CNY',
  lines: [
    { kind: 'night', code: 'room', night: '2026-12-18', quantity: 1, unit_price: 45_800, amount: 45_800 },
    { kind: 'night', code: 'room', night: '2026-12-19', quantity: 1, unit_price: 54_800, amount: 54_800 },
  ],
  total: 100_600,
  segments: [{ from: 1, until: 1_766_052_000, refund_bp: 10_000, refund_amount: 100_600 }],
};

describe('quoteHash', () => {
  it('is 32 hex digits, stable for the same quote whatever the key order', () => {
    const hash = quoteHash(quote);
    expect(hash).toMatch(QUOTE_HASH_RE);
    const reordered = Object.fromEntries(Object.entries(quote).reverse()) as unknown as HashedQuote;
    expect(quoteHash(reordered)).toBe(hash);
    // When the timeline starts (the request time) does not matter, only its deadlines do.
    expect(quoteHash({ ...quote, segments: quote.segments.map((segment) => ({ ...segment, from: 99 })) })).toBe(hash);
  });

  it('changes with any rate, fee, party, extra or deadline', () => {
    const hash = quoteHash(quote);
    const changed: HashedQuote[] = [
      {
        ...quote,
        lines: quote.lines.map((line, index) => (index === 0 ? { ...line, unit_price: 45_900, amount: 45_900 } : line)),
      },
      { ...quote, total: 100_601 },
      { ...quote, child_ages: [6] },
      { ...quote, adults: 3 },
      { ...quote, breakfast: true },
      { ...quote, extra_beds: 1 },
      { ...quote, currency: 'USD' },
      { ...quote, segments: [] },
    ];
    for (const other of changed) expect(quoteHash(other)).not.toBe(hash);
  });
});
