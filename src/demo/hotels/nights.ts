/** The demo catalogue's nights (`seed.ts`): rates, rooms on sale, the demo's sold-out and closed nights. */
import type { Transaction } from 'kysely';
import { prng, randomInt } from '~/demo/random/prng';
import type { CalendarDay } from '~/lib/format/calendarDays';
import type { DB } from '~/server/db/schema';
import type { NewRoomNight } from '~/server/db/schema-hotel';
import type { SeededRoomType, SeedHotel } from './catalogue/types';
import { nightPrice } from './rates';

const YUAN = 100;
const INSERT_CHUNK = 1_000;

/** Inserts nightly rows in statements of a bounded number of parameters. */
export async function insertNights(trx: Transaction<DB>, rows: readonly NewRoomNight[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('room_night')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}

/** Nightly rows of one hotel's room types: rates, rooms on sale, and the demo's sold-out and closed nights. */
export function hotelNightRows(
  hotel: SeedHotel,
  hotelId: number,
  roomTypes: SeededRoomType[],
  nights: CalendarDay[],
  special: { fullyBooked: CalendarDay | undefined; closed: CalendarDay[] },
  now: number,
): NewRoomNight[] {
  const random = prng(hotelId * 7919);
  const cheapest = roomTypes.reduce((a, b) => (b.seed.basePrice < a.seed.basePrice ? b : a));
  const soldOut = new Set(Array.from({ length: 3 }, () => nights[randomInt(random, 3, nights.length - 1)]));
  return roomTypes.flatMap(({ id, seed }) => {
    const allotment = randomInt(random, 3, 12);
    return nights.map((night) => {
      const full = night === special.fullyBooked || (id === cheapest.id && soldOut.has(night));
      return {
        room_type_id: id,
        night,
        price: nightPrice(seed.basePrice * YUAN, night, hotel.city, random),
        allotment,
        available: full ? 0 : allotment,
        closed: special.closed.includes(night) ? 1 : 0,
        update_time: now,
      };
    });
  });
}
