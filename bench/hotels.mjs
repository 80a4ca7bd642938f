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
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const URLS_PER_KIND = 500;
const WARM_UP = 100;
const CONNECTIONS = 8;
const TARGET_HOTELS = 10_000;
const TARGET_P99_MS = 50;
/** A server with 10,000 hotels answers once they are generated: minutes (design §11). */
const READY_TIMEOUT_MS = 15 * 60_000;
const ZONE = 'Asia/Shanghai';
const SORTS = ['popularity,desc', 'price,asc', 'price,desc', 'rating,desc', 'distance,asc'];
const KINDS = [
  { key: 'city', label: 'city' },
  { key: 'largest', label: 'largest city' },
  { key: 'none', label: 'no city' },
];

/** mulberry32, as `prng` of modules/hotel/seedRates.ts: the same URLs on every run. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const randomInt = (random, min, max) => min + Math.floor(random() * (max - min + 1));

const todayIn = (zone) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Nearest-rank percentile of sorted numbers. */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

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

/** The envelope of an answer, or an error that names the call and what came back. */
function checked(path, status, body) {
  if (/^\{"code":1[,}]/.test(body)) return;
  let message = body.slice(0, 300);
  try {
    const envelope = JSON.parse(body);
    if (envelope.code === 1) return;
    message = `code ${envelope.code}: ${envelope.msg}`;
  } catch {
    // not JSON: show the start of the body
  }
  throw new Error(`hotel bench: ${path} answered HTTP ${status}, ${message}`);
}

/**
 * A kept-alive connection the server closed while it sat idle (its keep-alive timeout, 5 s, passes during each
 * autocannon run) fails the next request before it is sent: that request is sent again, once, on a new one.
 */
async function fetchOnce(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = error?.cause?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

async function get(base, path) {
  const started = performance.now();
  const res = await fetchOnce(base + path, { headers: { 'think-lang': 'en' } });
  const body = await res.text();
  const ms = performance.now() - started;
  checked(path, res.status, body);
  return { ms, body };
}

/** Each URL once, one at a time: latencies in ms, sorted. */
async function sequential(base, urls) {
  const latencies = [];
  for (const path of urls) latencies.push((await get(base, path)).ms);
  return latencies.sort((a, b) => a - b);
}

/** autocannon over the URLs (each connection walks the list); fails when any answer is not code 1. */
function underLoad(base, urls, seconds) {
  let failure;
  const onResponse = (status, body, context) => {
    if (failure) return;
    try {
      checked(context.path ?? '(under load)', status, String(body));
    } catch (error) {
      failure = error;
    }
  };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'think-lang': 'en' },
        requests: urls.map((path) => ({
          method: 'GET',
          path,
          setupRequest: (request, context) => {
            context.path = path;
            return request;
          },
          onResponse,
        })),
      },
      (error, result) => {
        if (error) reject(error);
        else if (failure) reject(failure);
        else if (result.errors + result.non2xx > 0) {
          reject(new Error(`hotel bench: ${result.errors} errors and ${result.non2xx} non-2xx answers under load`));
        } else resolve(result);
      },
    );
  });
}

/**
 * A fresh database for one scale: a data directory (SQLite) or a throwaway PostgreSQL database; with `keep`, a
 * named one per engine and scale that outlives the run (created when missing, otherwise reused as it is).
 */
