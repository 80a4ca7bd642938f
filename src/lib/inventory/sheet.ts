/**
 * A rate sheet's import (docs/design/catalogue.md §4): one row per room type and night with every value it sets
 * (price, rooms on sale, closed, stay rules). Checked whole against the nights as they are: a night not on sale yet, a
 * night in the sheet twice, or rooms on sale below the rooms sold refuse the row, named by its line in the sheet; the
 * caller writes the changes only when no row is refused (all or nothing). Rows that change nothing are left out.
 */
import { type NightChange, type NightState, type NightValues, valuesOf } from './bulk';

export interface SheetRow {
  /** The row's line in the sheet (the header is line 1). */
  line: number;
  roomTypeId: number;
  night: string;
  price: number;
  allotment: number;
  closed: boolean;
  minStay: number;
  closedArrival: boolean;
  closedDeparture: boolean;
}

export type SheetRefusal =
  | { line: number; reason: 'missing' | 'twice' }
  | { line: number; reason: 'belowSold'; sold: number };

export function planSheet(
  nights: readonly NightState[],
  rows: readonly SheetRow[],
): { changes: NightChange[]; refused: SheetRefusal[] } {
  const byKey = new Map(nights.map((night) => [`${night.roomTypeId}|${night.night}`, night]));
  const seen = new Set<string>();
  const changes: NightChange[] = [];
  const refused: SheetRefusal[] = [];
  for (const row of rows) {
    const key = `${row.roomTypeId}|${row.night}`;
    const state = byKey.get(key);
    if (seen.has(key)) refused.push({ line: row.line, reason: 'twice' });
    seen.add(key);
    if (!state) {
      refused.push({ line: row.line, reason: 'missing' });
      continue;
    }
    const sold = state.allotment - state.available;
    if (row.allotment < sold) {
      refused.push({ line: row.line, reason: 'belowSold', sold });
      continue;
    }
    const before = valuesOf(state);
    const after: NightValues = {
      price: row.price,
      allotment: row.allotment,
      available: row.allotment - sold,
      closed: row.closed,
      minStay: row.minStay <= 1 ? 0 : row.minStay,
      closedArrival: row.closedArrival,
      closedDeparture: row.closedDeparture,
    };
    if (Object.entries(after).every(([name, value]) => before[name as keyof NightValues] === value)) continue;
    changes.push({ roomTypeId: row.roomTypeId, night: row.night, before, after, updateTime: state.updateTime });
  }
  return { changes, refused };
}
