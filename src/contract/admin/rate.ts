/**
 * Answers of `hotel.Rate` (ours, in BuildAdmin's style; docs/design/catalogue.md §4): a hotel's rates and rooms per
 * room type and night, and a bulk edit's preview and save. Money in minor units, nights `YYYY-MM-DD` in the hotel's
 * zone.
 */
import type { AdminList } from './auth';
import type { AdminHotelChoice } from './staff';

/** One room type's night. `sold` = `allotment − available`. */
export interface AdminRateNight {
  room_type_id: number;
  night: string;
  price: number;
  allotment: number;
  available: number;
  sold: number;
  closed: 0 | 1;
  /** Stay rules: the fewest nights of a stay arriving this night (0 = none), closed to arrival, to departure. */
  min_stay: number;
  closed_arrival: 0 | 1;
  closed_departure: 0 | 1;
  /** 1: written by the rolling horizon from the room type's plan; 0: set by an operator (or the seed). */
  from_plan: 0 | 1;
  update_time: number;
}

export interface AdminRateRoomType {
  id: number;
  name: string;
  status: '0' | '1';
}

export interface AdminRateGrid {
  hotel: { id: number; name: string; time_zone: string; currency: string };
  room_types: AdminRateRoomType[];
  from: string;
  days: number;
  nights: AdminRateNight[];
}

export interface AdminRateValues {
  price: number;
  allotment: number;
  available: number;
  closed: 0 | 1;
  min_stay: number;
  closed_arrival: 0 | 1;
  closed_departure: 0 | 1;
}

/** A night a bulk edit changes, before and after. */
export interface AdminRateChange {
  room_type_id: number;
  night: string;
  before: AdminRateValues;
  after: AdminRateValues;
  /** The night's `update_time` as read: a save sends it back in `read`. */
  update_time: number;
}

/** A night a bulk edit must not change: it does not exist, its price would leave the bounds, or rooms are sold. */
export interface AdminRateRefusal {
  room_type_id: number;
  night: string;
  reason: 'missing' | 'price' | 'belowSold';
  sold?: number;
}

export interface AdminRatePreview {
  changes: AdminRateChange[];
  refused: AdminRateRefusal[];
}

/** A room type's rate plan: what the rolling horizon writes its new nights with, and what its plan-made nights follow. */
export interface AdminRatePlan {
  room_type_id: number;
  name: string;
  /** Minor units, Sunday first (0 = Sunday, as `weekdays`). */
  prices: number[];
  /** Rooms on sale. */
  allotment: number;
  /** '1' active; '0' paused: the horizon writes no new night. */
  status: '0' | '1';
  /** The last night the horizon wrote from it ('' none yet). */
  filled_through: string;
  /** What a save sends back (0: the room type has no plan yet). */
  update_time: number;
}

export interface AdminRatePlans {
  hotel: AdminRateGrid['hotel'];
  plans: AdminRatePlan[];
}

/** One row of a rate sheet (export and import): a room type's night, money in minor units. */
export interface AdminRateSheetRow {
  room_type_id: number;
  room_type: string;
  night: string;
  price: number;
  allotment: number;
  sold: number;
  closed: 0 | 1;
  min_stay: number;
  closed_arrival: 0 | 1;
  closed_departure: 0 | 1;
}

/** A sheet's row the import refuses, by its line in the sheet (the header is line 1), with the field and why. */
export interface AdminRateSheetRefusal {
  line: number;
  field: string;
  message: string;
}

export interface RateCalls {
  /** GET: the hotels within the operator's own whose rates they may open, as `auth.Group/hotels` pages them. */
  'hotel.rate/hotels': { GET: AdminList<AdminHotelChoice> };
  /** GET `?hotel_id&from&days` (1–62, default 31): the grid. */
  'hotel.rate/index': { GET: AdminRateGrid };
  /** POST a bulk edit: what it would change and refuse; nothing is written. */
  'hotel.rate/preview': { POST: AdminRatePreview };
  /**
   * POST a bulk edit and `read` (the nights' `update_time`s as read): written in one transaction, or refused whole
   * (`data {refused}` or `data {stale}`: the nights changed since).
   */
  'hotel.rate/save': { POST: { changed: number } };
  /** GET `?hotel_id&from&days` (1–366, default 366): every room type's nights as a sheet's rows. */
  'hotel.rate/export': {
    GET: { hotel: AdminRateGrid['hotel']; from: string; days: number; list: AdminRateSheetRow[] };
  };
  /**
   * POST `hotel_id` and `rows` (at most 10,000, each `[line, room_type_id, night, price, allotment, closed, min_stay,
   * closed_arrival, closed_departure]`, money in minor units, flags 0 or 1): written all or nothing in one
   * transaction; refused whole with `data {refused: AdminRateSheetRefusal[], count}`.
   */
  'hotel.rate/import': { POST: { rows: number; changed: number } };
  /** GET `?hotel_id`: every room type's rate plan. */
  'hotel.plan/index': { GET: AdminRatePlans };
  /**
   * POST a room type's plan (`hotel_id`, `room_type_id`, `sun_price` … `sat_price`, `allotment`, `status`,
   * `update_time` as read): saved with the plan-made nights from today on following it, in one transaction;
   * `nights`: how many moved; `opened`: the nights an active plan opened at once up to the booking horizon. A plan
   * changed since it was read is refused.
   */
  'hotel.plan/edit': { POST: { nights: number; opened: number } };
}
