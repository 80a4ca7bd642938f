/**
 * A change of a room type's rate plan (docs/design/catalogue.md §0 "plan-made nights"): the nights the rolling horizon
 * wrote from the plan (`from_plan`) and not yet past follow it — the weekday's new price, the plan's rooms on sale but
 * never fewer than the rooms sold — while a night an operator set keeps what they set. A paused plan moves no night
 * (pausing only stops the horizon). Pure: the caller reads the nights and writes the changes with the plan.
 */
import { weekdayOf } from '~/lib/format/calendarDay';
import type { CalendarDay } from '~/lib/format/calendarDays';
import { type NightChange, type NightState, type NightValues, valuesOf } from './bulk';

/** The plan's price per weekday as tables and forms name it, Sunday first (as `weekdayOf` numbers the days). */
export const PLAN_PRICE_COLUMNS = [
  'sun_price',
  'mon_price',
  'tue_price',
  'wed_price',
  'thu_price',
  'fri_price',
  'sat_price',
] as const;

export interface PlanValues {
  /** Minor units, Sunday first (as `weekdayOf` numbers the days). */
  prices: readonly [number, number, number, number, number, number, number];
  allotment: number;
  active: boolean;
}

/** What the plan's change does to the plan-made nights from `from` on (the hotel's today); unchanged ones are left out. */
export function planNightChanges(
  nights: readonly (NightState & { fromPlan: boolean })[],
  plan: PlanValues,
  from: CalendarDay,
): NightChange[] {
  if (!plan.active) return [];
  const changes: NightChange[] = [];
  for (const night of nights) {
    if (!night.fromPlan || night.night < from) continue;
    const sold = night.allotment - night.available;
    const allotment = Math.max(plan.allotment, sold);
    const before = valuesOf(night);
    const after: NightValues = {
      ...before,
      price: plan.prices[weekdayOf(night.night)] ?? night.price,
      allotment,
      available: allotment - sold,
    };
    if (after.price === before.price && after.allotment === before.allotment) continue;
    changes.push({ roomTypeId: night.roomTypeId, night: night.night, before, after, updateTime: night.updateTime });
  }
  return changes;
}
