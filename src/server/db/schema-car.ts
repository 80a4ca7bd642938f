/**
 * Tables of the car catalogue (docs/design/cars.md §2.1) and the car services of an order (§2.2). Money in integer
 * minor units, days `YYYY-MM-DD` in the car's zone.
 */
import type { Generated, Insertable, Selectable } from 'kysely';
import type { CarCategory, CarService, Energy, PlaceKind, Transmission } from '~/lib/car/vocabulary';
import type { SwitchStatus } from './schema-common';

export interface CarTable {
  id: Generated<number>;
  /** The car's base city; the source of its time zone. */
  city_id: number;
  /** e.g. `sha-gl8`. */
  code: string;
  category: CarCategory;
  /** Passengers, driver excluded. */
  seats: number;
  doors: number;
  /** Large suitcases. */
  luggage: number;
  transmission: Transmission;
  energy: Energy;
  /** Electric range; 0 = not shown. */
  range_km: Generated<number>;
  model_year: number;
  /** `'1'`: hired with a driver; `'0'`: self-drive. Transfers always come with a driver. */
  with_driver: SwitchStatus;
  /** All-in; 0 = no day hire. */
  price_per_day: Generated<number>;
  /** All-in, one way; 0 = no transfers. */
  price_per_transfer: Generated<number>;
  /** Hire only: a card hold at pick-up, never charged online. */
  deposit: Generated<number>;
  /** Hire; 0 = unlimited. */
  mileage_km_per_day: Generated<number>;
  /** Comma list of `INCLUDED_CODES`. */
  included: Generated<string>;
  min_driver_age: Generated<number>;
  licence_years: Generated<number>;
  time_zone: string;
  /** Units on sale per day when days are created. */
  fleet: number;
  /** The per-car lock (design §3.1). */
  inventory_version: Generated<number>;
  cover_photo_id: number | null;
  weigh: Generated<number>;
  status: Generated<SwitchStatus>;
  create_time: number;
  update_time: number;
}

export interface CarI18nTable {
  car_id: number;
  lang: string;
  /** The model, "or similar". */
  name: string;
  summary: Generated<string>;
  /** Plain text, paragraphs split on blank lines. */
  description: Generated<string>;
  /** Plain text, paragraphs split on blank lines. */
  rules: Generated<string>;
}

export interface CarPhotoTable {
  id: Generated<number>;
  car_id: number;
  kind: string;
  sort: Generated<number>;
  width: number;
  height: number;
  /** JSON `[{w, url}]`. */
  sources: string;
  create_time: number;
}

export interface CarPlaceTable {
  id: Generated<number>;
  city_id: number;
  kind: PlaceKind;
  /** Set exactly for a hotel place: its name comes from `hotel_i18n`. */
  hotel_id: number | null;
  /** `PVG`, `SHA-HQ-RAIL`; `''` for hotels. */
  code: Generated<string>;
  weigh: Generated<number>;
  status: Generated<SwitchStatus>;
  create_time: number;
  update_time: number;
}

export interface CarPlaceI18nTable {
  place_id: number;
  lang: string;
  name: string;
}

export interface CarPickupTable {
  car_id: number;
  place_id: number;
}

export interface CarDayTable {
  car_id: number;
  day: string;
  allotment: number;
  available: number;
  closed: Generated<number>;
  /** 1 = written by the rolling horizon from the car's day plan (migration 0033). */
  from_plan: Generated<number>;
  update_time: number;
}

/** A car's default day plan (migration 0033): the cars on hire the rolling horizon writes missing days with. */
export interface CarDayPlanTable {
  car_id: number;
  allotment: number;
  status: Generated<SwitchStatus>;
  filled_through: Generated<string>;
  update_time: number;
}

export interface OrderCarTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  service: CarService;
  /** `arrival`, `departure`; `''` for a hire. */
  direction: Generated<string>;
  car_id: number;
  place_id: number;
  day: string;
  days: number;
  /** `HH:MM` hotel time. */
  time: Generated<string>;
  /** Flight or train number, upper case. */
  number: Generated<string>;
  passengers: number;
  unit_price: number;
  amount: number;
  /** JSON: the car and place as booked, in both languages. */
  snapshot: string;
}

export interface CarTables {
  car: CarTable;
  car_i18n: CarI18nTable;
  car_photo: CarPhotoTable;
  car_place: CarPlaceTable;
  car_place_i18n: CarPlaceI18nTable;
  car_pickup: CarPickupTable;
  car_day: CarDayTable;
  car_day_plan: CarDayPlanTable;
  order_car: OrderCarTable;
}

export type CarRow = Selectable<CarTable>;
export type NewCar = Insertable<CarTable>;
export type NewCarDay = Insertable<CarDayTable>;
