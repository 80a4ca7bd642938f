/** The demo catalogue's nights (`seed.ts`): rates, rooms on sale, the demo's sold-out and closed nights. */
import type { Transaction } from 'kysely';
import { prng, randomInt } from '~/demo/random/prng';
import type { CalendarDay } from '~/lib/format/calendarDays';
import type { DB } from '~/server/db/schema';
import type { NewRoomNight, NewRoomTypePlan } from '~/server/db/schema-hotel';
import type { SeededRoomType, SeedHotel } from './catalogue/types';
import { nightPrice, planPrice } from './rates';

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

/**
 * Each room type's default plan, from which the rolling horizon writes the nights after the seeded ones: the base
 * rate by weekday and the rooms the room type was seeded with, written through the last seeded night.
 */
export function planRows(
  roomTypes: readonly SeededRoomType[],
  nights: readonly NewRoomNight[],
  lastNight: CalendarDay,
  now: number,
): NewRoomTypePlan[] {
  const allotments = new Map(nights.map((night) => [night.room_type_id, night.allotment]));
  return roomTypes.map(({ id, seed }) => {
    const price = (weekday: number) => planPrice(seed.basePrice * YUAN, weekday);
    return {
      room_type_id: id,
      sun_price: price(0),
      mon_price: price(1),
      tue_price: price(2),
      wed_price: price(3),
      thu_price: price(4),
      fri_price: price(5),
      sat_price: price(6),
      allotment: allotments.get(id) ?? 0,
      filled_through: lastNight,
      update_time: now,
    };
  });
}
