/**
 * Reading the car catalogue in the request's language (docs/design/cars.md §5): names and texts from `car_i18n`,
 * places named from `car_place_i18n` or, for a hotel place, from `hotel_i18n`; a missing English row falls back to
 * the Chinese one. Photos in display order.
 */
import type { Kysely } from 'kysely';
import type { CarPhoto, CarPlace } from '~/contract/car';
import type { Lang } from '~/lib/i18n/locale';
import type { Translate } from '~/lib/i18n/translator';
import { langsOf, preferred } from '~/server/db/preferredLang';
import type { DB } from '~/server/db/schema';
import type { CarRow } from '~/server/db/schema-car';
import { photoAnswer } from '~/server/modules/hotel';
import { placeKindText } from './labels';

type Db = Kysely<DB>;

/** An enabled car by id. */
export const findCar = (db: Db, id: number): Promise<CarRow | undefined> =>
  db.selectFrom('car').selectAll().where('id', '=', id).where('status', '=', '1').executeTakeFirst();

export interface CarText {
  name: string;
  summary: string;
  description: string;
  rules: string;
}

export async function carTexts(db: Db, ids: readonly number[], lang: Lang): Promise<Map<number, CarText>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('car_i18n')
    .select(['car_id', 'lang', 'name', 'summary', 'description', 'rules'])
    .where('car_id', 'in', [...new Set(ids)])
    .where('lang', 'in', langsOf(lang))
    .execute();
  return preferred(rows, (row) => row.car_id, lang);
}

/** A `car_place` row as the places are named from. */
export interface PlaceRow {
  id: number;
  kind: string;
  code: string;
  hotel_id: number | null;
  weigh: number;
}

/** Places named in the language: airports and stations first (by weigh), then hotels (by id). */
export async function namePlaces(db: Db, rows: readonly PlaceRow[], lang: Lang, t: Translate): Promise<CarPlace[]> {
  if (rows.length === 0) return [];
  const hubIds = rows.filter((row) => row.hotel_id === null).map((row) => row.id);
  const hotelIds = rows.flatMap((row) => (row.hotel_id === null ? [] : [row.hotel_id]));
  const [hubNames, hotelNames] = await Promise.all([
    hubIds.length === 0
      ? []
      : db
          .selectFrom('car_place_i18n')
          .select(['place_id', 'lang', 'name'])
          .where('place_id', 'in', hubIds)
          .where('lang', 'in', langsOf(lang))
          .execute(),
    hotelIds.length === 0
      ? []
      : db
          .selectFrom('hotel_i18n')
          .innerJoin('hotel', 'hotel.id', 'hotel_i18n.hotel_id')
          .select(['hotel_i18n.hotel_id', 'hotel_i18n.lang', 'hotel_i18n.name'])
          .where('hotel_i18n.hotel_id', 'in', hotelIds)
          .where('hotel.status', '=', '1')
          .where('hotel_i18n.lang', 'in', langsOf(lang))
          .execute(),
  ]);
  const hub = preferred(hubNames, (row) => row.place_id, lang);
  const hotel = preferred(hotelNames, (row) => row.hotel_id, lang);
  const named = rows.flatMap((row): (CarPlace & { weigh: number })[] => {
    const name = row.hotel_id === null ? hub.get(row.id)?.name : hotel.get(row.hotel_id)?.name;
    if (name === undefined) return [];
    const kind = row.kind as CarPlace['kind'];
    return [
      {
        id: row.id,
        kind,
        kind_text: placeKindText(t, kind),
        code: row.code,
        name,
        hotel_id: row.hotel_id,
        weigh: row.weigh,
      },
    ];
  });
  named.sort(
    (a, b) =>
      Number(a.hotel_id !== null) - Number(b.hotel_id !== null) ||
      b.weigh - a.weigh ||
      (a.hotel_id ?? 0) - (b.hotel_id ?? 0) ||
      a.id - b.id,
  );
  return named.map(({ weigh: _weigh, ...place }) => place);
}

