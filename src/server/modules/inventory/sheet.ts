/**
 * A rate sheet's import (docs/design/catalogue.md §4), all or nothing in one transaction: the nights of its room types
 * over its dates read again (locked on PostgreSQL), every row checked (`lib/inventory/sheet.ts`), and only when none is
 * refused the changes written as the operator's, with search's summary and rate spans and the caller's audit entry.
 */
import type { Kysely } from 'kysely';
import { addCalendarDays } from '~/lib/format/calendarDays';
import type { NightChange } from '~/lib/inventory/bulk';
import { planSheet, type SheetRefusal, type SheetRow } from '~/lib/inventory/sheet';
import { engineOf } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import { refreshHotelNights, refreshHotelRates } from '~/server/modules/hotel';
import { nightKey, readNights, writeChanges } from './bulkEdit';

export interface SheetImport {
  hotelId: number;
  /** The sheet's rows, their room types the hotel's own (the caller checks). */
  rows: readonly SheetRow[];
  now: number;
  audit(trx: Kysely<DB>, changes: readonly NightChange[]): Promise<void>;
}

export type SheetImportResult = { ok: true; changes: NightChange[] } | { ok: false; refused: SheetRefusal[] };

export async function importSheet(db: Kysely<DB>, sheet: SheetImport): Promise<SheetImportResult> {
  if (sheet.rows.length === 0) return { ok: true, changes: [] };
  const lock = engineOf(db) === 'postgres';
  const days = sheet.rows.map((row) => row.night).sort();
  const from = days[0] as string;
  const to = days[days.length - 1] as string;
  return db.transaction().execute(async (trx) => {
    const roomTypeIds = [...new Set(sheet.rows.map((row) => row.roomTypeId))];
    const nights = await readNights(trx, roomTypeIds, from, to, lock);
    const { changes, refused } = planSheet(nights, sheet.rows);
    if (refused.length > 0) return { ok: false, refused };
    if (changes.length > 0) {
      const times = new Map(nights.map((night) => [nightKey(night), night.updateTime]));
      // Locked on PostgreSQL, in SQLite's write transaction: every night is as read.
      if (!(await writeChanges(trx, changes, times, { now: sheet.now, owner: 'operator' }))) {
        throw new Error(`a night of hotel ${sheet.hotelId} changed under its lock`);
      }
      if (changes.some((change) => change.before.price !== change.after.price)) {
        await refreshHotelRates(trx, sheet.hotelId);
      } else {
        await refreshHotelNights(trx, sheet.hotelId, { from, to: addCalendarDays(to, 1) });
      }
    }
    await sheet.audit(trx, changes);
    return { ok: true, changes };
  });
}
