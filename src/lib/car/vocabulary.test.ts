import { describe, expect, it } from 'vitest';
import {
  CAR_CATEGORIES,
  CAR_SERVICES,
  DIRECTIONS,
  ENERGIES,
  INCLUDED_CODES,
  includedCodes,
  isCarCategory,
  isDirection,
  PLACE_KINDS,
  TRANSMISSIONS,
} from './vocabulary';

describe('the car vocabulary', () => {
  it('has no repeated code in any list', () => {
    for (const list of [
      CAR_CATEGORIES,
      TRANSMISSIONS,
      ENERGIES,
      PLACE_KINDS,
      INCLUDED_CODES,
      CAR_SERVICES,
      DIRECTIONS,
    ]) {
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('recognises its own codes only', () => {
    expect(isCarCategory('van')).toBe(true);
    expect(isCarCategory('VAN')).toBe(false);
    expect(isCarCategory(['van'])).toBe(false);
    expect(isDirection('arrival')).toBe(true);
    expect(isDirection('')).toBe(false);
  });

  it('reads a stored included list in the vocabulary order, dropping unknown and repeated codes', () => {
    expect(includedCodes('water, driver,driver,jetpack,wifi')).toEqual(['driver', 'wifi', 'water']);
    expect(includedCodes('')).toEqual([]);
  });
});
