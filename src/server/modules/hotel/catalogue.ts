/**
 * Reading the catalogue in the request's language: names and texts come from the `*_i18n` tables, a missing
 * English row falls back to the Chinese one (the default language), so a hotel entered in one language still shows.
 */
import type { Kysely } from 'kysely';
import type { Lang } from '~/lib/i18n/locale';
import { langsOf, preferred } from '~/server/db/preferredLang';
import type { DB } from '~/server/db/schema';
import type { ImageSource as PhotoSource } from '~/server/storage/types';

type Db = Kysely<DB>;

export interface CityText {
  id: number;
  code: string;
  name: string;
}

/** Cities by id, named in the language. */
export async function citiesById(db: Db, ids: readonly number[], lang: Lang): Promise<Map<number, CityText>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('city')
    .innerJoin('city_i18n', 'city_i18n.city_id', 'city.id')
    .select(['city.id', 'city.code', 'city_i18n.lang', 'city_i18n.name'])
    .where('city.id', 'in', [...new Set(ids)])
    .where('city_i18n.lang', 'in', langsOf(lang))
    .execute();
  const out = new Map<number, CityText>();
  for (const [id, row] of preferred(rows, (r) => r.id, lang)) out.set(id, { id, code: row.code, name: row.name });
  return out;
}

export interface CitySummary extends CityText {
  country: string;
  time_zone: string;
  hotel_count: number;
  /** The city's name in every language, for lookups typed in either. */
  names: string[];
}

/** Enabled cities that have enabled hotels, largest first. */
export async function listCities(db: Db, lang: Lang): Promise<CitySummary[]> {
  const cities = await db
    .selectFrom('city')
    .innerJoin('hotel', 'hotel.city_id', 'city.id')
    .select(['city.id', 'city.code', 'city.country', 'city.time_zone', 'city.weigh'])
    .select((eb) => eb.fn.countAll<number>().as('hotel_count'))
    .where('city.status', '=', '1')
    .where('hotel.status', '=', '1')
    .groupBy(['city.id', 'city.code', 'city.country', 'city.time_zone', 'city.weigh'])
    .orderBy('city.weigh', 'desc')
    .orderBy('city.id')
    .execute();
  if (cities.length === 0) return [];
  const names = await db
    .selectFrom('city_i18n')
    .select(['city_id', 'lang', 'name'])
    .where(
      'city_id',
      'in',
      cities.map((city) => city.id),
    )
    .execute();
  const chosen = preferred(
    names.filter((row) => langsOf(lang).includes(row.lang as Lang)),
    (row) => row.city_id,
    lang,
  );
  return cities.map((city) => ({
    id: city.id,
    code: city.code,
    name: chosen.get(city.id)?.name ?? city.code,
    country: city.country,
    time_zone: city.time_zone,
    hotel_count: Number(city.hotel_count),
    names: names.filter((row) => row.city_id === city.id).map((row) => row.name),
  }));
}

/** The enabled city a `city` parameter names: its id, its code or its name in either language. */
export async function findCity(db: Db, value: string): Promise<{ id: number; code: string } | undefined> {
  const text = value.trim();
  if (text === '' || text.length > 64) return undefined;
  const base = db.selectFrom('city').select(['city.id', 'city.code']).where('city.status', '=', '1');
  if (/^\d{1,9}$/.test(text)) return base.where('city.id', '=', Number(text)).executeTakeFirst();
  const byCode = await base.where('city.code', '=', text.toLowerCase()).executeTakeFirst();
  if (byCode) return byCode;
  return base
    .innerJoin('city_i18n', 'city_i18n.city_id', 'city.id')
    .where((eb) => eb(eb.fn('lower', ['city_i18n.name']), '=', text.toLowerCase()))
    .limit(1)
    .executeTakeFirst();
}

export interface HotelText {
  name: string;
  area: string;
  address: string;
  description: string;
  policies: string;
}

/** Names and texts of hotels by id in the language. */
export async function hotelTexts(db: Db, ids: readonly number[], lang: Lang): Promise<Map<number, HotelText>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('hotel_i18n')
    .select(['hotel_id', 'lang', 'name', 'area', 'address', 'description', 'policies'])
    .where('hotel_id', 'in', [...new Set(ids)])
    .where('lang', 'in', langsOf(lang))
    .execute();
  return preferred(rows, (row) => row.hotel_id, lang);
}

export interface RoomTypeText {
  name: string;
  description: string;
}

/** Names and descriptions of room types by id in the language. */
export async function roomTypeTexts(db: Db, ids: readonly number[], lang: Lang): Promise<Map<number, RoomTypeText>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('room_type_i18n')
    .select(['room_type_id', 'lang', 'name', 'description'])
    .where('room_type_id', 'in', [...new Set(ids)])
    .where('lang', 'in', langsOf(lang))
    .execute();
  return preferred(rows, (row) => row.room_type_id, lang);
}

export interface StoredPhoto {
  id: number;
  hotel_id: number;
  room_type_id: number | null;
  kind: string;
  width: number;
  height: number;
  sources: PhotoSource[];
}

/** Photos of hotels (and their room types), in display order. `coverOnly` reads each hotel's cover photo only. */
export async function photosOf(db: Db, hotelIds: readonly number[], coverOnly = false): Promise<StoredPhoto[]> {
  if (hotelIds.length === 0) return [];
  const query = coverOnly
    ? db
        .selectFrom('hotel_photo')
        .innerJoin('hotel', 'hotel.cover_photo_id', 'hotel_photo.id')
        .where('hotel.id', 'in', [...new Set(hotelIds)])
    : db.selectFrom('hotel_photo').where('hotel_photo.hotel_id', 'in', [...new Set(hotelIds)]);
  const rows = await query
    .select([
      'hotel_photo.id',
      'hotel_photo.hotel_id',
      'hotel_photo.room_type_id',
      'hotel_photo.kind',
      'hotel_photo.width',
      'hotel_photo.height',
      'hotel_photo.sources',
      'hotel_photo.sort',
    ])
    .orderBy('hotel_photo.hotel_id')
    .orderBy('hotel_photo.room_type_id')
    .orderBy('hotel_photo.sort')
    .orderBy('hotel_photo.id')
    .execute();
  return rows.map(({ sort: _sort, sources, ...row }) => ({ ...row, sources: parseSources(sources) }));
}

function parseSources(text: string): PhotoSource[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is PhotoSource =>
        typeof item === 'object' &&
        item !== null &&
        Number.isInteger((item as PhotoSource).w) &&
        typeof (item as PhotoSource).url === 'string',
    );
  } catch {
    return [];
  }
}
