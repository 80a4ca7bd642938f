/** Answers of the Car controller (docs/api.md §15), as the site reads them. Money in minor units. */
import type { StoredPhoto } from '~/lib/format/photoImage';
import type { CatalogueSitemapAnswer } from './sitemap';

export type CarPhoto = StoredPhoto & { sources: { w: number; url: string }[] };

/** A pick-up place: a hotel of the catalogue, an airport or a railway station. */
export interface CarPlace {
  id: number;
  kind: 'hotel' | 'airport' | 'station';
  kind_text: string;
  code: string;
  name: string;
  /** The hotel of a hotel place, else null. */
  hotel_id: number | null;
}

export interface CarDayAnswer {
  day: string;
  left: number;
  sold_out: boolean;
}

export interface CarCard {
  id: number;
  name: string;
  summary: string;
  category: string;
  category_text: string;
  seats: number;
  doors: number;
  luggage: number;
  transmission: string;
  transmission_text: string;
  energy: string;
  energy_text: string;
  /** Electric range in km, or null. */
  range_km: number | null;
  with_driver: boolean;
  services: ('transfer' | 'rental')[];
  price_per_day: number | null;
  price_per_transfer: number | null;
  currency: string;
  city: { id: number; code: string; name: string };
  /** The first four. */
  places: CarPlace[];
  places_more: number;
  photo: CarPhoto | null;
  /** With `day` in the request. */
  day?: CarDayAnswer;
}

export interface CarDetail extends CarCard {
  model_year: number;
  description: string[];
  rules: string[];
  included: { code: string; name: string }[];
  /** 0 = unlimited. */
  mileage_km_per_day: number;
  deposit: number;
  min_driver_age: number;
  licence_years: number;
  time_zone: string;
  photos: CarPhoto[];
}

export interface CarListFilters {
  cities: { id: number; code: string; name: string; car_count: number }[];
  categories: { code: string; name: string }[];
  transmissions: { code: string; name: string }[];
  energies: { code: string; name: string }[];
  places: CarPlace[];
  price_day: { min: number; max: number } | null;
}

export interface CarListData {
  list: CarCard[];
  total: number;
  currency: string;
  city: { id: number; code: string; name: string } | null;
  filters: CarListFilters;
}

export interface CarAvailabilityData {
  car_id: number;
  today: string;
  from: string;
  to: string;
  days: CarDayAnswer[];
  range?: {
    start: string;
    days: number;
    available: boolean;
    first_sold_out: string | null;
    rental_total: number | null;
  };
}

/** A car that a booking may add, once per answer: its card and the airports and stations it serves (`hubs`). */
export type OfferCar = Omit<CarCard, 'places' | 'places_more'> & { hubs: CarPlace[] };

/** A transfer by `car_id` (from or to any of its `hubs`) on `day`. */
export interface TransferOffer {
  car_id: number;
  day: string;
  price: number;
  left: number;
}

export interface RentalOffer {
  car_id: number;
  price_per_day: number;
  deposit: number;
  free_days: string[];
}

export interface CarOffersData {
  hotel_id: number;
  currency: string;
  /** Each car the offers name, once. */
  cars: OfferCar[];
  arrival: TransferOffer[];
  departure: TransferOffer[];
  rental: RentalOffer[];
}

/**
 * A car service of a quote or an order (docs/api.md §12, §13): an arrival or departure transfer, or a day hire. A
 * quote has no `time` or `number` yet (`''`); the order keeps what the booker gave.
 */
export interface CarServiceAnswer {
  service: 'transfer' | 'rental';
  /** "Arrival transfer", "Departure transfer" or "Car hire". */
  service_text: string;
  /** `''` for a hire. */
  direction: 'arrival' | 'departure' | '';
  car_id: number;
  car_name: string;
  category_text: string;
  seats: number;
  with_driver: boolean;
  /** A transfer's airport or station; a hire's hotel. */
  place: { id: number; kind: CarPlace['kind']; name: string };
  /** The first day (hotel time). */
  day: string;
  days: number;
  /** `HH:MM` hotel time, or `''`. */
  time: string;
  /** Flight or train number, or `''`. */
  number: string;
  passengers: number;
  unit_price: number;
  amount: number;
  /** The code of its price line. */
  line_code: string;
}

/** The car calls (docs/api.md §15): each call's answer (`data`) by method. */
export interface CarCalls {
  'car/list': { GET: CarListData };
  'car/detail': { GET: CarDetail };
  'car/availability': { GET: CarAvailabilityData };
  'car/offers': { GET: CarOffersData };
  'car/sitemap': { GET: CatalogueSitemapAnswer };
}
