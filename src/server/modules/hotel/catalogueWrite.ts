/**
 * The one writer of the catalogue's rows for operators (docs/design/catalogue.md §3): a hotel with its texts in every
 * language (the zone and the distance from the city centre taken from its city, keyword search's text rewritten), and
 * a room type with its texts — a new one off sale with a paused rate plan at its base price — each in the caller's
 * transaction, with search's rate spans and cap room types refreshed when a room type changes.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MealType } from '~/lib/booking/pricing';
import type { Lang } from '~/lib/i18n/locale';
import type { DB } from '~/server/db/schema';
import { distanceMetres } from './geo';
import { refreshHotelRates } from './hotelRates';

export interface HotelTexts {
  name: string;
  area: string;
  address: string;
  description: string;
  policies: string;
}

/** A hotel's own fields (coordinates in micro-degrees); the zone and distance come from its city. */
export interface HotelValues {
  city_id: number;
  star: number;
  latitude: number;
  longitude: number;
  check_in_time: string;
  check_out_time: string;
  facility_mask: number;
  service_fee_bp: number;
  tax_bp: number;
  city_tax_per_room_night: number;
  status: '0' | '1';
}

/** Keyword search's text of a hotel in one language: its name, area, address and city, lower case. */
const searchTextOf = (...parts: string[]) => parts.join(' ').toLowerCase().slice(0, 600);

/** Saves a hotel (a new one when `id` is undefined) and its texts; its id. */
export async function saveHotel(
  trx: Kysely<DB>,
  id: number | undefined,
  values: HotelValues,
  texts: Record<Lang, HotelTexts>,
  now: number,
): Promise<number> {
  const city = await trx
    .selectFrom('city')
    .select(['time_zone', 'latitude', 'longitude'])
    .where('id', '=', values.city_id)
    .executeTakeFirstOrThrow();
  const cityNames = await trx
    .selectFrom('city_i18n')
    .select(['lang', 'name'])
    .where('city_id', '=', values.city_id)
    .execute();
  const row = {
    ...values,
    time_zone: city.time_zone,
    distance_m: distanceMetres(city.latitude, city.longitude, values.latitude, values.longitude),
    update_time: now,
  };
  let hotelId = id;
  if (hotelId === undefined) {
    const inserted = await trx
      .insertInto('hotel')
      .values({ ...row, cover_photo_id: null, create_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    hotelId = inserted.id;
  } else {
    await trx.updateTable('hotel').set(row).where('id', '=', hotelId).execute();
  }
  for (const [lang, text] of Object.entries(texts)) {
    const cityName = cityNames.find((name) => name.lang === lang)?.name ?? '';
    const searchText = searchTextOf(text.name, text.area, text.address, cityName);
    const i18n = { ...text, search_text: searchText };
    await trx
      .insertInto('hotel_i18n')
      .values({ hotel_id: hotelId, lang, ...i18n })
      .onConflict((conflict) => conflict.columns(['hotel_id', 'lang']).doUpdateSet(i18n))
      .execute();
  }
  return hotelId;
}

export interface RoomTypeTexts {
  name: string;
  description: string;
}

export interface RoomTypeValues {
  bed_type: string;
  bed_count: number;
  meal_type: MealType;
  size_m2: number;
  max_adults: number;
  max_children: number;
  extra_bed_price: number;
  breakfast_price: number;
  policy_id: number;
  base_price: number;
  status: '0' | '1';
}

/**
 * Saves a room type of `hotelId` (a new one when `id` is undefined: with a paused rate plan at its base price, no rooms)
 * and its texts, and refreshes the hotel's rate spans and cap room types; its id.
 */
export async function saveRoomType(
  trx: Kysely<DB>,
  hotelId: number,
  id: number | undefined,
  values: RoomTypeValues,
  texts: Record<Lang, RoomTypeTexts>,
  now: number,
): Promise<number> {
  let roomTypeId = id;
  if (roomTypeId === undefined) {
    const code = `rt-${randomUUID().slice(0, 8)}`;
    const inserted = await trx
      .insertInto('room_type')
      .values({ ...values, hotel_id: hotelId, code, create_time: now, update_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    roomTypeId = inserted.id;
    const price = values.base_price;
    await trx
      .insertInto('room_type_plan')
      .values({
        room_type_id: roomTypeId,
        sun_price: price,
        mon_price: price,
        tue_price: price,
        wed_price: price,
        thu_price: price,
        fri_price: price,
        sat_price: price,
        allotment: 0,
        status: '0',
        update_time: now,
      })
      .execute();
  } else {
    await trx
      .updateTable('room_type')
      .set({ ...values, update_time: now })
      .where('id', '=', roomTypeId)
      .execute();
  }
  for (const [lang, text] of Object.entries(texts)) {
    await trx
      .insertInto('room_type_i18n')
      .values({ room_type_id: roomTypeId, lang, ...text })
      .onConflict((conflict) => conflict.columns(['room_type_id', 'lang']).doUpdateSet(text))
      .execute();
  }
  await refreshHotelRates(trx, hotelId);
  return roomTypeId;
}

export interface CityValues {
  code: string;
  country: string;
  time_zone: string;
  /** Micro-degrees. */
  latitude: number;
  longitude: number;
  status: '0' | '1';
}

/**
 * Saves a city (a new one when `id` is undefined) and its names; a renamed city's hotels get keyword search's text
 * rewritten with the new name, and their distances measured again from a moved centre. Its id.
 */
export async function saveCity(
  trx: Kysely<DB>,
  id: number | undefined,
  values: CityValues,
  names: Record<Lang, string>,
  now: number,
): Promise<number> {
  let cityId = id;
  if (cityId === undefined) {
    const inserted = await trx
      .insertInto('city')
      .values({ ...values, create_time: now, update_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    cityId = inserted.id;
  } else {
    await trx
      .updateTable('city')
      .set({ ...values, update_time: now })
      .where('id', '=', cityId)
      .execute();
  }
  for (const [lang, name] of Object.entries(names)) {
    await trx
      .insertInto('city_i18n')
      .values({ city_id: cityId, lang, name })
      .onConflict((conflict) => conflict.columns(['city_id', 'lang']).doUpdateSet({ name }))
      .execute();
  }
  if (id !== undefined) await followCity(trx, cityId, values, names);
  return cityId;
}

/** The city's hotels after its change: keyword search's text with its names, distances from its centre. */
async function followCity(trx: Kysely<DB>, cityId: number, centre: CityValues, names: Record<Lang, string>) {
  const hotels = await trx
    .selectFrom('hotel')
    .select(['id', 'latitude', 'longitude'])
    .where('city_id', '=', cityId)
    .execute();
  for (const hotel of hotels) {
    const distance = distanceMetres(centre.latitude, centre.longitude, hotel.latitude, hotel.longitude);
    await trx.updateTable('hotel').set({ distance_m: distance }).where('id', '=', hotel.id).execute();
  }
  const texts = await trx
    .selectFrom('hotel_i18n')
    .innerJoin('hotel', 'hotel.id', 'hotel_i18n.hotel_id')
    .select(['hotel_i18n.hotel_id', 'hotel_i18n.lang', 'name', 'area', 'address'])
    .where('hotel.city_id', '=', cityId)
    .execute();
  for (const text of texts) {
    const cityName = names[text.lang as Lang] ?? '';
    await trx
      .updateTable('hotel_i18n')
      .set({ search_text: searchTextOf(text.name, text.area, text.address, cityName) })
      .where('hotel_id', '=', text.hotel_id)
      .where('lang', '=', text.lang)
      .execute();
  }
}
