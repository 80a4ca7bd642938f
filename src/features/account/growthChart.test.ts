import { describe, expect, it } from 'vitest';
import { alignedTicks, chartGeometry, niceStep, niceTicks } from './growthChart';

const box = { width: 700, height: 260, padding: { top: 10, right: 50, bottom: 30, left: 50 } };

describe('niceStep', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1.3)).toBe(2);
    expect(niceStep(2.2)).toBe(2.5);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(130)).toBe(200);
    expect(niceStep(0.03)).toBeCloseTo(0.05);
  });
  it('falls back to 1 for nothing to divide', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });
});

describe('niceTicks', () => {
  it('covers every value and zero with round steps', () => {
    expect(niceTicks([5, 12, 30])).toEqual([0, 10, 20, 30]);
    expect(niceTicks([-15, 40])).toEqual([-20, 0, 20, 40]);
    expect(niceTicks([0.25, 1.1])).toEqual([0, 0.5, 1, 1.5]);
  });
  it('gives a unit range when every value is zero', () => {
    expect(niceTicks([0, 0, 0])).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});

describe('alignedTicks', () => {
  it('gives both axes as many ticks below and above zero, each with its own step', () => {
    expect(alignedTicks([-100, 250], [0, 600])).toEqual([
      [-100, 0, 100, 200, 300],
      [-200, 0, 200, 400, 600],
    ]);
  });
});

describe('chartGeometry', () => {
  it('spreads the days over the plot and puts each series on its own axis', () => {
    const g = chartGeometry([0, 10, 20], [-5, 0, 5], box);
    expect(g.xs).toEqual([50, 350, 650]);
    // Left axis -10..20 (two steps below zero, as the right axis needs): 20 at the top, 0 a third of the way up.
    expect(g.left.ticks.map((tick) => tick.value)).toEqual([-10, -5, 0, 5, 10, 15, 20]);
    expect(g.left.points.map((p) => p.y)).toEqual([156.7, 83.3, 10]);
    expect(g.left.path).toBe('M50 156.7 L350 83.3 L650 10');
    // Right axis -5..5 on the same grid: its zero is level with the left axis's.
    const zero = g.right.ticks.find((tick) => tick.value === 0);
    expect(zero?.y).toBe(g.right.points[1]?.y);
    expect(zero?.y).toBe(g.left.ticks.find((tick) => tick.value === 0)?.y);
    expect(g.right.ticks.map((tick) => tick.y)).toEqual(g.left.ticks.map((tick) => tick.y));
    expect(g.right.points[0]?.y).toBeGreaterThan(g.right.points[2]?.y ?? 0);
  });
  it('centres a single day and survives values that are not numbers', () => {
    const g = chartGeometry([Number.NaN], [3], box);
    expect(g.xs).toEqual([350]);
    expect(g.left.points[0]?.y).toBe(230);
  });
});
