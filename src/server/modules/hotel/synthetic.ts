/**
 * `SEED_HOTELS=n`: generated hotels on top of the demo catalogue until `n` hotels exist, for benches and load tests
 * (docs/design/hotels.md §11). 100 generated cities (`city-001`…, 示例城市 001 / Sample City 001) share the hotels
 * unevenly (the largest about 10 %); each hotel has 4 room types in both languages with the demo's cancellation
 * policies and facility bits, a cover photo from the demo's façades, and 365 nights of rates and rooms written by
 * one `insert … select` per batch over a series of nights (`db/series.ts`), so millions of nightly rows never pass
 * through JavaScript. Everything is a function of the hotel's ordinal (seeded PRNG), so every database with the
 * same `n` holds the same hotels. Batches of 1,000 hotels commit one by one while fewer than `n` hotels exist: a
 * start that crashed mid-way resumes with the next batch, and two processes starting at once take turns.
 */
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { addCalendarDays, type CalendarDay, calendarDayOf } from '~/lib/format/calendarDays';
import { type Engine, engineOf, withBusyRetry } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import type { NewHotel, NewRoomType } from '~/server/db/schema-hotel';
import { afterBulkLoad, nightSeries } from '~/server/db/series';
import { distanceMetres, toMicroDegrees } from './geo';
import { refreshHotelNights } from './hotelNights';
import { facilityMask, SEED_LANGS, SEED_NIGHTS } from './seed';
import { prng, randomInt } from './seedRates';
import {
  type BedType,
  FACILITY_CODES,
  type FacilityCode,
  type MealType,
  POLICY_CODES,
  type SeedText,
} from './seedTypes';

/** Generated cities; their codes are `city-001` … `city-100`. */
export const GENERATED_CITIES = 100;
/** Hotels per transaction. */
export const SYNTHETIC_BATCH = 1_000;
/** City k (1-based) weighs k^-s: with s = 0.72 the largest of 100 cities holds about 10 % of the hotels. */
const CITY_SKEW = 0.72;
const ZONE = 'Asia/Shanghai';
const YUAN = 100;
/** Rows per insert statement of hotel, i18n and room type rows (well under SQLite's 32,766 parameters). */
const INSERT_CHUNK = 500;
/** Arbitrary constant for PostgreSQL's advisory lock around each batch. */
const SYNTHETIC_LOCK_ID = 720_302;
/** The golden ratio's fraction: ordinals spread over [0, 1) with every prefix close to uniform. */
const GOLDEN = (Math.sqrt(5) - 1) / 2;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export const generatedCityCode = (index: number): string => `city-${pad(index + 1, 3)}`;

/** Cumulative shares of the generated cities, largest first. */
const CITY_CUMULATIVE: readonly number[] = (() => {
  const weights = Array.from({ length: GENERATED_CITIES }, (_, k) => (k + 1) ** -CITY_SKEW);
  const total = weights.reduce((a, b) => a + b, 0);
  let sum = 0;
  return weights.map((weight) => {
    sum += weight / total;
    return sum;
  });
})();

/** The city (0-based index) of the generated hotel with this ordinal. */
export function generatedCityOf(ordinal: number): number {
  const u = (ordinal * GOLDEN) % 1;
  const index = CITY_CUMULATIVE.findIndex((share) => u < share);
  return index === -1 ? GENERATED_CITIES - 1 : index;
}

interface GeneratedCity {
  code: string;
  name: SeedText;
  lat: number;
  lng: number;
}

/** City `index` (0-based): a centre somewhere in eastern China. */
export function generatedCity(index: number): GeneratedCity {
  const random = prng(104_729 * (index + 1));
  const number = pad(index + 1, 3);
  return {
    code: generatedCityCode(index),
    name: { 'zh-cn': `示例城市 ${number}`, en: `Sample City ${number}` },
    lat: toMicroDegrees(22 + random() * 18),
    lng: toMicroDegrees(103 + random() * 19),
  };
}

interface RoomTemplate {
  code: string;
  name: SeedText;
  description: SeedText;
  bed: BedType;
  beds: number;
  meals: readonly MealType[];
  size: readonly [number, number];
  maxAdults: number;
  maxChildren: number;
  /** Price against the hotel's base rate, basis points. */
  priceBp: number;
  /** Extra bed per night against the hotel's base rate, basis points; 0 = none. */
  extraBedBp: number;
}

