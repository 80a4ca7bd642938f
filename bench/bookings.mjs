// The booking bench (issue 23, docs/design/hotels.md §3): bursts of members booking at once, each as the booking
// form does it (GET hotel/quote, then POST order/create with that quote's fingerprint). Two shapes per engine:
//   one hotel   BOOKERS members at once on the last ROOMS rooms of one room type (the rest are refused: sold out)
//   20 hotels   the same members spread over 20 hotels, ROOMS rooms each (every booking can succeed)
// PostgreSQL runs 4 app instances on one database (the booker i talks to instance i mod 4); SQLite one instance.
// Each round is a new stay (new nights), new members; the members and tokens are written straight into the database
// before a round (what is measured is the booking, not the sign-up). After each round the bench checks in the
// database that exactly the expected rooms are held (orders = rooms taken, none below zero) and counts faults: an
// answer other than code 1 or a sold-out refusal, an HTTP error or a broken connection. Figures: order/create
// latency p50 / p99 over every create of every round, bookings per second (members decided — held, or refused by the
// quote or the create — per second of the burst, from its start to its last answer), the server processes' CPU time
// (utime + stime) per member.
//
// `npm run bench` runs it after the car bench (BENCH_PARTS=bookings alone); `node bench/bookings.mjs` runs it alone.
// Environment:
//   BENCH_BOOKERS=200           members per burst (default 200)
//   BENCH_BOOKING_ROUNDS=3      bursts per shape (default 3)
//   BENCH_BOOKING_INSTANCES=4   app instances on PostgreSQL (default 4; SQLite always 1)
//   BENCH_DATABASE_URL          a PostgreSQL server (else TEST_DATABASE_URL; else the PostgreSQL rows print "skipped")
//   BENCH_ENGINES=postgres      the engines (default sqlite,postgres)
//   BENCH_PORT                  the page bench's port; this bench serves on BENCH_PORT + 8 and the ports after it
import { createHash, randomBytes } from 'node:crypto';
import { freshDatabase, openDatabase, percentile, runWhenMain, startServer, stop } from './lib.mjs';
import { cpuSeconds } from './ssr.mjs';

const BENCH = 'booking bench';
const ROOMS = 20;
const HOTELS = 20;
const FIRST_NIGHT_OFFSET = 40;
const NIGHTS = 2;
/** How often the PostgreSQL bench counts the connections waiting for a lock during a burst. */
const SAMPLE_MS = 20;
/** Targets of issue 23: p99 of a booking spread over 20 hotels (PostgreSQL, 4 instances); one hotel's throughput. */
const SPREAD_P99_MS = 300;
const ONE_HOTEL_RATE = 100;
const CONTACT = {
  contact_person: 'Wang Xiaoming',
  contact_area_code: '86',
  contact_phone: '13800138000',
  email: 'guest@example.com',
  nationality: 'CN',
  city: 'Shanghai',
  address: '1 People Avenue',
  zip: '200000',
  guest_names: ['Wang Xiaoming', 'Anna Schmidt'],
};

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** `count` new members (copies of the demo member) with an access token each: the tokens. */
async function createMembers(db, count, tag) {
  const [template] = await db.all(`select * from "user" where username = 'demo'`);
  if (!template) throw new Error(`${BENCH}: the demo member is missing`);
  const now = Math.floor(Date.now() / 1000);
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const row = { ...template, username: `bk${tag}x${i}`, email: `bk${tag}x${i}@example.com`, mobile: '' };
    delete row.id;
    const columns = Object.keys(row);
    const [{ id }] = await db.all(
      `insert into "user" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((_, n) => `$${n + 1}`).join(', ')}) returning id`,
      columns.map((c) => row[c]),
    );
    const token = randomBytes(32).toString('base64url');
    await db.all(
      `insert into token (token, type, user_id, create_time, expire_time, family) values ($1, 'user', $2, $3, $4, $5)`,
      [createHash('sha256').update(token).digest('hex'), id, now, now + 86_400, randomBytes(16).toString('hex')],
    );
    tokens.push(token);
  }
  return tokens;
}

