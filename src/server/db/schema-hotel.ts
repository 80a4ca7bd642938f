/** Tables of the hotel catalogue (docs/design/hotels.md §2.1). Money in integer minor units, nights `YYYY-MM-DD`. */
import type { Generated, Insertable, Selectable } from 'kysely';
import type { MealType } from '~/lib/booking/pricing';
import type { SwitchStatus } from './schema-common';

export interface CityTable {
  id: Generated<number>;
  /** Slug used in URLs, e.g. `shanghai`. */
  code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** IANA time zone, copied to the city's hotels. */
  time_zone: string;
  /** Micro-degrees of the city centre. */
  latitude: number;
  longitude: number;
  weigh: Generated<number>;
  status: Generated<SwitchStatus>;
  create_time: number;
  update_time: number;
}

export interface CityI18nTable {
  city_id: number;
  lang: string;
  name: string;
}

/** A facility; its id is its bit in `hotel.facility_mask` (0–51, safe in a JS number). */
export interface FacilityTable {
  id: number;
  code: string;
  icon: Generated<string>;
  weigh: Generated<number>;
  /** 1 when the list's filter panel offers it. */
  is_filter: Generated<number>;
}

export interface CancelPolicyTable {
  id: Generated<number>;
  code: string;
  /** JSON `[{days_before, time, refund_bp}]`, later deadlines first; `[]` = non-refundable. */
  rules: string;
  after_checkin_bp: Generated<number>;
  create_time: number;
  update_time: number;
}

export interface HotelTable {
  id: Generated<number>;
  city_id: number;
  star: number;
  /** Guest rating in tenths, 0–50. */
  rating: Generated<number>;
  review_count: Generated<number>;
  popularity: Generated<number>;
  latitude: number;
  longitude: number;
  /** Metres from the city centre. */
  distance_m: Generated<number>;
  time_zone: string;
  check_in_time: Generated<string>;
  check_out_time: Generated<string>;
  facility_mask: Generated<number>;
  service_fee_bp: Generated<number>;
  tax_bp: Generated<number>;
  city_tax_per_room_night: Generated<number>;
  /** The per-hotel lock until issue 23 (inventory now locks the stay's `hotel_night` rows); no longer bumped. */
  inventory_version: Generated<number>;
  /** The lowest and highest nightly rate of its enabled room types (`refreshHotelRates`); 0 without rates. */
  rate_min: Generated<number>;
  rate_max: Generated<number>;
  /** The enabled room type with the lowest `rate_max` (ties: the lower id), and that rate (`refreshHotelRates`). */
  cap_room_type_id: number | null;
  rate_cap: Generated<number>;
  /** The cap room type's capacity. */
  cap_max_adults: number | null;
  cap_max_children: number | null;
  /** Of its other enabled room types, the one holding the most guests (`refreshHotelRates`), and its capacity. */
  cap2_room_type_id: number | null;
  cap2_max_adults: number | null;
  cap2_max_children: number | null;
  cover_photo_id: number | null;
  weigh: Generated<number>;
  status: Generated<SwitchStatus>;
  create_time: number;
  update_time: number;
}

export interface HotelI18nTable {
  hotel_id: number;
  lang: string;
  name: string;
  area: Generated<string>;
  address: Generated<string>;
  /** Plain text, paragraphs separated by blank lines; never HTML. */
  description: Generated<string>;
  policies: Generated<string>;
  /** Lower-cased name, area, address and the city's names, for keyword search. */
  search_text: Generated<string>;
}

export interface HotelPhotoTable {
  id: Generated<number>;
  hotel_id: number;
  /** Null: a photo of the hotel. */
  room_type_id: number | null;
  kind: string;
  sort: Generated<number>;
  width: number;
  height: number;
  /** JSON `[{w, url}]`, smallest first. */
  sources: string;
  create_time: number;
}

