/**
 * The demo hotel catalogue of a fresh database: facilities, cancellation policies, the hand-written cities and
 * hotels of `catalogue.ts` in both languages with photos and room types, and 365 nights of rates and rooms
 * from the seed day (weekends and seasons cost more; a few nights are sold out or closed, so the site shows those
 * states). Runs inside the seed transaction; deterministic for a given seed day. The photos are `photoScenes.ts`,
 * the nights `nights.ts`.
 */
import type { Transaction } from 'kysely';
import { addCalendarDays, calendarDayOf } from '~/lib/format/calendarDays';
import type { DB } from '~/server/db/schema';
import type { NewRoomNight, NewRoomType } from '~/server/db/schema-hotel';
import { distanceMetres, facilityMask, refreshHotelRates, toMicroDegrees } from '~/server/modules/hotel';
import { CATALOGUE_CITIES, CATALOGUE_HOTELS } from './catalogue';
import type { PolicyCode, SeededRoomType, SeedText } from './catalogue/types';
import { hotelNightRows, insertNights, planRows } from './nights';
import { insertPhotos } from './photoScenes';
import { storeSeedPhotos } from './photos';
import { nightsFrom, secondSaturday } from './rates';

export const SEED_LANGS = ['zh-cn', 'en'] as const;
/** Nights of rates and rooms the seed writes, from the seed day on. */
export const SEED_NIGHTS = 365;
/** The zone whose "today" is the seed day (every demo city but Tokyo, which is an hour ahead). */
const SEED_ZONE = 'Asia/Shanghai';
const YUAN = 100;

export interface PolicyRule {
  days_before: number;
  time: string;
  refund_bp: number;
}

/** The cancellation policies rates refer to (rules: later deadlines first; a deadline is hotel time). */
export const SEED_POLICIES: Record<PolicyCode, { rules: PolicyRule[]; after_checkin_bp: number }> = {
  // Free until 18:00 the day before arrival, then half back until check-in, nothing after (the example).
  free_1d_18_half: {
    rules: [
      { days_before: 1, time: '18:00', refund_bp: 10_000 },
      { days_before: 0, time: '14:00', refund_bp: 5_000 },
    ],
    after_checkin_bp: 0,
  },
  free_1d_18: { rules: [{ days_before: 1, time: '18:00', refund_bp: 10_000 }], after_checkin_bp: 0 },
  free_3d: { rules: [{ days_before: 3, time: '18:00', refund_bp: 10_000 }], after_checkin_bp: 0 },
  non_refundable: { rules: [], after_checkin_bp: 0 },
};

const i18nRows = <T extends object>(text: (lang: keyof SeedText) => T) => SEED_LANGS.map((lang) => text(lang));