const ROOM_TEMPLATES: readonly RoomTemplate[] = [
  {
    code: 'standard-queen',
    name: { 'zh-cn': '标准大床房', en: 'Standard Queen' },
    description: {
      'zh-cn': '一张大床，安静朝向，适合一到两人。',
      en: 'One queen bed on the quiet side, for one or two.',
    },
    bed: 'queen',
    beds: 1,
    meals: ['none', 'none', 'breakfast'],
    size: [20, 28],
    maxAdults: 2,
    maxChildren: 1,
    priceBp: 10_000,
    extraBedBp: 0,
  },
  {
    code: 'deluxe-twin',
    name: { 'zh-cn': '豪华双床房', en: 'Deluxe Twin' },
    description: { 'zh-cn': '两张单人床，带书桌和沙发椅。', en: 'Two single beds, a desk and an armchair.' },
    bed: 'twin',
    beds: 2,
    meals: ['none', 'breakfast', 'breakfast'],
    size: [28, 36],
    maxAdults: 2,
    maxChildren: 1,
    priceBp: 12_500,
    extraBedBp: 0,
  },
  {
    code: 'family',
    name: { 'zh-cn': '家庭房', en: 'Family Room' },
    description: {
      'zh-cn': '一张大床加一张单人床，可再加一张床，适合带孩子的家庭。',
      en: 'A double and a single bed, room for an extra bed: made for families with children.',
    },
    bed: 'double',
    beds: 2,
    meals: ['breakfast', 'half_board', 'none'],
    size: [35, 45],
    maxAdults: 3,
    maxChildren: 2,
    priceBp: 16_000,
    extraBedBp: 1_500,
  },
  {
    code: 'executive-suite',
    name: { 'zh-cn': '行政套房', en: 'Executive Suite' },
    description: {
      'zh-cn': '独立客厅和卧室，一张特大床，可使用行政酒廊。',
      en: 'A separate living room and bedroom with a king bed, and access to the executive lounge.',
    },
    bed: 'king',
    beds: 1,
    meals: ['breakfast', 'all_inclusive', 'full_board'],
    size: [55, 80],
    maxAdults: 2,
    maxChildren: 2,
    priceBp: 24_000,
    extraBedBp: 1_500,
  },
];

/** Stars 1–5 by share in percent. */
const STAR_SHARES = [3, 12, 35, 35, 15] as const;
/** The hotel's base rate in yuan by star: [lowest, highest]. */
const BASE_RATE: Record<number, readonly [number, number]> = {
  1: [120, 200],
  2: [180, 320],
  3: [280, 520],
  4: [480, 900],
  5: [900, 2000],
};
const KINDS: readonly SeedText[] = [
  { 'zh-cn': '示例酒店', en: 'Sample Hotel' },
  { 'zh-cn': '示例客栈', en: 'Sample Inn' },
  { 'zh-cn': '示例公寓酒店', en: 'Sample Suites' },
  { 'zh-cn': '示例度假酒店', en: 'Sample Resort' },
];

export interface GeneratedRoomType {
  template: RoomTemplate;
  meal: MealType;
  sizeM2: number;
  policy: (typeof POLICY_CODES)[number];
  /** Minor units. */
  basePrice: number;
  breakfastPrice: number;
  extraBedPrice: number;
}

export interface GeneratedHotel {
  ordinal: number;
  city: number;
  star: number;
  rating: number;
  reviews: number;
  popularity: number;
  lat: number;
  lng: number;
  distance: number;
  facilities: FacilityCode[];
  fees: { serviceFeeBp: number; taxBp: number };
  name: SeedText;
  area: SeedText;
  address: SeedText;
  description: SeedText;
  policies: SeedText;
  roomTypes: GeneratedRoomType[];
}

/** The star whose share in `STAR_SHARES` holds `percent` (0–100). */
function pickStar(percent: number): number {
  let bound = 0;
  for (const [index, share] of STAR_SHARES.entries()) {
    bound += share;
    if (percent < bound) return index + 1;
  }
  return STAR_SHARES.length;
}

const roundTo10Yuan = (minor: number) => Math.round(minor / 1_000) * 1_000;

