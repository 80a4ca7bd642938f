import { describe, expect, it } from 'vitest';
import en from '~/i18n/en/api-car.json';
import zh from '~/i18n/zh-cn/api-car.json';
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

  it('has a label for every code in both languages', () => {
    const keys = [
      ...CAR_CATEGORIES.map((code) => `category.${code}`),
      ...TRANSMISSIONS.map((code) => `transmission.${code}`),
      ...ENERGIES.map((code) => `energy.${code}`),
      ...PLACE_KINDS.map((code) => `place.${code}`),
      ...INCLUDED_CODES.map((code) => `included.${code}`),
      ...CAR_SERVICES.map((code) => `service.${code}`),
      ...DIRECTIONS.map((code) => `direction.${code}`),
    ];
    for (const messages of [en, zh] as Record<string, string>[]) {
      for (const key of keys) expect(messages[key], key).toBeTruthy();
    }
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });
});
