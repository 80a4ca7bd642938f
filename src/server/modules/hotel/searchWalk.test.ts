import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roomsOnlyTotal } from '~/lib/booking/pricing';
import { capBelow, rateReaching, rateWithin } from './searchWalk';

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

describe('capBelow', () => {
  // Two rooms, three nights: 6 room nights at 100.00 = 600.00 + 60.00 service + 39.60 tax + 30.00 city tax = 729.60.
  const stay = { nights: 3, party: { rooms: 2 } };
  const cap = { nights: 3, total: 30_000, free: 2 };

  it('holds when the cap is free every night and costs less than the edge with the highest fees', () => {
    expect(capBelow(cap, stay, FEES, 72_961)).toBe(true);
    expect(capBelow(cap, stay, FEES, 72_960)).toBe(false);
  });

  it('does not hold when the cap is closed a night or short of rooms', () => {
    expect(capBelow({ ...cap, nights: 2 }, stay, FEES, 1_000_000)).toBe(false);
    expect(capBelow({ ...cap, free: 1 }, stay, FEES, 1_000_000)).toBe(false);
  });
});
