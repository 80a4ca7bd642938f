import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divRound, FULL_BP, isMinor, minorToUnits, mulBp, unitsToMinor } from './money';

describe('basis points', () => {
  it.each([
    [10_000, 1000, 1000],
    [45_800, 600, 2748],
    [5, 5000, 3], // 2.5 → 3: half up
    [3, 5000, 2], // 1.5 → 2
    [1, 4999, 0], // 0.4999 → 0
    [1, 5000, 1], // 0.5 → 1
    [12_345, 0, 0],
    [12_345, FULL_BP, 12_345],
    [0, 600, 0],
    [899_999_999_999, FULL_BP, 899_999_999_999],
  ])('%i × %i bp = %i', (amount, bp, expected) => {
    expect(mulBp(amount, bp)).toBe(expected);
  });

  it('refuses fractions and amounts whose product is no longer exact', () => {
    expect(() => mulBp(10.5, 100)).toThrow(RangeError);
    expect(() => mulBp(100, 1.5)).toThrow(RangeError);
    expect(() => mulBp(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });

  it('never gives more than the amount for a share up to 100 %, and is monotone in the share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 11 }),
        fc.integer({ min: 0, max: FULL_BP }),
        fc.integer({ min: 0, max: FULL_BP }),
        (amount, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(Number.isSafeInteger(mulBp(amount, low))).toBe(true);
          expect(mulBp(amount, low)).toBeLessThanOrEqual(mulBp(amount, high));
          expect(mulBp(amount, high)).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });
});

describe('rounded division', () => {
  it.each([
    [91_600, 2, 45_800],
    [10, 4, 3], // 2.5 → 3
    [10, 3, 3], // 3.33 → 3
    [11, 3, 4], // 3.67 → 4
    [0, 7, 0],
  ])('%i / %i = %i', (numerator, denominator, expected) => {
    expect(divRound(numerator, denominator)).toBe(expected);
  });

  it('refuses a zero or fractional denominator', () => {
    expect(() => divRound(10, 0)).toThrow(RangeError);
    expect(() => divRound(10, 1.5)).toThrow(RangeError);
  });
});

describe('units and minor units', () => {
  it.each([
    ['458.5', 45_850],
    ['458.50', 45_850],
    ['458', 45_800],
    ['0.01', 1],
    ['0', 0],
    ['-12.30', -1230],
    ['-0', 0],
    ['1234567890123.99', 123_456_789_012_399],
  ])('%s → %i', (text, minor) => {
    expect(unitsToMinor(text)).toBe(minor);
  });

  it.each(['', ' 1', '1.', '.5', '1.234', '1e3', '12,50', 'abc', '0x10', '+1', '12345678901234'])(
    'reads %j as no amount',
    (text) => {
      expect(unitsToMinor(text)).toBeUndefined();
    },
  );

  it('turns minor units into units and back', () => {
    expect(minorToUnits(45_850)).toBe(458.5);
    expect(minorToUnits(1)).toBe(0.01);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (minor) => {
        expect(unitsToMinor(minorToUnits(minor).toFixed(2))).toBe(minor);
      }),
    );
  });

  it('knows amounts', () => {
    expect(isMinor(0)).toBe(true);
    expect(isMinor(45_800)).toBe(true);
    for (const value of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '1', null, 2 ** 53]) {
      expect(isMinor(value), String(value)).toBe(false);
    }
  });
});
