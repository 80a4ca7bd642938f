import { describe, expect, it } from 'vitest';
import type { NightState } from './bulk';
import { planSheet, type SheetRow } from './sheet';

const night = (day: string, values: Partial<NightState> = {}): NightState => ({
  roomTypeId: 1,
  night: day,
  price: 45_800,
  allotment: 10,
  available: 10,
  closed: false,
  minStay: 0,
  closedArrival: false,
  closedDeparture: false,
  updateTime: 100,
  ...values,
});
const row = (line: number, day: string, values: Partial<SheetRow> = {}): SheetRow => ({
  line,
  roomTypeId: 1,
  night: day,
  price: 45_800,
  allotment: 10,
  closed: false,
  minStay: 0,
  closedArrival: false,
  closedDeparture: false,
  ...values,
});

describe('planSheet', () => {
  it('changes each night to its row, and leaves out the rows that change nothing', () => {
    const plan = planSheet(
      [night('2026-12-01'), night('2026-12-02', { available: 7 })],
      [row(2, '2026-12-01'), row(3, '2026-12-02', { price: 50_000, allotment: 5, minStay: 2, closedArrival: true })],
    );
    expect(plan.refused).toEqual([]);
    expect(plan.changes).toHaveLength(1);
    expect(plan.changes[0]?.after).toEqual({
      price: 50_000,
      allotment: 5,
      available: 2,
      closed: false,
      minStay: 2,
      closedArrival: true,
      closedDeparture: false,
    });
  });

  it('names every refused row by its line: not on sale, twice, below the rooms sold', () => {
    const plan = planSheet(
      [night('2026-12-01', { available: 4 }), night('2026-12-02')],
      [row(2, '2026-12-01', { allotment: 5 }), row(3, '2026-12-02'), row(4, '2026-12-02'), row(5, '2026-12-09')],
    );
    expect(plan.refused).toEqual([
      { line: 2, reason: 'belowSold', sold: 6 },
      { line: 4, reason: 'twice' },
      { line: 5, reason: 'missing' },
    ]);
  });

  it('lifts a minimum stay of 1 as none', () => {
    const plan = planSheet([night('2026-12-01', { minStay: 3 })], [row(2, '2026-12-01', { minStay: 1 })]);
    expect(plan.changes[0]?.after.minStay).toBe(0);
  });
});
