/**
 * Rate sheets (issue 25, docs/design/catalogue.md §4) on both engines: a hotel's nights exported as rows, a sheet
 * imported all or nothing in one transaction (every refused row named by its line, field and reason; nothing written
 * when any is refused), search's summary following an import, the audit entry, and only the revenue manager's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRateSheetRefusal, AdminRateSheetRow } from '~/contract/admin/rate';
import { DEMO_OPERATOR_PASSWORD } from '~/demo';
import { hotelToday } from '~/lib/booking/stay';
import { addCalendarDays } from '~/lib/format/calendarDays';
import type { Database } from '~/server/database';
import { adminLogin, call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

interface Exported {
  from: string;
  days: number;
  list: AdminRateSheetRow[];
}

/** A row as the import takes it, from an exported one. */
const inputOf = (
  line: number,
  row: AdminRateSheetRow,
  values: Partial<Record<keyof AdminRateSheetRow, unknown>> = {},
) => {
  const r: Record<keyof AdminRateSheetRow, unknown> = { ...row, ...values };
  return [
    line,
    r.room_type_id,
    r.night,
    r.price,
    r.allotment,
    r.closed,
    r.min_stay,
    r.closed_arrival,
    r.closed_departure,
  ];
};

describe.each(ENGINES)('rate sheets (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let revenue: string;
  let hotelId: number;
  let start: string;

  const exported = (token = revenue, query = `hotel_id=${hotelId}&from=${start}&days=7`) =>
    call<Exported>(db, `/admin/hotel.Rate/export?${query}`, { token, lang: 'en' });
  const importRows = (rows: unknown, token = revenue) =>
    call<{ rows: number; changed: number }>(db, '/admin/hotel.Rate/import', {
      token,
      body: { hotel_id: hotelId, rows },
      lang: 'en',
    });
  const refusals = (body: { data: unknown }) =>
    (body.data as { refused?: AdminRateSheetRefusal[] } | null)?.refused ?? [];

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    revenue = await adminLogin(db, 'revenue', DEMO_OPERATOR_PASSWORD);
    const hotel = await db.selectFrom('hotel').select(['id', 'time_zone']).orderBy('id').executeTakeFirstOrThrow();
    hotelId = hotel.id;
    start = addCalendarDays(hotelToday(Math.floor(Date.now() / 1000), hotel.time_zone), 60);
  });
  afterAll(() => test.cleanup());

  it("exports each room type's nights as rows", async () => {
    const res = await exported();
    expect(res.body.code).toBe(1);
    const types = await db.selectFrom('room_type').select('id').where('hotel_id', '=', hotelId).execute();
    expect(res.body.data.list).toHaveLength(types.length * 7);
    const [first] = res.body.data.list;
    expect(first).toMatchObject({ night: start });
    expect(first?.sold).toBeGreaterThanOrEqual(0);
    expect(first?.sold).toBeLessThanOrEqual(first?.allotment ?? 0);
    expect(first?.room_type).not.toBe('');
    expect((await exported(revenue, `hotel_id=${hotelId}&days=367`)).body).toMatchObject({
      code: 0,
      data: { field: 'days' },
    });
  });

  it('imports a sheet: the changed nights written with the summary and the audit log', async () => {
    const { list } = (await exported()).body.data;
    const [a, b] = list;
    if (!a || !b) throw new Error('no nights');
    const rows = list.map((row, index) =>
      inputOf(index + 2, row, row === a ? { price: 123_400, min_stay: 2 } : row === b ? { closed: 1 } : {}),
    );
    const res = await importRows(rows);
    expect(res.body).toMatchObject({
      code: 1,
      msg: 'Rates and rooms imported.',
      data: { rows: list.length, changed: 2 },
    });
    const after = (await exported()).body.data.list;
    expect(after.find((row) => row.room_type_id === a.room_type_id && row.night === a.night)).toMatchObject({
      price: 123_400,
      min_stay: 2,
    });
    expect(after.find((row) => row.room_type_id === b.room_type_id && row.night === b.night)?.closed).toBe(1);
    const written = await db
      .selectFrom('room_night')
      .select('from_plan')
      .where('room_type_id', '=', a.room_type_id)
      .where('night', '=', a.night)
      .executeTakeFirstOrThrow();
    expect(written.from_plan).toBe(0);
    const [entry] = await db.selectFrom('admin_log').selectAll().orderBy('id', 'desc').limit(1).execute();
    expect(entry).toMatchObject({ title: 'Import rates', target: `hotel:${hotelId}` });
    expect(JSON.parse(entry?.data ?? '{}')).toMatchObject({ rows: list.length, nights: 2 });
  });

  it('refuses the whole sheet, naming every refused row, and writes nothing', async () => {
    const { list } = (await exported()).body.data;
    const [a, b, c, d] = list;
    if (!a || !b || !c || !d) throw new Error('no nights');
    await db
      .updateTable('room_night')
      .set({ available: 0 })
      .where('room_type_id', '=', d.room_type_id)
      .where('night', '=', d.night)
      .execute();
    const other = await db
      .selectFrom('room_type')
      .select('id')
      .where('hotel_id', '<>', hotelId)
      .executeTakeFirstOrThrow();
    const rows = [
      inputOf(2, a, { price: 99_900 }),
      inputOf(3, b, { price: 0 }),
      inputOf(4, c, { night: '2026-02-30' }),
      inputOf(5, c, { room_type_id: other.id }),
      inputOf(6, d, { allotment: 0 }),
      inputOf(7, a),
      inputOf(8, c, { night: addCalendarDays(start, 400) }),
      inputOf(9, c, { closed_arrival: 2 }),
    ];
    const res = await importRows(rows);
    expect(res.body).toMatchObject({
      code: 0,
      msg: 'Some rows of the sheet cannot be imported, so nothing was imported.',
    });
    // The rows' own checks answer first: the price, the day, the room type, the flag.
    expect(refusals(res.body).map(({ line, field }) => [line, field])).toEqual([
      [3, 'price'],
      [4, 'night'],
      [5, 'room_type_id'],
      [9, 'closed_arrival'],
    ]);
    const fixed = [rows[0], inputOf(3, b), inputOf(4, c), rows[4], rows[5], rows[6]];
    const second = await importRows(fixed);
    expect(refusals(second.body)).toEqual([
      { line: 6, field: 'allotment', message: `${d.allotment} rooms are sold already: rooms on sale cannot be fewer` },
      { line: 7, field: 'night', message: 'This room type and night are in the sheet twice' },
      { line: 8, field: 'night', message: 'This night is not on sale yet' },
    ]);
    // Nothing was written: the first row's price is as it was.
    const now = (await exported()).body.data.list.find(
      (row) => row.room_type_id === a.room_type_id && row.night === a.night,
    );
    expect(now?.price).toBe(a.price);
  });

  it('takes at most 10,000 rows, and is the revenue manager’s', async () => {
    const many = Array.from({ length: 10_001 }, (_, i) => [i + 2]);
    expect((await importRows(many)).body).toMatchObject({ code: 0, msg: 'A sheet holds at most 10000 rows.' });
    expect((await importRows('not json')).body).toMatchObject({ code: 0, data: { field: 'rows' } });
    const desk = await adminLogin(db, 'frontdesk', DEMO_OPERATOR_PASSWORD);
    expect((await exported(desk)).body.code).toBe(401);
    expect((await importRows([], desk)).body.code).toBe(401);
  });
});
