import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roomsOnlyTotal } from '~/lib/booking/pricing';
import { rateReaching, rateWithin, surelyBelow } from './searchWalk';

// 10 % service charge, then 6 % tax, and 5.00 a room night.
const FEES = { service_fee_bp: 1000, tax_bp: 600, city_tax_per_room_night: 500 };

describe('rateWithin (price up)', () => {
  it('is the highest lowest rate with which the rooms alone stay within the total', () => {
    expect(rateWithin(30_000, 6)).toBe(5_000);
    expect(rateWithin(29_999, 6)).toBe(4_999);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 60 }), (total, roomNights) => {
        const rate = rateWithin(total, roomNights);
        expect(rate * roomNights).toBeLessThanOrEqual(total);
        expect((rate + 1) * roomNights).toBeGreaterThan(total);
      }),
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

describe('surelyBelow', () => {
  const party = { rooms: 2, adults: 2, childAges: [] };
  // Two rooms, three nights: 6 room nights at 100.00 = 600.00 + 60.00 service + 39.60 tax + 30.00 city tax = 729.60.
  const cap = {
    ...FEES,
    max_adults: 2,
    max_children: 1,
    cap_nights: 3,
    cap_total: 30_000,
    cap_free: 2,
  };

  it('holds when the cap room type fits, is free every night and costs less than the total', () => {
    expect(surelyBelow(cap, party, 3, 72_961)).toBe(true);
    expect(surelyBelow(cap, party, 3, 72_960)).toBe(false);
  });

  it('does not hold when the cap room type is closed a night, short of rooms, too small or missing', () => {
    expect(surelyBelow({ ...cap, cap_nights: 2 }, party, 3, 100_000)).toBe(false);
    expect(surelyBelow({ ...cap, cap_free: 1 }, party, 3, 100_000)).toBe(false);
    expect(surelyBelow(cap, { rooms: 1, adults: 2, childAges: [3, 5] }, 3, 100_000)).toBe(false);
    expect(surelyBelow(cap, { rooms: 1, adults: 3, childAges: [] }, 3, 100_000)).toBe(false);
    expect(surelyBelow({ ...cap, max_adults: null, max_children: null }, party, 3, 100_000)).toBe(false);
    expect(surelyBelow(cap, { rooms: 2, adults: 4, childAges: [5, 7] }, 3, 100_000)).toBe(true);
  });
});
