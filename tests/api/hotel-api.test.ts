/**
 * The hotel controller on both engines: list (city, keyword, filters, sorts, pages, sold-out hotels), detail,
 * calendar and quote against figures computed independently from the seeded rows, every refusal with its field,
 * and hostile input that must always get an envelope.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fits } from '~/lib/booking/party';
import { priceQuote } from '~/lib/booking/pricing';
import { addCalendarDays, calendarDayOf } from '~/lib/format/calendarDays';
import type { Database } from '~/server/database';
import { refreshHotelNights } from '~/server/modules/hotel/hotelNights';
import { refreshHotelRates } from '~/server/modules/hotel/hotelRates';
import { everyHotel, type HotelSearch, searchHotels } from '~/server/modules/hotel/search';
import { HOTEL_SORTS } from '~/server/modules/hotel/searchOrder';
import { call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

interface Card {
  id: number;
  name: string;
  star: number;
  sold_out: boolean;
  rating: number;
  distance_m: number;
  offer: null | {
    room_type_id: number;
    meal_type: string;
    price_per_night: number;
    stay_total: number;
    free_cancel_until: number | null;
  };
}
interface ListData {
  list: Card[];
  total: number;
  filters: { price: { min: number; max: number } | null };
}

const today = () => calendarDayOf(Date.now(), 'Asia/Shanghai');

/** The best rooms-only stay total of a hotel for a stay, computed from the rows without the search code. */
async function expectedBest(db: Database, hotelId: number, checkin: string, checkout: string, rooms = 1, adults = 2) {
  const hotel = await db.selectFrom('hotel').selectAll().where('id', '=', hotelId).executeTakeFirstOrThrow();
  const types = await db.selectFrom('room_type').selectAll().where('hotel_id', '=', hotelId).execute();
  let best: number | null = null;
  for (const type of types) {
    const party = { rooms, adults, childAges: [] };
    if (!fits(type, party)) continue;
    const nights = await db
      .selectFrom('room_night')
      .selectAll()
      .where('room_type_id', '=', type.id)
      .where('night', '>=', checkin)
      .where('night', '<', checkout)
      .orderBy('night')
      .execute();
    const length = (Date.parse(checkout) - Date.parse(checkin)) / 86_400_000;
    if (nights.length !== length || nights.some((n) => n.closed || n.available < rooms)) continue;
    const quote = priceQuote({
      nights: nights.map((n) => ({ night: n.night, price: n.price })),
      party,
      roomType: { meal_type: type.meal_type, breakfast_price: 0, extra_bed_price: 0 },
      hotel: {
        service_fee_bp: hotel.service_fee_bp,
        tax_bp: hotel.tax_bp,
        city_tax_per_room_night: hotel.city_tax_per_room_night,
      },
    });
    if (best === null || quote.stay_total_rooms_only < best) best = quote.stay_total_rooms_only;
  }
  return best;
}

