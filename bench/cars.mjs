// The car bench (docs/design/cars.md §12): the car calls and a quote with a transfer on SQLite and PostgreSQL with
// SEED_CARS = 12 (the demo fleet) and 1,000 cars. Each scale gets a fresh database and a fresh built server
// (scripts/serve-test.mjs); 500 pre-generated URLs per kind are measured at concurrency 1 (p50, p99: the target's
// figure) and then under 10 s of autocannon at 8 connections (p99, req/s). Any answer other than `code: 1` stops the
// bench with the URL and the message. The URLs come from bench/carUrls.mjs: cities, places and cars from the API,
// the demo hotel served by the most cars, its stays those the quote answers for.
//
// `npm run bench` runs it after the news bench; `node bench/cars.mjs` runs it alone (builds when dist/ is missing).
// Environment:
//   BENCH_CARS=1000             the scales (default 12,1000)
//   BENCH_DATABASE_URL          a PostgreSQL server (any database on it the bench may connect to) where the bench
//                               creates and drops a throwaway database per scale; else TEST_DATABASE_URL; else the
//                               PostgreSQL rows print "skipped"
//   BENCH_SECONDS               autocannon's duration (default 10)
//   BENCH_ENGINES=postgres      the engines (default sqlite,postgres)
//   BENCH_CAR_KINDS=list,offers the kinds of URL (default list, detail, availability, offers, quote, quote-transfer)
//   BENCH_KEEP=1                keep each scale's database (a named data directory in the system's temporary
//                               folder, a PostgreSQL database `concierge_bench_cars_keep_<cars>`) and reuse it on
//                               the next run; migrations still run on start
//   BENCH_PORT                  the page bench's port; this bench serves on BENCH_PORT + 7
import { carUrls } from './carUrls.mjs';
import {
  CONNECTIONS,
  client,
  fmt,
  freshDatabase,
  measureKinds,
  runWhenMain,
  startServer,
  stop,
  thousands,
  URLS_PER_KIND,
  WARM_UP,
} from './lib.mjs';

const BENCH = 'car bench';
const TARGET_CARS = 1_000;
/** A quote with one transfer may take at most this many times as long as the same quote without (p99). */
const TRANSFER_FACTOR = 1.2;
const KINDS = [
  { key: 'list', label: 'car/list', target: 20 },
  { key: 'detail', label: 'car/detail', target: 10 },
  { key: 'availability', label: 'car/availability', target: 10 },
  { key: 'offers', label: 'car/offers', target: 20 },
  { key: 'quote', label: 'hotel/quote', target: undefined },
  { key: 'quote-transfer', label: 'quote+transfer', target: undefined },
];

/** One engine at one scale: fresh database and server, warm-up, then each kind. */
async function benchScale(engine, cars, { port, adminUrl, seconds, keep, kinds }) {
  const base = `http://127.0.0.1:${port}`;
  const api = client(BENCH, base);
  const database = await freshDatabase(engine, adminUrl, cars, keep, {
    dir: 'concierge-car-bench-',
    keep: 'concierge_bench_cars_keep_',
  });
  let server;
  try {
    process.stderr.write(`  ${engine}, ${cars} cars: starting…\n`);
    server = await startServer(BENCH, port, `${cars} cars`, {
      ...database.env,
      SEED_CARS: String(cars),
      SEED_HOTELS: '0',
      SEED_ARTICLES: '0',
    });
    const bytes = await database.size();
    const { urls, hotel } = await carUrls(api, base, 0xca4b_0000, URLS_PER_KIND, kinds);
    process.stderr.write(`    hotel ${hotel.hotelId}, served by ${hotel.cars} cars\n`);
    const chosen = KINDS.filter((kind) => kinds.includes(kind.key));
    const warm = (await carUrls(api, base, 0x0a4a_2000, Math.ceil(WARM_UP / chosen.length), kinds)).urls;
    await api.sequential(chosen.flatMap(({ key }) => warm[key]).slice(0, WARM_UP));
    const rows = (await measureKinds(api, chosen, urls, seconds)).map((row) => ({ cars, ...row }));
    return rows.map((row) => ({ ...row, seed: server.seconds, mib: bytes / 1024 / 1024, hotelCars: hotel.cars }));
  } finally {
    if (server) await stop(server.child);
    await database.drop();
  }
}

