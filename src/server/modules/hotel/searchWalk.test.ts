import { describe, expect, it } from 'vitest';
import type { HotelSort, SearchHit } from './searchOrder';
import { lowestSettled, type PageWalk, pageSettled } from './searchWalk';

const hit = (id: number, stayTotal: number | null): SearchHit => ({
  id,
  city_id: 1,
  star: 4,
  rating: 45,
  review_count: 10,
  popularity: 100 - id,
  distance_m: id * 100,
  facility_mask: 0,
  offer:
    stayTotal === null
      ? null
      : {
          room_type_id: id,
          meal_type: 'none',
          policy_id: 1,
          price_per_night: stayTotal,
          stay_total: stayTotal,
          free_cancel_until: null,
          rooms_left: 5,
        },
});

const walk = (sort: HotelSort, need = 2): PageWalk => ({
  sort,
  need,
  rooms: 2,
  nights: 3,
  // 10 % service charge, then 6 % tax, and 5.00 a room night.
  highestFees: { service_fee_bp: 1000, tax_bp: 600, city_tax_per_room_night: 500 },
});

describe('pageSettled', () => {
  it('waits for as many available hotels as the page needs', () => {
    expect(pageSettled(walk('popularity,desc', 3), [hit(1, 100), hit(2, 200)], { rateMin: 0, rateMax: 0 })).toBe(false);
    expect(pageSettled(walk('popularity,desc', 2), [hit(1, 100), hit(2, 200)], { rateMin: 0, rateMax: 0 })).toBe(true);
  });

  it('by price up, stops once no hotel left can cost less than the last of the page', () => {
    // 6 room nights at 50.00 at least: 300.00 at least.
    const edge = { rateMin: 5_000, rateMax: 0 };
    expect(pageSettled(walk('price,asc'), [hit(1, 20_000), hit(2, 29_999)], edge)).toBe(true);
    // A hotel left could cost exactly as much and have a lower id.
    expect(pageSettled(walk('price,asc'), [hit(1, 20_000), hit(2, 30_000)], edge)).toBe(false);
  });

  it('by price down, stops once no hotel left can cost more, with the highest fees', () => {
    // 6 room nights at 100.00 at most: 600.00, +60.00 service, +39.60 tax, +30.00 city tax = 729.60.
    const edge = { rateMin: 0, rateMax: 10_000 };
    expect(pageSettled(walk('price,desc'), [hit(1, 90_000), hit(2, 72_961)], edge)).toBe(true);
    expect(pageSettled(walk('price,desc'), [hit(1, 90_000), hit(2, 72_960)], edge)).toBe(false);
    expect(pageSettled(walk('price,desc'), [hit(1, 90_000), hit(2, 60_001)], edge)).toBe(false);
  });
});

describe('lowestSettled', () => {
  it('holds once no hotel left can have a lower price per night', () => {
    expect(lowestSettled(null, { rateMin: 1_000, rateMax: 0 })).toBe(false);
    expect(lowestSettled(1_001, { rateMin: 1_000, rateMax: 0 })).toBe(false);
    expect(lowestSettled(1_000, { rateMin: 1_000, rateMax: 0 })).toBe(true);
  });
});
