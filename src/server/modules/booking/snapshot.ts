/**
 * What an order keeps of the catalogue at booking time, in both languages: names and address, the hotel's zone and
 * check-in time, the cancellation policy. Later edits of the catalogue never change an order.
 */
import type { Kysely } from 'kysely';
import type { CancelPolicy } from '~/lib/booking/timeline';
import type { Lang } from '~/lib/i18n/locale';
import { snapshotText } from '~/server/db/preferredLang';
import type { DB } from '~/server/db/schema';
import type { HotelRow, RoomTypeRow } from '~/server/db/schema-hotel';
import { parseRules } from '~/server/modules/hotel';

type Texts = Partial<Record<Lang, string>>;

export interface OrderSnapshot {
  hotel: { name: Texts; address: Texts; time_zone: string; check_in_time: string; check_out_time: string };
  room_type: { name: Texts };
  policy: CancelPolicy & { code: string };
}

export { snapshotText };

export async function takeSnapshot(
  db: Kysely<DB>,
  hotel: HotelRow,
  roomType: RoomTypeRow,
  policy: CancelPolicy & { code: string },
): Promise<OrderSnapshot> {
  const [hotelRows, roomRows] = await Promise.all([
    db.selectFrom('hotel_i18n').select(['lang', 'name', 'address']).where('hotel_id', '=', hotel.id).execute(),
    db.selectFrom('room_type_i18n').select(['lang', 'name']).where('room_type_id', '=', roomType.id).execute(),
  ]);
  const texts = <T extends { lang: string }>(rows: T[], pick: (row: T) => string): Texts =>
    Object.fromEntries(rows.map((row) => [row.lang, pick(row)]));
  return {
    hotel: {
      name: texts(hotelRows, (row) => row.name),
      address: texts(hotelRows, (row) => row.address),
      time_zone: hotel.time_zone,
      check_in_time: hotel.check_in_time,
      check_out_time: hotel.check_out_time,
    },
    room_type: { name: texts(roomRows, (row) => row.name) },
    policy: { code: policy.code, rules: policy.rules, after_checkin_bp: policy.after_checkin_bp },
  };
}

const EMPTY: OrderSnapshot = {
  hotel: { name: {}, address: {}, time_zone: 'UTC', check_in_time: '14:00', check_out_time: '12:00' },
  room_type: { name: {} },
  policy: { code: '', rules: [], after_checkin_bp: 0 },
};

/** The stored snapshot; a damaged one reads as empty names and a non-refundable policy. */
export function parseSnapshot(text: string): OrderSnapshot {
  try {
    const parsed = JSON.parse(text) as OrderSnapshot;
    return {
      hotel: { ...EMPTY.hotel, ...parsed.hotel },
      room_type: { ...EMPTY.room_type, ...parsed.room_type },
      policy: {
        code: String(parsed.policy?.code ?? ''),
        rules: parseRules(JSON.stringify(parsed.policy?.rules ?? [])),
        after_checkin_bp: Number(parsed.policy?.after_checkin_bp ?? 0) || 0,
      },
    };
  } catch {
    return EMPTY;
  }
}
