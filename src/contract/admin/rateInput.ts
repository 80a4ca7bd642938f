/**
 * The input of a bulk edit of rates and inventory (`hotel.Rate/preview` and `save`; docs/design/catalogue.md §4),
 * apart from its lists (`room_type_ids`, `weekdays`, `read`), which the call reads as BuildAdmin's id lists. Prices in
 * minor units, a percent change in basis points. Messages are `validate` keys; labels `field.<name>`.
 */
import '~/lib/validation/jitless';
import * as z from 'zod/mini';
import { MAX_MIN_STAY, MAX_NIGHT_PRICE } from '~/lib/inventory/bulk';
import { choice, day, optionalInt, requiredInt } from './formFields';

/** The most rooms (or cars) a night may offer. */
export const MAX_ALLOTMENT = 9_999;
/** The longest range one edit covers. */
export const MAX_EDIT_DAYS = 366;

/** The single-valued fields of a bulk edit, as forms post them (`hotel_id` apart). */
export const BULK_EDIT_FIELDS = [
  'from',
  'to',
  'price_kind',
  'price_value',
  'allotment',
  'closed',
  'min_stay',
  'closed_arrival',
  'closed_departure',
] as const;

export const bulkEditSchema = z.object({
  hotel_id: requiredInt(1, 2 ** 31 - 1),
  from: day(),
  to: day(),
  /** '' leaves prices as they are. */
  price_kind: choice(['', 'set', 'amount', 'percent'] as const),
  /** Minor units for `set` and `amount`, basis points for `percent`. */
  price_value: optionalInt(-MAX_NIGHT_PRICE, MAX_NIGHT_PRICE),
  allotment: optionalInt(0, MAX_ALLOTMENT),
  /** '' leaves nights open or closed as they are. */
  closed: choice(['', '0', '1'] as const),
  /** Stay rules (docs/design/catalogue.md §6); empty leaves them as they are, a minimum stay of 0 or 1 lifts it. */
  min_stay: optionalInt(0, MAX_MIN_STAY),
  closed_arrival: choice(['', '0', '1'] as const),
  closed_departure: choice(['', '0', '1'] as const),
});

const price = () => requiredInt(1, MAX_NIGHT_PRICE);

/** A room type's rate plan (`hotel.Plan/edit`): a price per weekday, the rooms on sale, active or paused. */
export const planSchema = z.object({
  hotel_id: requiredInt(1, 2 ** 31 - 1),
  room_type_id: requiredInt(1, 2 ** 31 - 1),
  sun_price: price(),
  mon_price: price(),
  tue_price: price(),
  wed_price: price(),
  thu_price: price(),
  fri_price: price(),
  sat_price: price(),
  allotment: requiredInt(0, MAX_ALLOTMENT),
  status: choice(['0', '1'] as const),
  /** The plan's `update_time` as read (0: none yet). */
  update_time: requiredInt(0, 9_999_999_999),
});

/** The most rows one rate sheet imports (a year of 27 room types). */
export const MAX_SHEET_ROWS = 10_000;

const flag = () => choice(['0', '1'] as const);

/** One row of a rate sheet's import (`hotel.Rate/import`), its values as the sheet holds them. */
export const sheetRowSchema = z.object({
  room_type_id: requiredInt(1, 2 ** 31 - 1),
  night: day(),
  price: price(),
  allotment: requiredInt(0, MAX_ALLOTMENT),
  closed: flag(),
  min_stay: requiredInt(0, MAX_MIN_STAY),
  closed_arrival: flag(),
  closed_departure: flag(),
});
