/**
 * `hotel.RoomType` (ours, in BuildAdmin's CRUD style; docs/design/catalogue.md §3): a hotel's room types listed, one
 * read and changed, a new one added — off sale, with a paused rate plan at its base price, until the revenue manager
 * sets its plan and puts it on sale. Only within the operator's hotels; every write audited with the fields before
 * and after; search's rate spans and cap room types follow in the same transaction.
 */
import type { AdminRoomType } from '~/contract/admin/catalogue';
import { ROOM_TYPE_FIELDS, roomTypeSchema } from '~/contract/admin/catalogueInput';
import { textField } from '~/lib/catalogue/codes';
import { LANGS, type Lang } from '~/lib/i18n/locale';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, idParam, parseInput, pick } from '~/server/http/input';
import { type RoomTypeTexts, saveRoomType } from '~/server/modules/hotel';
import { writeAudit } from '../audit';
import { type AdminContext, signedIn } from '../door';
import { flatRecord } from './flatRecord';
import { hotelOf } from './scope';

type Db = AdminContext['db'];

async function roomTypeRows(db: Db, where: { hotelId?: number; id?: number }): Promise<AdminRoomType[]> {
  let query = db.selectFrom('room_type').selectAll();
  if (where.hotelId !== undefined) query = query.where('hotel_id', '=', where.hotelId);
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  const rows = await query.orderBy('weigh', 'desc').orderBy('id').execute();
  const ids = rows.map((row) => row.id);
  const texts =
    ids.length === 0
      ? []
      : await db.selectFrom('room_type_i18n').selectAll().where('room_type_id', 'in', ids).execute();
  return rows.map((row) => ({
    id: row.id,
    hotel_id: row.hotel_id,
    bed_type: row.bed_type,
    bed_count: row.bed_count,
    meal_type: row.meal_type,
    size_m2: row.size_m2,
    max_adults: row.max_adults,
    max_children: row.max_children,
    extra_bed_price: Number(row.extra_bed_price),
    breakfast_price: Number(row.breakfast_price),
    policy_id: row.policy_id,
    base_price: Number(row.base_price),
    status: row.status,
    texts: Object.fromEntries(
      LANGS.map((lang) => {
        const text = texts.find((t) => t.room_type_id === row.id && t.lang === lang);
        return [lang, { name: text?.name ?? '', description: text?.description ?? '' }];
      }),
    ),
  }));
}

async function index(ctx: AdminContext): Promise<Success<{ list: AdminRoomType[] }>> {
  const hotel = await hotelOf(ctx, idParam(ctx, ctx.query, 'hotel_id', 'hotel'));
  return ok({ list: await roomTypeRows(ctx.db, { hotelId: hotel.id }) });
}

/** The posted room type: its values and texts, its policy one that exists. */
async function postedRoomType(ctx: AdminContext) {
  const input = parseInput(roomTypeSchema, pick(ctx.body, ROOM_TYPE_FIELDS), ctx, true) as Record<string, unknown> &
    ReturnType<typeof roomTypeSchema.parse>;
  const policy = await ctx.db
    .selectFrom('cancel_policy')
    .select('id')
    .where('id', '=', input.policy_id)
    .executeTakeFirst();
  if (!policy) {
    throw fieldError(ctx, {
      field: 'policy_id',
      key: VALIDATE_KEYS.correctField,
      params: { field: 'field.policy_id' },
    });
  }
  const texts = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      {
        name: String(input[textField('name', lang)] ?? ''),
        description: String(input[textField('description', lang)] ?? ''),
      },
    ]),
  ) as Record<Lang, RoomTypeTexts>;
  const values = {
    bed_type: input.bed_type,
    bed_count: input.bed_count,
    meal_type: input.meal_type,
    size_m2: input.size_m2,
    max_adults: input.max_adults,
    max_children: input.max_children,
    extra_bed_price: input.extra_bed_price,
    // Breakfast is sold apart only with a room-only rate.
    breakfast_price: input.meal_type === 'none' ? input.breakfast_price : 0,
    policy_id: input.policy_id,
    base_price: input.base_price,
    status: input.status,
  };
  return { values, texts };
}

async function add(ctx: AdminContext): Promise<Success<{ id: number }>> {
  const { actor } = signedIn(ctx);
  const hotel = await hotelOf(ctx, idParam(ctx, ctx.body, 'hotel_id', 'hotel'));
  const { values, texts } = await postedRoomType(ctx);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const roomTypeId = await saveRoomType(trx, hotel.id, undefined, { ...values, status: '0' }, texts, ctx.now);
    const [after] = await roomTypeRows(trx, { id: roomTypeId });
    await writeAudit(
      trx,
      actor,
      { title: 'Add a room type', target: `room_type:${roomTypeId}`, ...(after ? { after: flatRecord(after) } : {}) },
      ctx.now,
    );
    return roomTypeId;
  });
  return ok({ id }, 'Room type saved');
}

async function edit(ctx: AdminContext): Promise<Success<{ row: AdminRoomType }>> {
  const { actor } = signedIn(ctx);
  const source = ctx.request.method === 'GET' ? ctx.query : ctx.body;
  const [before] = await roomTypeRows(ctx.db, { id: idParam(ctx, source, 'id', 'room_type_id') });
  // Another hotel's room type answers as one that does not exist.
  const hotel = before ? await hotelOf(ctx, before.hotel_id).catch(() => undefined) : undefined;
  if (!before || !hotel) throw new ApiError('Room type not found');
  if (ctx.request.method === 'GET') return ok({ row: before });
  const { values, texts } = await postedRoomType(ctx);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await saveRoomType(trx, hotel.id, before.id, values, texts, ctx.now);
    const [after] = (await roomTypeRows(trx, { id: before.id })) as [AdminRoomType];
    await writeAudit(
      trx,
      actor,
      {
        title: 'Edit a room type',
        target: `room_type:${before.id}`,
        before: flatRecord(before),
        after: flatRecord(after),
      },
      ctx.now,
    );
    return after;
  });
  return ok({ row }, 'Room type saved');
}

export const roomTypeRoutes = {
  'hotel.roomtype/index': { GET: index },
  'hotel.roomtype/add': { POST: add },
  'hotel.roomtype/edit': { GET: edit, POST: edit },
};
