/**
 * The answers of the hotel controller (docs/api.md §1.10, §12), type-only: shared by the site's loaders and, if it
 * wants them, the built-in API. Money is integer minor units with `currency` beside it; days are `YYYY-MM-DD` in the
 * hotel's time zone; instants are unix seconds.
 */
import type { RemoteSelectAnswer } from './ajax';
import type { CarServiceAnswer } from './car';
import type { CatalogueSitemapAnswer } from './sitemap';

/** A photo with the sources of its `srcset` (480/960/1600 px); `url` is the 960 px one. Paths as stored (§9). */
export interface Photo {
  url: string;
  width: number;
  height: number;
  alt: string;
  sources: { w: number; url: string }[];
}

export interface CancellationSegment {
  from: number;
  until: number | null;
  refund_bp: number;
  refund_amount: number;
}

export interface Cancellation {
  free_cancel_until: number | null;
  checkin_at: number;
  segments: CancellationSegment[];
  /** The whole policy as one sentence in the request's language. */
  text: string;
}

export interface CodeName {
  code: string;
  name: string;
}

export interface CityRef {
  id: number;
  code: string;
  name: string;
}

/** `hotel/city`: a city with hotels. */
export interface HotelCity {
  value: string;
  label: string;
  id: number;
  code: string;
  name: string;
  country: string;
  time_zone: string;
  hotel_count: number;
  /** The city's name in every language (the built-in API; another back end may leave it out). */
  names?: string[];
}

export interface StayAnswer {
  checkin: string;
  checkout: string;
  nights: number;
}

export interface PartyAnswer {
  rooms: number;
  adults: number;
  children: number;
  child_ages: readonly number[];
}

/** The best bookable room of a hotel for the stay and the party. */
export interface CardOffer {
  room_type_id: number;
  room_type: string;
  meal_type: string;
  meal_type_text: string;
  /** Room rate per night before fees (average). */
  price_per_night: number;
  /** Rooms with service charge and taxes, no extras. */
  stay_total: number;
  free_cancel_until: number | null;
  /** Only when 3 or fewer are left. */
  rooms_left: number | null;
}

export interface HotelCard {
  id: number;
  name: string;
  star: number;
  rating: number;
  review_count: number;
  area: string;
  city: CityRef | null;
  distance_m: number;
  photo: Photo | null;
  facilities: CodeName[];
  /** null exactly when `sold_out`. */
  offer: CardOffer | null;
  sold_out: boolean;
}

export interface HotelListData {
  list: HotelCard[];
  total: number;
  currency: string;
  stay: StayAnswer;
  party: PartyAnswer;
  city: CityRef | null;
  filters: {
    facilities: CodeName[];
    meal_types: CodeName[];
    price: { min: number; max: number } | null;
  };
}

export interface RoomOffer {
  id: number;
  name: string;
  description: string;
  bed_type: string;
  bed_type_text: string;
  bed_count: number;
  meal_type: string;
  meal_type_text: string;
  size_m2: number;
  max_adults: number;
  max_children: number;
  extra_bed_price: number;
  breakfast_price: number;
  photos: Photo[];
  /** The room type holds the party. */
  fits: boolean;
  /** Fits, has the rooms free every night, and the stay keeps its stay rules. */
  available: boolean;
  /** Fits and has the rooms, but the stay breaks a stay rule: why, to show the guest (else null). */
  stay_rule: string | null;
  rooms_left: number | null;
  price_per_night: number | null;
  stay_total: number | null;
  nights: { night: string; price: number }[];
  cancellation: Cancellation;
}

export interface HotelDetailData {
  id: number;
  name: string;
  star: number;
  rating: number;
  review_count: number;
  city: CityRef | null;
  area: string;
  address: string;
  latitude: number;
  longitude: number;
  distance_m: number;
  time_zone: string;
  check_in_time: string;
  check_out_time: string;
  description: string[];
  policies: string[];
  facilities: (CodeName & { icon: string })[];
  photos: Photo[];
  currency: string;
  stay: StayAnswer;
  party: PartyAnswer;
  room_types: RoomOffer[];
}

export interface CalendarDayAnswer {
  night: string;
  min_price: number | null;
  sold_out: boolean;
  /** On sale, but every room type open that night is closed to arrival. */
  closed_arrival: boolean;
  /** The shortest minimum stay of a stay starting that night (1: none). */
  min_stay: number;
}

export interface CheckoutTotal {
  checkout: string;
  nights: number;
  stay_total: number;
}

export interface HotelCalendarData {
  hotel_id: number;
  today: string;
  from: string;
  to: string;
  currency: string;
  days: CalendarDayAnswer[];
  checkin?: string;
  checkouts?: CheckoutTotal[];
}

/** What a line of a price breakdown prices. */
export type PriceLineKind = 'night' | 'extra' | 'fee' | 'tax' | 'car';

/**
 * A line of a price breakdown, a quote's or an order's (docs/api.md §1.10 PriceLine): one `room` line per night,
 * then extras, fees, taxes, then car services (`car`, dated by their first day).
 */
export interface PriceLine {
  kind: PriceLineKind;
  code: string;
  label: string;
  /** The night (`YYYY-MM-DD`) of a night line, the first day of a car line, else null. */
  night: string | null;
  quantity: number;
  unit_price: number;
  amount: number;
}

/** `hotel/quote` (docs/api.md §12): a room type priced for a stay, a party and extras. */
export interface Quote {
  hotel_id: number;
  room_type_id: number;
  checkin: string;
  checkout: string;
  nights: number;
  rooms: number;
  adults: number;
  children: number;
  child_ages: number[];
  breakfast: 0 | 1;
  extra_beds: number;
  currency: string;
  lines: PriceLine[];
  rooms_subtotal: number;
  extras_subtotal: number;
  fees_total: number;
  /** The car services' lines together (0 without any); inside `total`. */
  cars_subtotal: number;
  car_services: CarServiceAnswer[];
  total: number;
  price_per_night: number;
  cancellation: Cancellation;
  rooms_left: number;
  quote_hash: string;
}

/** The hotel calls (docs/api.md §12): each call's answer (`data`) by method. */
export interface HotelCalls {
  'hotel/city': { GET: HotelCity[] | RemoteSelectAnswer<HotelCity> };
  'hotel/list': { GET: HotelListData };
  'hotel/detail': { GET: HotelDetailData };
  'hotel/calendar': { GET: HotelCalendarData };
  'hotel/quote': { GET: Quote };
  'hotel/sitemap': { GET: CatalogueSitemapAnswer };
}
