import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '~/lib/format/calendarDays';
import type { Party } from './party';
import {
  checkExtras,
  type Extras,
  type HotelFees,
  MEAL_TYPES,
  type NightRate,
  priceQuote,
  type RoomRates,
  sameRates,
} from './pricing';

const NO_FEES: HotelFees = { service_fee_bp: 0, tax_bp: 0, city_tax_per_room_night: 0 };
const FEES: HotelFees = { service_fee_bp: 1000, tax_bp: 600, city_tax_per_room_night: 2000 };
const ROOM: RoomRates = { meal_type: 'none', breakfast_price: 6800, extra_bed_price: 15_000 };
const party = (rooms: number, adults: number, childAges: number[] = []): Party => ({ rooms, adults, childAges });
const rates = (first: string, prices: number[]): NightRate[] =>
  prices.map((price, index) => ({ night: addCalendarDays(first, index), price }));

describe('a quote', () => {
  it('prices rooms, extras, service charge, tax and city tax line by line', () => {
    const quote = priceQuote({
      nights: rates('2024-12-18', [45_800, 49_800]),
      party: party(1, 2, [8, 4]),
      roomType: ROOM,
      extras: { breakfast: true, extraBeds: 1 },
      hotel: FEES,
    });
    expect(quote.lines).toEqual([
      { kind: 'night', code: 'room', night: '2024-12-18', quantity: 1, unit_price: 45_800, amount: 45_800 },
      { kind: 'night', code: 'room', night: '2024-12-19', quantity: 1, unit_price: 49_800, amount: 49_800 },
      { kind: 'extra', code: 'breakfast_adult', night: null, quantity: 4, unit_price: 6800, amount: 27_200 },
      { kind: 'extra', code: 'breakfast_child', night: null, quantity: 2, unit_price: 3400, amount: 6800 }, // 8: half
      { kind: 'extra', code: 'extra_bed', night: null, quantity: 2, unit_price: 15_000, amount: 30_000 },
      { kind: 'fee', code: 'service_fee', night: null, quantity: 1, unit_price: 15_960, amount: 15_960 },
      { kind: 'tax', code: 'tax', night: null, quantity: 1, unit_price: 10_534, amount: 10_534 }, // 6 % of 175,560
      { kind: 'tax', code: 'city_tax', night: null, quantity: 2, unit_price: 2000, amount: 4000 },
    ]);
    expect(quote).toMatchObject({
      rooms_subtotal: 95_600,
      extras_subtotal: 64_000,
      fees_total: 30_494,
      total: 190_094,
      price_per_night: 47_800,
      // 95,600 + 10 % (9,560) + 6 % of 105,160 (6,310) + city tax 4,000
      stay_total_rooms_only: 115_470,
    });
  });

  it('multiplies rooms into the night lines and the city tax', () => {
    const quote = priceQuote({
      nights: rates('2025-01-01', [30_000]),
      party: party(3, 3),
      roomType: ROOM,
      hotel: FEES,
    });
    expect(quote.lines[0]).toMatchObject({ quantity: 3, unit_price: 30_000, amount: 90_000 });
    expect(quote.lines.find((line) => line.code === 'city_tax')).toMatchObject({ quantity: 3, amount: 6000 });
    expect(quote.price_per_night).toBe(30_000);
  });

  it('omits fee lines that come to 0 and extra lines nobody takes', () => {
    const quote = priceQuote({
      nights: rates('2025-01-01', [30_000]),
      party: party(1, 2, [3, 5]),
      roomType: ROOM,
      extras: { breakfast: true, extraBeds: 0 },
      hotel: NO_FEES,
    });
    expect(quote.lines.map((line) => line.code)).toEqual(['room', 'breakfast_adult']); // under 6: free
    expect(quote.fees_total).toBe(0);
    expect(quote.total).toBe(30_000 + 2 * 6800);
  });

  it('charges children from 12 the adult breakfast', () => {
    const quote = priceQuote({
      nights: rates('2025-01-01', [30_000, 30_000]),
      party: party(1, 1, [5, 6, 11, 12, 17]),
      roomType: ROOM,
      extras: { breakfast: true, extraBeds: 0 },
      hotel: NO_FEES,
    });
    expect(quote.lines.find((line) => line.code === 'breakfast_adult')).toMatchObject({ quantity: 6, amount: 40_800 });
    expect(quote.lines.find((line) => line.code === 'breakfast_child')).toMatchObject({ quantity: 4, amount: 13_600 });
  });

  it('rounds half up: half a breakfast, the tax, the average night', () => {
    const odd = priceQuote({
      nights: rates('2025-01-01', [25]),
      party: party(1, 1, [7]),
      roomType: { ...ROOM, breakfast_price: 6801 },
      extras: { breakfast: true, extraBeds: 0 },
      hotel: NO_FEES,
    });
    expect(odd.lines.find((line) => line.code === 'breakfast_child')?.unit_price).toBe(3401); // 3400.5
    const tax = priceQuote({
      nights: rates('2025-01-01', [25]),
      party: party(1, 1),
      roomType: ROOM,
      hotel: { ...NO_FEES, tax_bp: 1000 },
    });
    expect(tax.lines.at(-1)).toMatchObject({ code: 'tax', amount: 3 }); // 2.5
    const average = priceQuote({
      nights: rates('2025-01-01', [100, 101]),
      party: party(1, 1),
      roomType: ROOM,
      hotel: NO_FEES,
    });
    expect(average.price_per_night).toBe(101); // 100.5
  });

  it('charges the service fee before the tax and taxes the service fee, not the city tax', () => {
    const quote = priceQuote({
      nights: rates('2025-01-01', [100_000]),
      party: party(1, 2),
      roomType: ROOM,
      hotel: { service_fee_bp: 1500, tax_bp: 1000, city_tax_per_room_night: 5000 },
    });
    expect(quote.lines.map((line) => [line.code, line.amount])).toEqual([
      ['room', 100_000],
      ['service_fee', 15_000],
      ['tax', 11_500],
      ['city_tax', 5000],
    ]);
    expect(quote.total).toBe(131_500);
    expect(quote.stay_total_rooms_only).toBe(131_500);
  });

  it('prices a 30-night stay with mixed rates', () => {
    const prices = Array.from({ length: 30 }, (_, index) => (index % 7 >= 5 ? 58_800 : 45_800) + index * 100);
    const quote = priceQuote({ nights: rates('2024-02-15', prices), party: party(2, 4), roomType: ROOM, hotel: FEES });
    const rooms = prices.reduce((sum, price) => sum + 2 * price, 0);
    expect(quote.lines.filter((line) => line.kind === 'night')).toHaveLength(30);
    expect(quote.lines[14]?.night).toBe('2024-02-29');
    expect(quote.rooms_subtotal).toBe(rooms);
    expect(quote.price_per_night).toBe(Math.round(rooms / 60));
    const serviceFee = Math.floor((rooms * 1000 + 5000) / 10_000);
    const tax = Math.floor(((rooms + serviceFee) * 600 + 5000) / 10_000);
    expect(quote.total).toBe(rooms + serviceFee + tax + 60 * 2000);
  });
});

