import { describe, expect, it } from 'vitest';
import { MIN_LANE_HOTELS, pricingBatches } from './pricingBatches';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('pricingBatches', () => {
  it('keeps every id once, in order', () => {
    for (const [n, size, lanes] of [
      [0, 5, 1],
      [1, 5, 2],
      [13, 5, 1],
      [999, 5_000, 2],
      [12_345, 5_000, 2],
    ] as const) {
      expect(pricingBatches(range(n), size, lanes).flat()).toEqual(range(n));
    }
  });

  it('caps each part at the size, in near-equal parts', () => {
    expect(pricingBatches(range(13), 5).map((part) => part.length)).toEqual([5, 5, 3]);
    expect(pricingBatches(range(12_000), 5_000).map((part) => part.length)).toEqual([4_000, 4_000, 4_000]);
  });

  it('cuts a large search into lanes and leaves a small one whole', () => {
    expect(pricingBatches(range(1_001), 5_000, 2).map((part) => part.length)).toEqual([501, 500]);
    expect(pricingBatches(range(2 * MIN_LANE_HOTELS), 5_000, 2)).toHaveLength(2);
    expect(pricingBatches(range(2 * MIN_LANE_HOTELS - 1), 5_000, 2)).toHaveLength(1);
    expect(pricingBatches(range(10_000), 5_000, 4)).toHaveLength(4);
  });
});
