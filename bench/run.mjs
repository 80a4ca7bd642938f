// npm run bench: builds when needed, serves the site on loopback with a fresh database, and measures the pages a
// guest opens first; then the hotel search bench (bench/hotels.mjs: SQLite and PostgreSQL, 100 to 10,000 hotels),
// the news bench (bench/content.mjs: 1,000 and 100,000 articles) and the car bench (bench/cars.mjs: 12 and 1,000
// cars), the booking bench (bench/bookings.mjs: bursts of 200 members booking one hotel or 20, on SQLite and on
// PostgreSQL through 4 instances) and the rates bench (bench/rates.mjs: a year of 10 room types' prices saved at
// once). BENCH_PARTS=cars (a comma list of pages, hotels, content, cars, bookings, rates; default all) runs only those
// parts.
// Budgets are targets to reach, printed beside the figures; a page's JS over its budget (gzip, what a fresh browser
// downloads) makes the run fail (exit code 1) once every figure is printed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/browser.mjs';
import { runBookingBench } from './bookings.mjs';
import { runCarBench } from './cars.mjs';
import { runContentBench } from './content.mjs';
import { runHotelBench } from './hotels.mjs';
import {
  HOTEL_PAGES,
  MEMBER_ISLAND_PAGES,
  MEMBER_JS_BUDGET,
  MEMBER_NO_SCRIPT_PAGES,
  MEMBER_PAGE_BUDGETS,
  MEMBER_PAGES,
  NO_SCRIPT_PAGES,
  PAGES,
} from './pages.mjs';
import { runRatesBench } from './rates.mjs';
import { baselineBuild, compareSsr, printSsr } from './ssr.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 4398);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_BASELINE=<another built checkout of this project, e.g. an earlier commit in a git worktree>, or
// BENCH_BASELINE_DIST=<another build folder of this checkout, e.g. dist-before>: its server runs beside this one and
// the SSR throughput of the same pages is measured on both in alternating rounds.
const baseline = baselineBuild();
const baselineName = baseline && (baseline.dir === root ? baseline.dist : baseline.dir);
const COMPARED = ['/', '/user/login'];
const ROUNDS = 4;
const MAX_DROP = 0.1;
const PARTS = ['pages', 'hotels', 'content', 'cars', 'bookings', 'rates'];
const parts = new Set((process.env.BENCH_PARTS ?? PARTS.join(',')).split(',').map((part) => part.trim()));
for (const part of parts) if (!PARTS.includes(part)) throw new Error(`BENCH_PARTS: unknown part ${part}`);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

