// The hotel search bench (docs/design/hotels.md §12): `GET /api/hotel/list` on SQLite and PostgreSQL with
// SEED_HOTELS = 100, 1,000 and 10,000 generated hotels. Each scale gets a fresh database and a fresh built server
// (scripts/serve-test.mjs); 500 pre-generated URLs per kind (city, largest city, no city) are measured at
// concurrency 1 (p50, p99: the target's figure) and then under 10 s of autocannon at 8 connections (p99, req/s).
// Any answer other than `code: 1` stops the bench with the URL and the message.
//
// `npm run bench` runs it after the page bench; `node bench/hotels.mjs` runs it alone (builds when dist/ is missing).
// Environment:
//   BENCH_HOTELS=100,1000       the scales (default 100,1000,10000)
//   BENCH_DATABASE_URL          a PostgreSQL server (any database on it the bench may connect to) where the bench
//                               creates and drops a throwaway database per scale; else TEST_DATABASE_URL; else the
//                               PostgreSQL rows print "skipped"
//   BENCH_SECONDS               autocannon's duration (default 10)
//   BENCH_ENGINES=postgres      the engines (default sqlite,postgres)
//   BENCH_KINDS=city,largest    the kinds of URL (default city,largest,none)
//   BENCH_KEEP=1                keep each scale's database (a named data directory in the system's temporary
//                               folder, a PostgreSQL database `concierge_bench_keep_<hotels>`) and reuse it on the
//                               next run: generating 10,000 hotels takes minutes; migrations still run on start
//   BENCH_PORT                  the page bench's port; this bench serves on BENCH_PORT + 5
import {
  CONNECTIONS,
  client,
  fmt,
  freshDatabase,
  percentile,
  prng,
  randomInt,
  runWhenMain,
  startServer,
  stop,
  thousands,
  URLS_PER_KIND,
  WARM_UP,
} from './lib.mjs';

const BENCH = 'hotel bench';
const TARGET_HOTELS = 10_000;
const TARGET_P99_MS = 50;
const ZONE = 'Asia/Shanghai';
const SORTS = ['popularity,desc', 'price,asc', 'price,desc', 'rating,desc', 'distance,asc'];
const KINDS = [
  { key: 'city', label: 'city' },
  { key: 'largest', label: 'largest city' },
  { key: 'none', label: 'no city' },
];

const todayIn = (zone) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * `count` list URLs: a city chosen by weight (the largest only, or none), check-in in the next 300 days, 1–5
 * nights, 1–2 rooms, 2 adults, 20 % with children, 30 % with a star filter, the sorts mixed.
 */
export function listUrls(seed, count, cities, kind, today = todayIn(ZONE)) {
  const random = prng(seed);
  const total = cities.reduce((sum, city) => sum + city.hotel_count, 0);
  const largest = cities.reduce((a, b) => (b.hotel_count > a.hotel_count ? b : a), cities[0]);
  const pickCity = () => {
    let left = random() * total;
    for (const city of cities) {
      left -= city.hotel_count;
      if (left < 0) return city;
    }
    return cities.at(-1);
  };
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams();
    const city = kind === 'city' ? pickCity() : kind === 'largest' ? largest : undefined;
    if (city) params.set('city', city.value);
    const checkin = addDays(today, randomInt(random, 0, 299));
    params.set('checkin', checkin);
    params.set('checkout', addDays(checkin, randomInt(random, 1, 5)));
    params.set('rooms', String(randomInt(random, 1, 2)));
    params.set('adults', '2');
    if (random() < 0.2) {
      const ages = Array.from({ length: randomInt(random, 1, 2) }, () => randomInt(random, 0, 12));
      params.set('children', String(ages.length));
      params.set('child_ages', ages.join(','));
    }
    if (random() < 0.3) {
      params.set('search[0][field]', 'star');
      params.set('search[0][operator]', 'IN');
      params.set('search[0][val]', '4,5');
    }
    const sort = SORTS[randomInt(random, 0, SORTS.length - 1)];
    if (sort !== SORTS[0] || random() < 0.5) params.set('order', sort);
    return `/api/hotel/list?${params}`;
  });
}

/** Cities with hotels and their sizes, from the API (`hotel/city`). */
async function cities(api) {
  const { body } = await api.get('/api/hotel/city');
  return JSON.parse(body).data.filter((city) => city.hotel_count > 0);
}

