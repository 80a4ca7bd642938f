/**
 * The one writer of a hotel's nights for operators (docs/design/catalogue.md §0 "one writer", §4): a bulk edit read,
 * previewed and saved. A save is one transaction: the nights are read again (locked on PostgreSQL), refused whole
 * when any was changed since the operator read it or cannot take the edit, written (with `from_plan = 0` when its
 * price or rooms change: an operator's night, which a change of the plan does not follow), and search's summary and rate spans refreshed for the hotel,
 * with the caller's audit entry.
 */
import { type Kysely, sql } from 'kysely';
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

/** Nights written by one statement (12 parameters each: under SQLite's and PostgreSQL's parameter caps). */
const WRITE_BATCH = 500;

/**
 * Who writes: an operator's new price or allotment makes a night theirs (`from_plan = 0`); the plan's change keeps
 * its nights the plan's.
 */
type NightOwner = 'operator' | 'plan';

/** A night's key in the maps of `update_time`s read. */
export const nightKey = (night: { roomTypeId: number; night: string }) => `${night.roomTypeId}|${night.night}`;

/** One night's row of the write: its key, its values after, whether it becomes the operator's, and the check. */
function writeRow(change: NightChange, readTime: number, owner: NightOwner) {
  const { after } = change;
  return sql`(${change.roomTypeId}, ${change.night}, ${after.price}, ${after.allotment}, ${after.available}, ${
    after.closed ? 1 : 0
  }, ${after.minStay}, ${after.closedArrival ? 1 : 0}, ${after.closedDeparture ? 1 : 0}, ${
    owner === 'operator' && movesPlanValues(change) ? 1 : 0
  }, ${readTime}, ${change.before.available})`;
}

/**
 * Writes the changes a batch a statement (one `update … from` a list of values, the same on both engines), each night
 * only if it is still as read (`update_time`, and its rooms free): false when any was not.
 */
export async function writeChanges(
  trx: Kysely<DB>,
  changes: readonly NightChange[],
  read: ReadonlyMap<string, number>,
  { now, owner }: { now: number; owner: NightOwner },
) {
  for (let start = 0; start < changes.length; start += WRITE_BATCH) {
    const batch = changes.slice(start, start + WRITE_BATCH);
    const rows = batch.map((change) => writeRow(change, read.get(nightKey(change)) ?? -1, owner));
    const result = await sql`
      with v (room_type_id, night, price, allotment, available, closed, min_stay, closed_arrival, closed_departure,
              operator, read_time, before_available) as (values ${sql.join(rows)})
      update room_night set
        price = cast(v.price as bigint),
        allotment = cast(v.allotment as integer),
        available = cast(v.available as integer),
        closed = cast(v.closed as smallint),
        min_stay = cast(v.min_stay as smallint),
        closed_arrival = cast(v.closed_arrival as smallint),
        closed_departure = cast(v.closed_departure as smallint),
        -- A new price or allotment makes the night the operator's; stay rules and closing leave it the plan's.
        from_plan = case when cast(v.operator as integer) = 1 then 0 else room_night.from_plan end,
        -- Every write moves the time on, even twice in a second: a save checks it against the time read.
        update_time = case when room_night.update_time >= ${now} then room_night.update_time + 1 else ${now} end
      from v
      where room_night.room_type_id = cast(v.room_type_id as integer)
        and room_night.night = v.night
        and room_night.update_time = cast(v.read_time as bigint)
        and room_night.available = cast(v.before_available as integer)`.execute(trx);
    if (Number(result.numAffectedRows ?? 0) !== batch.length) return false;
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
      const selected = new Set(plan.changes.map((change) => nightKey(change)));
      const changedSince = staleNights(
        save.read.filter((night) => selected.has(nightKey(night))),
        current,
      );
      if (changedSince.length > 0) return stale(changedSince);
      if (plan.refused.length > 0) return { ok: false, refused: plan.refused };
      if (plan.changes.length === 0) return { ok: true, changes: [] };
      const times = new Map(current.map((night) => [nightKey(night), night.updateTime]));
      // A booking between the read and the write (SQLite reads without a lock) makes a night's write miss.
      if (!(await writeChanges(trx, plan.changes, times, { now: save.now, owner: 'operator' }))) throw new StaleWrite();
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
