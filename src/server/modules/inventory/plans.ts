/**
 * A room type's rate plan (docs/design/catalogue.md §0 "default plans", "plan-made nights"): read per hotel, and
 * changed in one transaction with the nights that follow it — the plan-made nights from the hotel's today on take its
 * weekday prices and rooms (`lib/inventory/plan.ts`), written as the plan's, with search's summary and rate spans.
 * A plan changed since the operator read it refuses the save.
 */
import type { Kysely, Selectable } from 'kysely';
import { type PlanValues, planNightChanges } from '~/lib/inventory/plan';
import { engineOf } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import type { RoomTypePlanTable } from '~/server/db/schema-hotel';
import { refreshHotelRates } from '~/server/modules/hotel';
import { nightKey, readNights, writeChanges } from './bulkEdit';

/** The last night any plan may have written. */
const FAR_FUTURE = '9999-12-31';

export interface PlanState extends PlanValues {
  roomTypeId: number;
  /** The last night the horizon wrote from it ('' none yet). */
  filledThrough: string;
  updateTime: number;
}

type PlanRow = Selectable<RoomTypePlanTable>;

const stateOf = (row: PlanRow): PlanState => ({
  roomTypeId: Number(row.room_type_id),
  prices: [
    Number(row.sun_price),
    Number(row.mon_price),
    Number(row.tue_price),
    Number(row.wed_price),
    Number(row.thu_price),
    Number(row.fri_price),
    Number(row.sat_price),
  ],
  allotment: Number(row.allotment),
  active: row.status === '1',
  filledThrough: String(row.filled_through),
  updateTime: Number(row.update_time),
});

/** The plans of these room types, by room type (a room type without one has none yet). */
export async function readPlans(db: Kysely<DB>, roomTypeIds: readonly number[]): Promise<Map<number, PlanState>> {
  if (roomTypeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('room_type_plan')
    .selectAll()
    .where('room_type_id', 'in', [...roomTypeIds])
    .execute();
  return new Map(rows.map((row) => [row.room_type_id, stateOf(row)]));
}

export interface PlanSave {
  hotelId: number;
  roomTypeId: number;
  plan: PlanValues;
  /** The plan's `update_time` as the operator read it (0: they saw no plan). */
  readTime: number;
  /** The hotel's today: earlier nights do not follow. */
  today: string;
  now: number;
  audit(trx: Kysely<DB>, before: PlanState | undefined, nights: number): Promise<void>;
}

export type PlanSaveResult = { ok: true; nights: number } | { ok: false };

/** Saves a plan and moves its plan-made nights, or refuses when the plan changed since it was read. */
export async function savePlan(db: Kysely<DB>, save: PlanSave): Promise<PlanSaveResult> {
  const lock = engineOf(db) === 'postgres';
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('room_type_plan').selectAll().where('room_type_id', '=', save.roomTypeId);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    const before = row ? stateOf(row) : undefined;
    if ((before?.updateTime ?? 0) !== save.readTime) return { ok: false };
    const [sun, mon, tue, wed, thu, fri, sat] = save.plan.prices;
    const values = {
      sun_price: sun,
      mon_price: mon,
      tue_price: tue,
      wed_price: wed,
      thu_price: thu,
      fri_price: fri,
      sat_price: sat,
      allotment: save.plan.allotment,
      status: save.plan.active ? ('1' as const) : ('0' as const),
      // Every save moves the time on, even twice in a second: a save checks it against the time read.
      update_time: Math.max(save.now, (before?.updateTime ?? 0) + 1),
    };
    if (before) {
      await trx.updateTable('room_type_plan').set(values).where('room_type_id', '=', save.roomTypeId).execute();
    } else {
      await trx
        .insertInto('room_type_plan')
        .values({ ...values, room_type_id: save.roomTypeId })
        .execute();
    }
    const nights = await readNights(trx, [save.roomTypeId], save.today, FAR_FUTURE, lock);
    const changes = planNightChanges(nights, save.plan, save.today);
    if (changes.length > 0) {
      const times = new Map(nights.map((night) => [nightKey(night), night.updateTime]));
      // Locked on PostgreSQL, in SQLite's write transaction: every night is as read.
      if (!(await writeChanges(trx, changes, times, { now: save.now, owner: 'plan' }))) {
        throw new Error(`a plan-made night of room type ${save.roomTypeId} changed under its lock`);
      }
      await refreshHotelRates(trx, save.hotelId);
    }
    await save.audit(trx, before, changes.length);
    return { ok: true, nights: changes.length };
  });
}
