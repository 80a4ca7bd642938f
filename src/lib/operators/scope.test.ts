import { describe, expect, it } from 'vitest';
import { hotelScope, inScope } from './scope';

describe('hotelScope', () => {
  it('is every hotel when one group is not limited', () => {
    expect(hotelScope([[1, 2], []])).toBe('all');
  });

  it('is the union of the limited groups, sorted, without repeats', () => {
    expect(
      hotelScope([
        [3, 1],
        [1, 2],
      ]),
    ).toEqual([1, 2, 3]);
  });

  it('is no hotel without a group', () => {
    expect(hotelScope([])).toEqual([]);
  });
});

describe('inScope', () => {
  it('covers any hotel for all, only the listed ones otherwise', () => {
    expect(inScope('all', 42)).toBe(true);
    expect(inScope([1, 2], 2)).toBe(true);
    expect(inScope([1, 2], 3)).toBe(false);
    expect(inScope([], 1)).toBe(false);
  });
});
