import { describe, expect, it } from 'vitest';
import { prng, randomInt } from './prng';

describe('seeded random numbers', () => {
  it('the PRNG is deterministic per seed and stays in [0, 1)', () => {
    const a = prng(7);
    const b = prng(7);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(prng(8)()).not.toBe(prng(7)());
    const random = prng(1);
    const ints = Array.from({ length: 500 }, () => randomInt(random, 3, 12));
    expect(Math.min(...ints)).toBe(3);
    expect(Math.max(...ints)).toBe(12);
  });
});
