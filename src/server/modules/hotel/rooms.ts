/** One hotel's rows as the detail, calendar and quote calls read them: the hotel, its room types, their nights. */
import type { Kysely } from 'kysely';
import type { RoomNightRow } from '~/lib/booking/calendar';
import type { HotelFees } from '~/lib/booking/pricing';
import type { CalendarDay } from '~/lib/format/calendarDays';
import type { DB } from '~/server/db/schema';
import type { HotelRow, RoomTypeRow } from '~/server/db/schema-hotel';
import { type StoredPolicy, storedPolicy } from './policies';

type Db = Kysely<DB>;

/** An enabled hotel in an enabled city. */
export async function findHotel(db: Db, id: number): Promise<HotelRow | undefined> {
  return db
    .selectFrom('hotel')
    .innerJoin('city', 'city.id', 'hotel.city_id')
    .selectAll('hotel')
    .where('hotel.id', '=', id)
    .where('hotel.status', '=', '1')
    .where('city.status', '=', '1')
    .executeTakeFirst();
}

/** The enabled room types of a hotel, in the hotel's order. */
export async function roomTypesOf(db: Db, hotelId: number): Promise<RoomTypeRow[]> {
  return db
    .selectFrom('room_type')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .where('status', '=', '1')
    .orderBy('weigh', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * `list` as it is, when it names every key of `T` (a type error otherwise): a column added to a table must be added
 * to the lists that read the table column by column.
 */
const everyKeyOf =
  <T>() =>
  <const L extends readonly (keyof T)[]>(list: L & ([Exclude<keyof T, L[number]>] extends [never] ? unknown : never)) =>
    list;

/** Every column of `room_type`: `findRoomType` reads each under its own alias, beside the hotel's. */
const ROOM_TYPE_COLUMNS = everyKeyOf<RoomTypeRow>()([
  'id',
  'hotel_id',
  'code',
  'bed_type',
  'bed_count',
  'meal_type',
  'size_m2',
  'max_adults',
  'max_children',
  'extra_bed_price',
  'breakfast_price',
  'policy_id',
  'base_price',
  'weigh',
  'rate_min',
  'rate_max',
  'status',
  'create_time',
  'update_time',
]);
/** The room type's columns come under this prefix (a double underscore, which no column name has). */
const ROOM_TYPE_PREFIX = 'room_type__';
/** The policy's columns, read by name. */
const POLICY_COLUMNS = [
  'cancel_policy.code as policy_code',
  'cancel_policy.rules as policy_rules',
  'cancel_policy.after_checkin_bp as policy_after_checkin_bp',
] as const;
const POLICY_ALIASES: ReadonlySet<string> = new Set(
  POLICY_COLUMNS.map((column) => column.slice(column.indexOf(' as ') + ' as '.length)),
);

/** An enabled room type with its enabled hotel (in an enabled city) and its cancellation policy (when it exists). */
export interface FoundRoomType {
  roomType: RoomTypeRow;
  hotel: HotelRow;
  policy: StoredPolicy | undefined;
}

/**
 * An enabled room type with its enabled hotel and its policy, in one statement: the quote and the booking both start
 * here, and on PostgreSQL every statement is a round trip (a burst of bookings is CPU-bound on them).
 */
export async function findRoomType(db: Db, id: number): Promise<FoundRoomType | undefined> {
  const row = await db
    .selectFrom('room_type')
    .innerJoin('hotel', 'hotel.id', 'room_type.hotel_id')
    .innerJoin('city', 'city.id', 'hotel.city_id')
    .leftJoin('cancel_policy', 'cancel_policy.id', 'room_type.policy_id')
    .selectAll('hotel')
    .select((eb) => ROOM_TYPE_COLUMNS.map((column) => eb.ref(`room_type.${column}`).as(`${ROOM_TYPE_PREFIX}${column}`)))
    .select(POLICY_COLUMNS)
    .where('room_type.id', '=', id)
    .where('room_type.status', '=', '1')
    .where('hotel.status', '=', '1')
    .where('city.status', '=', '1')
    .executeTakeFirst();
  if (!row) return undefined;
  // The row's columns: the room type's by their prefix, the policy's by name, the rest the hotel's.
  const hotel: Record<string, unknown> = {};
  const roomType: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith(ROOM_TYPE_PREFIX)) roomType[key.slice(ROOM_TYPE_PREFIX.length)] = value;
    else if (!POLICY_ALIASES.has(key)) hotel[key] = value;
  }
  const found = { roomType: roomType as RoomTypeRow, hotel: hotel as HotelRow };
  const { policy_code: code, policy_rules: rules, policy_after_checkin_bp: afterCheckin } = row;
  if (code === null || rules === null || afterCheckin === null) return { ...found, policy: undefined };
  const policy = storedPolicy({ id: found.roomType.policy_id, code, rules, after_checkin_bp: afterCheckin });
  return { ...found, policy };
}

/** The nights `[from, to)` of the room types, by room type and night. */
export async function nightsOf(
  db: Db,
  roomTypeIds: readonly number[],
  from: CalendarDay,
  to: CalendarDay,
): Promise<RoomNightRow[]> {
  if (roomTypeIds.length === 0) return [];
  return db
    .selectFrom('room_night')
    .select(['room_type_id', 'night', 'price', 'available', 'closed', 'min_stay', 'closed_arrival', 'closed_departure'])
    .where('room_type_id', 'in', [...roomTypeIds])
    .where('night', '>=', from)
    .where('night', '<', to)
    .orderBy('room_type_id')
    .orderBy('night')
    .execute();
}

export const feesOf = (hotel: HotelRow): HotelFees => ({
  service_fee_bp: hotel.service_fee_bp,
  tax_bp: hotel.tax_bp,
  city_tax_per_room_night: Number(hotel.city_tax_per_room_night),
});
