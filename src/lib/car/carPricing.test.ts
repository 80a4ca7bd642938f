import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceQuote } from '~/lib/booking/pricing';
import { carLine, carLineCode, withCarLines } from './carPricing';

const hotelQuote = priceQuote({
  nights: [{ night: '2026-12-18', price: 45_800 }],
  party: { rooms: 1, adults: 2, childAges: [] },
  roomType: { meal_type: 'none', breakfast_price: 0, extra_bed_price: 0 },
  hotel: { service_fee_bp: 1000, tax_bp: 600, city_tax_per_room_night: 0 },
});

describe('car lines', () => {
  it('prices a transfer once and a hire per day, dated by the first day', () => {
    expect(
      carLine({ service: 'transfer', direction: 'arrival', day: '2026-12-18', days: 1, unitPrice: 38_000 }),
    ).toEqual({
      kind: 'car',
      code: 'car_transfer_arrival',
      night: '2026-12-18',
      quantity: 1,
      unit_price: 38_000,
      amount: 38_000,
    });
    expect(carLine({ service: 'rental', direction: '', day: '2026-12-18', days: 3, unitPrice: 65_000 })).toMatchObject({
      code: 'car_rental',
      quantity: 3,
      amount: 195_000,
    });
    expect(carLineCode({ service: 'transfer', direction: 'departure' })).toBe('car_transfer_departure');
  });

  it('refuses a service without a price or without days', () => {
    expect(() =>
      carLine({ service: 'transfer', direction: 'arrival', day: '2026-12-18', days: 1, unitPrice: 0 }),
    ).toThrow(RangeError);
    expect(() => carLine({ service: 'rental', direction: '', day: '2026-12-18', days: 0, unitPrice: 100 })).toThrow(
      RangeError,
    );
    expect(() => carLine({ service: 'rental', direction: '', day: '2026-12-18', days: 1, unitPrice: 1.5 })).toThrow(
      RangeError,
    );
  });

  it('adds the car lines after the hotel lines, outside the service charge and taxes', () => {
    const line = carLine({
      service: 'transfer',
      direction: 'departure',
      day: '2026-12-19',
      days: 1,
      unitPrice: 38_000,
    });
    const quote = withCarLines(hotelQuote, [line]);
    expect(quote.lines.at(-1)).toEqual(line);
    expect(quote.cars_subtotal).toBe(38_000);
    expect(quote.total).toBe(hotelQuote.total + 38_000);
    expect(quote.fees_total).toBe(hotelQuote.fees_total);
    expect(withCarLines(hotelQuote, [])).toMatchObject({ cars_subtotal: 0, total: hotelQuote.total });
  });

  it('keeps total = Σ line amounts for any services', () => {
    const service = fc.record({
      service: fc.constantFrom('transfer' as const, 'rental' as const),
      direction: fc.constantFrom('arrival' as const, 'departure' as const),
      days: fc.integer({ min: 1, max: 14 }),
      unitPrice: fc.integer({ min: 1, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(service, { maxLength: 3 }), (services) => {
        const lines = services.map((item) => carLine({ ...item, day: '2026-12-18' }));
        const quote = withCarLines(hotelQuote, lines);
        expect(quote.total).toBe(quote.lines.reduce((sum, line) => sum + line.amount, 0));
        expect(quote.lines.slice(0, hotelQuote.lines.length)).toEqual(hotelQuote.lines);
        for (const line of lines) expect(Number.isInteger(line.amount) && line.amount > 0).toBe(true);
      }),
    );
  });
});
