/**
 * `hotel.Hotel` (ours, in BuildAdmin's CRUD style; docs/design/catalogue.md §3): the operator's hotels listed, one
 * read and changed, a new one added (by an operator of every hotel only), with the texts of every language; every
 * write audited with the fields before and after.
 */

import { sql } from 'kysely';
import type { AdminList } from '~/contract/admin/auth';
import type { AdminHotel, AdminHotelListRow } from '~/contract/admin/catalogue';
import { HOTEL_FIELDS, hotelSchema } from '~/contract/admin/catalogueInput';
import { textField } from '~/lib/catalogue/codes';
import { LANGS, type Lang } from '~/lib/i18n/locale';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, idParam, parseInput, pick } from '~/server/http/input';
import { containing } from '~/server/http/search';
import {
  citiesById,
  FACILITY_CODES,
  facilitiesOf,
  hotelTexts,
  maskOf,
  saveHotel,
  toMicroDegrees,
} from '~/server/modules/hotel';
import { writeAudit } from '../audit';
import { type AdminContext, signedIn } from '../door';
import { listRequest } from '../list';
import { catalogueOptions } from './catalogueOptions';
import { flatRecord } from './flatRecord';
import { hotelOf } from './scope';

type Db = AdminContext['db'];

async function index(ctx: AdminContext): Promise<Success<AdminList<AdminHotelListRow>>> {
  const { access } = signedIn(ctx);
  const request = listRequest(ctx.query, {}, ['id,asc'] as const, 'id,asc');
  let query = ctx.db.selectFrom('hotel as h');
  if (access.scope !== 'all') query = query.where('h.id', 'in', access.scope.length > 0 ? [...access.scope] : [0]);
  if (request.quickSearch) {
    const words = request.quickSearch;
    query = query.where((eb) =>
      eb.or([
        ...(/^\d{1,9}$/.test(words) ? [eb('h.id', '=', Number(words))] : []),
        eb(
          'h.id',
          'in',
          eb
            .selectFrom('hotel_i18n')
            .select('hotel_id')
            .where(sql<boolean>`search_text like ${containing(words.toLowerCase())} escape '\\'`),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(['h.id', 'h.city_id', 'h.star', 'h.status'])
      .select((eb) =>
        eb
          .selectFrom('room_type')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('room_type.hotel_id', '=', 'h.id')
          .as('room_types'),
      )
      .orderBy('h.id')
      .limit(request.limit)
      .offset((request.page - 1) * request.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  const ids = rows.map((row) => row.id);
  const [names, cities] = await Promise.all([
    hotelTexts(ctx.db, ids, ctx.lang),
    citiesOf(
      ctx.db,
      rows.map((row) => row.city_id),
      ctx.lang,
    ),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    name: names.get(row.id)?.name ?? '',
    city: cities.get(row.city_id) ?? '',
    star: row.star,
    status: row.status,
    room_types: Number(row.room_types ?? 0),
  }));
  return ok({ list, total: Number(count?.n ?? 0), remark: '' });
}

async function citiesOf(db: Db, ids: readonly number[], lang: Lang): Promise<Map<number, string>> {
  const found = await citiesById(db, [...new Set(ids)], lang);
  return new Map([...found].map(([id, city]) => [id, city.name]));
}

/** A hotel as the form reads it, with its texts in every language. */
async function hotelRow(db: Db, id: number): Promise<AdminHotel | undefined> {
  const row = await db.selectFrom('hotel').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const texts = await db.selectFrom('hotel_i18n').selectAll().where('hotel_id', '=', id).execute();
  return {
    id: row.id,
    city_id: row.city_id,
    star: row.star,
    latitude: row.latitude / 1_000_000,
    longitude: row.longitude / 1_000_000,
    check_in_time: row.check_in_time,
    check_out_time: row.check_out_time,
    facilities: facilitiesOf(Number(row.facility_mask)),
    service_fee_bp: row.service_fee_bp,
    tax_bp: row.tax_bp,
    city_tax_per_room_night: Number(row.city_tax_per_room_night),
    status: row.status,
    texts: Object.fromEntries(
      LANGS.map((lang) => {
        const text = texts.find((t) => t.lang === lang);
        const { name = '', area = '', address = '', description = '', policies = '' } = text ?? {};
        return [lang, { name, area, address, description, policies }];
      }),
    ),
  };
}

/** The posted hotel: its values and texts, its city an enabled one, its facilities known codes. */
async function postedHotel(ctx: AdminContext) {
  const input = parseInput(hotelSchema, pick(ctx.body, HOTEL_FIELDS), ctx, true) as Record<string, unknown> &
    ReturnType<typeof hotelSchema.parse>;
  const city = await ctx.db.selectFrom('city').select('id').where('id', '=', input.city_id).executeTakeFirst();
  const wrong = (field: string) =>
    fieldError(ctx, { field, key: VALIDATE_KEYS.correctField, params: { field: `field.${field}` } });
  if (!city) throw wrong('city_id');
  const raw = ctx.body.facilities ?? ctx.body['facilities[]'] ?? [];
  const codes = (Array.isArray(raw) ? raw : String(raw).split(',')).map(String).filter((code) => code !== '');
  if (codes.some((code) => !(FACILITY_CODES as readonly string[]).includes(code))) throw wrong('facilities');
  const text = (field: string, lang: Lang) => String(input[textField(field, lang)] ?? '');
  const texts = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      {
        name: text('name', lang),
        area: text('area', lang),
        address: text('address', lang),
        description: text('description', lang),
        policies: text('policies', lang),
      },
    ]),
  ) as Record<Lang, { name: string; area: string; address: string; description: string; policies: string }>;
  const values = {
    city_id: input.city_id,
    star: input.star,
    latitude: toMicroDegrees(input.latitude),
    longitude: toMicroDegrees(input.longitude),
    check_in_time: input.check_in_time,
    check_out_time: input.check_out_time,
    facility_mask: maskOf(codes),
    service_fee_bp: input.service_fee_bp,
    tax_bp: input.tax_bp,
    city_tax_per_room_night: input.city_tax_per_room_night,
    status: input.status,
  };
  return { values, texts };
}

/** The audit record of a hotel: its facilities as one field. */
const record = (row: AdminHotel) => flatRecord({ ...row, facilities: row.facilities.join(',') });

async function add(ctx: AdminContext): Promise<Success<{ id: number }>> {
  const { actor, access } = signedIn(ctx);
  if (access.scope !== 'all') throw new ApiError('Only an operator of every hotel can add a hotel');
  const { values, texts } = await postedHotel(ctx);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const hotelId = await saveHotel(trx, undefined, values, texts, ctx.now);
    const after = await hotelRow(trx, hotelId);
    await writeAudit(
      trx,
      actor,
      { title: 'Add a hotel', target: `hotel:${hotelId}`, ...(after ? { after: record(after) } : {}) },
      ctx.now,
    );
    return hotelId;
  });
  return ok({ id }, 'Hotel saved');
}

async function edit(ctx: AdminContext): Promise<Success<{ row: AdminHotel }>> {
  const { actor } = signedIn(ctx);
  const source = ctx.request.method === 'GET' ? ctx.query : ctx.body;
  const hotel = await hotelOf(ctx, idParam(ctx, source, 'id', 'hotel'));
  const before = await hotelRow(ctx.db, hotel.id);
  if (!before) throw new ApiError('Hotel not found');
  if (ctx.request.method === 'GET') return ok({ row: before });
  const { values, texts } = await postedHotel(ctx);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await saveHotel(trx, hotel.id, values, texts, ctx.now);
    const after = (await hotelRow(trx, hotel.id)) as AdminHotel;
    await writeAudit(
      trx,
      actor,
      { title: 'Edit a hotel', target: `hotel:${hotel.id}`, before: record(before), after: record(after) },
      ctx.now,
    );
    return after;
  });
  return ok({ row }, 'Hotel saved');
}

export const hotelRoutes = {
  'hotel.hotel/index': { GET: index },
  'hotel.hotel/options': { GET: catalogueOptions },
  'hotel.hotel/add': { POST: add },
  'hotel.hotel/edit': { GET: edit, POST: edit },
};