/** The generated hotel with this ordinal (0-based among generated hotels). Pure. */
export function generatedHotel(ordinal: number): GeneratedHotel {
  const random = prng(0x5eed_0000 + ordinal * 7_919);
  const cityIndex = generatedCityOf(ordinal);
  const city = generatedCity(cityIndex);
  const star = pickStar(random() * 100);
  const rating = Math.min(50, Math.max(25, 32 + star * 2 + randomInt(random, -4, 6)));
  const reviews = randomInt(random, 5, 400 * star);
  const popularity = Math.floor(600 * random() ** 3);
  // Most hotels within a few kilometres of the centre, a few out to 20 km.
  const radiusM = 300 + 19_700 * random() ** 1.8;
  const bearing = random() * 2 * Math.PI;
  const lat = city.lat + Math.round(((radiusM * Math.cos(bearing)) / 111_320) * 1_000_000);
  const lngScale = 111_320 * Math.cos((city.lat / 1_000_000) * (Math.PI / 180));
  const lng = city.lng + Math.round(((radiusM * Math.sin(bearing)) / lngScale) * 1_000_000);
  const facilities = FACILITY_CODES.filter((code) => code === 'wifi' || random() < 0.15 + 0.1 * star);
  const fees = random() < 0.2 ? { serviceFeeBp: 1_000, taxBp: 600 } : { serviceFeeBp: 0, taxBp: 0 };
  const [low, high] = BASE_RATE[star] as readonly [number, number];
  const baseRate = randomInt(random, low / 10, high / 10) * 10 * YUAN;
  const roomTypes = ROOM_TEMPLATES.map((template, position) => ({
    template,
    meal: template.meals[randomInt(random, 0, template.meals.length - 1)] as MealType,
    sizeM2: randomInt(random, template.size[0], template.size[1]),
    // Each hotel has each policy once, the non-refundable one included, on a different room type from hotel to hotel.
    policy: POLICY_CODES[(position + ordinal) % POLICY_CODES.length] as (typeof POLICY_CODES)[number],
    basePrice: roundTo10Yuan((baseRate * template.priceBp) / 10_000),
    breakfastPrice: roundTo10Yuan(baseRate * 0.08),
    extraBedPrice: roundTo10Yuan((baseRate * template.extraBedBp) / 10_000),
  }));
  for (const roomType of roomTypes) if (roomType.meal !== 'none') roomType.breakfastPrice = 0;

  const number = pad(ordinal + 1, 5);
  const kind = KINDS[ordinal % KINDS.length] as SeedText;
  const district = randomInt(random, 1, 12);
  const street = randomInt(random, 1, 999);
  const km = (distanceMetres(city.lat, city.lng, lat, lng) / 1_000).toFixed(1);
  return {
    ordinal,
    city: cityIndex,
    star,
    rating,
    reviews,
    popularity,
    lat,
    lng,
    distance: distanceMetres(city.lat, city.lng, lat, lng),
    facilities,
    fees,
    name: { 'zh-cn': `${kind['zh-cn']} ${number}`, en: `${kind.en} ${number}` },
    area: { 'zh-cn': `示例区 ${district}`, en: `Sample District ${district}` },
    address: {
      'zh-cn': `${city.name['zh-cn']}示例区 ${district} 示例路 ${street} 号`,
      en: `${street} Sample Road, Sample District ${district}, ${city.name.en}`,
    },
    description: {
      'zh-cn': `${kind['zh-cn']} ${number} 是一家生成的 ${star} 星级酒店，距市中心 ${km} 公里。\n\n这里的内容均为自动生成，用于性能测试和负载测试。`,
      en: `${kind.en} ${number} is a generated ${star}-star hotel ${km} km from the city centre.\n\nEverything here is generated for benchmarks and load tests.`,
    },
    policies: {
      'zh-cn': '入住时间 14:00 以后，退房时间 12:00 以前。\n\n入住时每位成人须出示有效身份证件。',
      en: 'Check-in from 14:00, check-out by 12:00.\n\nEvery adult must show valid ID at check-in.',
    },
    roomTypes,
  };
}

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

