/**
 * `SEED_CARS=n`: generated cars on top of the demo fleet until `n` cars exist, for benches and load tests
 * (docs/design/cars.md §10). The cars share the demo's car cities (those with airports and stations) in turn; each is
 * `car.ts`'s car of its ordinal in both languages, serving some of its city's hubs and hotels (never the
 * city's last hotel, which the demo keeps without cars), with the photos of a fleet car of its category (their
 * stored files are reused; no file is copied), and 365 days of inventory written by one `insert … select` per batch
 * over a series of days (`db/series.ts`). Batches of 500 cars commit one by one while fewer than `n` cars exist: a
 * start that crashed mid-way resumes with the next batch, and two processes starting at once take turns (an
 * advisory lock on PostgreSQL, the write lock on SQLite).
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import { carTextRows, carValues } from '~/demo/cars/rows';
import { calendarDayOf } from '~/lib/format/calendarDays';
import { fillInBatches } from '~/server/db/batchFill';
import { type Engine, engineOf } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import { afterBulkLoad } from '~/server/db/series';
import { GENERATED_CODE_PREFIX, generatedCar, generatedPickups } from './car';
import { insertCarDays } from './days';

/** Cars per transaction. */
export const SYNTHETIC_CAR_BATCH = 500;
/** Rows per insert statement (well under SQLite's 32,766 parameters and PostgreSQL's 65,535). */
const INSERT_CHUNK = 500;
const SYNTHETIC_CARS_LOCK_ID = 720_304;
const ZONE = 'Asia/Shanghai';

type Db = Kysely<DB>;
type Trx = Transaction<DB>;
type Photo = Omit<Insertable<DB['car_photo']>, 'car_id' | 'create_time'>;

interface CarCity {
  id: number;
  code: string;
  time_zone: string;
  /** Airports and stations, by weigh. */
  hubs: number[];
  /** Hotel places by hotel, less the city's last hotel. */
  hotels: number[];
}

interface BatchContext {
  engine: Engine;
  cities: readonly CarCity[];
  /** The fleet's photo sets (exterior, cabin, boot) by category. */
  photos: ReadonlyMap<string, readonly (readonly Photo[])[]>;
  now: number;
}

async function countCars(db: Db | Trx, generatedOnly = false): Promise<number> {
  const row = await db
    .selectFrom('car')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .$if(generatedOnly, (query) => query.where('code', 'like', `${GENERATED_CODE_PREFIX}%`))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts rows in statements of a bounded size. */
async function insertChunked<T extends 'car_i18n' | 'car_photo' | 'car_pickup'>(
  trx: Trx,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await trx
      .insertInto(table as 'car_pickup')
      .values(rows.slice(start, start + INSERT_CHUNK) as Insertable<DB['car_pickup']>[])
      .execute();
  }
}

/** The cities with airports or stations, by code, with their places. */
async function carCities(db: Db): Promise<CarCity[]> {
  const places = await db
    .selectFrom('car_place')
    .innerJoin('city', 'city.id', 'car_place.city_id')
    .select([
      'car_place.id',
      'car_place.kind',
      'car_place.hotel_id',
      'city.id as city_id',
      'city.code',
      'city.time_zone',
    ])
    .where('car_place.status', '=', '1')
    .orderBy('city.code')
    .orderBy('car_place.weigh', 'desc')
    .orderBy('car_place.hotel_id')
    .orderBy('car_place.id')
    .execute();
  const cities = new Map<number, CarCity>();
  for (const place of places) {
    const city = cities.get(place.city_id) ?? {
      id: place.city_id,
      code: place.code,
      time_zone: place.time_zone,
      hubs: [],
      hotels: [],
    };
    cities.set(place.city_id, city);
    (place.hotel_id === null ? city.hubs : city.hotels).push(place.id);
  }
  return [...cities.values()]
    .filter((city) => city.hubs.length > 0)
    .map((city) => ({ ...city, hotels: city.hotels.slice(0, -1) }));
}