describe.each(ENGINES)('hotel API (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  const get = <T>(path: string, lang: 'en' | 'zh-cn' = 'en') => call<T>(db, path, { lang });
  const checkin = addCalendarDays(today(), 40);
  const checkout = addCalendarDays(checkin, 2);
  const stay = `checkin=${checkin}&checkout=${checkout}`;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
  });
  afterAll(async () => test.cleanup());

  const cityHotels = async (code: string) =>
    (
      await db
        .selectFrom('hotel')
        .innerJoin('city', 'city.id', 'hotel.city_id')
        .select('hotel.id')
        .where('city.code', '=', code)
        .execute()
    ).map((row) => row.id);

  it('lists every hotel of a city with its best offer, priced exactly', async () => {
    const res = await get<ListData>(`/api/hotel/list?city=shanghai&${stay}&limit=50`);
    expect(res.body.code).toBe(1);
    const ids = await cityHotels('shanghai');
    expect(res.body.data.total).toBe(ids.length);
    expect(res.body.data.list.map((card) => card.id).sort()).toEqual([...ids].sort());
    for (const card of res.body.data.list) {
      const best = await expectedBest(db, card.id, checkin, checkout);
      expect(card.offer?.stay_total ?? null).toBe(best);
      expect(card.sold_out).toBe(best === null);
    }
    // By city id too, and the same answer in the other language with Chinese names.
    const byId = await get<ListData>(`/api/hotel/list?city=1&${stay}&limit=50`, 'zh-cn');
    expect(byId.body.data.total).toBe(ids.length);
    expect(byId.body.data.list.some((card) => /[\u4e00-\u9fff]/.test(card.name))).toBe(true);
  });

  it('puts sold-out hotels after the available ones, in every sort', async () => {
    const [soldOutId] = await cityHotels('beijing');
    const types = await db
      .selectFrom('room_type')
      .select('id')
      .where('hotel_id', '=', soldOutId ?? 0)
      .execute();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('room_night')
        .set({ available: 0 })
        .where(
          'room_type_id',
          'in',
          types.map((t) => t.id),
        )
        .where('night', '=', checkin)
        .execute();
      await refreshHotelNights(trx, soldOutId, { from: checkin, to: checkout });
    });
    for (const order of ['popularity,desc', 'price,asc', 'price,desc', 'rating,desc', 'distance,asc']) {
      const res = await get<ListData>(`/api/hotel/list?city=beijing&${stay}&order=${order}&limit=50`);
      expect(res.body.code).toBe(1);
      const list = res.body.data.list;
      const firstSoldOut = list.findIndex((card) => card.sold_out);
      expect(list.find((card) => card.id === soldOutId)?.sold_out).toBe(true);
      expect(list.slice(firstSoldOut).every((card) => card.sold_out)).toBe(true);
      const available = list.filter((card) => !card.sold_out);
      const totals = available.map((card) => card.offer?.stay_total ?? 0);
      if (order === 'price,asc') expect(totals).toEqual([...totals].sort((a, b) => a - b));
      if (order === 'price,desc') expect(totals).toEqual([...totals].sort((a, b) => b - a));
      if (order === 'distance,asc') {
        const distances = available.map((card) => card.distance_m);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
      }
    }
  });

  it('filters by price (exact at both ends), stars, facilities, meal type and free cancellation', async () => {
    const all = (await get<ListData>(`/api/hotel/list?${stay}&limit=50`)).body.data;
    expect(all.total).toBe(30);
    const target = all.list.find((card) => card.offer)?.offer?.price_per_night ?? 0;
    const range = (min: number | string, max: number | string) =>
      `search[0][field]=price&search[0][operator]=RANGE&search[0][val]=${min},${max}`;
    const exact = (await get<ListData>(`/api/hotel/list?${stay}&limit=50&${range(target, target)}`)).body.data;
    expect(exact.total).toBeGreaterThan(0);
    expect(exact.list.every((card) => card.offer?.price_per_night === target)).toBe(true);
    const above = (await get<ListData>(`/api/hotel/list?${stay}&limit=50&${range(target + 1, '')}`)).body.data;
    expect(above.list.every((card) => (card.offer?.price_per_night ?? 0) > target)).toBe(true);
    expect(all.filters.price?.min).toBeLessThanOrEqual(target);

    const stars = (
      await get<ListData>(
        `/api/hotel/list?${stay}&limit=50&search[0][field]=star&search[0][operator]=IN&search[0][val]=2,3`,
      )
    ).body.data;
    expect(stars.total).toBeGreaterThan(0);
    expect(stars.list.every((card) => card.star === 2 || card.star === 3)).toBe(true);

    const pool = (
      await get<ListData>(
        `/api/hotel/list?${stay}&limit=50&search[0][field]=facility&search[0][operator]=FIND_IN_SET&search[0][val]=pool&search[1][field]=facility&search[1][operator]=FIND_IN_SET&search[1][val]=wifi`,
      )
    ).body.data;
    const withPool = await db.selectFrom('hotel').select(['id', 'facility_mask']).execute();
    const expected = withPool.filter((row) => (Number(row.facility_mask) & 0b101) === 0b101).map((row) => row.id);
    expect(pool.list.map((card) => card.id).sort()).toEqual(expected.sort());

    const breakfast = (
      await get<ListData>(
        `/api/hotel/list?${stay}&limit=50&search[0][field]=meal_type&search[0][operator]=IN&search[0][val]=breakfast`,
      )
    ).body.data;
    expect(breakfast.total).toBeGreaterThan(0);
    expect(breakfast.list.every((card) => card.offer?.meal_type === 'breakfast')).toBe(true);

    const free = (
      await get<ListData>(
        `/api/hotel/list?${stay}&limit=50&search[0][field]=free_cancel&search[0][operator]==&search[0][val]=1`,
      )
    ).body.data;
    expect(free.total).toBeGreaterThan(0);
    const now = Math.floor(Date.now() / 1000);
    expect(free.list.every((card) => (card.offer?.free_cancel_until ?? 0) > now)).toBe(true);
  });

  it('finds hotels by keyword in either language, with % and _ taken literally', async () => {
    const zh = (await get<ListData>(`/api/hotel/list?keyword=${encodeURIComponent('外滩')}&${stay}`)).body.data;
    const en = (await get<ListData>(`/api/hotel/list?keyword=BUND&${stay}`)).body.data;
    expect(zh.total).toBeGreaterThan(0);
    expect(en.list.map((card) => card.id).sort()).toEqual(zh.list.map((card) => card.id).sort());
    expect((await get<ListData>(`/api/hotel/list?keyword=%25&${stay}`)).body.data.total).toBe(0);
    expect((await get<ListData>(`/api/hotel/list?keyword=_&${stay}`)).body.data.total).toBe(0);
  });

  const searchOf = (over: Partial<HotelSearch> = {}): HotelSearch => ({
    cityId: undefined,
    keyword: undefined,
    checkin,
    checkout,
    nights: 2,
    party: { rooms: 1, adults: 2, childAges: [] },
    price: { min: undefined, max: undefined },
    stars: [],
    facilityMask: 0,
    freeCancel: false,
    mealTypes: [],
    sort: 'price,asc',
    now: Math.floor(Date.now() / 1000),
    ...over,
  });

  /** Pricing every hotel puts `hotelId` first, and so does the search from a first slice of one hotel. */
  const expectFirst = async (search: HotelSearch, hotelId: number) => {
    expect((await everyHotel(db, search)).hits[0]?.id).toBe(hotelId);
    const found = await searchHotels(db, search, { page: 1, limit: 1 }, { slice: 1, priceAllUpTo: 0 });
    expect(found.hits.map((hit) => hit.id)).toEqual([hotelId]);
  };

  it('prices the hotels in batches with the same result', async () => {
    const whole = await everyHotel(db, searchOf());
    expect(whole.hits).toHaveLength(30);
    expect(await everyHotel(db, searchOf(), 7)).toEqual(whole);
  });

  it('finds the same pages, count and lowest price as pricing every hotel, in every sort', async () => {
    const parties = [
      { rooms: 1, adults: 2, childAges: [] },
      { rooms: 2, adults: 3, childAges: [7] },
      { rooms: 1, adults: 2, childAges: [4, 9] },
    ];
    const stays = [
      [1, 1],
      [4, 2],
      [9, 3],
      [20, 1],
    ] as const;
    for (const [offset, nights] of stays) {
      const stayIn = addCalendarDays(today(), offset);
      for (const sort of HOTEL_SORTS) {
        for (const [index, party] of parties.entries()) {
          const search = searchOf({
            sort,
            party,
            checkin: stayIn,
            checkout: addCalendarDays(stayIn, nights),
            nights,
            stars: index === 1 ? [3, 4, 5] : [],
          });
          const every = await everyHotel(db, search);
          for (const [page, slice] of [
            [1, 1],
            [1, 3],
            [2, 3],
            [3, 2],
            [8, 3],
          ] as const) {
            // Small slices: over the demo's 30 hotels the search stops early and prices the hotels that can reach.
            const found = await searchHotels(db, search, { page, limit: 4 }, { slice, priceAllUpTo: 0 });
            const label = `${stayIn} ${nights}n, ${sort}, party ${index}, page ${page}, slice ${slice}`;
            expect(found.hits, label).toEqual(every.hits.slice((page - 1) * 4, page * 4));
            expect(found.total, label).toBe(every.hits.length);
            expect(found.priceSpan?.min ?? null, label).toBe(every.lowest);
          }
        }
      }
    }
  });

  it('finds the lowest price per night when the hotel with the lowest rate is dear on the stay', async () => {
    const cheapest = await db
      .selectFrom('hotel')
      .select('id')
      .where('status', '=', '1')
      .orderBy('rate_min')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const types = await db.selectFrom('room_type').select('id').where('hotel_id', '=', cheapest.id).execute();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('room_night')
        .set((eb) => ({ price: eb('price', '*', 10) }))
        .where(
          'room_type_id',
          'in',
          types.map((type) => type.id),
        )
        .where('night', '>=', checkin)
        .where('night', '<', checkout)
        .execute();
      await refreshHotelNights(trx, cheapest.id, { from: checkin, to: checkout });
      await refreshHotelRates(trx, cheapest.id);
    });
    const search = searchOf({ sort: 'popularity,desc' });
    const every = await everyHotel(db, search);
    const walked = await searchHotels(db, search, { page: 1, limit: 4 }, { slice: 1, priceAllUpTo: 0 });
    expect(walked.priceSpan?.min).toBe(every.lowest);
    expect(every.hits.find((hit) => hit.id === cheapest.id)?.offer?.price_per_night).toBeGreaterThan(every.lowest ?? 0);
  });

  it('prices a hotel whose lowest rate only just reaches the page, and breaks the tie on the id', async () => {
    // Far ahead, so the other tests' stays keep their rates. H1 has the lowest rate of all (the first slice); H2, with
    // a lower id and no fees, costs exactly what H1 costs on the stay, its lowest rate exactly that total.
    const night = addCalendarDays(today(), 60);
    const stayIn = addCalendarDays(night, 1);
    const [h2, h1] = (await db.selectFrom('hotel').select('id').orderBy('id').limit(2).execute()).map((row) => row.id);
    const priceOn = async (hotelId: number, day: string, price: number) => {
      const types = await db.selectFrom('room_type').select('id').where('hotel_id', '=', hotelId).execute();
      await db
        .updateTable('room_night')
        .set({ price })
        .where(
          'room_type_id',
          'in',
          types.map((type) => type.id),
        )
        .where('night', '=', day)
        .execute();
      await refreshHotelNights(db, hotelId, { from: day, to: addCalendarDays(day, 1) });
      await refreshHotelRates(db, hotelId);
    };
    await priceOn(h1 as number, night, 100);
    await priceOn(h1 as number, stayIn, 5_000);
    const search = searchOf({ checkin: stayIn, checkout: addCalendarDays(stayIn, 1), nights: 1 });
    const h1Total = (await everyHotel(db, search)).hits.find((hit) => hit.id === h1)?.offer?.stay_total as number;
    await db
      .updateTable('hotel')
      .set({ service_fee_bp: 0, tax_bp: 0, city_tax_per_room_night: 0 })
      .where('id', '=', h2 as number)
      .execute();
    await priceOn(h2 as number, stayIn, h1Total);
    const every = await everyHotel(db, search);
    expect(every.hits.slice(0, 2).map((hit) => [hit.id, hit.offer?.stay_total])).toEqual([
      [h2, h1Total],
      [h1, h1Total],
    ]);
    const found = await searchHotels(db, search, { page: 1, limit: 1 }, { slice: 1, priceAllUpTo: 0 });
    expect(found.hits.map((hit) => hit.id)).toEqual([h2]);
  });

  /**
   * On `night`, sells out these room types of the hotel and prices its others at 90,000.00, then expects it first by
   * price down (the sold-out room types cannot show it to be cheaper).
   */
  async function soldOutAndDear(night: string, hotelId: number, soldOut: number[]) {
    const search = searchOf({ sort: 'price,desc', checkin: night, checkout: addCalendarDays(night, 1), nights: 1 });
    const others = await db
      .selectFrom('room_type')
      .select('id')
      .where('hotel_id', '=', hotelId)
      .where('id', 'not in', soldOut)
      .execute();
    expect(others.length).toBeGreaterThan(0);
    await db.transaction().execute(async (trx) => {
      const onNight = trx.updateTable('room_night').where('night', '=', night);
      await onNight.set({ available: 0 }).where('room_type_id', 'in', soldOut).execute();
      await onNight
        .set({ price: 9_000_000 })
        .where(
          'room_type_id',
          'in',
          others.map((type) => type.id),
        )
        .execute();
      await refreshHotelRates(trx, hotelId);
    });
    await expectFirst(search, hotelId);
  }

  it('by price down, prices a hotel whose cap room type is sold out and finds it dearest', async () => {
    const hotel = await db
      .selectFrom('hotel')
      .select(['id', 'cap_room_type_id'])
      .where('status', '=', '1')
      .orderBy('rate_cap')
      .executeTakeFirstOrThrow();
    await soldOutAndDear(addCalendarDays(today(), 70), hotel.id, [hotel.cap_room_type_id as number]);
  });

  it('by price down, prices a hotel whose two cap room types are sold out, the second one cheap', async () => {
    const hotel = await db
      .selectFrom('hotel')
      .select(['id', 'cap_room_type_id', 'cap2_room_type_id'])
      .where('status', '=', '1')
      .where('cap2_room_type_id', 'is not', null)
      .orderBy('rate_cap')
      .executeTakeFirstOrThrow();
    const caps = [hotel.cap_room_type_id as number, hotel.cap2_room_type_id as number];
    await soldOutAndDear(addCalendarDays(today(), 75), hotel.id, caps);
  });

  it('by price down, finds a hotel whose cap room type is too small for the party', async () => {
    const night = addCalendarDays(today(), 80);
    const party = { rooms: 1, adults: 2, childAges: [6] };
    const search = searchOf({
      sort: 'price,desc',
      party,
      checkin: night,
      checkout: addCalendarDays(night, 1),
      nights: 1,
    });
    const hotel = await db
      .selectFrom('hotel')
      .select(['id', 'cap_room_type_id'])
      .where('status', '=', '1')
      .orderBy('rate_cap')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('room_type')
        .set({ max_adults: 2, max_children: 0 })
        .where('id', '=', hotel.cap_room_type_id as number)
        .execute();
      await trx
        .updateTable('room_type')
        .set({ max_adults: 2, max_children: 2 })
        .where('hotel_id', '=', hotel.id)
        .where('id', '!=', hotel.cap_room_type_id as number)
        .execute();
      await trx
        .updateTable('room_night')
        .set({ price: 9_000_000 })
        .where('night', '=', night)
        .where('room_type_id', 'in', (eb) =>
          eb
            .selectFrom('room_type')
            .select('id')
            .where('hotel_id', '=', hotel.id)
            .where('id', '!=', hotel.cap_room_type_id as number),
        )
        .execute();
      await refreshHotelRates(trx, hotel.id);
    });
    await expectFirst(search, hotel.id);
  });

  it('by price down, finds the dearest hotel on the stay when another has the dearest cap on another night', async () => {
    const night = addCalendarDays(today(), 90);
    const search = searchOf({ sort: 'price,desc', checkin: night, checkout: addCalendarDays(night, 1), nights: 1 });
    const dearest = (await everyHotel(db, search)).hits[0]?.id as number;
    const other = await db
      .selectFrom('hotel')
      .select('id')
      .where('status', '=', '1')
      .where('id', '!=', dearest)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('room_night')
        .set({ price: 50_000_000 })
        .where('night', '=', addCalendarDays(night, 5))
        .where('room_type_id', 'in', (eb) => eb.selectFrom('room_type').select('id').where('hotel_id', '=', other.id))
        .execute();
      await refreshHotelRates(trx, other.id);
    });
    const top = await db.selectFrom('hotel').select('id').orderBy('rate_cap', 'desc').executeTakeFirstOrThrow();
    expect(top.id).toBe(other.id);
    await expectFirst(search, dearest);
  });

  it('pages with a stable total', async () => {
    const first = (await get<ListData>(`/api/hotel/list?${stay}&limit=7&page=1`)).body.data;
    const second = (await get<ListData>(`/api/hotel/list?${stay}&limit=7&page=2`)).body.data;
    expect(first.list).toHaveLength(7);
    expect(second.total).toBe(first.total);
    expect(new Set([...first.list, ...second.list].map((card) => card.id)).size).toBe(14);
    expect((await get<ListData>(`/api/hotel/list?${stay}&page=999`)).body.data.list).toEqual([]);
  });

  it('falls back to the Chinese text when a hotel has no English row', async () => {
    const [id] = await cityHotels('xian');
    const zhName = (
      await db
        .selectFrom('hotel_i18n')
        .select('name')
        .where('hotel_id', '=', id ?? 0)
        .where('lang', '=', 'zh-cn')
        .executeTakeFirstOrThrow()
    ).name;
    await db
      .deleteFrom('hotel_i18n')
      .where('hotel_id', '=', id ?? 0)
      .where('lang', '=', 'en')
      .execute();
    const list = (await get<ListData>(`/api/hotel/list?city=xian&${stay}`)).body.data.list;
    expect(list.find((card) => card.id === id)?.name).toBe(zhName);
    const detail = await get<{ name: string }>(`/api/hotel/detail?id=${id}&${stay}`);
    expect(detail.body.data.name).toBe(zhName);
  });

  it.each([
    ['a check-in in the past', `checkin=2020-01-01&checkout=2020-01-02`, 'checkin'],
    [
      'check-out before check-in',
      `checkin=${addCalendarDays(today(), 5)}&checkout=${addCalendarDays(today(), 4)}`,
      'checkout',
    ],
    ['one date only', `checkin=${addCalendarDays(today(), 5)}`, 'checkout'],
    ['a day that does not exist', `checkin=2027-02-29&checkout=2027-03-01`, 'checkin'],
    [
      'beyond the horizon',
      `checkin=${addCalendarDays(today(), 400)}&checkout=${addCalendarDays(today(), 401)}`,
      'checkout',
    ],
    ['too many nights', `checkin=${addCalendarDays(today(), 5)}&checkout=${addCalendarDays(today(), 45)}`, 'checkout'],
    ['nine rooms', 'rooms=9&adults=9', 'rooms'],
    ['a room without an adult', 'rooms=2&adults=1', 'adults'],
    ['ages that do not match the children', 'children=2&child_ages=5', 'child_ages'],
    ['an age of 18', 'child_ages=18', 'child_ages'],
  ])('refuses %s, naming the field', async (_name, query, field) => {
    const res = await get<{ field: string }>(`/api/hotel/list?${query}`);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.msg).not.toBe('');
    expect(res.body.data).toEqual({ field });
  });

  it('names each city in every language, so the site takes a city typed in either', async () => {
    for (const lang of ['en', 'zh-cn'] as const) {
      const cities = (await get<{ code: string; name: string; names: string[] }[]>('/api/hotel/city', lang)).body.data;
      const shanghai = cities.find((city) => city.code === 'shanghai');
      expect(shanghai?.name).toBe(lang === 'en' ? 'Shanghai' : '上海');
      expect(shanghai?.names).toEqual(expect.arrayContaining(['Shanghai', '上海']));
    }
  });

  it('refuses unknown cities, filters and sorts', async () => {
    expect((await get(`/api/hotel/list?city=atlantis`)).body).toMatchObject({
      code: 0,
      msg: 'We could not find that city.',
    });
    for (const query of [
      'search[0][field]=password&search[0][operator]==&search[0][val]=x',
      'search[0][field]=star&search[0][operator]=IN&search[0][val]=1);drop table hotel;--',
      'order=id;drop',
      `keyword=${'x'.repeat(51)}`,
    ]) {
      const res = await get(`/api/hotel/list?${query}`);
      expect(res.body.code).toBe(0);
      expect(res.body.msg).toBe('The request parameters are not valid.');
    }
  });

  it('details a hotel: room types that fit the party, free every night, priced as the quote prices them', async () => {
    const res = await get<{
      room_types: {
        id: number;
        fits: boolean;
        available: boolean;
        stay_total: number | null;
        max_adults: number;
        cancellation: { text: string; segments: unknown[] };
      }[];
      photos: unknown[];
      description: string[];
    }>(`/api/hotel/detail?id=1&${stay}`);
    expect(res.body.code).toBe(1);
    expect(res.body.data.photos).toHaveLength(5);
    expect(res.body.data.description).toHaveLength(2);
    for (const room of res.body.data.room_types) {
      expect(room.cancellation.text).toMatch(/\.$/);
      if (!room.available) continue;
      const quote = await get<{ total: number }>(`/api/hotel/quote?room_type_id=${room.id}&${stay}`);
      expect(quote.body.data.total).toBe(room.stay_total);
    }
    const crowd = await get<typeof res.body.data>(`/api/hotel/detail?id=1&${stay}&adults=4`);
    for (const room of crowd.body.data.room_types) {
      expect(room.fits).toBe(room.max_adults >= 4);
      if (!room.fits) expect(room.available).toBe(false);
    }
    expect((await get('/api/hotel/detail?id=99999')).body).toMatchObject({
      code: 0,
      msg: 'We could not find that hotel.',
    });
    expect((await get('/api/hotel/detail')).body).toMatchObject({ code: 0, data: { field: 'id' } });
    expect((await get('/api/hotel/detail?id=1e3')).body).toMatchObject({ code: 0, data: { field: 'id' } });
  });

  it('shows a calendar of nightly minimums and the totals of every reachable check-out', async () => {
    const hotelId = 2;
    const res = await get<{
      days: { night: string; min_price: number | null; sold_out: boolean }[];
      checkouts?: { checkout: string; nights: number; stay_total: number }[];
    }>(`/api/hotel/calendar?id=${hotelId}`);
    expect(res.body.code).toBe(1);
    expect(res.body.data.days).toHaveLength(62);
    expect(res.body.data.days[0]?.night).toBe(today());
    expect(res.body.data.days.filter((day) => !day.sold_out).length).toBeGreaterThan(50);
    const night = addCalendarDays(today(), 20);
    const rates = await db
      .selectFrom('room_night')
      .innerJoin('room_type', 'room_type.id', 'room_night.room_type_id')
      .select(['room_night.price', 'room_night.available', 'room_night.closed', 'room_type.max_adults'])
      .where('room_type.hotel_id', '=', hotelId)
      .where('room_night.night', '=', night)
      .execute();
    const open = rates.filter((rate) => rate.available > 0 && rate.closed === 0 && rate.max_adults >= 2);
    expect(res.body.data.days.find((day) => day.night === night)?.min_price).toBe(
      open.length > 0 ? Math.min(...open.map((rate) => rate.price)) : null,
    );

    // Close every room type on one night: it is sold out and check-outs stop there.
    const blocked = addCalendarDays(checkin, 3);
    const types = await db.selectFrom('room_type').select('id').where('hotel_id', '=', hotelId).execute();
    await db
      .updateTable('room_night')
      .set({ closed: 1 })
      .where(
        'room_type_id',
        'in',
        types.map((t) => t.id),
      )
      .where('night', '=', blocked)
      .execute();
    const withCheckin = await get<typeof res.body.data>(
      `/api/hotel/calendar?id=${hotelId}&from=${checkin}&to=${addCalendarDays(checkin, 10)}&checkin=${checkin}`,
    );
    expect(withCheckin.body.code).toBe(1);
    expect(withCheckin.body.data.days.find((day) => day.night === blocked)?.sold_out).toBe(true);
    const checkouts = withCheckin.body.data.checkouts ?? [];
    expect(checkouts.map((c) => c.checkout)).toEqual([1, 2, 3].map((n) => addCalendarDays(checkin, n)));
    expect((await get(`/api/hotel/calendar?id=${hotelId}&to=${addCalendarDays(today(), 93)}`)).body).toMatchObject({
      code: 0,
      data: { field: 'to' },
    });
  });

  it('quotes a stay night by night with a fingerprint that changes with the price', async () => {
    const room = await db
      .selectFrom('room_type')
      .innerJoin('hotel', 'hotel.id', 'room_type.hotel_id')
      .select(['room_type.id', 'room_type.hotel_id', 'room_type.breakfast_price', 'room_type.max_adults'])
      .where('room_type.meal_type', '=', 'none')
      .where('room_type.breakfast_price', '>', 0)
      .where('hotel.service_fee_bp', '>', 0)
      .executeTakeFirstOrThrow();
    const path = `/api/hotel/quote?room_type_id=${room.id}&${stay}&breakfast=1`;
    const first = await get<{
      lines: { code: string; amount: number; label: string }[];
      total: number;
      quote_hash: string;
      nights: number;
    }>(path);
    expect(first.body.code).toBe(1);
    const lines = first.body.data.lines;
    expect(lines.filter((line) => line.code === 'room')).toHaveLength(2);
    expect(lines.some((line) => line.code === 'breakfast_adult' && line.label === 'Breakfast (adults)')).toBe(true);
    expect(lines.some((line) => line.code === 'service_fee')).toBe(true);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(first.body.data.total);
    expect((await get<typeof first.body.data>(path)).body.data.quote_hash).toBe(first.body.data.quote_hash);

    await db
      .updateTable('room_night')
      .set((eb) => ({ price: eb('price', '+', 1000) }))
      .where('room_type_id', '=', room.id)
      .where('night', '=', checkin)
      .execute();
    await refreshHotelRates(db, room.hotel_id);
    const changed = await get<typeof first.body.data>(path);
    expect(changed.body.data.total).toBeGreaterThan(first.body.data.total);
    expect(changed.body.data.quote_hash).not.toBe(first.body.data.quote_hash);

    await db
      .updateTable('room_night')
      .set({ available: 0 })
      .where('room_type_id', '=', room.id)
      .where('night', '=', checkin)
      .execute();
    expect((await get(path)).body).toMatchObject({ code: 0, data: { field: 'checkin' } });
  });

  it('refuses extras a room does not offer and parties it cannot hold', async () => {
    const included = await db
      .selectFrom('room_type')
      .select('id')
      .where('meal_type', '=', 'breakfast')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/hotel/quote?room_type_id=${included.id}&${stay}&breakfast=1`)).body).toMatchObject({
      code: 0,
      data: { field: 'breakfast' },
    });
    const noBed = await db
      .selectFrom('room_type')
      .select('id')
      .where('extra_bed_price', '=', 0)
      .executeTakeFirstOrThrow();
    expect((await get(`/api/hotel/quote?room_type_id=${noBed.id}&${stay}&extra_beds=1`)).body).toMatchObject({
      code: 0,
      data: { field: 'extra_beds' },
    });
    const small = await db
      .selectFrom('room_type')
      .select(['id', 'max_adults'])
      .where('max_adults', '<=', 2)
      .where('max_children', '=', 0)
      .executeTakeFirstOrThrow();
    expect((await get(`/api/hotel/quote?room_type_id=${small.id}&${stay}&adults=3`)).body).toMatchObject({
      code: 0,
      data: { field: 'adults' },
    });
    expect((await get(`/api/hotel/quote?room_type_id=999999&${stay}`)).body).toMatchObject({
      code: 0,
      data: { field: 'room_type_id' },
    });
    expect((await get(`/api/hotel/quote?room_type_id=1&${stay}&extra_beds=3`)).body).toMatchObject({
      code: 0,
      data: { field: 'extra_beds' },
    });
  });

  it('answers hostile parameters with an envelope, never a server error', async () => {
    const junk = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('-1', '0', '1e9', '2023-02-29', "1' or '1'='1", '%00', '9'.repeat(30), '', ' ', '[]', '{}'),
    );
    const keys = fc.constantFrom(
      'id',
      'room_type_id',
      'city',
      'keyword',
      'checkin',
      'checkout',
      'rooms',
      'adults',
      'children',
      'child_ages',
      'child_ages[0]',
      'breakfast',
      'extra_beds',
      'from',
      'to',
      'page',
      'limit',
      'order',
      'search[0][field]',
      'search[0][operator]',
      'search[0][val]',
      'select',
      'quickSearch',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('list', 'detail', 'calendar', 'quote', 'city'),
        fc.dictionary(keys, junk, { maxKeys: 6 }),
        async (action, params) => {
          const query = new URLSearchParams(params as Record<string, string>).toString();
          const res = await get(`/api/hotel/${action}?${query}`);
          expect(res.status).toBe(200);
          expect([0, 1]).toContain(res.body.code);
          if (res.body.code === 0) expect(res.body.msg).not.toBe('');
        },
      ),
      { numRuns: engine === 'sqlite' ? 150 : 60 },
    );
  });
});