/** Room types for two adults in `count` different enabled hotels, the largest allotments first. */
async function pickRoomTypes(db, count) {
  const rows = await db.all(
    `select rt.id, rt.hotel_id from room_type rt join hotel h on h.id = rt.hotel_id
     where rt.status = '1' and h.status = '1' and rt.max_adults >= 2 order by rt.hotel_id, rt.id`,
  );
  const byHotel = new Map();
  for (const row of rows) if (!byHotel.has(row.hotel_id)) byHotel.set(row.hotel_id, Number(row.id));
  const chosen = [...byHotel.values()].slice(0, count);
  if (chosen.length < count) throw new Error(`${BENCH}: ${count} hotels needed, the demo has ${chosen.length}`);
  return chosen;
}

/** Opens `rooms` rooms of each room type on every night of the stay (and nothing else is held there). */
async function openRooms(db, roomTypeIds, checkin, checkout, rooms) {
  await db.all(
    `update room_night set allotment = $1, available = $1, closed = 0
     where room_type_id in (${roomTypeIds.join(', ')}) and night >= $2 and night < $3`,
    [rooms, checkin, checkout],
  );
  const [{ n }] = await db.all(
    `select count(*) as n from room_night where room_type_id in (${roomTypeIds.join(', ')}) and night >= $1 and night < $2`,
    [checkin, checkout],
  );
  if (Number(n) !== roomTypeIds.length * NIGHTS) throw new Error(`${BENCH}: the stay ${checkin} has missing nights`);
}

/** The rooms held on the stay's nights (allotment − available, per night) and the pending orders of the stay. */
async function heldOf(db, roomTypeIds, checkin, checkout) {
  const ids = roomTypeIds.join(', ');
  const nights = await db.all(
    `select room_type_id, night, allotment - available as held from room_night
     where room_type_id in (${ids}) and night >= $1 and night < $2`,
    [checkin, checkout],
  );
  const [{ n }] = await db.all(
    `select count(*) as n from hotel_order where room_type_id in (${ids}) and checkin = $1 and status = 'pending'`,
    [checkin],
  );
  const perNight = new Set(nights.map((row) => Number(row.held)));
  return { orders: Number(n), rooms: nights.reduce((sum, row) => sum + Number(row.held), 0) / NIGHTS, perNight };
}