function build() {
  if (existsSync(join(root, 'dist', 'server', 'entry.mjs')) && !process.argv.includes('--build')) return;
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function startServer(dir = root, on = port, dist = 'dist') {
  const dataDir = mkdtempSync(join(tmpdir(), 'concierge-bench-'));
  const child = spawn(process.execPath, [join(dir, 'scripts', 'serve-test.mjs')], {
    cwd: dir,
    env: { ...process.env, PORT: String(on), HOST: '127.0.0.1', DATA_DIR: dataDir, CONCIERGE_DIST: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${on}/api/index/index`);
      if (res.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

async function htmlSize(path) {
  const res = await fetch(base + path, { headers: { 'accept-language': 'zh-CN' } });
  const body = Buffer.from(await res.arrayBuffer());
  return { bytes: body.length, gzip: gzipSync(body).length };
}

async function browserFigures(browser, path, context = undefined, interact = undefined) {
  const own = !context;
  context ??= await browser.newContext();
  const page = await context.newPage();
  const assets = { js: 0, css: 0 };
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => {
          assets[type === 'script' ? 'js' : 'css'] += gzipSync(body).length;
        })
        .catch(() => {}),
    );
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  if (interact) {
    await interact(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
  }
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries.at(-1)?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 3000);
      }),
  );
  // Bytes on the wire: what the browser actually received for the page and everything it loaded (compressed
  // transfers, headers included), from the Resource Timing entries (all same-origin).
  const wire = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce(
      (sum, entry) => sum + /** @type {PerformanceResourceTiming} */ (entry).transferSize,
      0,
    ),
  );
  await Promise.all(pending);
  if (own) await context.close();
  else await page.close();
  return { ...assets, lcp, wire };
}

function load(path, origin = base, seconds = duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url: origin + path, connections: 10, duration: seconds }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * Requests per second of each compared page on this build and the baseline: both served fresh, side by side, warmed
 * alike, measured in alternating rounds (this, baseline, baseline, this, …) so that neither gains from going first.
 */
async function compareWithBaseline() {
  if (!existsSync(join(baseline.dir, baseline.dist, 'server', 'entry.mjs'))) {
    throw new Error(`the baseline has no build: build ${join(baseline.dir, baseline.dist)} first`);
  }
  const servers = [
    { name: 'current', child: await startServer(root, port + 2), origin: `http://127.0.0.1:${port + 2}` },
    {
      name: 'baseline',
      child: await startServer(baseline.dir, port + 1, baseline.dist),
      origin: `http://127.0.0.1:${port + 1}`,
    },
  ];
  const out = [];
  let ssr = [];
  try {
    for (const path of COMPARED) {
      const figures = { current: 0, baseline: 0 };
      for (const s of servers) await load(path, s.origin, 3);
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const s of order) figures[s.name] += (await load(path, s.origin)).requests.average / ROUNDS;
      }
      out.push({ path, ...figures });
    }
    // The pages that call the API most, as a browser asks for them, with the CPU time of each server per request.
    ssr = await compareSsr(
      servers.map((s) => ({ name: s.name, origin: s.origin, pid: s.child.pid })),
      ROUNDS,
      duration,
    );
  } finally {
    for (const s of servers) s.child.kill();
  }
  return { rates: out, ssr, servers };
}

/** The pages: weight, LCP and SSR throughput of one fresh server, and the comparison with the baseline. */
async function runPageBench() {
  const server = await startServer();
  const executablePath = ensureChromium();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const rows = [];
  const memberRows = [];
  const hotelRows = [];
  let ssrRows = [];
  let comparison = { rates: [], ssr: [], servers: [] };
  try {
    const member = await browser.newContext();
    const login = await member.newPage();
    await login.goto(`${base}/user/login`);
    await login.fill('[name=username]', 'demo');
    await login.fill('[name=password]', 'demo123456');
    await Promise.all([login.waitForURL(/\/user\/account/), login.click('[data-testid=login-submit]')]);
    await login.close();
    for (const path of MEMBER_PAGES) memberRows.push({ path, ...(await browserFigures(browser, path, member)) });
    for (const path of MEMBER_NO_SCRIPT_PAGES) {
      memberRows.push({ path: `${path} (member)`, noScript: true, ...(await browserFigures(browser, path, member)) });
    }
    for (const { path, label, budget, interact } of MEMBER_ISLAND_PAGES) {
      hotelRows.push({ label, budget, ...(await browserFigures(browser, path, member, interact)) });
    }
    await member.close();
    for (const path of NO_SCRIPT_PAGES)
      memberRows.push({ path, guest: true, ...(await browserFigures(browser, path)) });
    for (const { path, label, budget, interact } of HOTEL_PAGES) {
      hotelRows.push({
        label: label ?? path.split('?')[0],
        budget,
        ...(await browserFigures(browser, path, undefined, interact)),
      });
    }

    for (const { path, budget } of PAGES) {
      const html = await htmlSize(path);
      const assets = await browserFigures(browser, path);
      const result = await load(path);
      const rss = rssOf(server.pid);
      // The server gives memory back once it goes quiet (scripts/idle-collector.mjs: after 30 s without requests).
      await new Promise((r) => setTimeout(r, 32_000));
      rows.push({ path, budget, html, assets, load: result, rss, rssIdle: rssOf(server.pid) });
    }
    ssrRows = await compareSsr([{ name: 'this', origin: base, pid: server.pid }], 1, duration);
  } finally {
    await browser.close();
    server.kill();
  }
  if (baseline) comparison = await compareWithBaseline();

  const over = [];
  console.log(`\nConcierge benchmark — ${new Date().toISOString()} — autocannon 10 connections × ${duration} s\n`);
  for (const { path, budget, html, assets, load: l, rss, rssIdle } of rows) {
    const jsOk = assets.js <= budget.jsGzip ? 'ok' : 'OVER';
    if (jsOk === 'OVER') over.push(`${path} JS ${kib(assets.js)} > ${kib(budget.jsGzip)}`);
    console.log(`${path}`);
    console.log(`  HTML            ${kib(html.bytes)} (gzip ${kib(html.gzip)})`);
    console.log(`  JS (gzip)       ${kib(assets.js)}   budget ${kib(budget.jsGzip)}: ${jsOk}`);
    console.log(`  CSS (gzip)      ${kib(assets.css)}`);
    console.log(`  on the wire     ${kib(assets.wire)} (a fresh browser: page, scripts, styles, images, compressed)`);
    console.log(`  LCP             ${assets.lcp.toFixed(0)} ms`);
    const other = rows.find((row) => row.path === budget.reqPerSecOf)?.load.requests.average;
    const rpsNote = budget.reqPerSec
      ? `   budget ≥ ${budget.reqPerSec}: ${l.requests.average >= budget.reqPerSec ? 'ok' : 'UNDER'}`
      : other !== undefined
        ? `   target ≥ ${budget.reqPerSecOf} (${other.toFixed(0)}): ${l.requests.average >= other ? 'ok' : 'UNDER'}`
        : '';
    console.log(`  SSR             ${l.requests.average.toFixed(0)} req/s${rpsNote}`);
    console.log(`  latency         p50 ${l.latency.p50} ms, p99 ${l.latency.p99} ms, errors ${l.errors + l.non2xx}`);
    const mib = (bytes) => (bytes / 1024 / 1024).toFixed(0);
    console.log(`  server RSS      ${mib(rss)} MiB right after the load, ${mib(rssIdle)} MiB 32 s later (idle)`);
  }
  console.log('\nMember pages (logged in as the demo member) and pages without interaction (a guest): JS and CSS a');
  console.log(
    `fresh browser downloads, gzip; budget ${kib(MEMBER_JS_BUDGET)} of JS per member page unless marked, none elsewhere (nor on the car pages for a member);`,
  );
  console.log('wire: bytes received as sent (member pages after the first reuse the cache of one logged-in browser)');
  for (const { path, js, css, lcp, wire, guest, noScript } of memberRows) {
    const own = MEMBER_PAGE_BUDGETS[path];
    const budget = guest || noScript ? 0 : (own ?? MEMBER_JS_BUDGET);
    if (js > budget) over.push(`${path} JS ${kib(js)} > ${kib(budget)}`);
    console.log(
      `  ${path.padEnd(30)} JS ${kib(js).padStart(9)} ${js <= budget ? 'ok  ' : 'OVER'}${own === undefined ? '' : ` (budget ${kib(own)})`}   CSS ${kib(css).padStart(9)}   wire ${kib(wire).padStart(9)}   LCP ${lcp.toFixed(0)} ms`,
    );
  }
  console.log(
    '\nPages with islands (a guest unless marked, once their islands woke): JS a fresh browser downloads, gzip, against its budget',
  );
  for (const { label, budget, js, css, lcp } of hotelRows) {
    if (js > budget) over.push(`${label} JS ${kib(js)} > ${kib(budget)}`);
    console.log(
      `  ${label.padEnd(30)} JS ${kib(js).padStart(9)}   budget ${kib(budget).padStart(9)} ${js <= budget ? 'ok  ' : 'OVER'}   CSS ${kib(css).padStart(9)}   LCP ${lcp.toFixed(0)} ms`,
    );
  }
  printSsr(
    ssrRows,
    [{ name: 'this' }],
    `SSR cost of the pages that call the API most, as a browser asks for them (cookies, Accept-Encoding: br, gzip):
req/s at 10 connections and the server process's CPU time (user + system) per request`,
  );
  if (comparison.rates.length > 0) {
    console.log(
      `\nSSR throughput against the baseline (${baselineName}), ${ROUNDS} alternating rounds of ${duration} s each (fresh servers, warmed alike);`,
    );
    console.log(`target: no drop above ${MAX_DROP * 100} %`);
    for (const { path, current, baseline } of comparison.rates) {
      const change = current / baseline - 1;
      const verdict = change >= -MAX_DROP ? 'ok' : 'DROP';
      const sign = change >= 0 ? '+' : '';
      console.log(
        `  ${path.padEnd(14)} ${current.toFixed(0).padStart(6)} req/s   baseline ${baseline.toFixed(0).padStart(6)} req/s   ${sign}${(change * 100).toFixed(1)} %   ${verdict}`,
      );
    }
    printSsr(comparison.ssr, comparison.servers, 'SSR cost against the baseline, same rounds (CPU time per request)');
  }
  if (over.length > 0) {
    console.log(`\nJS over budget (the run fails):\n  ${over.join('\n  ')}`);
    process.exitCode = 1;
  }
}

build();
if (parts.has('pages')) await runPageBench();

// The hotel search: its own servers and databases per engine and scale (BENCH_HOTELS limits the scales).
if (parts.has('hotels')) await runHotelBench({ port: port + 5 });

// The news: search, tags, channels and articles, its own servers and databases (BENCH_ARTICLES limits the scales).
if (parts.has('content')) await runContentBench({ port: port + 6 });

// The cars: list, detail, availability, offers and quotes with a transfer, its own servers and databases
// (BENCH_CARS limits the scales).
if (parts.has('cars')) await runCarBench({ port: port + 7 });

// The bookings: bursts of members booking one hotel, then 20, through 4 instances on PostgreSQL, its own servers and
// databases (BENCH_BOOKERS, BENCH_BOOKING_ROUNDS).
if (parts.has('bookings')) await runBookingBench({ port: port + 8 });

// The rates: a revenue manager's bulk edit of a year of 10 room types, previewed and saved (BENCH_RATE_ROUNDS).
if (parts.has('rates')) await runRatesBench({ port: port + 12 });
