/**
 * The catalogue (issue 25, docs/design/catalogue.md §3) on both engines: a revenue manager adds a hotel in both
 * languages and two room types, sets their rate plans and puts them on sale, and a guest finds, quotes and books the
 * new hotel; every field refused by name; the audit log; a role limited to some hotels neither adds a hotel nor sees
 * another's; the front desk holds none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCatalogueOptions, AdminHotel, AdminHotelListRow, AdminRoomType } from '~/contract/admin/catalogue';
import { DEMO_OPERATOR_PASSWORD } from '~/demo';
import { addCalendarDays, calendarDayOf } from '~/lib/format/calendarDays';
import { issueToken } from '~/server/auth/tokens';
import type { Database } from '~/server/database';
import { adminLogin, call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

const HOTEL = {
  star: 4,
  latitude: '31.2304',
  longitude: '121.4737',
  check_in_time: '15:00',
  check_out_time: '11:00',
  service_fee_bp: 1000,
  tax_bp: 600,
  city_tax_per_room_night: 0,
  status: '1',
  facilities: ['wifi', 'gym'],
  name_zh_cn: '外滩测试精品酒店',
  name_en: 'Bund Test Boutique Hotel',
  area_zh_cn: '外滩',
  area_en: 'The Bund',
  address_zh_cn: '中山东一路 99 号',
  address_en: '99 Zhongshan East 1st Road',
  description_zh_cn: '一家新开的精品酒店。\n\n步行可达外滩。',
  description_en: 'A new boutique hotel.\n\nA walk from the Bund.',
  policies_zh_cn: '',
  policies_en: '',
};

const roomType = (name: string, values: Record<string, unknown> = {}) => ({
  bed_type: 'king',
  bed_count: 1,
  meal_type: 'none',
  size_m2: 30,
  max_adults: 2,
  max_children: 1,
  extra_bed_price: 0,
  breakfast_price: 8_800,
  base_price: 66_600,
  status: '1',
  name_zh_cn: `${name}（中）`,
  name_en: name,
  description_zh_cn: '',
  description_en: '',
  ...values,
});

describe.each(ENGINES)('the catalogue (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let revenue: string;
  let options: AdminCatalogueOptions;
  let hotelId: number;
  const roomTypeIds: number[] = [];

  const admin = <T>(path: string, body?: Record<string, unknown>, token = revenue) =>
    call<T>(db, `/admin/${path}`, { token, lang: 'en', ...(body ? { body } : {}) });
  const fieldOf = (body: { data: unknown }) => (body.data as { field?: string } | null)?.field;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    revenue = await adminLogin(db, 'revenue', DEMO_OPERATOR_PASSWORD);
    options = (await admin<AdminCatalogueOptions>('hotel.Hotel/options')).body.data;
  });
  afterAll(() => test.cleanup());

  it('offers the cities, facilities, bed and meal types and policies, named in the operator’s language', () => {
    expect(options.cities.length).toBeGreaterThan(3);
    expect(options.facilities.find((f) => f.code === 'wifi')?.name).toBe('Free Wi-Fi');
    expect(options.bed_types.map((b) => b.code)).toContain('king');
    expect(options.meal_types.map((m) => m.code)).toContain('breakfast');
    expect(options.policies.map((p) => p.name)).toContain('100% refunded until 18:00, 3 days before arrival');
    expect(options.policies.map((p) => p.name)).toContain('Non-refundable');
  });

  it('adds a hotel in both languages, found by the list and by keyword search, audited', async () => {
    const shanghai = await db.selectFrom('city').select('id').where('code', '=', 'shanghai').executeTakeFirstOrThrow();
    const added = await admin<{ id: number }>('hotel.Hotel/add', { ...HOTEL, city_id: shanghai.id });
    expect(added.body).toMatchObject({ code: 1, msg: 'Hotel saved.' });
    hotelId = added.body.data.id;
    const row = (await admin<{ row: AdminHotel }>(`hotel.Hotel/edit?id=${hotelId}`)).body.data.row;
    expect(row).toMatchObject({
      city_id: shanghai.id,
      star: 4,
      latitude: 31.2304,
      check_in_time: '15:00',
      facilities: ['wifi', 'gym'],
      texts: { 'zh-cn': { name: '外滩测试精品酒店' }, en: { name: 'Bund Test Boutique Hotel', area: 'The Bund' } },
    });
    const hotel = await db
      .selectFrom('hotel')
      .select(['time_zone', 'distance_m'])
      .where('id', '=', hotelId)
      .executeTakeFirstOrThrow();
    expect(hotel.time_zone).toBe('Asia/Shanghai');
    expect(hotel.distance_m).toBeLessThan(2_000);
    const listed = await admin<{ list: AdminHotelListRow[]; total: number }>('hotel.Hotel/index?quickSearch=boutique');
    expect(listed.body.data.list.map((h) => h.id)).toEqual([hotelId]);
    expect(listed.body.data.list[0]).toMatchObject({ name: 'Bund Test Boutique Hotel', star: 4, room_types: 0 });
    const [entry] = await db.selectFrom('admin_log').selectAll().orderBy('id', 'desc').limit(1).execute();
    expect(entry).toMatchObject({ title: 'Add a hotel', target: `hotel:${hotelId}` });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ name_en: 'Bund Test Boutique Hotel' });
  });

  it('adds two room types off sale with paused plans; their plans and sale put the hotel on sale for guests', async () => {
    const policy = options.policies[0]?.id;
    for (const name of ['Test King', 'Test Twin']) {
      const added = await admin<{ id: number }>('hotel.RoomType/add', {
        ...roomType(name, { policy_id: policy }),
        hotel_id: hotelId,
      });
      expect(added.body).toMatchObject({ code: 1, msg: 'Room type saved.' });
      roomTypeIds.push(added.body.data.id);
    }
    const list = (await admin<{ list: AdminRoomType[] }>(`hotel.RoomType/index?hotel_id=${hotelId}`)).body.data.list;
    expect(list.map((r) => [r.texts.en?.name, r.status])).toEqual([
      ['Test King', '0'],
      ['Test Twin', '0'],
    ]);
    const plans = await db.selectFrom('room_type_plan').selectAll().where('room_type_id', 'in', roomTypeIds).execute();
    expect(plans.map((p) => [p.status, Number(p.mon_price), p.allotment])).toEqual([
      ['0', 66_600, 0],
      ['0', 66_600, 0],
    ]);

    for (const id of roomTypeIds) {
      const saved = await admin<{ opened: number }>('hotel.Plan/edit', {
        hotel_id: hotelId,
        room_type_id: id,
        sun_price: 60_000,
        mon_price: 60_000,
        tue_price: 60_000,
        wed_price: 60_000,
        thu_price: 60_000,
        fri_price: 70_000,
        sat_price: 70_000,
        allotment: 5,
        status: '1',
        update_time: plans.find((p) => p.room_type_id === id)?.update_time ?? 0,
      });
      expect(saved.body.data.opened).toBeGreaterThan(300);
      const current = (await admin<{ row: AdminRoomType }>(`hotel.RoomType/edit?id=${id}`)).body.data.row;
      const onSale = await admin('hotel.RoomType/edit', {
        ...roomType(current.texts.en?.name ?? '', { policy_id: policy, status: '1' }),
        id,
      });
      expect(onSale.body.code).toBe(1);
    }

    // A guest finds the hotel by keyword, gets a quote and books it.
    const checkin = addCalendarDays(calendarDayOf(Date.now(), 'Asia/Shanghai'), 20);
    const checkout = addCalendarDays(checkin, 2);
    const stay = `checkin=${checkin}&checkout=${checkout}&adults=2`;
    const found = await call<{ list: { id: number; offer: { stay_total: number } | null }[] }>(
      db,
      `/api/hotel/list?keyword=${encodeURIComponent('精品')}&${stay}`,
      { lang: 'zh-cn' },
    );
    expect(found.body.data.list.find((card) => card.id === hotelId)?.offer).not.toBeNull();
    const quote = await call<{ quote_hash: string; total: number }>(
      db,
      `/api/hotel/quote?room_type_id=${roomTypeIds[0]}&${stay}&rooms=1`,
      { lang: 'en' },
    );
    expect(quote.body.code).toBe(1);
    const member = await db.selectFrom('user').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const token = await issueToken(db, 'user', member.id, Math.floor(Date.now() / 1000));
    const booked = await call<{ booking_id: string; total_price: number }>(db, '/api/order/create', {
      token,
      lang: 'en',
      body: {
        room_type_id: roomTypeIds[0],
        checkin,
        checkout,
        rooms: '1',
        adults: '2',
        guest_names: ['王小明', 'Anna Schmidt'],
        contact_person: '王小明',
        contact_area_code: '86',
        contact_phone: '13800138000',
        email: 'guest@example.com',
        nationality: 'CN',
        quote_hash: quote.body.data.quote_hash,
      },
    });
    expect(booked.body.code, JSON.stringify(booked.body)).toBe(1);
    expect(booked.body.data.total_price).toBe(quote.body.data.total);
  });

  it('edits a hotel and a room type, audited with the fields before and after', async () => {
    const shanghai = await db.selectFrom('city').select('id').where('code', '=', 'shanghai').executeTakeFirstOrThrow();
    const saved = await admin<{ row: AdminHotel }>('hotel.Hotel/edit', {
      ...HOTEL,
      city_id: shanghai.id,
      id: hotelId,
      star: 5,
      name_en: 'Bund Test Grand Hotel',
    });
    expect(saved.body.data.row).toMatchObject({ star: 5, texts: { en: { name: 'Bund Test Grand Hotel' } } });
    const [entry] = await db.selectFrom('admin_log').selectAll().orderBy('id', 'desc').limit(1).execute();
    expect(entry).toMatchObject({ title: 'Edit a hotel' });
    expect(JSON.parse(entry?.before ?? '{}')).toEqual({ star: 4, name_en: 'Bund Test Boutique Hotel' });
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({ star: 5, name_en: 'Bund Test Grand Hotel' });
    const texts = await db
      .selectFrom('hotel_i18n')
      .select('search_text')
      .where('hotel_id', '=', hotelId)
      .where('lang', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(texts.search_text).toContain('bund test grand hotel');
  });

  it('refuses every field by name', async () => {
    const shanghai = await db.selectFrom('city').select('id').where('code', '=', 'shanghai').executeTakeFirstOrThrow();
    const hotel = (values: Record<string, unknown>) =>
      admin('hotel.Hotel/add', { ...HOTEL, city_id: shanghai.id, ...values }).then((res) => fieldOf(res.body));
    expect(await hotel({ name_zh_cn: '' })).toBe('name_zh_cn');
    expect(await hotel({ name_en: 'x'.repeat(101) })).toBe('name_en');
    expect(await hotel({ latitude: '91' })).toBe('latitude');
    expect(await hotel({ check_in_time: '25:00' })).toBe('check_in_time');
    expect(await hotel({ star: 6 })).toBe('star');
    expect(await hotel({ city_id: 999_999 })).toBe('city_id');
    expect(await hotel({ facilities: ['wifi', 'helipad'] })).toBe('facilities');
    const room = (values: Record<string, unknown>) =>
      admin('hotel.RoomType/add', {
        ...roomType('X', { policy_id: options.policies[0]?.id }),
        hotel_id: hotelId,
        ...values,
      }).then((res) => fieldOf(res.body));
    expect(await room({ bed_type: 'hammock' })).toBe('bed_type');
    expect(await room({ max_adults: 0 })).toBe('max_adults');
    expect(await room({ base_price: 0 })).toBe('base_price');
    expect(await room({ policy_id: 999_999 })).toBe('policy_id');
    expect(await room({ name_zh_cn: '' })).toBe('name_zh_cn');
  });

  it('keeps a role limited to some hotels to them, and the front desk out', async () => {
    const boss = await adminLogin(db, 'admin', DEMO_OPERATOR_PASSWORD);
    const rules = await db.selectFrom('admin_rule').select('id').where('name', 'like', 'hotel/%').execute();
    const role = await call<{ id: number }>(db, '/admin/auth.Group/add', {
      token: boss,
      body: { name: 'Catalogue of one hotel', rules: rules.map((r) => r.id), hotel_ids: [1] },
    });
    await call(db, '/admin/auth.Admin/add', {
      token: boss,
      body: { username: 'catone', nickname: 'Cat', password: 'Catal12345', group_arr: [role.body.data.id] },
    });
    const scoped = await adminLogin(db, 'catone', 'Catal12345');
    const shanghai = await db.selectFrom('city').select('id').where('code', '=', 'shanghai').executeTakeFirstOrThrow();
    expect((await admin('hotel.Hotel/add', { ...HOTEL, city_id: shanghai.id }, scoped)).body).toMatchObject({
      code: 0,
      msg: 'Only an operator whose role covers every hotel can add a hotel.',
    });
    expect((await admin(`hotel.Hotel/edit?id=${hotelId}`, undefined, scoped)).body).toMatchObject({
      code: 0,
      msg: 'We could not find that hotel.',
    });
    expect((await admin(`hotel.RoomType/edit?id=${roomTypeIds[0]}`, undefined, scoped)).body).toMatchObject({
      code: 0,
    });
    expect((await admin<{ total: number }>('hotel.Hotel/index', undefined, scoped)).body.data.total).toBe(1);
    const desk = await adminLogin(db, 'frontdesk', DEMO_OPERATOR_PASSWORD);
    expect((await admin('hotel.Hotel/index', undefined, desk)).body.code).toBe(401);
  });
});

describe.each(ENGINES)('cities (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let revenue: string;
  const admin = <T>(path: string, body?: Record<string, unknown>, token = revenue) =>
    call<T>(db, `/admin/${path}`, { token, lang: 'en', ...(body ? { body } : {}) });
  const CITY = {
    code: 'suzhou',
    country: 'CN',
    time_zone: 'Asia/Shanghai',
    latitude: '31.2990',
    longitude: '120.5853',
    status: '1',
    name_zh_cn: '苏州',
    name_en: 'Suzhou',
  };

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    revenue = await adminLogin(db, 'revenue', DEMO_OPERATOR_PASSWORD);
  });
  afterAll(() => test.cleanup());

  it('adds a city in both languages, refuses a taken code and a bad zone by name', async () => {
    const added = await admin<{ id: number }>('hotel.City/add', CITY);
    expect(added.body).toMatchObject({ code: 1, msg: 'City saved.' });
    const list = (await admin<{ list: { code: string; hotels: number }[] }>('hotel.City/index')).body.data.list;
    expect(list.find((city) => city.code === 'suzhou')).toMatchObject({ hotels: 0 });
    // Guests' city choices list the cities that have hotels: not this one yet.
    const guest = await call<{ code: string }[]>(db, '/api/hotel/city', { lang: 'zh-cn' });
    expect(guest.body.data.map((city) => city.code)).not.toContain('suzhou');
    const row = (
      await admin<{ row: { texts: Record<string, { name: string }> } }>(`hotel.City/edit?id=${added.body.data.id}`)
    ).body.data.row;
    expect(row.texts).toEqual({ 'zh-cn': { name: '苏州' }, en: { name: 'Suzhou' } });
    const field = async (values: Record<string, unknown>) =>
      ((await admin('hotel.City/add', { ...CITY, ...values })).body.data as { field?: string } | null)?.field;
    expect(await field({})).toBe('code');
    expect(await field({ code: 'wuxi', time_zone: 'Mars/Olympus' })).toBe('time_zone');
    expect(await field({ code: 'Wu Xi' })).toBe('code');
    expect(await field({ code: 'wuxi', country: 'china' })).toBe('country');
    expect(await field({ code: 'wuxi', name_en: '' })).toBe('name_en');
  });

  it('renames a city with its hotels’ search text following; a city with hotels keeps its zone', async () => {
    const shanghai = await db.selectFrom('city').select('id').where('code', '=', 'shanghai').executeTakeFirstOrThrow();
    const row = (
      await admin<{ row: { latitude: number; longitude: number; country: string } }>(
        `hotel.City/edit?id=${shanghai.id}`,
      )
    ).body.data.row;
    const body = {
      id: shanghai.id,
      code: 'shanghai',
      country: row.country,
      time_zone: 'Asia/Shanghai',
      latitude: String(row.latitude),
      longitude: String(row.longitude),
      status: '1',
      name_zh_cn: '上海市',
      name_en: 'Shanghai City',
    };
    expect((await admin('hotel.City/edit', body)).body.code).toBe(1);
    const text = await db
      .selectFrom('hotel_i18n')
      .innerJoin('hotel', 'hotel.id', 'hotel_i18n.hotel_id')
      .select('search_text')
      .where('hotel.city_id', '=', shanghai.id)
      .where('lang', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(text.search_text).toContain('shanghai city');
    expect((await admin('hotel.City/edit', { ...body, time_zone: 'Asia/Tokyo' })).body).toMatchObject({
      code: 0,
      data: { field: 'time_zone' },
    });
    const desk = await adminLogin(db, 'frontdesk', DEMO_OPERATOR_PASSWORD);
    expect((await admin('hotel.City/index', undefined, desk)).body.code).toBe(401);
    const [entry] = await db.selectFrom('admin_log').selectAll().where('title', '=', 'Edit a city').execute();
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ name_en: 'Shanghai City' });
  });
});