/** The generated cities' ids by index, inserting those that are missing (in both languages). */
async function ensureCities(db: Db, engine: Engine, now: number): Promise<number[]> {
  const cities = Array.from({ length: GENERATED_CITIES }, (_, index) => generatedCity(index));
  const codes = cities.map((city) => city.code);
  const read = async (from: Db | Trx) =>
    new Map(
      (await from.selectFrom('city').select(['id', 'code']).where('code', 'in', codes).execute()).map((row) => [
        row.code,
        row.id,
      ]),
    );
  let ids = await read(db);
  if (ids.size < cities.length) {
    ids = await withBusyRetry(() =>
      db.transaction().execute(async (trx) => {
        await lockBatch(trx, engine);
        const present = await read(trx);
        const missing = cities.filter((city) => !present.has(city.code));
        for (const city of missing) {
          const { id } = await trx
            .insertInto('city')
            .values({
              code: city.code,
              country: 'CN',
              time_zone: ZONE,
              latitude: city.lat,
              longitude: city.lng,
              weigh: 0,
              create_time: now,
              update_time: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          present.set(city.code, id);
          await insertI18n(
            trx,
            'city_i18n',
            SEED_LANGS.map((lang) => ({ city_id: id, lang, name: city.name[lang] })),
          );
        }
        return present;
      }),
    );
  }
  return codes.map((code) => ids.get(code) as number);
}

/** Serialises the batches of processes starting at once (SQLite: `begin immediate` already does). */
async function lockBatch(trx: Trx, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${SYNTHETIC_LOCK_ID})`.execute(trx);
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
      time_zone: ZONE,
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
  await refreshHotelNights(trx, { first, last }, { from: firstNight, to: addCalendarDays(firstNight, SEED_NIGHTS) });
}

/**
 * The nights of the room types with ids `[firstId, lastId]`, in SQL: one row per room type per night of the series.
 * Price: the base rate × the weekday (Friday and Saturday +20 %, Sunday −5 %) × a noise of ±6 % hashed from the
 * room type and the night, rounded to 10 yuan; 3–12 rooms on sale per room type, and about 2 % of the nights of
 * a room type sold out. Integer arithmetic throughout, so both engines write the same numbers.
 */
async function insertNights(
  trx: Trx,
  engine: Engine,
  [firstId, lastId]: readonly [number, number],
  firstNight: CalendarDay,
  now: number,
): Promise<void> {
  const noise = sql<number>`((rt.id * 2654435761 + n.i * 40503 + n.i * n.i * 2246822519) % 4294967291) % 1201`;
  const weekdayBp = sql<number>`case n.weekday when 5 then 12000 when 6 then 12000 when 0 then 9500 else 10000 end`;
  const price = sql<number>`((rt.base_price * ${weekdayBp} / 10000) * (9400 + ${noise}) / 10000 + 500) / 1000 * 1000`;
  const allotment = sql<number>`3 + (rt.id * 7 + rt.hotel_id) % 10`;
  const soldOut = sql<boolean>`((rt.id * 40503 + n.i * 2654435761) % 4294967291) % 50 = 0`;
  await trx
    .insertInto('room_night')
    .columns(['room_type_id', 'night', 'price', 'allotment', 'available', 'closed', 'update_time'])
    .expression(
      trx
        .selectFrom('room_type as rt')
        .crossJoin(nightSeries(engine, firstNight, SEED_NIGHTS).as('n'))
        .select([
          'rt.id',
          'n.night',
          price.as('price'),
          allotment.as('allotment'),
          sql<number>`case when ${soldOut} then 0 else ${allotment} end`.as('available'),
          sql.lit(0).as('closed'),
          sql.lit(now).as('update_time'),
        ])
        .where('rt.id', '>=', firstId)
        .where('rt.id', '<=', lastId),
    )
    .execute();
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
  const started = Date.now();
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
    firstNight: calendarDayOf(now * 1000, ZONE),
    now,
  };

  let added = 0;
  for (;;) {
    const batch = await withBusyRetry(() =>
      db.transaction().execute(async (trx) => {
        await lockBatch(trx, engine);
        const total = await countHotels(trx);
        if (total >= target) return undefined;
        const count = Math.min(SYNTHETIC_BATCH, target - total);
        await insertBatch(trx, await countHotels(trx, cityIds), count, context);
        return { count, total: total + count };
      }),
    );
    if (!batch) break;
    added += batch.count;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    options.log?.(`generated hotels: ${batch.total} of ${target} hotels after ${seconds} s`);
  }
  if (added > 0) await afterBulkLoad(db, ['hotel', 'hotel_i18n', 'room_type', 'room_night', 'hotel_night']);
  return added;
}
