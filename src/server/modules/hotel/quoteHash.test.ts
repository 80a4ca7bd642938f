import { describe, expect, it } from 'vitest';
import { type HashedCar, type HashedQuote, QUOTE_HASH_RE, quoteHash } from './quoteHash';

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

describe('quoteHash with car services', () => {
  const arrival: HashedCar = {
    service: 'transfer',
    direction: 'arrival',
    car_id: 4,
    place_id: 2,
    day: '2026-12-18',
    days: 1,
  };
  const carLine = {
    kind: 'car',
    code: 'car_transfer_arrival',
    night: '2026-12-18',
    quantity: 1,
    unit_price: 38_000,
    amount: 38_000,
  };
  const withCar: HashedQuote = { ...quote, lines: [...quote.lines, carLine], total: 138_600, cars: [arrival] };

  it('leaves the hash of a quote without cars as it was before cars existed', () => {
    // The value main computed for this quote before car services were added to the hash.
    expect(quoteHash(quote)).toBe('07f02eb7368cdd0a69a1f0e556146694');
    expect(quoteHash({ ...quote, cars: [] })).toBe(quoteHash(quote));
  });

  it('changes with the car, place, day, days or a car price, and is stable across key order', () => {
    const hash = quoteHash(withCar);
    expect(hash).not.toBe(quoteHash(quote));
    const reordered = {
      ...withCar,
      cars: [Object.fromEntries(Object.entries(arrival).reverse()) as unknown as HashedCar],
    };
    expect(quoteHash(reordered)).toBe(hash);
    const changed: HashedQuote[] = [
      { ...withCar, cars: [{ ...arrival, car_id: 5 }] },
      { ...withCar, cars: [{ ...arrival, place_id: 3 }] },
      { ...withCar, cars: [{ ...arrival, day: '2026-12-19' }] },
      { ...withCar, cars: [{ ...arrival, days: 2 }] },
      { ...withCar, cars: [{ ...arrival, direction: 'departure' }] },
      { ...withCar, lines: [...quote.lines, { ...carLine, unit_price: 39_000, amount: 39_000 }] },
    ];
    for (const other of changed) expect(quoteHash(other)).not.toBe(hash);
  });
});
