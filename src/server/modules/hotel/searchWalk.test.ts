import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divRound } from '~/lib/booking/money';
import { roomsOnlyTotal } from '~/lib/booking/pricing';
import { capBelow, nightWithin, rateReaching, stayRatesBelow, stayRatesWithin } from './searchWalk';

// 10 % service charge, then 6 % tax, and 5.00 a room night.
const FEES = { service_fee_bp: 1000, tax_bp: 600, city_tax_per_room_night: 500 };

describe('stayRatesWithin, nightWithin (price up)', () => {
  it("is the highest sum of one room's rates with which the rooms alone stay within the total", () => {
    expect(stayRatesWithin(30_000, 2)).toBe(15_000);
    expect(stayRatesWithin(29_999, 2)).toBe(14_999);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 9 }), (total, rooms) => {
        const rates = stayRatesWithin(total, rooms);
        expect(rates * rooms).toBeLessThanOrEqual(total);
        expect((rates + 1) * rooms).toBeGreaterThan(total);
      }),
    );
  });

  it('bounds the cheapest night of any rates within the sum', () => {
    expect(nightWithin(30_000, 3)).toBe(10_000);
    expect(nightWithin(29_999, 3)).toBe(9_999);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }), (rates) => {
        const sum = rates.reduce((a, b) => a + b, 0);
        expect(Math.min(...rates)).toBeLessThanOrEqual(nightWithin(sum, rates.length));
      }),
    );
  });
});

describe('stayRatesBelow (the lowest price per night)', () => {
  it('bounds the rates of any stay whose price per night is lower', () => {
    expect(stayRatesBelow(10_000, 3)).toBe(30_000);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (rates, rooms, pricePerNight) => {
          const sum = rates.reduce((a, b) => a + b, 0);
          if (divRound(sum * rooms, rooms * rates.length) < pricePerNight) {
            expect(sum).toBeLessThanOrEqual(stayRatesBelow(pricePerNight, rates.length));
          }
        },
      ),
    );
  });
});

describe('rateReaching (price down)', () => {
  it('is the lowest highest rate with which a stay can reach the total under the highest fees', () => {
    // 6 room nights at 100.00: 600.00 + 60.00 service + 39.60 tax + 30.00 city tax = 729.60.
    expect(roomsOnlyTotal(60_000, 6, FEES)).toBe(72_960);
    expect(rateReaching(72_960, 6, FEES)).toBe(10_000);
    expect(rateReaching(72_961, 6, FEES)).toBe(10_001);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 60 }), (total, roomNights) => {
        const rate = rateReaching(total, roomNights, FEES);
        expect(roomsOnlyTotal(rate * roomNights, roomNights, FEES)).toBeGreaterThanOrEqual(total);
        if (rate > 0) expect(roomsOnlyTotal((rate - 1) * roomNights, roomNights, FEES)).toBeLessThan(total);
      }),
    );
  });
});

describe('capBelow', () => {
  // Two rooms of two adults, three nights: 6 room nights at 100.00 = 600.00 + 60.00 service + 39.60 tax + 30.00 city
  // tax = 729.60.
  const stay = { nights: 3, party: { rooms: 2, adults: 4, childAges: [] } };
  const cap = { capacity: { max_adults: 2, max_children: 0 }, nights: 3, total: 30_000, free: 2 };

  it('holds when the cap fits, is free every night and costs less than the edge with the highest fees', () => {
    expect(capBelow(cap, stay, FEES, 72_961)).toBe(true);
    expect(capBelow(cap, stay, FEES, 72_960)).toBe(false);
  });

  it('does not hold when the cap is closed a night or short of rooms', () => {
    expect(capBelow({ ...cap, nights: 2 }, stay, FEES, 1_000_000)).toBe(false);
    expect(capBelow({ ...cap, free: 1 }, stay, FEES, 1_000_000)).toBe(false);
  });

  it('does not hold when the cap is too small for a room of the party, or the hotel has no such cap', () => {
    const family = { ...stay, party: { rooms: 2, adults: 4, childAges: [5] } };
    expect(capBelow(cap, family, FEES, 1_000_000)).toBe(false);
    expect(capBelow({ ...cap, capacity: { max_adults: 2, max_children: 1 } }, family, FEES, 1_000_000)).toBe(true);
    expect(capBelow({ ...cap, capacity: { max_adults: 1, max_children: 2 } }, stay, FEES, 1_000_000)).toBe(false);
    expect(capBelow({ ...cap, capacity: null }, stay, FEES, 1_000_000)).toBe(false);
  });
});
