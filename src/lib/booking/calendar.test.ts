import { describe, expect, it } from 'vitest';
import { calendarDays, checkoutTotals, type RoomNightRow } from './calendar';
import type { Party } from './party';
import type { HotelFees } from './pricing';
import { NO_STAY_RULES } from './stayRules';

const NO_FEES: HotelFees = { service_fee_bp: 0, tax_bp: 0, city_tax_per_room_night: 0 };
const ONE: Party = { rooms: 1, adults: 2, childAges: [] };
const TWO: Party = { rooms: 2, adults: 2, childAges: [] };

const row = (room_type_id: number, night: string, price: number, available = 5, closed = 0): RoomNightRow => ({
  room_type_id,
  night,
  price,
  available,
  closed,
  ...NO_STAY_RULES,
});

describe('calendar days', () => {
  const rows = [
    row(1, '2025-01-01', 40_000),
    row(2, '2025-01-01', 60_000),
    row(1, '2025-01-02', 40_000, 1), // one room left
    row(2, '2025-01-02', 60_000),
    row(1, '2025-01-03', 30_000, 5, 1), // closed
    row(2, '2025-01-03', 60_000, 0), // sold
    // 2025-01-04: no rows at all
    row(1, '2025-01-05', 45_000),
  ];

  it('gives each night of [from, to) its lowest bookable rate', () => {
    expect(calendarDays(rows, ONE, '2025-01-01', '2025-01-06')).toEqual([
      { night: '2025-01-01', min_price: 40_000, sold_out: false, closed_arrival: false, min_stay: 1 },
      { night: '2025-01-02', min_price: 40_000, sold_out: false, closed_arrival: false, min_stay: 1 },
      { night: '2025-01-03', min_price: null, sold_out: true, closed_arrival: false, min_stay: 1 },
      { night: '2025-01-04', min_price: null, sold_out: true, closed_arrival: false, min_stay: 1 },
      { night: '2025-01-05', min_price: 45_000, sold_out: false, closed_arrival: false, min_stay: 1 },
    ]);
  });

  it('counts only room types with enough rooms for the party', () => {
    expect(calendarDays(rows, TWO, '2025-01-02', '2025-01-03')).toEqual([
      { night: '2025-01-02', min_price: 60_000, sold_out: false, closed_arrival: false, min_stay: 1 },
    ]);
  });

  it('reads closed as a number or a boolean, and an empty range as no days', () => {
    expect(
      calendarDays([{ ...row(1, '2025-01-01', 1), closed: true }], ONE, '2025-01-01', '2025-01-02')[0]?.sold_out,
    ).toBe(true);
    expect(calendarDays(rows, ONE, '2025-01-03', '2025-01-03')).toEqual([]);
  });
});