/** Inserts the catalogue. `now` is unix seconds; the first night is the seed day in China. */
export async function seedHotelCatalogue(trx: Transaction<DB>, now: number): Promise<void> {
  const created = { create_time: now, update_time: now };
  const policyIds = new Map<PolicyCode, number>();
  for (const [code, policy] of Object.entries(SEED_POLICIES) as [PolicyCode, (typeof SEED_POLICIES)[PolicyCode]][]) {
    const row = await trx
      .insertInto('cancel_policy')
      .values({ code, rules: JSON.stringify(policy.rules), after_checkin_bp: policy.after_checkin_bp, ...created })
      .returning('id')
      .executeTakeFirstOrThrow();
    policyIds.set(code, row.id);
  }

  const cities = new Map<string, { id: number; lat: number; lng: number; timeZone: string; name: SeedText }>();
  for (const city of CATALOGUE_CITIES) {
    const lat = toMicroDegrees(city.lat);
    const lng = toMicroDegrees(city.lng);
    const row = await trx
      .insertInto('city')
      .values({
        code: city.code,
        country: city.country,
        time_zone: city.timeZone,
        latitude: lat,
        longitude: lng,
        weigh: city.weigh,
        ...created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('city_i18n')
      .values(i18nRows((lang) => ({ city_id: row.id, lang, name: city.name[lang] })))
      .execute();
    cities.set(city.code, { id: row.id, lat, lng, timeZone: city.timeZone, name: city.name });
  }

  const scenes = await storeSeedPhotos(trx, now);
  const firstNight = calendarDayOf(now * 1000, SEED_ZONE);
  const nights = nightsFrom(firstNight, SEED_NIGHTS);
  const fullyBookedCities = new Set<string>();
  let closedHotelChosen = false;
  const nightRows: NewRoomNight[] = [];
  const allRoomTypes: SeededRoomType[] = [];

  for (const [index, hotel] of CATALOGUE_HOTELS.entries()) {
    const city = cities.get(hotel.city);
    if (!city) throw new Error(`seed hotel in an unknown city: ${hotel.city}`);
    const lat = toMicroDegrees(hotel.lat);
    const lng = toMicroDegrees(hotel.lng);
    const { id: hotelId } = await trx
      .insertInto('hotel')
      .values({
        city_id: city.id,
        star: hotel.star,
        rating: Math.round(hotel.rating * 10),
        review_count: hotel.reviews,
        popularity: hotel.popularity,
        latitude: lat,
        longitude: lng,
        distance_m: distanceMetres(city.lat, city.lng, lat, lng),
        time_zone: city.timeZone,
        check_in_time: hotel.checkIn ?? '14:00',
        check_out_time: hotel.checkOut ?? '12:00',
        facility_mask: facilityMask(hotel.facilities),
        service_fee_bp: hotel.fees?.serviceFeeBp ?? 0,
        tax_bp: hotel.fees?.taxBp ?? 0,
        city_tax_per_room_night: (hotel.fees?.cityTax ?? 0) * YUAN,
        weigh: CATALOGUE_HOTELS.length - index,
        cover_photo_id: null,
        ...created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('hotel_i18n')
      .values(
        i18nRows((lang) => ({
          hotel_id: hotelId,
          lang,
          name: hotel.name[lang],
          area: hotel.area[lang],
          address: hotel.address[lang],
          description: hotel.description.map((paragraph) => paragraph[lang]).join('\n\n'),
          policies: hotel.policies.map((rule) => rule[lang]).join('\n\n'),
          search_text: [hotel.name[lang], hotel.area[lang], hotel.address[lang], city.name[lang]]
            .join(' ')
            .toLowerCase(),
        })),
      )
      .execute();

    const roomTypes: SeededRoomType[] = [];
    for (const [position, seed] of hotel.roomTypes.entries()) {
      const values: NewRoomType = {
        hotel_id: hotelId,
        code: seed.code,
        bed_type: seed.bed,
        bed_count: seed.beds,
        meal_type: seed.meal,
        size_m2: seed.sizeM2,
        max_adults: seed.maxAdults,
        max_children: seed.maxChildren,
        extra_bed_price: seed.extraBed * YUAN,
        breakfast_price: seed.meal === 'none' ? seed.breakfast * YUAN : 0,
        policy_id: policyIds.get(seed.policy) as number,
        base_price: seed.basePrice * YUAN,
        weigh: hotel.roomTypes.length - position,
        ...created,
      };
      const { id } = await trx.insertInto('room_type').values(values).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('room_type_i18n')
        .values(
          i18nRows((lang) => ({ room_type_id: id, lang, name: seed.name[lang], description: seed.description[lang] })),
        )
        .execute();
      roomTypes.push({ id, seed });
    }
    allRoomTypes.push(...roomTypes);

    await insertPhotos(trx, hotelId, hotel, index, roomTypes, scenes, now);

    // One hotel per city is fully booked on the second Saturday; one Shanghai hotel is closed for two nights.
    const fullyBooked = fullyBookedCities.has(hotel.city) ? undefined : secondSaturday(firstNight);
    fullyBookedCities.add(hotel.city);
    const closed =
      !closedHotelChosen && hotel.city === 'shanghai' ? [10, 11].map((d) => addCalendarDays(firstNight, d)) : [];
    if (closed.length > 0) closedHotelChosen = true;
    nightRows.push(...hotelNightRows(hotel, hotelId, roomTypes, nights, { fullyBooked, closed }, now));
  }

  await insertNights(trx, nightRows);
  await trx
    .insertInto('room_type_plan')
    .values(planRows(allRoomTypes, nightRows, nights[nights.length - 1] as string, now))
    .execute();
  // Rates, cap room types and the nightly summary.
  await refreshHotelRates(trx, undefined);
}
