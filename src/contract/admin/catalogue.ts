/**
 * Answers of `hotel.Hotel` and `hotel.RoomType` (ours, in BuildAdmin's CRUD style; docs/design/catalogue.md §3): the
 * operator's hotels and their room types, in both languages. Money in minor units, coordinates in degrees, shares in
 * basis points; text fields of a language are named `<field>_<lang>` (`name_zh_cn`, `name_en`).
 */
import type { AdminList } from './auth';

export interface AdminHotelListRow {
  id: number;
  name: string;
  city: string;
  star: number;
  status: '0' | '1';
  room_types: number;
}

/** A hotel's texts in one language. */
export interface AdminHotelTexts {
  name: string;
  area: string;
  address: string;
  /** Paragraphs separated by blank lines. */
  description: string;
  policies: string;
}

export interface AdminHotel {
  id: number;
  city_id: number;
  star: number;
  latitude: number;
  longitude: number;
  check_in_time: string;
  check_out_time: string;
  facilities: string[];
  service_fee_bp: number;
  tax_bp: number;
  city_tax_per_room_night: number;
  status: '0' | '1';
  texts: Record<string, AdminHotelTexts>;
}

export interface AdminRoomTypeTexts {
  name: string;
  description: string;
}

export interface AdminRoomType {
  id: number;
  hotel_id: number;
  bed_type: string;
  bed_count: number;
  meal_type: string;
  size_m2: number;
  max_adults: number;
  max_children: number;
  extra_bed_price: number;
  breakfast_price: number;
  policy_id: number;
  base_price: number;
  status: '0' | '1';
  texts: Record<string, AdminRoomTypeTexts>;
}

export interface AdminCity {
  id: number;
  /** The slug of its URLs (`shanghai`). */
  code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  time_zone: string;
  /** The centre, in degrees: hotels' distances are measured from it. */
  latitude: number;
  longitude: number;
  status: '0' | '1';
  /** Hotels in the city (its zone is theirs, so it changes only while it has none). */
  hotels: number;
  texts: Record<string, { name: string }>;
}

export interface AdminCodeName<C = string> {
  code: C;
  name: string;
}

/** What the forms choose from, named in the operator's language. */
export interface AdminCatalogueOptions {
  cities: { id: number; name: string }[];
  facilities: AdminCodeName[];
  bed_types: AdminCodeName[];
  meal_types: AdminCodeName[];
  policies: { id: number; name: string }[];
}

export interface CatalogueCalls {
  /** GET: the operator's hotels (on sale or not) by the list trait (`quickSearch`, `page`, `limit`). */
  'hotel.hotel/index': { GET: AdminList<AdminHotelListRow> };
  /** GET: the choices of the hotel and room type forms. */
  'hotel.hotel/options': { GET: AdminCatalogueOptions };
  /** POST a hotel's fields: a new hotel (off sale until set on sale); only an operator of every hotel adds one. */
  'hotel.hotel/add': { POST: { id: number } };
  /** GET `?id`: `{row}`; POST its fields with `id`. */
  'hotel.hotel/edit': { GET: { row: AdminHotel }; POST: { row: AdminHotel } };
  /** GET: every city, on or off, with its hotels' count. */
  'hotel.city/index': { GET: { list: AdminCity[] } };
  /** POST `code`, `country`, `time_zone`, `latitude`, `longitude`, `status`, `name_<lang>`: a new city. */
  'hotel.city/add': { POST: { id: number } };
  /** GET `?id`: `{row}`; POST its fields with `id`. */
  'hotel.city/edit': { GET: { row: AdminCity }; POST: { row: AdminCity } };
  /** GET `?hotel_id`: the hotel's room types. */
  'hotel.roomtype/index': { GET: { list: AdminRoomType[] } };
  /** POST a room type's fields with `hotel_id`: off sale, with a paused rate plan at its base price. */
  'hotel.roomtype/add': { POST: { id: number } };
  /** GET `?id`: `{row}`; POST its fields with `id`. */
  'hotel.roomtype/edit': { GET: { row: AdminRoomType }; POST: { row: AdminRoomType } };
}
