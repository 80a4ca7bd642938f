/**
 * The shape of the hand-written demo catalogue (`catalogue.ts`): what a person would enter for a city, a hotel
 * and its room types, in both languages. Prices are whole yuan here (the seed stores minor units); coordinates are
 * decimal degrees (the seed stores micro-degrees).
 */

/** A text in each site language. */
export interface SeedText {
  'zh-cn': string;
  en: string;
}

export { FACILITY_CODES, type FacilityCode } from '~/server/modules/hotel';

import type { BedType } from '~/lib/catalogue/codes';
import type { FacilityCode } from '~/server/modules/hotel';

export type { MealType } from '~/lib/booking/pricing';
export type { BedType } from '~/lib/catalogue/codes';

import type { MealType } from '~/lib/booking/pricing';

export const POLICY_CODES = ['free_1d_18_half', 'free_1d_18', 'free_3d', 'non_refundable'] as const;
export type PolicyCode = (typeof POLICY_CODES)[number];

export interface SeedCity {
  code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  timeZone: string;
  /** The city centre, decimal degrees. */
  lat: number;
  lng: number;
  name: SeedText;
  /** Larger first in lookups. */
  weigh: number;
}

export interface SeedRoomType {
  /** Unique within the hotel, e.g. `superior-king`. */
  code: string;
  name: SeedText;
  /** One or two sentences. */
  description: SeedText;
  bed: BedType;
  beds: number;
  meal: MealType;
  sizeM2: number;
  maxAdults: number;
  maxChildren: number;
  /** Yuan per extra bed per night; 0 = no extra bed. */
  extraBed: number;
  /** Yuan per adult per night when `meal` is `none`; 0 = not offered. */
  breakfast: number;
  policy: PolicyCode;
  /** Yuan per room per weekday night in low season; the seed varies it by weekday and season. */
  basePrice: number;
}

export interface SeedHotel {
  city: string;
  star: 1 | 2 | 3 | 4 | 5;
  /** Guest rating out of 5 with one decimal, e.g. 4.6. */
  rating: number;
  reviews: number;
  /** Bookings of the last 90 days. */
  popularity: number;
  lat: number;
  lng: number;
  name: SeedText;
  /** District or neighbourhood shown on cards. */
  area: SeedText;
  address: SeedText;
  /** Two paragraphs of plain text. */
  description: [SeedText, SeedText];
  /** House rules, one short sentence each. */
  policies: SeedText[];
  facilities: FacilityCode[];
  /** Service charge and tax in basis points, city tax in yuan per room-night; absent = included in the rates. */
  fees?: { serviceFeeBp: number; taxBp: number; cityTax: number };
  checkIn?: string;
  checkOut?: string;
  roomTypes: SeedRoomType[];
}

/** A demo room type once inserted: its id and its seed. */
export interface SeededRoomType {
  id: number;
  seed: SeedRoomType;
}
