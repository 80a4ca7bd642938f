/**
 * `SEED_HOTELS=n`: generated hotels on top of the demo catalogue until `n` hotels exist, for benches and load tests
 * (docs/design/hotels.md §11). 100 generated cities (`city-001`…, 示例城市 001 / Sample City 001) share the hotels
 * unevenly (the largest about 10 %); each hotel has 4 room types in both languages with the demo's cancellation
 * policies and facility bits, a cover photo from the demo's façades, and 365 nights of rates and rooms written by
 * one `insert … select` per batch over a series of nights (`db/series.ts`), so millions of nightly rows never pass
 * through JavaScript. Everything is a function of the hotel's ordinal (seeded PRNG), so every database with the
 * same `n` holds the same hotels. Batches of 1,000 hotels commit one by one while fewer than `n` hotels exist: a
 * start that crashed mid-way resumes with the next batch, and two processes starting at once take turns.
 * The cities are `cities.ts`, each hotel `hotel.ts`, the nights' SQL `nights.ts`; this
 * file writes the batches.
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import { POLICY_CODES, type SeedText } from '~/demo/hotels/catalogue/types';
import { SEED_LANGS } from '~/demo/hotels/seed';
import { type CalendarDay, calendarDayOf } from '~/lib/format/calendarDays';
import { fillInBatches } from '~/server/db/batchFill';
import { type Engine, engineOf } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import type { NewHotel, NewRoomType } from '~/server/db/schema-hotel';
import { afterBulkLoad } from '~/server/db/series';
import { facilityMask, refreshHotelRates } from '~/server/modules/hotel';
import { ensureCities, generatedCity, SYNTHETIC_LOCK_ID, SYNTHETIC_ZONE } from './cities';
import { generatedHotel, ROOM_TEMPLATES } from './hotel';
import { insertNights } from './nights';

/** Hotels per transaction. */
export const SYNTHETIC_BATCH = 1_000;

/** Rows per insert statement of hotel, i18n and room type rows (well under SQLite's 32,766 parameters). */
const INSERT_CHUNK = 500;

type Db = Kysely<DB>;
type Trx = Transaction<DB>;