/** One engine at one scale: fresh database and server, warm-up, then each kind. */
async function benchScale(engine, hotels, { port, adminUrl, seconds, keep }) {
  const base = `http://127.0.0.1:${port}`;
  const api = client(BENCH, base);
  const database = await freshDatabase(engine, adminUrl, hotels, keep, {
    dir: 'concierge-hotel-bench-',
    keep: 'concierge_bench_keep_',
  });
  let server;
  try {
    process.stderr.write(`  ${engine}, ${hotels} hotels: starting…\n`);
    server = await startServer(BENCH, port, `${hotels} hotels`, { ...database.env, SEED_HOTELS: String(hotels) });
    const bytes = await database.size();
    const list = await cities(api);
    const urls = Object.fromEntries(
      KINDS.map(({ key }, index) => [key, listUrls(0xbe4c_0000 + index, URLS_PER_KIND, list, key)]),
    );
    const warm = KINDS.flatMap(({ key }, index) =>
      listUrls(0x0a4a_0000 + index, Math.ceil(WARM_UP / KINDS.length), list, key),
    ).slice(0, WARM_UP);
    await api.sequential(warm);
    const rows = [];
    const kinds = (process.env.BENCH_KINDS ?? 'city,largest,none').split(',').map((value) => value.trim());
    for (const { key, label } of KINDS.filter((kind) => kinds.includes(kind.key))) {
      const latencies = await api.sequential(urls[key]);
      const load = await api.underLoad(urls[key], seconds);
      rows.push({
        hotels,
        kind: key,
        label,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        p99Load: load.latency.p99,
        rps: load.requests.average,
      });
      process.stderr.write(
        `    ${label}: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms\n`,
      );
    }
    return rows.map((row) => ({ ...row, seed: server.seconds, mib: bytes / 1024 / 1024 }));
  } finally {
    if (server) await stop(server.child);
    await database.drop();
  }
}

function printEngine(title, rows, scales) {
  console.log(`\n${title}`);
  console.log('  hotels  kind            p50 ms   p99 ms  p99@8 ms    req/s   seed s   DB MiB');
  for (const row of rows) {
    console.log(
      `  ${String(row.hotels).padStart(6)}  ${row.label.padEnd(12)} ${fmt(row.p50)} ${fmt(row.p99)} ${fmt(row.p99Load, 0)}  ${fmt(row.rps, 0)} ${fmt(row.seed)} ${fmt(row.mib, 0)}`,
    );
  }
  const p99Of = (hotels, kind) => rows.find((row) => row.hotels === hotels && row.kind === kind)?.p99;
  const cityP99 = (hotels) => p99Of(hotels, 'city');
  // Both targets at concurrency 1: a city's search (design §12) and the list without a city (issue 23).
  for (const { key, label } of KINDS.filter((kind) => kind.key !== 'largest')) {
    const atTarget = p99Of(TARGET_HOTELS, key);
    if (atTarget === undefined) continue;
    console.log(
      `  target: ${label} p99 ≤ ${TARGET_P99_MS} ms at ${thousands(TARGET_HOTELS)}: ${atTarget <= TARGET_P99_MS ? 'ok' : 'MISSED'} (${atTarget.toFixed(1)} ms)`,
    );
  }
  const low = Math.min(...scales);
  const high = Math.max(...scales);
  if (high > low) {
    // Sub-linear: the p99 grows less than the number of hotels does.
    const growth = cityP99(high) / cityP99(low);
    const bound = high / low;
    console.log(
      `  growth: city p99(${thousands(high)}) / p99(${thousands(low)}) = ${growth.toFixed(2)} (sub-linear when < ${thousands(bound)}: ${growth < bound ? 'ok' : 'NOT SUB-LINEAR'})`,
    );
  }
}

/** Runs the bench on both engines and prints a table per engine. Throws on any answer other than code 1. */
export async function runHotelBench({ port = Number(process.env.BENCH_PORT ?? 4398) + 5 } = {}) {
  const scales = (process.env.BENCH_HOTELS ?? `100,1000,${TARGET_HOTELS}`)
    .split(',')
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isInteger(value) && value > 0);
  if (scales.length === 0) throw new Error('BENCH_HOTELS: a comma list of hotel counts, e.g. 100,1000');
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const keep = process.env.BENCH_KEEP === '1';
  const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((value) => value.trim());
  const results = {};
  for (const engine of ['sqlite', 'postgres']) {
    if (!engines.includes(engine) || (engine === 'postgres' && !adminUrl)) continue;
    results[engine] = [];
    for (const hotels of scales)
      results[engine].push(...(await benchScale(engine, hotels, { port, adminUrl, seconds, keep })));
  }

  console.log(
    `\nHotel search — GET /api/hotel/list, ${URLS_PER_KIND} URLs per kind: each once at concurrency 1 (p50, p99),`,
  );
  console.log(
    `then autocannon ${CONNECTIONS} connections × ${seconds} s (p99@8, req/s); seed s: start to first answer`,
  );
  if (results.sqlite) printEngine('SQLite', results.sqlite, scales);
  if (results.postgres) printEngine('PostgreSQL', results.postgres, scales);
  else if (engines.includes('postgres'))
    console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server to bench on)');
  return results;
}

await runWhenMain(import.meta.url, runHotelBench);