describe('extras', () => {
  it.each([
    [ROOM, { breakfast: true, extraBeds: 2 }, 2, null],
    [
      { ...ROOM, meal_type: 'breakfast' as const },
      { breakfast: true, extraBeds: 0 },
      1,
      ['breakfast', 'This extra is not available'],
    ],
    [
      { ...ROOM, breakfast_price: 0 },
      { breakfast: true, extraBeds: 0 },
      1,
      ['breakfast', 'This extra is not available'],
    ],
    [{ ...ROOM, meal_type: 'breakfast' as const }, { breakfast: false, extraBeds: 1 }, 1, null],
    [
      { ...ROOM, extra_bed_price: 0 },
      { breakfast: false, extraBeds: 1 },
      1,
      ['extra_beds', 'This extra is not available'],
    ],
    [ROOM, { breakfast: false, extraBeds: 3 }, 2, ['extra_beds', 'Please enter the correct field']],
    [ROOM, { breakfast: false, extraBeds: -1 }, 2, ['extra_beds', 'Please enter the correct field']],
    [ROOM, { breakfast: false, extraBeds: 0.5 }, 2, ['extra_beds', 'Please enter the correct field']],
  ])('%j with %j for %i rooms → %j', (roomType, extras, rooms, refusal) => {
    const result = checkExtras(roomType, extras, rooms);
    expect(result && [result.field, result.key]).toEqual(refusal);
  });

  it('refuses to price what checkExtras refuses, a stay without nights, or amounts that are not minor units', () => {
    const base = { nights: rates('2025-01-01', [100]), party: party(1, 1), roomType: ROOM, hotel: NO_FEES };
    expect(() => priceQuote({ ...base, extras: { breakfast: false, extraBeds: 2 } })).toThrow(RangeError);
    expect(() =>
      priceQuote({ ...base, roomType: { ...ROOM, breakfast_price: 0 }, extras: { breakfast: true, extraBeds: 0 } }),
    ).toThrow(RangeError);
    expect(() => priceQuote({ ...base, nights: [] })).toThrow(RangeError);
    expect(() => priceQuote({ ...base, nights: rates('2025-01-01', [10.5]) })).toThrow(RangeError);
    expect(() => priceQuote({ ...base, hotel: { ...NO_FEES, tax_bp: 10_001 } })).toThrow(RangeError);
    expect(() => priceQuote({ ...base, party: party(0, 1) })).toThrow(RangeError);
  });
});

