/**
 * The generated cities of `SEED_HOTELS` (`synthetic.ts`): 100 cities (`city-001`…, 示例城市 001 / Sample City 001)
 * somewhere in eastern China, sharing the generated hotels unevenly (city k weighs k^-0.72, the largest about 10 %).
 * Pure: everything is a function of the city's index or the hotel's ordinal.
 */
import type { Kysely, Transaction } from 'kysely';
import type { SeedText } from '~/demo/hotels/catalogue/types';
import { SEED_LANGS } from '~/demo/hotels/seed';
import { prng } from '~/demo/random/prng';
import { advisoryLock } from '~/server/db/batchFill';
import { type Engine, withBusyRetry } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import { toMicroDegrees } from '~/server/modules/hotel';

/** Generated cities; their codes are `city-001` … `city-100`. */
export const GENERATED_CITIES = 100;
/** City k (1-based) weighs k^-s: with s = 0.72 the largest of 100 cities holds about 10 % of the hotels. */
const CITY_SKEW = 0.72;
/** The time zone of every generated city and hotel. */
export const SYNTHETIC_ZONE = 'Asia/Shanghai';
/** Arbitrary constant for PostgreSQL's advisory lock around each batch. */
/** The advisory lock of generated hotels and cities. */
export const SYNTHETIC_LOCK_ID = 720_302;
/** The golden ratio's fraction: ordinals spread over [0, 1) with every prefix close to uniform. */
const GOLDEN = (Math.sqrt(5) - 1) / 2;

/** A number with leading zeros (city and hotel numbers of the generated names). */
export const pad = (value: number, width: number) => String(value).padStart(width, '0');
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

export interface GeneratedCity {
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

/** The generated cities' ids by index, inserting those that are missing (in both languages). */
export async function ensureCities(db: Kysely<DB>, engine: Engine, now: number): Promise<number[]> {
  const cities = Array.from({ length: GENERATED_CITIES }, (_, index) => generatedCity(index));
  const codes = cities.map((city) => city.code);
  const read = async (from: Kysely<DB> | Transaction<DB>) =>
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
        await advisoryLock(trx, engine, SYNTHETIC_LOCK_ID);
        const present = await read(trx);
        const missing = cities.filter((city) => !present.has(city.code));
        for (const city of missing) {
          const { id } = await trx
            .insertInto('city')
            .values({
              code: city.code,
              country: 'CN',
              time_zone: SYNTHETIC_ZONE,
              latitude: city.lat,
              longitude: city.lng,
              weigh: 0,
              create_time: now,
              update_time: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          present.set(city.code, id);
          await trx
            .insertInto('city_i18n')
            .values(SEED_LANGS.map((lang) => ({ city_id: id, lang, name: city.name[lang] })))
            .execute();
        }
        return present;
      }),
    );
  }
  return codes.map((code) => ids.get(code) as number);
}