export interface RoomTypeTable {
  id: Generated<number>;
  hotel_id: number;
  code: string;
  bed_type: string;
  bed_count: Generated<number>;
  meal_type: Generated<MealType>;
  size_m2: Generated<number>;
  max_adults: number;
  max_children: Generated<number>;
  /** Per extra bed per night; 0 = no extra bed. */
  extra_bed_price: Generated<number>;
  /** Per adult per night when the meal type is `none`; 0 = not offered. */
  breakfast_price: Generated<number>;
  policy_id: number;
  base_price: number;
  weigh: Generated<number>;
  /** The lowest and highest nightly rate over every night (`refreshHotelRates`); 0 without rates. */
  rate_min: Generated<number>;
  rate_max: Generated<number>;
  status: Generated<SwitchStatus>;
  create_time: number;
  update_time: number;
}

export interface RoomTypeI18nTable {
  room_type_id: number;
  lang: string;
  name: string;
  description: Generated<string>;
}

/** The rate and the inventory of one room type on one night. */
export interface RoomNightTable {
  room_type_id: number;
  night: string;
  /** Per room, before service charge and taxes. */
  price: number;
  allotment: number;
  available: number;
  /** 1 = stop-sell. */
  closed: Generated<number>;
  /** 1 = written by the rolling horizon from the room type's plan (migration 0033); 0 = set otherwise. */
  from_plan: Generated<number>;
  /** Stay rules (migration 0035): the fewest nights of a stay arriving this night (0 or 1 = none). */
  min_stay: Generated<number>;
  /** 1 = no stay starts this night. */
  closed_arrival: Generated<number>;
  /** 1 = no stay ends on this night's day (its check-out day). */
  closed_departure: Generated<number>;
  update_time: number;
}

/**
 * A room type's default plan (migration 0033): the nightly rate per weekday and the rooms on sale that the rolling
 * horizon writes missing nights with; `filled_through` is the last night it wrote ('' none); status '0' pauses it.
 */
export interface RoomTypePlanTable {
  room_type_id: number;
  sun_price: number;
  mon_price: number;
  tue_price: number;
  wed_price: number;
  thu_price: number;
  fri_price: number;
  sat_price: number;
  allotment: number;
  status: Generated<SwitchStatus>;
  filled_through: Generated<string>;
  update_time: number;
}

/** Per hotel per night: the lowest open rate with a room free (null: nothing free) and the most rooms free. */
export interface HotelNightTable {
  hotel_id: number;
  night: string;
  min_price: number | null;
  /** The same among the room types holding `FAMILY_GUESTS` or more. */
  family_min_price: number | null;
  max_available: Generated<number>;
  /** The hotel's cap room type that night: its rate when open (else null), its rooms free when open (else 0). */
  cap_price: number | null;
  cap_available: Generated<number>;
  /** The same of its second cap room type. */
  cap2_price: number | null;
  cap2_available: Generated<number>;
  /**
   * Bit 1: the cap room type is closed to departure this day (a stay checking out today cannot count on it); bit 2:
   * the same of the second cap room type (migration 0035).
   */
  cap_departure: Generated<number>;
}

export interface HotelTables {
  city: CityTable;
  city_i18n: CityI18nTable;
  facility: FacilityTable;
  cancel_policy: CancelPolicyTable;
  hotel: HotelTable;
  hotel_i18n: HotelI18nTable;
  hotel_photo: HotelPhotoTable;
  room_type: RoomTypeTable;
  room_type_i18n: RoomTypeI18nTable;
  room_night: RoomNightTable;
  room_type_plan: RoomTypePlanTable;
  hotel_night: HotelNightTable;
}

export type HotelRow = Selectable<HotelTable>;
export type NewHotel = Insertable<HotelTable>;
export type RoomTypeRow = Selectable<RoomTypeTable>;
export type NewRoomType = Insertable<RoomTypeTable>;
export type NewRoomNight = Insertable<RoomNightTable>;
export type NewRoomTypePlan = Insertable<RoomTypePlanTable>;