async function countHotels(db: Db | Trx, cityIds?: readonly number[]): Promise<number> {
  const row = await db
    .selectFrom('hotel')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .$if(cityIds !== undefined, (query) => query.where('city_id', 'in', cityIds as number[]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts rows in statements of a bounded size; with `returning`, the new ids in insertion order. */
async function insertChunked<T extends 'hotel' | 'room_type'>(
  trx: Trx,
  table: T,
  rows: readonly (T extends 'hotel' ? NewHotel : NewRoomType)[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const inserted = await trx
      .insertInto(table as 'hotel')
      .values(rows.slice(start, start + INSERT_CHUNK) as NewHotel[])
      .returning('id')
      .execute();
    // Identity and autoincrement ids grow in the order of the VALUES list, whatever order RETURNING lists them in.
    ids.push(...inserted.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}

async function insertI18n<T extends 'hotel_i18n' | 'room_type_i18n' | 'city_i18n'>(
  trx: Trx,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await trx
      .insertInto(table as 'city_i18n')
      .values(rows.slice(start, start + INSERT_CHUNK) as Insertable<DB['city_i18n']>[])
      .execute();
  }
}

interface BatchContext {
  engine: Engine;
  cityIds: readonly number[];
  policyIds: ReadonlyMap<string, number>;
  covers: readonly { width: number; height: number; sources: string }[];
  firstNight: CalendarDay;
  now: number;
}

/**
 * One batch: the hotels with ordinals `[from, from + count)`, their texts, room types, cover photos and nights, and
 * the nightly summary of exactly these hotels.
 */
async function insertBatch(trx: Trx, from: number, count: number, context: BatchContext): Promise<void> {
  const { engine, cityIds, policyIds, covers, firstNight, now } = context;
  const hotels = Array.from({ length: count }, (_, i) => generatedHotel(from + i));
  const created = { create_time: now, update_time: now };
  const hotelIds = await insertChunked(
    trx,
    'hotel',
    hotels.map((hotel) => ({
      city_id: cityIds[hotel.city] as number,
      star: hotel.star,
      rating: hotel.rating,
      review_count: hotel.reviews,
      popularity: hotel.popularity,
      latitude: hotel.lat,
      longitude: hotel.lng,
      distance_m: hotel.distance,
      time_zone: SYNTHETIC_ZONE,
      facility_mask: facilityMask(hotel.facilities),
      service_fee_bp: hotel.fees.serviceFeeBp,
      tax_bp: hotel.fees.taxBp,
      cover_photo_id: null,
      ...created,
    })),
  );
  const cityNames = new Map<number, SeedText>();
  const cityName = (index: number) => {
    const known = cityNames.get(index);
    if (known) return known;
    const { name } = generatedCity(index);
    cityNames.set(index, name);
    return name;
  };
  await insertI18n(
    trx,
    'hotel_i18n',
    hotels.flatMap((hotel, i) =>
      SEED_LANGS.map((lang) => ({
        hotel_id: hotelIds[i] as number,
        lang,
        name: hotel.name[lang],
        area: hotel.area[lang],
        address: hotel.address[lang],
        description: hotel.description[lang],
        policies: hotel.policies[lang],
        search_text: [hotel.name[lang], hotel.area[lang], hotel.address[lang], cityName(hotel.city)[lang]]
          .join(' ')
          .toLowerCase(),
      })),
    ),
  );

  const roomTypes = hotels.flatMap((hotel, i) =>
    hotel.roomTypes.map((roomType, position) => ({ hotelId: hotelIds[i] as number, roomType, position })),
  );
  const roomTypeIds = await insertChunked(
    trx,
    'room_type',
    roomTypes.map(({ hotelId, roomType, position }) => ({
      hotel_id: hotelId,
      code: roomType.template.code,
      bed_type: roomType.template.bed,
      bed_count: roomType.template.beds,
      meal_type: roomType.meal,
      size_m2: roomType.sizeM2,
      max_adults: roomType.template.maxAdults,
      max_children: roomType.template.maxChildren,
      extra_bed_price: roomType.extraBedPrice,
      breakfast_price: roomType.breakfastPrice,
      policy_id: policyIds.get(roomType.policy) as number,
      base_price: roomType.basePrice,
      weigh: ROOM_TEMPLATES.length - position,
      ...created,
    })),
  );
  await insertI18n(
    trx,
    'room_type_i18n',
    roomTypes.flatMap(({ roomType }, i) =>
      SEED_LANGS.map((lang) => ({
        room_type_id: roomTypeIds[i] as number,
        lang,
        name: roomType.template.name[lang],
        description: roomType.template.description[lang],
      })),
    ),
  );

  if (covers.length > 0) {
    for (let start = 0; start < count; start += INSERT_CHUNK) {
      await trx
        .insertInto('hotel_photo')
        .values(
          hotels.slice(start, start + INSERT_CHUNK).map((hotel, i) => {
            const cover = covers[hotel.ordinal % covers.length] as BatchContext['covers'][number];
            return {
              hotel_id: hotelIds[start + i] as number,
              room_type_id: null,
              kind: 'facade',
              sort: 0,
              ...cover,
              create_time: now,
            };
          }),
        )
        .execute();
    }
  }

  const first = hotelIds[0] as number;
  const last = hotelIds.at(-1) as number;
  if (covers.length > 0) {
    await trx
      .updateTable('hotel')
      .set((eb) => ({
        cover_photo_id: eb
          .selectFrom('hotel_photo as p')
          .select((p) => p.fn.min('p.id').as('id'))
          .whereRef('p.hotel_id', '=', 'hotel.id')
          .where('p.room_type_id', 'is', null),
      }))
      .where('id', '>=', first)
      .where('id', '<=', last)
      .execute();
  }
  await insertNights(trx, engine, [roomTypeIds[0] as number, roomTypeIds.at(-1) as number], firstNight, now);
  // Rates, cap room types and the nightly summary.
  await refreshHotelRates(trx, { first, last });
}

export interface SyntheticOptions {
  /** Unix seconds; the first night is that day in China. */
  now?: number;
  /** Progress, one line per batch. */
  log?: (line: string) => void;
}

/**
 * Adds generated hotels until `target` hotels exist (none when there are already that many). Returns how many it
 * added. Runs after the demo seed; each batch is its own transaction.
 */
export async function seedSyntheticHotels(db: Db, target: number, options: SyntheticOptions = {}): Promise<number> {
  if ((await countHotels(db)) >= target) return 0;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const engine = engineOf(db);
  const cityIds = await ensureCities(db, engine, now);
  const policies = await db.selectFrom('cancel_policy').select(['id', 'code']).execute();
  const policyIds = new Map(policies.map((row) => [row.code, row.id]));
  for (const code of POLICY_CODES) if (!policyIds.has(code)) throw new Error(`cancellation policy missing: ${code}`);
  const covers = await db
    .selectFrom('hotel_photo')
    .select(['width', 'height', 'sources'])
    .where('kind', '=', 'facade')
    .where('room_type_id', 'is', null)
    .groupBy(['width', 'height', 'sources'])
    .orderBy('sources')
    .execute();
  const context: BatchContext = {
    engine,
    cityIds,
    policyIds,
    covers,
    firstNight: calendarDayOf(now * 1000, SYNTHETIC_ZONE),
    now,
  };

  const added = await fillInBatches(
    db,
    target,
    {
      what: 'hotels',
      lockId: SYNTHETIC_LOCK_ID,
      batch: SYNTHETIC_BATCH,
      count: (trx) => countHotels(trx),
      insert: async (trx, _total, count) => insertBatch(trx, await countHotels(trx, cityIds), count, context),
    },
    options.log,
  );
  if (added > 0) await afterBulkLoad(db, ['hotel', 'hotel_i18n', 'room_type', 'room_night', 'hotel_night']);
  return added;
}
