import { describe, expect, it } from 'vitest';
import { EnvError, seedCars } from './index';

describe('car settings from the environment', () => {
  it('SEED_CARS: a whole number 0–10,000, default 0', () => {
    expect(seedCars({})).toBe(0);
    expect(seedCars({ SEED_CARS: '' })).toBe(0);
    expect(seedCars({ SEED_CARS: ' 1000 ' })).toBe(1_000);
    expect(seedCars({ SEED_CARS: '0' })).toBe(0);
    expect(seedCars({ SEED_CARS: '10000' })).toBe(10_000);
  });
  it('names SEED_CARS when it is malformed or out of range', () => {
    for (const value of ['-1', '10001', '1.5', 'many', '1e3x']) {
      expect(() => seedCars({ SEED_CARS: value })).toThrow(EnvError);
      expect(() => seedCars({ SEED_CARS: value })).toThrow(/SEED_CARS/);
    }
  });
});