/** The enabled places the cars serve, one row per car and place, unnamed. */
export async function pickupRows(db: Db, carIds: readonly number[]) {
  if (carIds.length === 0) return [];
  return db
    .selectFrom('car_pickup')
    .innerJoin('car_place', 'car_place.id', 'car_pickup.place_id')
    .select([
      'car_pickup.car_id',
      'car_place.id',
      'car_place.kind',
      'car_place.code',
      'car_place.hotel_id',
      'car_place.weigh',
    ])
    .where('car_pickup.car_id', 'in', [...new Set(carIds)])
    .where('car_place.status', '=', '1')
    .execute();
}

/** The enabled places each car serves, by car id, in display order. */
export async function placesOfCars(
  db: Db,
  carIds: readonly number[],
  lang: Lang,
  t: Translate,
): Promise<Map<number, CarPlace[]>> {
  const out = new Map<number, CarPlace[]>();
  if (carIds.length === 0) return out;
  const rows = await pickupRows(db, carIds);
  const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
  const places = new Map((await namePlaces(db, unique, lang, t)).map((place) => [place.id, place]));
  for (const id of carIds) out.set(id, []);
  for (const row of rows) {
    const place = places.get(row.id);
    if (place) out.get(row.car_id)?.push(place);
  }
  const order = [...places.keys()];
  for (const list of out.values()) list.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  return out;
}

/** The enabled places of a city that serve at least one enabled car. */
export async function placesOfCity(db: Db, cityId: number, lang: Lang, t: Translate): Promise<CarPlace[]> {
  const rows = await db
    .selectFrom('car_place')
    .select(['id', 'kind', 'code', 'hotel_id', 'weigh'])
    .where('city_id', '=', cityId)
    .where('status', '=', '1')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('car_pickup')
          .innerJoin('car', 'car.id', 'car_pickup.car_id')
          .select('car_pickup.car_id')
          .whereRef('car_pickup.place_id', '=', 'car_place.id')
          .where('car.status', '=', '1'),
      ),
    )
    .execute();
  return namePlaces(db, rows, lang, t);
}

/** A stored `car_photo` row as the answers are made from. */
export interface CarPhotoRow {
  id: number;
  car_id: number;
  kind: string;
  width: number;
  height: number;
  sources: string;
}

const PHOTO_COLUMNS = [
  'car_photo.id',
  'car_photo.car_id',
  'car_photo.kind',
  'car_photo.width',
  'car_photo.height',
  'car_photo.sources',
] as const;

/** The photo rows of cars in display order; `coverOnly` reads each car's cover (from the car: by its key). */
export async function carPhotoRows(db: Db, carIds: readonly number[], coverOnly = false): Promise<CarPhotoRow[]> {
  if (carIds.length === 0) return [];
  const ids = [...new Set(carIds)];
  if (coverOnly) {
    return db
      .selectFrom('car')
      .innerJoin('car_photo', 'car_photo.id', 'car.cover_photo_id')
      .select(PHOTO_COLUMNS)
      .where('car.id', 'in', ids)
      .orderBy('car_photo.car_id')
      .execute();
  }
  return db
    .selectFrom('car_photo')
    .select(PHOTO_COLUMNS)
    .where('car_photo.car_id', 'in', ids)
    .orderBy('car_photo.car_id')
    .orderBy('car_photo.sort')
    .orderBy('car_photo.id')
    .execute();
}

/** The photos of cars by car id, their alt texts from the cars' names (pure). */
export function carPhotoAnswers(
  rows: readonly CarPhotoRow[],
  names: ReadonlyMap<number, string>,
  t: Translate,
): Map<number, CarPhoto[]> {
  const out = new Map<number, CarPhoto[]>();
  for (const row of rows) {
    let sources: { w: number; url: string }[] = [];
    try {
      const parsed: unknown = JSON.parse(row.sources);
      if (Array.isArray(parsed)) sources = parsed as { w: number; url: string }[];
    } catch {
      sources = [];
    }
    const photo = photoAnswer(
      {
        id: row.id,
        hotel_id: 0,
        room_type_id: null,
        kind: `car_${row.kind}`,
        width: row.width,
        height: row.height,
        sources,
      },
      names.get(row.car_id) ?? '',
      t,
    );
    out.set(row.car_id, [...(out.get(row.car_id) ?? []), photo]);
  }
  return out;
}