async function freshDatabase(engine, adminUrl, hotels, keep) {
  const dataDir = keep
    ? join(tmpdir(), `concierge-hotel-bench-keep-${engine}-${hotels}`)
    : mkdtempSync(join(tmpdir(), 'concierge-hotel-bench-'));
  if (keep) mkdirSync(dataDir, { recursive: true });
  if (engine === 'sqlite') {
    const size = () =>
      readdirSync(dataDir)
        .filter((name) => name.startsWith('concierge.sqlite'))
        .reduce((sum, name) => sum + statSync(join(dataDir, name)).size, 0);
    const drop = async () => {
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    };
    return { env: { DATA_DIR: dataDir }, size, drop };
  }
  const name = keep ? `concierge_bench_keep_${hotels}` : `concierge_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const size = async () => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query('select pg_database_size(current_database()) as bytes');
    await client.end();
    return Number(rows[0].bytes);
  };
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    size,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (keep) return;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Starts the built server with `hotels` hotels; resolves once it answers (after generating them), with the time. */
async function startServer(port, hotels, env) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'serve-test.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      ORDER_SWEEP_SECONDS: '0',
      SEED_HOTELS: String(hotels),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  // The generator's progress, one line per 1,000 hotels.
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text) => {
    for (const line of text.split('\n')) if (line.startsWith('[seed]')) process.stderr.write(`    ${line}\n`);
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/index/index`, {
        signal: AbortSignal.timeout(READY_TIMEOUT_MS),
      });
      if (res.ok) return { child, seconds: (performance.now() - started) / 1000 };
    } catch {
      // not up yet, or still generating hotels
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(
    exited
      ? `hotel bench: the server with ${hotels} hotels exited before answering (its errors are above)`
      : `hotel bench: the server with ${hotels} hotels did not answer within 15 minutes`,
  );
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill();
  });

/** Cities with hotels and their sizes, from the API (`hotel/city`). */
async function cities(base) {
  const { body } = await get(base, '/api/hotel/city');
  return JSON.parse(body).data.filter((city) => city.hotel_count > 0);
}

/** One engine at one scale: fresh database and server, warm-up, then each kind. */
async function benchScale(engine, hotels, { port, adminUrl, seconds, keep }) {
  const base = `http://127.0.0.1:${port}`;
  const database = await freshDatabase(engine, adminUrl, hotels, keep);
  let server;
  try {
    process.stderr.write(`  ${engine}, ${hotels} hotels: starting…\n`);
    server = await startServer(port, hotels, database.env);
    const bytes = await database.size();
    const list = await cities(base);
    const urls = Object.fromEntries(
      KINDS.map(({ key }, index) => [key, listUrls(0xbe4c_0000 + index, URLS_PER_KIND, list, key)]),
    );
    const warm = KINDS.flatMap(({ key }, index) =>
      listUrls(0x0a4a_0000 + index, Math.ceil(WARM_UP / KINDS.length), list, key),
    ).slice(0, WARM_UP);
    await sequential(base, warm);
    const rows = [];
    const kinds = (process.env.BENCH_KINDS ?? 'city,largest,none').split(',').map((value) => value.trim());
    for (const { key, label } of KINDS.filter((kind) => kinds.includes(kind.key))) {
      const latencies = await sequential(base, urls[key]);
      const load = await underLoad(base, urls[key], seconds);
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

const fmt = (n, digits = 1) => n.toFixed(digits).padStart(8);
const thousands = (n) => n.toLocaleString('en-US');

function printEngine(title, rows, scales) {
  console.log(`\n${title}`);
  console.log('  hotels  kind            p50 ms   p99 ms  p99@8 ms    req/s   seed s   DB MiB');
  for (const row of rows) {
    console.log(
      `  ${String(row.hotels).padStart(6)}  ${row.label.padEnd(12)} ${fmt(row.p50)} ${fmt(row.p99)} ${fmt(row.p99Load, 0)}  ${fmt(row.rps, 0)} ${fmt(row.seed)} ${fmt(row.mib, 0)}`,
    );
  }
  const cityP99 = (hotels) => rows.find((row) => row.hotels === hotels && row.kind === 'city')?.p99;
  const atTarget = cityP99(TARGET_HOTELS);
  console.log(
    atTarget === undefined
      ? `  target: city p99 ≤ ${TARGET_P99_MS} ms at ${thousands(TARGET_HOTELS)}: not measured (BENCH_HOTELS)`
      : `  target: city p99 ≤ ${TARGET_P99_MS} ms at ${thousands(TARGET_HOTELS)}: ${atTarget <= TARGET_P99_MS ? 'ok' : 'MISSED'} (${atTarget.toFixed(1)} ms)`,
  );
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!existsSync(join(ROOT, 'dist', 'server', 'entry.mjs'))) {
    const astro = join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
    const result = spawnSync(process.execPath, [astro, 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  await runHotelBench();
}