/** The photo sets of the hand-written fleet by category, in the order of the fleet's ids. */
async function fleetPhotos(db: Db): Promise<Map<string, Photo[][]>> {
  const rows = await db
    .selectFrom('car_photo')
    .innerJoin('car', 'car.id', 'car_photo.car_id')
    .select([
      'car.id as car_id',
      'car.category',
      'car_photo.kind',
      'car_photo.sort',
      'car_photo.width',
      'car_photo.height',
      'car_photo.sources',
    ])
    .where('car.code', 'not like', `${GENERATED_CODE_PREFIX}%`)
    .orderBy('car.id')
    .orderBy('car_photo.sort')
    .orderBy('car_photo.id')
    .execute();
  const sets = new Map<number, { category: string; photos: Photo[] }>();
  for (const { car_id, category, ...photo } of rows) {
    const set = sets.get(car_id) ?? { category, photos: [] };
    set.photos.push(photo);
    sets.set(car_id, set);
  }
  const out = new Map<string, Photo[][]>();
  for (const { category, photos } of sets.values()) out.set(category, [...(out.get(category) ?? []), photos]);
  return out;
}

/** One batch: the cars with ordinals `[from, from + count)`, their texts, photos, places and days. */
async function insertBatch(trx: Trx, from: number, count: number, context: BatchContext): Promise<void> {
  const { engine, cities, photos, now } = context;
  const codes = cities.map((city) => city.code);
  const cars = Array.from({ length: count }, (_, i) => generatedCar(from + i, codes));
  const cityOf = new Map(cities.map((city) => [city.code, city]));
  const ids: number[] = [];
  for (let start = 0; start < cars.length; start += INSERT_CHUNK) {
    const inserted = await trx
      .insertInto('car')
      .values(
        cars.slice(start, start + INSERT_CHUNK).map((car) => carValues(car, cityOf.get(car.city) as CarCity, 0, now)),
      )
      .returning('id')
      .execute();
    // Identity and autoincrement ids grow in the order of the VALUES list, whatever order RETURNING lists them in.
    ids.push(...inserted.map((row) => row.id).sort((a, b) => a - b));
  }
  const idOf = (i: number) => ids[i] as number;
  await insertChunked(
    trx,
    'car_i18n',
    cars.flatMap((car, i) => carTextRows(car, idOf(i))),
  );
  await insertChunked(
    trx,
    'car_photo',
    cars.flatMap((car, i) => {
      const sets = photos.get(car.category) ?? [];
      const set = sets[(from + i) % Math.max(sets.length, 1)] ?? [];
      return set.map((photo) => ({ ...photo, car_id: idOf(i), create_time: now }));
    }),
  );
  await insertChunked(
    trx,
    'car_pickup',
    cars.flatMap((car, i) => {
      const city = cityOf.get(car.city) as CarCity;
      const picked = generatedPickups(from + i, city.hubs.length, city.hotels.length);
      return [...picked.hubs.map((k) => city.hubs[k]), ...picked.hotels.map((k) => city.hotels[k])].map((place) => ({
        car_id: idOf(i),
        place_id: place as number,
      }));
    }),
  );

  const first = idOf(0);
  const last = ids.at(-1) as number;
  await trx
    .updateTable('car')
    .set((eb) => ({
      cover_photo_id: eb
        .selectFrom('car_photo as p')
        .select((p) => p.fn.min('p.id').as('id'))
        .whereRef('p.car_id', '=', 'car.id')
        .where('p.sort', '=', 0),
    }))
    .where('id', '>=', first)
    .where('id', '<=', last)
    .execute();
  await insertCarDays(trx, engine, [first, last], calendarDayOf(now * 1000, ZONE), now);
}

export interface SyntheticCarOptions {
  /** Unix seconds; the first day is that day in China. */
  now?: number;
  /** Progress, one line per batch. */
  log?: (line: string) => void;
}

/**
 * Adds generated cars until `target` cars exist (none when there are already that many). Returns how many it added.
 * Runs after the demo seed (it needs the seeded places); each batch is its own transaction.
 */
export async function seedSyntheticCars(db: Db, target: number, options: SyntheticCarOptions = {}): Promise<number> {
  if ((await countCars(db)) >= target) return 0;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const engine = engineOf(db);
  const cities = await carCities(db);
  if (cities.length === 0) throw new Error('generated cars need the seeded airports and stations');
  const context: BatchContext = { engine, cities, photos: await fleetPhotos(db), now };

  const added = await fillInBatches(
    db,
    target,
    {
      what: 'cars',
      lockId: SYNTHETIC_CARS_LOCK_ID,
      batch: SYNTHETIC_CAR_BATCH,
      count: (trx) => countCars(trx),
      insert: async (trx, _total, count) => insertBatch(trx, await countCars(trx, true), count, context),
    },
    options.log,
  );
  if (added > 0) await afterBulkLoad(db, ['car', 'car_i18n', 'car_photo', 'car_pickup', 'car_day']);
  return added;
}