/** One booker: the quote, then the booking with its fingerprint. The booking's latency and outcome. */
async function bookOnce(base, token, roomTypeId, checkin, checkout) {
  const stay = { room_type_id: String(roomTypeId), checkin, checkout, rooms: '1', adults: '2' };
  const headers = { 'think-lang': 'en', 'ba-user-token': token };
  try {
    const quoted = await (await fetch(`${base}/api/hotel/quote?${new URLSearchParams(stay)}`, { headers })).json();
    if (quoted.code !== 1) {
      return { outcome: /sold out/.test(quoted.msg) ? 'sold out at quote' : `fault: quote ${quoted.msg}` };
    }
    const body = {
      ...stay,
      ...CONTACT,
      quote_hash: quoted.data.quote_hash,
      request_id: randomBytes(8).toString('hex'),
    };
    const started = performance.now();
    const res = await fetch(`${base}/api/order/create`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    const answer = /^\{/.test(text) ? JSON.parse(text) : { code: -1, msg: `HTTP ${res.status}` };
    if (answer.code === 1) return { ms, outcome: 'held' };
    if (/sold out/.test(answer.msg)) return { ms, outcome: 'sold out' };
    return { ms, outcome: `fault: ${answer.msg}` };
  } catch (error) {
    return { outcome: `fault: ${error?.cause?.code ?? error.message}` };
  }
}

/** Samples, every SAMPLE_MS until `done` settles, how many connections wait for a lock (PostgreSQL); their mean. */
async function sampleWaiters(db, done) {
  if (!db.lockWaiters) return undefined;
  const samples = [];
  let finished = false;
  done.finally(() => {
    finished = true;
  });
  while (!finished) {
    samples.push(await db.lockWaiters());
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
  return samples.length === 0 ? 0 : samples.reduce((sum, n) => sum + n, 0) / samples.length;
}

/** One burst: every booker at once; figures and the check of what the database holds. */
async function burst(db, servers, tokens, roomTypeIds, stay) {
  await openRooms(db, roomTypeIds, stay.checkin, stay.checkout, ROOMS);
  const before = servers.reduce((sum, server) => sum + cpuSeconds(server.child.pid), 0);
  const started = performance.now();
  const booked = Promise.all(
    tokens.map((token, i) =>
      bookOnce(
        servers[i % servers.length].base,
        token,
        roomTypeIds[i % roomTypeIds.length],
        stay.checkin,
        stay.checkout,
      ),
    ),
  );
  const [results, waiters] = await Promise.all([booked, sampleWaiters(db, booked)]);
  const wall = performance.now() - started;
  const cpu = servers.reduce((sum, server) => sum + cpuSeconds(server.child.pid), 0) - before;
  const timed = results.filter((result) => result.ms !== undefined);
  const held = await heldOf(db, roomTypeIds, stay.checkin, stay.checkout);
  const expected = Math.min(ROOMS * roomTypeIds.length, tokens.length);
  const count = (outcome) => results.filter((result) => result.outcome === outcome).length;
  const faults = results.filter((result) => result.outcome.startsWith('fault'));
  for (const fault of faults.slice(0, 3)) process.stderr.write(`      ${fault.outcome}\n`);
  return {
    latencies: timed.map((result) => result.ms),
    answered: timed.length,
    wall,
    cpuMs: (cpu * 1000) / tokens.length,
    waiters,
    held: count('held'),
    refused: count('sold out') + count('sold out at quote'),
    faults: faults.length,
    consistent:
      held.orders === count('held') &&
      held.rooms === count('held') &&
      count('held') === expected &&
      [...held.perNight].every((n) => n >= 0 && n <= ROOMS),
  };
}

/** One engine: fresh database and servers, a warm-up burst, then the rounds of each shape. */
async function benchEngine(engine, { port, adminUrl, bookers, rounds, instances }) {
  const database = await freshDatabase(engine, adminUrl, 'bookings', false, { dir: 'concierge-booking-bench-' });
  const servers = [];
  let db;
  try {
    process.stderr.write(`  ${engine}, ${instances} instance(s): starting…\n`);
    for (let i = 0; i < instances; i++) {
      const env = { ...database.env, SEED_HOTELS: '0', SEED_ARTICLES: '0', SEED_CARS: '0' };
      // The first instance migrates and seeds; the others start on the seeded database.
      const server = await startServer(BENCH, port + i, `instance ${i + 1}`, env);
      servers.push({ ...server, base: `http://127.0.0.1:${port + i}` });
    }
    db = await openDatabase(database.env);
    const roomTypes = await pickRoomTypes(db, HOTELS + 1);
    const [warmType, ...spread] = roomTypes;
    const shapes = [
      { key: 'one', label: 'one hotel', roomTypeIds: [spread[0]] },
      { key: 'spread', label: `${HOTELS} hotels`, roomTypeIds: spread },
    ];
    const warmStay = { checkin: day(FIRST_NIGHT_OFFSET - 4), checkout: day(FIRST_NIGHT_OFFSET - 4 + NIGHTS) };
    await burst(db, servers, await createMembers(db, 40, `${engine}w`), [warmType], warmStay);
    const rows = [];
    for (const shape of shapes) {
      const runs = [];
      for (let round = 0; round < rounds; round++) {
        const offset = FIRST_NIGHT_OFFSET + (shape.key === 'one' ? 0 : 20) + round * NIGHTS;
        const stay = { checkin: day(offset), checkout: day(offset + NIGHTS) };
        const tokens = await createMembers(db, bookers, `${engine}${shape.key}${round}`);
        const run = await burst(db, servers, tokens, shape.roomTypeIds, stay);
        const sorted = [...run.latencies].sort((a, b) => a - b);
        const waits = run.waiters === undefined ? '' : `, ${run.waiters.toFixed(1)} waiting for a lock`;
        process.stderr.write(
          `    ${shape.label} round ${round + 1}: p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, ${((tokens.length * 1000) / run.wall).toFixed(0)} bookings/s, held ${run.held}, faults ${run.faults}${waits}\n`,
        );
        runs.push(run);
      }
      const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
      const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
      rows.push({
        ...shape,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        rate: (bookers * runs.length * 1000) / sum('wall'),
        cpuMs: sum('cpuMs') / runs.length,
        waiters: runs[0].waiters === undefined ? undefined : sum('waiters') / runs.length,
        held: runs.map((run) => run.held).join('/'),
        faults: sum('faults'),
        consistent: runs.every((run) => run.consistent),
      });
    }
    return rows;
  } finally {
    await db?.close();
    for (const server of servers) await stop(server.child);
    await database.drop();
  }
}

function printEngine(title, rows, postgres) {
  console.log(`\n${title}`);
  console.log(
    `  shape         p50 ms   p99 ms  bookings/s  CPU ms/booking${postgres ? '  lock waits' : ''}  held          faults  check  target`,
  );
  for (const row of rows) {
    const target =
      row.key === 'spread'
        ? `p99 ≤ ${SPREAD_P99_MS} ms: ${row.p99 <= SPREAD_P99_MS ? 'ok' : 'MISSED'}`
        : `≥ ${ONE_HOTEL_RATE} bookings/s: ${row.rate >= ONE_HOTEL_RATE ? 'ok' : 'MISSED'}`;
    console.log(
      `  ${row.label.padEnd(11)} ${row.p50.toFixed(0).padStart(8)} ${row.p99.toFixed(0).padStart(8)} ${row.rate.toFixed(0).padStart(11)} ${row.cpuMs.toFixed(1).padStart(15)}${postgres ? row.waiters.toFixed(1).padStart(12) : ''}  ${row.held.padEnd(13)} ${String(row.faults).padStart(6)}  ${row.consistent ? 'ok   ' : 'WRONG'}  ${postgres ? target : ''}`,
    );
  }
}

/** Runs the bench on both engines and prints a table per engine; throws when the database holds a wrong count. */
export async function runBookingBench({ port = Number(process.env.BENCH_PORT ?? 4398) + 8 } = {}) {
  const bookers = Number(process.env.BENCH_BOOKERS ?? 200);
  const rounds = Number(process.env.BENCH_BOOKING_ROUNDS ?? 3);
  const pgInstances = Number(process.env.BENCH_BOOKING_INSTANCES ?? 4);
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((value) => value.trim());
  const results = {};
  for (const engine of ['sqlite', 'postgres']) {
    if (!engines.includes(engine) || (engine === 'postgres' && !adminUrl)) continue;
    const instances = engine === 'postgres' ? pgInstances : 1;
    results[engine] = await benchEngine(engine, { port, adminUrl, bookers, rounds, instances });
  }
  console.log(
    `\nBookings — ${bookers} members at once, each GET hotel/quote then POST order/create (${NIGHTS} nights, 1 room), ${rounds} rounds per shape;`,
  );
  console.log(
    `one hotel: the last ${ROOMS} rooms of one room type; ${HOTELS} hotels: ${ROOMS} rooms each. Latency of order/create; bookings/s: members decided`,
  );
  console.log(
    '(held or refused) per second of burst; CPU: the app processes (utime + stime) per booker; held per round; check: the database holds exactly that;',
  );
  console.log(
    `lock waits (PostgreSQL): connections waiting for a lock, mean of samples every ${SAMPLE_MS} ms during the bursts`,
  );
  if (results.sqlite) printEngine('SQLite (1 instance)', results.sqlite, false);
  if (results.postgres) printEngine(`PostgreSQL (${pgInstances} instances, one database)`, results.postgres, true);
  else if (engines.includes('postgres'))
    console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server to bench on)');
  const wrong = Object.values(results)
    .flat()
    .filter((row) => !row.consistent || row.faults > 0);
  if (wrong.length > 0)
    throw new Error(`${BENCH}: wrong holds or faults (${wrong.map((row) => row.label).join(', ')})`);
  return results;
}

await runWhenMain(import.meta.url, runBookingBench);
