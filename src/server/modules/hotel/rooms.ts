/** One hotel's rows as the detail, calendar and quote calls read them: the hotel, its room types, their nights. */
import type { Kysely } from 'kysely';
import type { RoomNightRow } from '~/lib/booking/calendar';
import type { HotelFees } from '~/lib/booking/pricing';
import type { CalendarDay } from '~/lib/format/calendarDays';
import type { DB } from '~/server/db/schema';
import type { HotelRow, RoomTypeRow } from '~/server/db/schema-hotel';

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

/** An enabled room type with its enabled hotel. */
export async function findRoomType(
  db: Db,
  id: number,
): Promise<{ roomType: RoomTypeRow; hotel: HotelRow } | undefined> {
  const roomType = await db
    .selectFrom('room_type')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', '1')
    .executeTakeFirst();
  if (!roomType) return undefined;
  const hotel = await findHotel(db, roomType.hotel_id);
  return hotel ? { roomType, hotel } : undefined;
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
    .select(['room_type_id', 'night', 'price', 'available', 'closed'])
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

/** Rooms left for every night of a stay, or 0 when a night is missing or closed. */
export function roomsLeft(rows: readonly RoomNightRow[], nights: number): number {
  if (rows.length !== nights || rows.some((row) => row.closed)) return 0;
  return Math.min(...rows.map((row) => row.available));
}
