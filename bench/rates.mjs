// The rates bench (issue 25, docs/design/catalogue.md §4): a revenue manager's bulk edit of a whole year for a hotel
// of 10 room types — 365 nights × 10 room types = 3,650 nights — previewed and saved through `hotel.Rate` over HTTP,
// as the console's rates page posts it. The demo's Bund hotel gets six more room types (copies of its first, with its
// nights) so it has ten; each round sets every night's price (alternating two prices, so every night changes) after
// reading the nights' `update_time`s as the grid does. Figures per engine: preview and save latency p50 / max over
// the rounds, and the server's CPU time per save. Target: a save ≤ 1 s on both engines.
//
// `npm run bench` runs it after the booking bench (BENCH_PARTS=rates alone); `node bench/rates.mjs` runs it alone.
// Environment:
//   BENCH_RATE_ROUNDS=5   saves per engine (default 5)
//   BENCH_DATABASE_URL    a PostgreSQL server (else TEST_DATABASE_URL; else the PostgreSQL row prints "skipped")
//   BENCH_ENGINES         the engines (default sqlite,postgres)
//   BENCH_PORT            the page bench's port; this bench serves on BENCH_PORT + 12
import { freshDatabase, openDatabase, percentile, runWhenMain, startServer, stop } from './lib.mjs';
import { cpuSeconds } from './ssr.mjs';

const BENCH = 'rates bench';
const ROOM_TYPES = 10;
const DAYS = 365;
/** The grid reads at most this many days a call. */
const GRID_DAYS = 62;
const SAVE_TARGET_MS = 1_000;
/** The demo's operator password (the demo is what the bench serves). */
const OPERATOR = { username: 'revenue', password: 'admin123456' };
const HEADERS = { 'content-type': 'application/json', server: 'true', 'think-lang': 'en' };

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Copies of the hotel's first room type, with its names and nights, until the hotel has `count` room types. */
async function fillRoomTypes(db, hotelId, count) {
  const types = await db.all('select * from room_type where hotel_id = $1 order by id', [hotelId]);
  const [template] = types;
  if (!template) throw new Error(`${BENCH}: hotel ${hotelId} has no room type`);
  for (let i = types.length; i < count; i++) {
    const row = { ...template, code: `bench-${i}` };
    delete row.id;
    const columns = Object.keys(row);
    const [{ id }] = await db.all(
      `insert into room_type (${columns.join(', ')}) values (${columns.map((_, n) => `$${n + 1}`).join(', ')}) returning id`,
      columns.map((c) => row[c]),
    );
    await db.all(
      `insert into room_type_i18n (room_type_id, lang, name, description)
       select $1, lang, name || ' ' || $2, description from room_type_i18n where room_type_id = $3`,
      [id, String(i + 1), template.id],
    );
    await db.all(
      `insert into room_night (room_type_id, night, price, allotment, available, closed, update_time)
       select $1, night, price, allotment, available, closed, update_time from room_night where room_type_id = $2`,
      [id, template.id],
    );
  }
  const ids = await db.all('select id from room_type where hotel_id = $1 order by id', [hotelId]);
  return ids.map((row) => Number(row.id));
}

