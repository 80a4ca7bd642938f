/**
 * The rows of a `SeedCar` (the hand-written fleet's, or a generated one of `SEED_CARS`): its `car` row in minor units
 * and its texts in both languages with the rules from the fleet's templates. Pure.
 */
import type { Insertable } from 'kysely';
import type { DB } from '~/server/db/schema';
import type { NewCar } from '~/server/db/schema-car';
import { carRules, type SeedCar } from './fleet';

export const SEED_LANGS = ['zh-cn', 'en'] as const;
const YUAN = 100;

/** The car's row in its city; no cover yet. */
export function carValues(
  car: SeedCar,
  city: { id: number; time_zone: string },
  weigh: number,
  now: number,
): NewCar & { cover_photo_id: null } {
  return {
    city_id: city.id,
    code: car.code,
    category: car.category,
    seats: car.seats,
    doors: car.doors,
    luggage: car.luggage,
    transmission: car.transmission,
    energy: car.energy,
    range_km: car.rangeKm ?? 0,
    model_year: car.modelYear,
    with_driver: car.withDriver ? '1' : '0',
    price_per_day: car.pricePerDay * YUAN,
    price_per_transfer: car.pricePerTransfer * YUAN,
    deposit: car.deposit * YUAN,
    mileage_km_per_day: car.mileageKmPerDay,
    included: car.included.join(','),
    min_driver_age: car.minDriverAge ?? 21,
    licence_years: car.licenceYears ?? 1,
    time_zone: city.time_zone,
    fleet: car.fleet,
    cover_photo_id: null,
    weigh,
    create_time: now,
    update_time: now,
  };
}

/** The car's `car_i18n` rows: name, summary, description and rules in each language. */
export function carTextRows(car: SeedCar, carId: number): Insertable<DB['car_i18n']>[] {
  const rules = carRules(car);
  return SEED_LANGS.map((lang) => ({
    car_id: carId,
    lang,
    name: car.name[lang],
    summary: car.summary[lang],
    description: car.description[lang],
    rules: rules[lang],
  }));
}
