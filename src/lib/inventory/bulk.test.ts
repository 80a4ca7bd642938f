import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '~/lib/format/calendarDays';
import {
  type BulkEdit,
  editedPrice,
  MAX_NIGHT_PRICE,
  movesPlanValues,
  type NightState,
  planBulkEdit,
  selectedNights,
  staleNights,
} from './bulk';

const NO_RULES = { minStay: 0, closedArrival: false, closedDeparture: false };

// 2026-12-04 is a Friday.
const night = (roomTypeId: number, day: string, values: Partial<NightState> = {}): NightState => ({
  roomTypeId,
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
const december = (roomTypeId: number) =>
  Array.from({ length: 31 }, (_, i) => night(roomTypeId, addCalendarDays('2026-12-01', i)));
const edit = (values: Partial<BulkEdit>): BulkEdit => ({
  roomTypeIds: [1],
  from: '2026-12-01',
  to: '2026-12-31',
  weekdays: [],
  ...values,
});

describe('a bulk edit of rates and inventory', () => {
  it("selects the range's nights on the chosen weekdays, for each room type", () => {
    const weekends = selectedNights(edit({ roomTypeIds: [1, 2], weekdays: [5, 6] }));
    expect(weekends.filter((n) => n.roomTypeId === 1).map((n) => n.night)).toEqual([
      '2026-12-04',
      '2026-12-05',
      '2026-12-11',
      '2026-12-12',
      '2026-12-18',
      '2026-12-19',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(weekends).toHaveLength(16);
    expect(selectedNights(edit({ from: '2026-12-31', to: '2026-12-30' }))).toEqual([]);
  });

  it('raises weekend prices by 10 %, rounded to the minor unit, and leaves the other nights out', () => {
    const plan = planBulkEdit(december(1), edit({ weekdays: [5, 6], price: { kind: 'percent', bp: 1_000 } }));
    expect(plan.refused).toEqual([]);
    expect(plan.changes).toHaveLength(8);
    expect(plan.changes[0]).toEqual({
      roomTypeId: 1,
      night: '2026-12-04',
      before: { price: 45_800, allotment: 10, available: 10, closed: false, ...NO_RULES },
      after: { price: 50_380, allotment: 10, available: 10, closed: false, ...NO_RULES },
      updateTime: 100,
    });
    expect(editedPrice(33_333, { kind: 'percent', bp: 1_000 })).toBe(36_666);
    expect(editedPrice(45_800, { kind: 'amount', amount: -5_000 })).toBe(40_800);
    expect(editedPrice(45_800, { kind: 'set', amount: 39_900 })).toBe(39_900);
  });

  it('refuses a price that is not positive or above the highest, night by night', () => {
    const nights = [night(1, '2026-12-01', { price: 3_000 }), night(1, '2026-12-02', { price: 9_000 })];
    const plan = planBulkEdit(nights, edit({ to: '2026-12-02', price: { kind: 'amount', amount: -5_000 } }));
    expect(plan.refused).toEqual([{ roomTypeId: 1, night: '2026-12-01', reason: 'price' }]);
    expect(plan.changes.map((c) => c.after.price)).toEqual([4_000]);
    expect(editedPrice(1, { kind: 'percent', bp: -10_000 })).toBeUndefined();
    expect(editedPrice(1, { kind: 'set', amount: MAX_NIGHT_PRICE + 1 })).toBeUndefined();
  });

  it('never sets rooms on sale below the rooms sold, and keeps the sold ones sold', () => {
    const nights = [night(1, '2026-12-01', { allotment: 10, available: 4 }), night(1, '2026-12-02')];
    const plan = planBulkEdit(nights, edit({ to: '2026-12-02', allotment: 5 }));
    expect(plan.refused).toEqual([{ roomTypeId: 1, night: '2026-12-01', reason: 'belowSold', sold: 6 }]);
    expect(plan.changes[0]?.after).toEqual({ price: 45_800, allotment: 5, available: 5, closed: false, ...NO_RULES });
    const enough = planBulkEdit(nights, edit({ to: '2026-12-01', allotment: 8 }));
    expect(enough.changes[0]?.after).toMatchObject({ allotment: 8, available: 2 });
  });

  it('closes a night, names a night that does not exist, and leaves an unchanged night out', () => {
    const nights = [night(1, '2026-12-24'), night(1, '2026-12-25', { closed: true })];
    const plan = planBulkEdit(nights, edit({ from: '2026-12-24', to: '2026-12-26', closed: true }));
    expect(plan.changes.map((c) => c.night)).toEqual(['2026-12-24']);
    expect(plan.refused).toEqual([{ roomTypeId: 1, night: '2026-12-26', reason: 'missing' }]);
  });

  it('sets a minimum stay and closes arrivals and departures, the plan values untouched', () => {
    const nights = [night(1, '2026-12-24'), night(1, '2026-12-25', { minStay: 3, closedArrival: true })];
    const plan = planBulkEdit(
      nights,
      edit({ from: '2026-12-24', to: '2026-12-25', minStay: 3, closedArrival: true, closedDeparture: false }),
    );
    expect(plan.changes).toHaveLength(1);
    expect(plan.changes[0]?.after).toEqual({
      price: 45_800,
      allotment: 10,
      available: 10,
      closed: false,
      minStay: 3,
      closedArrival: true,
      closedDeparture: false,
    });
    expect(plan.changes.map(movesPlanValues)).toEqual([false]);
    const reopened = planBulkEdit(nights, edit({ from: '2026-12-25', to: '2026-12-25', minStay: 0 }));
    expect(reopened.changes[0]?.after).toMatchObject({ minStay: 0, closedArrival: true });
    const repriced = planBulkEdit(nights, edit({ from: '2026-12-25', to: '2026-12-25', allotment: 4 }));
    expect(repriced.changes.map(movesPlanValues)).toEqual([true]);
  });

  it('keeps every sold room sold and every price positive, whatever the edit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: -20_000, max: 20_000 }),
        fc.integer({ min: 0, max: 30 }),
        (price, allotment, sold, bp, next) => {
          const state = night(1, '2026-12-01', {
            price,
            allotment: Math.max(allotment, sold),
            available: Math.max(allotment, sold) - sold,
          });
          const plan = planBulkEdit(
            [state],
            edit({ to: '2026-12-01', price: { kind: 'percent', bp }, allotment: next }),
          );
          for (const change of plan.changes) {
            expect(change.after.allotment - change.after.available).toBe(sold);
            expect(change.after.price).toBeGreaterThan(0);
          }
          expect(plan.changes.length + plan.refused.length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('names the nights another operator changed since they were read', () => {
    const read = [night(1, '2026-12-01'), night(1, '2026-12-02'), night(2, '2026-12-01')];
    const current = [night(1, '2026-12-01'), night(1, '2026-12-02', { updateTime: 200 })];
    expect(staleNights(read, current)).toEqual([
      { roomTypeId: 1, night: '2026-12-02' },
      { roomTypeId: 2, night: '2026-12-01' },
    ]);
  });
});
