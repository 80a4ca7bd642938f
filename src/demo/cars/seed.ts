/**
 * The demo fleet of a fresh database (docs/design/cars.md §10.1): the airports and stations of the car cities, a
 * pick-up place per hotel there, the twelve cars of `fleet/` in both languages with photos, which places each
 * serves (every city leaves its last hotel out, so "not available at this hotel" can be seen), and 365 days of
 * inventory from the seed day with the demo's sold-out and closed days. Runs inside the seed transaction after the
 * hotel catalogue; deterministic for a given seed day.
 */
import type { Transaction } from 'kysely';
import { nightsFrom, secondSaturday } from '~/demo/hotels/rates';
import { prng, randomInt } from '~/demo/random/prng';
import { addCalendarDays, calendarDayOf } from '~/lib/format/calendarDays';
import type { DB } from '~/server/db/schema';
import type { NewCarDay } from '~/server/db/schema-car';
import { SEED_FLEET, SEED_PLACES, type SeedCar } from './fleet';
import { storeCarPhotos } from './photos';
import { carTextRows, carValues, SEED_LANGS } from './rows';

export const SEED_CAR_DAYS = 365;
const SEED_ZONE = 'Asia/Shanghai';
const INSERT_CHUNK = 1_000;

/** The car's days: `fleet` units a day; the demo's sold-out and closed days. */
export function carDayRows(car: SeedCar, carId: number, days: string[], now: number): NewCarDay[] {
  const random = prng(carId * 104_729);
  const soldOut = new Set<string>();
  if (car.code === 'sha-gl8' && days[0]) soldOut.add(secondSaturday(days[0]));
  if (car.category === 'economy') {
    for (let k = 0; k < 2; k++) soldOut.add(days[randomInt(random, 3, days.length - 1)] ?? '');
  }
  const closed = new Set(
    car.code === 'syx-tiguan' && days[0] ? [10, 11, 12].map((k) => addCalendarDays(days[0] as string, k)) : [],
  );
  return days.map((day) => ({
    car_id: carId,
    day,
    allotment: car.fleet,
    available: soldOut.has(day) ? 0 : car.fleet,
    closed: closed.has(day) ? 1 : 0,
    update_time: now,
  }));
}

/** Inserts the fleet. `now` is unix seconds; the first day is the seed day in China. */
export async function seedCarCatalogue(trx: Transaction<DB>, now: number): Promise<void> {
  const created = { create_time: now, update_time: now };
  const cityCodes = [...new Set(SEED_FLEET.map((car) => car.city))];
  const cities = await trx
    .selectFrom('city')
    .select(['id', 'code', 'time_zone'])
    .where('code', 'in', cityCodes)
    .execute();
  const cityOf = new Map(cities.map((city) => [city.code, city]));

  // Hubs, then one place per hotel of the car cities; the last hotel of each city gets no car.
  const hubIds = new Map<string, number[]>();
  for (const [index, place] of SEED_PLACES.entries()) {
    const city = cityOf.get(place.city);
    if (!city) continue;
    const row = await trx
      .insertInto('car_place')
      .values({ city_id: city.id, kind: place.kind, hotel_id: null, code: place.code, weigh: 100 - index, ...created })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('car_place_i18n')
      .values(SEED_LANGS.map((lang) => ({ place_id: row.id, lang, name: place.name[lang] })))
      .execute();
    hubIds.set(place.city, [...(hubIds.get(place.city) ?? []), row.id]);
  }
  const hotels = await trx
    .selectFrom('hotel')
    .innerJoin('city', 'city.id', 'hotel.city_id')
    .select(['hotel.id', 'hotel.city_id', 'city.code'])
    .where('city.code', 'in', cityCodes)
    .orderBy('hotel.id')
    .execute();
  const hotelPlaceIds = new Map<string, number[]>();
  for (const hotel of hotels) {
    const row = await trx
      .insertInto('car_place')
      .values({ city_id: hotel.city_id, kind: 'hotel', hotel_id: hotel.id, code: '', weigh: 0, ...created })
      .returning('id')
      .executeTakeFirstOrThrow();
    hotelPlaceIds.set(hotel.code, [...(hotelPlaceIds.get(hotel.code) ?? []), row.id]);
  }

  const scenes = await storeCarPhotos(trx, now);
  const days = nightsFrom(calendarDayOf(now * 1000, SEED_ZONE), SEED_CAR_DAYS);
  const dayRows: NewCarDay[] = [];
  for (const [index, car] of SEED_FLEET.entries()) {
    const city = cityOf.get(car.city);
    if (!city) continue;
    const { id: carId } = await trx
      .insertInto('car')
      .values(carValues(car, city, SEED_FLEET.length - index, now))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('car_i18n').values(carTextRows(car, carId)).execute();

    const photos = [`car-${car.code}`, `cabin-${car.cabin}`, 'boot'].flatMap((name, sort) => {
      const scene = scenes.get(name);
      return scene
        ? [
            {
              car_id: carId,
              kind: scene.kind,
              sort,
              width: scene.width,
              height: scene.height,
              sources: JSON.stringify(scene.sources),
              create_time: now,
            },
          ]
        : [];
    });
    if (photos.length > 0) {
      const inserted = await trx.insertInto('car_photo').values(photos).returning('id').execute();
      await trx
        .updateTable('car')
        .set({ cover_photo_id: inserted[0]?.id ?? null })
        .where('id', '=', carId)
        .execute();
    }

    const served = [...(hubIds.get(car.city) ?? []), ...(hotelPlaceIds.get(car.city) ?? []).slice(0, -1)];
    if (served.length > 0) {
      await trx
        .insertInto('car_pickup')
        .values(served.map((placeId) => ({ car_id: carId, place_id: placeId })))
        .execute();
    }
    dayRows.push(...carDayRows(car, carId, days, now));
    // The rolling horizon writes the days after the seeded ones with the whole fleet on hire.
    await trx
      .insertInto('car_day_plan')
      .values({ car_id: carId, allotment: car.fleet, filled_through: days[days.length - 1] ?? '', update_time: now })
      .execute();
  }
  for (let start = 0; start < dayRows.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('car_day')
      .values(dayRows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}