describe('check-out totals', () => {
  it('a sold-out night cuts the list', () => {
    const rows = [
      row(1, '2025-01-01', 40_000),
      row(1, '2025-01-02', 42_000),
      row(1, '2025-01-03', 40_000, 0),
      row(1, '2025-01-04', 40_000),
    ];
    expect(checkoutTotals(rows, '2025-01-01', ONE, NO_FEES, 30)).toEqual([
      { checkout: '2025-01-02', nights: 1, stay_total: 40_000 },
      { checkout: '2025-01-03', nights: 2, stay_total: 82_000 },
    ]);
  });

  it('takes the cheapest room type that reaches each check-out, when the cheaper one sells out midway', () => {
    const rows = [
      row(1, '2025-01-01', 40_000),
      row(1, '2025-01-02', 40_000),
      row(1, '2025-01-03', 40_000, 5, 1),
      row(1, '2025-01-04', 40_000),
      row(2, '2025-01-01', 60_000),
      row(2, '2025-01-02', 60_000),
      row(2, '2025-01-03', 60_000),
      row(2, '2025-01-04', 60_000),
    ];
    expect(checkoutTotals(rows, '2025-01-01', ONE, NO_FEES, 30)).toEqual([
      { checkout: '2025-01-02', nights: 1, stay_total: 40_000 },
      { checkout: '2025-01-03', nights: 2, stay_total: 80_000 },
      { checkout: '2025-01-04', nights: 3, stay_total: 180_000 },
      { checkout: '2025-01-05', nights: 4, stay_total: 240_000 },
    ]);
  });

  it('stops at maxNights', () => {
    const rows = ['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04'].map((night) => row(1, night, 10_000));
    expect(checkoutTotals(rows, '2025-01-01', ONE, NO_FEES, 2).map((item) => item.checkout)).toEqual([
      '2025-01-02',
      '2025-01-03',
    ]);
    expect(checkoutTotals(rows, '2025-01-01', ONE, NO_FEES, 0)).toEqual([]);
  });

  it('prices rooms for the party with fees and taxes, as the quote does', () => {
    const rows = [row(1, '2025-01-01', 40_000), row(1, '2025-01-02', 50_000)];
    const fees: HotelFees = { service_fee_bp: 1000, tax_bp: 600, city_tax_per_room_night: 2000 };
    // 2 rooms × 40,000 = 80,000 + 8,000 + 6 % of 88,000 (5,280) + 2 × 2,000
    expect(checkoutTotals(rows, '2025-01-01', TWO, fees, 30)).toEqual([
      { checkout: '2025-01-02', nights: 1, stay_total: 97_280 },
      { checkout: '2025-01-03', nights: 2, stay_total: 2 * 90_000 + 18_000 + 11_880 + 8000 },
    ]);
  });

  it('is empty when the check-in night is not bookable for the party', () => {
    const rows = [row(1, '2025-01-01', 40_000, 1), row(1, '2025-01-02', 40_000)];
    expect(checkoutTotals(rows, '2025-01-01', TWO, NO_FEES, 30)).toEqual([]);
    expect(checkoutTotals([], '2025-01-01', ONE, NO_FEES, 30)).toEqual([]);
  });
});

describe('stay rules in the calendar', () => {
  const ruled = (roomTypeId: number, night: string, price: number, rules: Partial<typeof NO_STAY_RULES>) => ({
    ...row(roomTypeId, night, price),
    ...rules,
  });

  it('marks a night every open room type closes to arrival, and the shortest minimum stay', () => {
    const rows = [
      ruled(1, '2025-01-01', 40_000, { closed_arrival: 1 }),
      ruled(2, '2025-01-01', 60_000, { closed_arrival: 1 }),
      ruled(1, '2025-01-02', 40_000, { closed_arrival: 1 }),
      ruled(2, '2025-01-02', 60_000, { min_stay: 3 }),
      ruled(1, '2025-01-03', 40_000, { min_stay: 2 }),
      ruled(2, '2025-01-03', 60_000, { min_stay: 4 }),
    ];
    expect(calendarDays(rows, ONE, '2025-01-01', '2025-01-04')).toEqual([
      { night: '2025-01-01', min_price: 40_000, sold_out: false, closed_arrival: true, min_stay: 1 },
      { night: '2025-01-02', min_price: 40_000, sold_out: false, closed_arrival: false, min_stay: 3 },
      { night: '2025-01-03', min_price: 40_000, sold_out: false, closed_arrival: false, min_stay: 2 },
    ]);
  });

  it('leaves out the check-outs the rules refuse and goes on past them', () => {
    const rows = [
      ruled(1, '2025-01-01', 10_000, { min_stay: 2 }),
      row(1, '2025-01-02', 10_000),
      ruled(1, '2025-01-03', 10_000, { closed_departure: 1 }),
      row(1, '2025-01-04', 10_000),
      row(2, '2025-01-01', 30_000),
    ];
    expect(checkoutTotals(rows, '2025-01-01', ONE, NO_FEES, 30)).toEqual([
      { checkout: '2025-01-02', nights: 1, stay_total: 30_000 },
      { checkout: '2025-01-04', nights: 3, stay_total: 30_000 },
      { checkout: '2025-01-05', nights: 4, stay_total: 40_000 },
    ]);
  });

  it('offers nothing from a check-in closed to arrival', () => {
    const rows = [ruled(1, '2025-01-01', 10_000, { closed_arrival: 1 }), row(1, '2025-01-02', 10_000)];
    expect(checkoutTotals(rows, '2025-01-01', ONE, NO_FEES, 30)).toEqual([]);
  });
});
