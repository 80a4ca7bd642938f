import { describe, expect, it } from 'vitest';
import { horizonWindow, nightsToFill, planSpan } from './horizon';

describe('the rolling horizon', () => {
  it('keeps from the day before today through the horizon and a day more', () => {
    expect(horizonWindow('2026-11-29', 365)).toEqual({ first: '2026-11-28', last: '2027-11-29' });
    expect(horizonWindow('2028-02-28', 2)).toEqual({ first: '2028-02-27', last: '2028-03-01' });
  });

  it('writes what a plan has not written yet, and nothing once it has', () => {
    const window = horizonWindow('2026-11-29', 365);
    expect(nightsToFill(window, '')).toEqual({ first: '2026-11-28', count: 367 });
    // A plan written long ago starts again from the window, not from its last night.
    expect(nightsToFill(window, '2025-01-01')).toEqual({ first: '2026-11-28', count: 367 });
    // Yesterday's run wrote through yesterday's last night: today adds one.
    expect(nightsToFill(window, '2027-11-28')).toEqual({ first: '2027-11-29', count: 1 });
    expect(nightsToFill(window, '2027-11-29')).toBeUndefined();
    // A horizon shortened since writes nothing (and takes nothing back).
    expect(nightsToFill(window, '2028-06-01')).toBeUndefined();
  });

  it('knows the lowest and highest price of a week', () => {
    expect(planSpan([45800, 45800, 45800, 45800, 45800, 55000, 55000])).toEqual({ min: 45800, max: 55000 });
  });
});