function printEngine(title, rows) {
  console.log(`\n${title}`);
  console.log(
    `      cars  kind               p50 ms   p99 ms  p99@8 ms    req/s   seed s   DB MiB  target (p99 at ${thousands(TARGET_CARS)} cars)`,
  );
  for (const row of rows) {
    const atTarget = row.cars === TARGET_CARS && row.target !== undefined;
    const verdict = atTarget ? `≤ ${row.target} ms: ${row.p99 <= row.target ? 'ok' : 'MISSED'}` : '';
    console.log(
      `  ${String(row.cars).padStart(8)}  ${row.label.padEnd(16)} ${fmt(row.p50)} ${fmt(row.p99)} ${fmt(row.p99Load, 0)}  ${fmt(row.rps, 0)} ${fmt(row.seed)} ${fmt(row.mib, 0)}  ${verdict}`,
    );
  }
  const at = (kind) => rows.find((row) => row.cars === TARGET_CARS && row.kind === kind);
  const measured = rows.filter((row) => row.cars === TARGET_CARS && row.target !== undefined);
  const missed = measured.filter((row) => row.p99 > row.target);
  console.log(
    measured.length === 0
      ? `  targets: not measured (BENCH_CARS has no ${thousands(TARGET_CARS)})`
      : `  targets: ${missed.length === 0 ? 'ok' : `MISSED (${missed.map((row) => row.label).join(', ')})`}`,
  );
  const [plain, transfer] = [at('quote'), at('quote-transfer')];
  if (plain && transfer) {
    const factor = transfer.p99 / plain.p99;
    console.log(
      `  quote with a transfer: p99 ${transfer.p99.toFixed(1)} ms against ${plain.p99.toFixed(1)} ms without = ${factor.toFixed(2)} × (target ≤ ${TRANSFER_FACTOR} ×): ${factor <= TRANSFER_FACTOR ? 'ok' : 'MISSED'}; p50 ${(transfer.p50 / plain.p50).toFixed(2)} ×`,
    );
  }
  const hotel = rows.find((row) => row.cars === TARGET_CARS);
  if (hotel) console.log(`  car/offers and the quotes: the demo hotel served by the most cars (${hotel.hotelCars})`);
}

/** Runs the bench on both engines and prints a table per engine. Throws on any answer other than code 1. */
export async function runCarBench({ port = Number(process.env.BENCH_PORT ?? 4398) + 7 } = {}) {
  const scales = (process.env.BENCH_CARS ?? `12,${TARGET_CARS}`)
    .split(',')
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isInteger(value) && value > 0);
  if (scales.length === 0) throw new Error('BENCH_CARS: a comma list of car counts, e.g. 12,1000');
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const keep = process.env.BENCH_KEEP === '1';
  const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((value) => value.trim());
  const kinds = (process.env.BENCH_CAR_KINDS ?? KINDS.map((kind) => kind.key).join(','))
    .split(',')
    .map((value) => value.trim());
  const results = {};
  for (const engine of ['sqlite', 'postgres']) {
    if (!engines.includes(engine) || (engine === 'postgres' && !adminUrl)) continue;
    results[engine] = [];
    for (const cars of scales)
      results[engine].push(...(await benchScale(engine, cars, { port, adminUrl, seconds, keep, kinds })));
  }

  console.log(
    `\nCars — GET /api/car/list, car/detail, car/availability, car/offers, hotel/quote without and with a transfer,`,
  );
  console.log(
    `${URLS_PER_KIND} URLs per kind: each once at concurrency 1 (p50, p99), then autocannon ${CONNECTIONS} connections × ${seconds} s (p99@8, req/s); seed s: start to first answer`,
  );
  if (results.sqlite) printEngine('SQLite', results.sqlite);
  if (results.postgres) printEngine('PostgreSQL', results.postgres);
  else if (engines.includes('postgres'))
    console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server to bench on)');
  return results;
}

await runWhenMain(import.meta.url, runCarBench);