describe('properties', () => {
  const money = fc.integer({ min: 0, max: 10_000_000 });
  const bp = fc.integer({ min: 0, max: 3000 });
  const input = fc
    .record({
      prices: fc.array(money, { minLength: 1, maxLength: 30 }),
      extraNight: money,
      rooms: fc.integer({ min: 1, max: 8 }),
      extraAdults: fc.integer({ min: 0, max: 8 }),
      childAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 6 }),
      meal: fc.constantFrom(...MEAL_TYPES),
      breakfastPrice: money,
      extraBedPrice: money,
      breakfast: fc.boolean(),
      extraBeds: fc.integer({ min: 0, max: 8 }),
      hotel: fc.record({
        service_fee_bp: bp,
        tax_bp: bp,
        city_tax_per_room_night: fc.integer({ min: 0, max: 100_000 }),
      }),
    })
    .map((drawn) => {
      const roomType: RoomRates = {
        meal_type: drawn.meal,
        breakfast_price: drawn.breakfastPrice,
        extra_bed_price: drawn.extraBedPrice,
      };
      const theParty = party(drawn.rooms, drawn.rooms + drawn.extraAdults, drawn.childAges);
      const wanted: Extras = { breakfast: drawn.breakfast, extraBeds: Math.min(drawn.extraBeds, drawn.rooms) };
      const extras: Extras = {
        breakfast: wanted.breakfast && !checkExtras(roomType, { ...wanted, extraBeds: 0 }, drawn.rooms),
        extraBeds: drawn.extraBedPrice > 0 ? wanted.extraBeds : 0,
      };
      return { ...drawn, roomType, party: theParty, extras };
    });

  it('adds up: total = Σ lines = rooms + extras + fees, every amount a non-negative integer', () => {
    fc.assert(
      fc.property(input, (drawn) => {
        const quote = priceQuote({
          nights: rates('2024-02-20', drawn.prices),
          party: drawn.party,
          roomType: drawn.roomType,
          extras: drawn.extras,
          hotel: drawn.hotel,
        });
        const sum = (kinds: string[]) =>
          quote.lines.filter((line) => kinds.includes(line.kind)).reduce((total, line) => total + line.amount, 0);
        for (const line of quote.lines) {
          expect(Number.isSafeInteger(line.amount) && line.amount >= 0).toBe(true);
          expect(line.amount).toBe(line.quantity * line.unit_price);
        }
        expect(quote.total).toBe(sum(['night', 'extra', 'fee', 'tax']));
        expect(quote.rooms_subtotal).toBe(sum(['night']));
        expect(quote.extras_subtotal).toBe(sum(['extra']));
        expect(quote.fees_total).toBe(sum(['fee', 'tax']));
        expect(quote.stay_total_rooms_only).toBeLessThanOrEqual(quote.total);
        if (quote.extras_subtotal === 0) expect(quote.stay_total_rooms_only).toBe(quote.total);
        expect(Number.isSafeInteger(quote.price_per_night)).toBe(true);
      }),
    );
  });

  it('never costs less for one more night', () => {
    fc.assert(
      fc.property(input, (drawn) => {
        const quote = (prices: number[]) =>
          priceQuote({
            nights: rates('2024-02-20', prices),
            party: drawn.party,
            roomType: drawn.roomType,
            extras: drawn.extras,
            hotel: drawn.hotel,
          });
        const shorter = quote(drawn.prices);
        const longer = quote([...drawn.prices, drawn.extraNight]);
        expect(longer.total).toBeGreaterThanOrEqual(shorter.total);
        expect(longer.stay_total_rooms_only).toBeGreaterThanOrEqual(shorter.stay_total_rooms_only);
      }),
    );
  });
});

describe('the rates a booking took', () => {
  const priced = rates('2026-05-01', [50_000, 52_000, 48_000]);
  const [first, second] = rates('2026-05-01', [50_000, 52_000]) as [NightRate, NightRate];

  it('match the priced nights in any order', () => {
    expect(sameRates(priced, [...priced].reverse())).toBe(true);
  });

  it('differ when a night moved in price, is missing, is another or is taken twice', () => {
    expect(sameRates(priced, rates('2026-05-01', [50_000, 52_500, 48_000]))).toBe(false);
    expect(sameRates(priced, priced.slice(1))).toBe(false);
    expect(sameRates(priced, rates('2026-05-02', [52_000, 48_000, 50_000]))).toBe(false);
    expect(sameRates(priced, [first, second, second])).toBe(false);
  });
});
