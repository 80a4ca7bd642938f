/**
 * The one writer of a hotel's nights for operators (docs/design/catalogue.md §0 "one writer", §4): a bulk edit read,
 * previewed and saved. A save is one transaction: the nights are read again (locked on PostgreSQL), refused whole
 * when any was changed since the operator read it or cannot take the edit, written (with `from_plan = 0` when its
 * price or rooms change: an operator's night, which a change of the plan does not follow), and search's summary and rate spans refreshed for the hotel,
 * with the caller's audit entry.
 */
import type { Kysely } from 'kysely';
import { addCalendarDays } from '~/lib/format/calendarDays';
import {
  type BulkEdit,
  type BulkPlan,
  movesPlanValues,
  type NightChange,
  type NightRefusal,
  type NightState,
  planBulkEdit,
  staleNights,
} from '~/lib/inventory/bulk';
import { engineOf } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import { refreshHotelNights, refreshHotelRates } from '~/server/modules/hotel';

/** The nights of some room types over `[from, to]` (both included), as the bulk edit reads them, and who set each. */
export async function readNights(
  db: Kysely<DB>,
  roomTypeIds: readonly number[],
  from: string,
  to: string,
  lock = false,
): Promise<(NightState & { fromPlan: boolean })[]> {
  if (roomTypeIds.length === 0) return [];
  let query = db
    .selectFrom('room_night')
    .select([
      'room_type_id',
      'night',
      'price',
      'allotment',
      'available',
      'closed',
      'min_stay',
      'closed_arrival',
      'closed_departure',
      'from_plan',
      'update_time',
    ])
    .where('room_type_id', 'in', [...roomTypeIds])
    .where('night', '>=', from)
    .where('night', '<=', to)
    .orderBy('room_type_id')
    .orderBy('night');
  if (lock) query = query.forUpdate();
  const rows = await query.execute();
  return rows.map((row) => ({
    roomTypeId: row.room_type_id,
    night: row.night,
    price: Number(row.price),
    allotment: row.allotment,
    available: row.available,
    closed: row.closed === 1,
    minStay: row.min_stay,
    closedArrival: row.closed_arrival === 1,
    closedDeparture: row.closed_departure === 1,
    fromPlan: row.from_plan === 1,
    updateTime: Number(row.update_time),
  }));
}

export const previewBulkEdit = async (db: Kysely<DB>, edit: BulkEdit): Promise<BulkPlan> =>
  planBulkEdit(await readNights(db, edit.roomTypeIds, edit.from, edit.to), edit);

export interface BulkSave {
  hotelId: number;
  edit: BulkEdit;
  /** The nights as the operator read them (their `update_time`s); a selected night changed since refuses the save. */
  read: readonly Pick<NightState, 'roomTypeId' | 'night' | 'updateTime'>[];
  now: number;
  audit(trx: Kysely<DB>, changes: readonly NightChange[]): Promise<void>;
}

type BulkSaveResult =
  | { ok: true; changes: NightChange[] }
  | { ok: false; refused: NightRefusal[] }
  | { ok: false; stale: { roomTypeId: number; night: string }[] };

async function writeChanges(trx: Kysely<DB>, changes: readonly NightChange[], read: Map<string, number>, now: number) {
  for (const change of changes) {
    const { after } = change;
    const written = await trx
      .updateTable('room_night')
      .set({
        price: after.price,
        allotment: after.allotment,
        available: after.available,
        closed: after.closed ? 1 : 0,
        min_stay: after.minStay,
        closed_arrival: after.closedArrival ? 1 : 0,
        closed_departure: after.closedDeparture ? 1 : 0,
        // A new price or allotment makes the night the operator's; stay rules and closing leave it the plan's.
        ...(movesPlanValues(change) ? { from_plan: 0 } : {}),
        update_time: now,
      })
      .where('room_type_id', '=', change.roomTypeId)
      .where('night', '=', change.night)
      .where('update_time', '=', read.get(`${change.roomTypeId}|${change.night}`) ?? -1)
      .where('available', '=', change.before.available)
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) !== 1) return false;
  }
  return true;
}

/** Saves a bulk edit whole, or refuses it whole (nights that cannot take it, or changed since they were read). */
export async function saveBulkEdit(db: Kysely<DB>, save: BulkSave): Promise<BulkSaveResult> {
  const { edit } = save;
  const lock = engineOf(db) === 'postgres';
  const stale = (changes: { roomTypeId: number; night: string }[]): BulkSaveResult => ({ ok: false, stale: changes });
  try {
    return await db.transaction().execute(async (trx) => {
      const current = await readNights(trx, edit.roomTypeIds, edit.from, edit.to, lock);
      const plan = planBulkEdit(current, edit);
      const selected = new Set(plan.changes.map((change) => `${change.roomTypeId}|${change.night}`));
      const changedSince = staleNights(
        save.read.filter((night) => selected.has(`${night.roomTypeId}|${night.night}`)),
        current,
      );
      if (changedSince.length > 0) return stale(changedSince);
      if (plan.refused.length > 0) return { ok: false, refused: plan.refused };
      if (plan.changes.length === 0) return { ok: true, changes: [] };
      const times = new Map(current.map((night) => [`${night.roomTypeId}|${night.night}`, night.updateTime]));
      // A booking between the read and the write (SQLite reads without a lock) makes a night's write miss.
      if (!(await writeChanges(trx, plan.changes, times, save.now))) throw new StaleWrite();
      const repriced = plan.changes.some((change) => change.before.price !== change.after.price);
      if (repriced) await refreshHotelRates(trx, save.hotelId);
      else await refreshHotelNights(trx, save.hotelId, { from: edit.from, to: addCalendarDays(edit.to, 1) });
      await save.audit(trx, plan.changes);
      return { ok: true, changes: plan.changes };
    });
  } catch (error) {
    if (error instanceof StaleWrite) return stale([]);
    throw error;
  }
}

class StaleWrite extends Error {}
