/**
 * `hotel.City` (ours, in BuildAdmin's CRUD style; docs/design/catalogue.md §3): the cities hotels are in, listed with
 * their hotels' count, added and changed in both languages — by an operator of every hotel only, as a city is every
 * hotel's in it. A city's zone is its hotels', so it changes only while the city has none; a renamed or moved city's
 * hotels follow in the same transaction. Every write audited.
 */
import type { AdminCity } from '~/contract/admin/catalogue';
import { CITY_FIELDS, citySchema } from '~/contract/admin/catalogueInput';
import { textField } from '~/lib/catalogue/codes';
import { LANGS, type Lang } from '~/lib/i18n/locale';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import { isUniqueViolation } from '~/server/db/engine';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, idParam, parseInput, pick } from '~/server/http/input';
import { saveCity, toMicroDegrees } from '~/server/modules/hotel';
import { writeAudit } from '../audit';
import { type AdminContext, signedIn } from '../door';
import { flatRecord } from './flatRecord';

type Db = AdminContext['db'];

async function cityRows(db: Db, id?: number): Promise<AdminCity[]> {
  let query = db
    .selectFrom('city as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('hotel')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('hotel.city_id', '=', 'c.id')
        .as('hotels'),
    );
  if (id !== undefined) query = query.where('c.id', '=', id);
  const rows = await query.orderBy('c.weigh', 'desc').orderBy('c.id').execute();
  const names = await db.selectFrom('city_i18n').selectAll().execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    country: row.country,
    time_zone: row.time_zone,
    latitude: row.latitude / 1_000_000,
    longitude: row.longitude / 1_000_000,
    status: row.status,
    hotels: Number(row.hotels ?? 0),
    texts: Object.fromEntries(
      LANGS.map((lang) => [lang, { name: names.find((n) => n.city_id === row.id && n.lang === lang)?.name ?? '' }]),
    ),
  }));
}

/** Cities are every hotel's: only an operator of every hotel changes them. */
function everyHotel(ctx: AdminContext) {
  const { access } = signedIn(ctx);
  if (access.scope !== 'all') throw new ApiError('Only an operator of every hotel can change cities');
}

function postedCity(ctx: AdminContext) {
  const input = parseInput(citySchema, pick(ctx.body, CITY_FIELDS), ctx, true) as Record<string, unknown> &
    ReturnType<typeof citySchema.parse>;
  const values = {
    code: input.code,
    country: input.country,
    time_zone: input.time_zone,
    latitude: toMicroDegrees(input.latitude),
    longitude: toMicroDegrees(input.longitude),
    status: input.status,
  };
  const names = Object.fromEntries(LANGS.map((lang) => [lang, String(input[textField('name', lang)] ?? '')]));
  return { values, names: names as Record<Lang, string> };
}

const codeTaken = (ctx: AdminContext) =>
  fieldError(ctx, { field: 'code', key: VALIDATE_KEYS.correctField, params: { field: 'field.code' } });

async function index(ctx: AdminContext): Promise<Success<{ list: AdminCity[] }>> {
  signedIn(ctx);
  return ok({ list: await cityRows(ctx.db) });
}

async function add(ctx: AdminContext): Promise<Success<{ id: number }>> {
  everyHotel(ctx);
  const { actor } = signedIn(ctx);
  const { values, names } = postedCity(ctx);
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const cityId = await saveCity(trx, undefined, values, names, ctx.now);
      const [after] = await cityRows(trx, cityId);
      await writeAudit(
        trx,
        actor,
        { title: 'Add a city', target: `city:${cityId}`, ...(after ? { after: flatRecord(after) } : {}) },
        ctx.now,
      );
      return cityId;
    });
    return ok({ id }, 'City saved');
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(ctx);
    throw error;
  }
}

async function edit(ctx: AdminContext): Promise<Success<{ row: AdminCity }>> {
  const source = ctx.request.method === 'GET' ? ctx.query : ctx.body;
  const [before] = await cityRows(ctx.db, idParam(ctx, source, 'id', 'city_id'));
  if (!before) throw new ApiError('City not found');
  if (ctx.request.method === 'GET') return ok({ row: before });
  everyHotel(ctx);
  const { actor } = signedIn(ctx);
  const { values, names } = postedCity(ctx);
  if (values.time_zone !== before.time_zone && before.hotels > 0) {
    throw new ApiError('The time zone of a city with hotels cannot change', { data: { field: 'time_zone' } });
  }
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      await saveCity(trx, before.id, values, names, ctx.now);
      const [after] = (await cityRows(trx, before.id)) as [AdminCity];
      await writeAudit(
        trx,
        actor,
        { title: 'Edit a city', target: `city:${before.id}`, before: flatRecord(before), after: flatRecord(after) },
        ctx.now,
      );
      return after;
    });
    return ok({ row }, 'City saved');
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(ctx);
    throw error;
  }
}

export const cityRoutes = {
  'hotel.city/index': { GET: index },
  'hotel.city/add': { POST: add },
  'hotel.city/edit': { GET: edit, POST: edit },
};