async function api(base, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: token ? { ...HEADERS, batoken: token } : HEADERS,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = await res.json();
  if (answer.code !== 1) throw new Error(`${BENCH}: ${path} answered ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.data;
}

/** The nights' `update_time`s of the range as the grid reads them, two months a call. */
async function readYear(base, token, hotelId, from) {
  const read = [];
  for (let offset = 0; offset < DAYS; offset += GRID_DAYS) {
    const days = Math.min(GRID_DAYS, DAYS - offset);
    const query = `hotel_id=${hotelId}&from=${day(offsetOf(from) + offset)}&days=${days}`;
    const grid = await api(base, `/admin/hotel.Rate/index?${query}`, token);
    for (const night of grid.nights) {
      read.push({ room_type_id: night.room_type_id, night: night.night, update_time: night.update_time });
    }
  }
  return read;
}

const offsetOf = (from) => Math.round((Date.parse(from) - Date.parse(day(0))) / 86_400_000);

async function benchEngine(engine, { port, adminUrl, rounds }) {
  const database = await freshDatabase(engine, adminUrl, 'rates', false, { dir: 'concierge-rates-bench-' });
  let server;
  let db;
  try {
    process.stderr.write(`  ${engine}: starting…\n`);
    const env = { ...database.env, SEED_HOTELS: '0', SEED_ARTICLES: '0', SEED_CARS: '0' };
    server = await startServer(BENCH, port, 'the demo', env);
    const base = `http://127.0.0.1:${port}`;
    db = await openDatabase(database.env);
    const hotelId = 1;
    const roomTypeIds = await fillRoomTypes(db, hotelId, ROOM_TYPES);
    const login = await api(base, '/admin/Index/login', undefined, { ...OPERATOR, keep: false });
    const token = login.userInfo.token;
    // The year from tomorrow: every night exists (the demo seeds a year ahead and the horizon keeps it).
    const from = day(1);
    const to = day(DAYS);
    const previews = [];
    const saves = [];
    const cpu = [];
    for (let round = 0; round < rounds; round++) {
      const edit = {
        hotel_id: hotelId,
        room_type_ids: roomTypeIds,
        from,
        to,
        weekdays: [],
        price_kind: 'set',
        price_value: round % 2 === 0 ? 88_800 : 99_900,
        allotment: '',
        closed: '',
      };
      let started = performance.now();
      const preview = await api(base, '/admin/hotel.Rate/preview', token, edit);
      previews.push(performance.now() - started);
      if (preview.refused.length > 0 || preview.changes.length !== ROOM_TYPES * DAYS) {
        throw new Error(`${BENCH}: the preview changes ${preview.changes.length}, refuses ${preview.refused.length}`);
      }
      const read = await readYear(base, token, hotelId, from);
      const before = cpuSeconds(server.child.pid);
      started = performance.now();
      const saved = await api(base, '/admin/hotel.Rate/save', token, { ...edit, read });
      saves.push(performance.now() - started);
      cpu.push(cpuSeconds(server.child.pid) - before);
      if (saved.changed !== ROOM_TYPES * DAYS) throw new Error(`${BENCH}: the save changed ${saved.changed} nights`);
    }
    const sorted = (values) => [...values].sort((a, b) => a - b);
    return {
      nights: ROOM_TYPES * DAYS,
      preview: { p50: percentile(sorted(previews), 50), max: Math.max(...previews) },
      save: { p50: percentile(sorted(saves), 50), max: Math.max(...saves) },
      cpuMs: (cpu.reduce((sum, value) => sum + value, 0) / cpu.length) * 1000,
    };
  } finally {
    await db?.close();
    if (server) await stop(server.child);
    await database.drop();
  }
}

export async function runRatesBench({ port = Number(process.env.BENCH_PORT ?? 4398) + 12 } = {}) {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((value) => value.trim());
  const rounds = Number(process.env.BENCH_RATE_ROUNDS ?? 5);
  const results = {};
  for (const engine of ['sqlite', 'postgres']) {
    if (!engines.includes(engine) || (engine === 'postgres' && !adminUrl)) continue;
    results[engine] = await benchEngine(engine, { port, adminUrl, rounds });
  }
  console.log(
    `\nRates — hotel.Rate/preview and /save of ${DAYS} nights × ${ROOM_TYPES} room types (every night's price set), ${rounds} rounds; target: save ≤ ${SAVE_TARGET_MS} ms`,
  );
  console.log('engine        nights   preview p50   preview max   save p50   save max   server CPU / save');
  for (const [engine, name] of [
    ['sqlite', 'SQLite'],
    ['postgres', 'PostgreSQL'],
  ]) {
    const r = results[engine];
    if (!r) {
      if (engines.includes(engine))
        console.log(`${name.padEnd(12)}  skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)`);
      continue;
    }
    const ms = (value) => `${value.toFixed(0)} ms`.padStart(11);
    const verdict = r.save.max <= SAVE_TARGET_MS ? 'within target' : 'OVER TARGET';
    console.log(
      `${name.padEnd(12)}  ${String(r.nights).padStart(6)}  ${ms(r.preview.p50)}   ${ms(r.preview.max)}  ${ms(r.save.p50)} ${ms(r.save.max)}   ${ms(r.cpuMs)}   ${verdict}`,
    );
  }
  return results;
}

await runWhenMain(import.meta.url, runRatesBench);
