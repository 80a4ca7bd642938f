import { describe, expect, it } from 'vitest';
import { distanceMetres, toMicroDegrees } from './geo';

describe('distanceMetres', () => {
  it('measures known distances', () => {
    // People's Square to the Oriental Pearl Tower, Shanghai: about 2.9 km.
    const d = distanceMetres(
      toMicroDegrees(31.2304),
      toMicroDegrees(121.4737),
      toMicroDegrees(31.2397),
      toMicroDegrees(121.4998),
    );
    expect(d).toBeGreaterThan(2_600);
    expect(d).toBeLessThan(2_800);
    // One degree of latitude: about 111.2 km.
    expect(distanceMetres(0, 0, 1_000_000, 0)).toBe(111_195);
    expect(distanceMetres(31_000_000, 121_000_000, 31_000_000, 121_000_000)).toBe(0);
  });
});
