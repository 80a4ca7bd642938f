import { describe, expect, it } from 'vitest';
import { EnvError, seedHotels } from './index';

describe('hotel settings from the environment', () => {
  it('SEED_HOTELS: a whole number 0–100,000, default 0', () => {
    expect(seedHotels({})).toBe(0);
    expect(seedHotels({ SEED_HOTELS: '' })).toBe(0);
    expect(seedHotels({ SEED_HOTELS: ' 10000 ' })).toBe(10_000);
    expect(seedHotels({ SEED_HOTELS: '0' })).toBe(0);
    expect(seedHotels({ SEED_HOTELS: '100000' })).toBe(100_000);
  });
  it('names SEED_HOTELS when it is malformed or out of range', () => {
    for (const value of ['-1', '100001', '1.5', 'many', '1e3x']) {
      expect(() => seedHotels({ SEED_HOTELS: value })).toThrow(EnvError);
      expect(() => seedHotels({ SEED_HOTELS: value })).toThrow(/SEED_HOTELS/);
    }
  });
});
