import { describe, expect, it } from 'vitest';
import type { NightState } from './bulk';
import { type PlanValues, planNightChanges } from './plan';

// 2026-12-04 is a Friday, 2026-12-05 a Saturday, 2026-12-06 a Sunday.
const night = (day: string, values: Partial<NightState & { fromPlan: boolean }> = {}) => ({
  roomTypeId: 7,
  night: day,
  price: 50_000,
  allotment: 10,
  available: 10,
  closed: false,
  minStay: 0,
  closedArrival: false,
  closedDeparture: false,
  updateTime: 100,
  fromPlan: true,
  ...values,
});
const plan: PlanValues = {
  prices: [40_000, 45_000, 45_000, 45_000, 45_000, 60_000, 65_000],
  allotment: 8,
  active: true,
};

describe('planNightChanges', () => {
  it("moves each plan-made night to its weekday's price and the plan's rooms", () => {
    const changes = planNightChanges(
      [night('2026-12-04'), night('2026-12-05'), night('2026-12-06')],
      plan,
      '2026-12-01',
    );
    expect(changes.map((change) => [change.night, change.after.price, change.after.allotment])).toEqual([
      ['2026-12-04', 60_000, 8],
      ['2026-12-05', 65_000, 8],
      ['2026-12-06', 40_000, 8],
    ]);
    expect(changes[0]?.before).toMatchObject({ price: 50_000, allotment: 10 });
    expect(changes[0]?.updateTime).toBe(100);
  });

  it("leaves an operator's night, a past night and an unchanged night alone", () => {
    const nights = [
      night('2026-12-04', { fromPlan: false }),
      night('2026-11-30'),
      night('2026-12-06', { price: 40_000, allotment: 8, available: 8 }),
    ];
    expect(planNightChanges(nights, plan, '2026-12-01')).toEqual([]);
  });

  it('never puts fewer rooms on sale than are sold, and keeps the stay rules and closing', () => {
    const sold = night('2026-12-04', { allotment: 12, available: 2, closed: true, minStay: 2 });
    const [change] = planNightChanges([sold], plan, '2026-12-01');
    expect(change?.after).toEqual({
      price: 60_000,
      allotment: 10,
      available: 0,
      closed: true,
      minStay: 2,
      closedArrival: false,
      closedDeparture: false,
    });
  });

  it('moves nothing when the plan is paused', () => {
    expect(planNightChanges([night('2026-12-04')], { ...plan, active: false }, '2026-12-01')).toEqual([]);
  });
});
