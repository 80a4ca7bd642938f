// npm run bench: builds when needed, serves the site on loopback with a fresh database, and measures the pages a
// guest opens first; then the hotel search bench (bench/hotels.mjs: SQLite and PostgreSQL, 100 to 10,000 hotels)
// and the news bench (bench/content.mjs: 1,000 and 100,000 articles).
// Budgets are targets to reach, printed beside the figures; they are not tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/browser.mjs';
import { runContentBench } from './content.mjs';
import { runHotelBench } from './hotels.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 4398);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_BASELINE=<another built checkout of this project, e.g. an earlier commit in a git worktree>: its server runs
// beside this one and the SSR throughput of the same pages is measured on both in alternating rounds.
const baselineDir = process.env.BENCH_BASELINE;
const COMPARED = ['/', '/user/login'];
const ROUNDS = 4;
const MAX_DROP = 0.1;
// JS budgets (gzip, what a fresh browser downloads): pages without interaction ship none of ours; the login page
// and every member page carry React islands (the React runtime is one shared, long-cached chunk).
const PAGES = [
  { path: '/', budget: { jsGzip: 0, reqPerSec: 650 } },
  { path: '/user/login', budget: { jsGzip: 80 * 1024 } },
];
// Guest news pages ship no script of ours either (docs/design/content.md §9.4).
const NO_SCRIPT_PAGES = [
  '/does-not-exist',
  '/cms',
  '/cms/channel/travel',
  '/cms/info/1',
  '/cms/page/1',
  '/cms/search?q=hotel',
  '/car/list',
  '/car/list?city=shanghai',
  '/car/detail/1',
];
const MEMBER_JS_BUDGET = 90 * 1024;

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

function build() {
  if (existsSync(join(root, 'dist', 'server', 'entry.mjs')) && !process.argv.includes('--build')) return;
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function startServer(dir = root, on = port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'concierge-bench-'));
  const child = spawn(process.execPath, [join(dir, 'scripts', 'serve-test.mjs')], {
    cwd: dir,
    env: { ...process.env, PORT: String(on), HOST: '127.0.0.1', DATA_DIR: dataDir },
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

/** A day `n` days from today (UTC), as the booking page's query carries it. */
function inDays(n) {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

const MEMBER_PAGES = [
  '/user/account/overview',
  '/user/account/profile',
  '/user/account/changePassword',
  '/user/account/balance',
  '/user/account/integral',
  // The team pages (the demo member is a main account): the list and the add form with its permission picker.
  '/user/manage/subAccount',
  '/user/manage/subAccount/add',
  // The booking form (an island over the plain form; room type 1 of the seed, a stay a month ahead).
  `/hotel/booking?room_type_id=1&checkin=${inDays(30)}&checkout=${inDays(32)}&rooms=1&adults=2`,
];

/**
 * Hotel pages (a guest) and their JS budgets, gzip (docs/design/hotels.md §10.4), each measured after what wakes its
 * islands: the home page's search box used, the list idle, the detail page's calendar scrolled into view.
 */
const HOTEL_PAGES = [
  {
    path: '/',
    label: '/ after using the search',
    budget: 95 * 1024,
    interact: async (page) => {
      await page.focus('[data-testid=home-search-children]');
      await page.focus('[data-testid=home-search-checkin]');
    },
  },
  { path: `/hotel/list?city=shanghai&checkin=${inDays(30)}&checkout=${inDays(32)}`, budget: 120 * 1024 },
  {
    path: `/hotel/detail/1?checkin=${inDays(30)}&checkout=${inDays(32)}`,
    budget: 115 * 1024,
    interact: (page) => page.locator('#calendar').scrollIntoViewIfNeeded(),
  },
];

/** Member pages with islands that wake when seen, measured after scrolling to them (content §9.4). */
const MEMBER_ISLAND_PAGES = [
  {
    path: '/cms/info/1',
    label: '/cms/info/1 (member)',
    budget: 95 * 1024,
    interact: (page) => page.locator('#comments').scrollIntoViewIfNeeded(),
  },
];

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
  if (!existsSync(join(baselineDir, 'dist', 'server', 'entry.mjs'))) {
    throw new Error(`BENCH_BASELINE has no build: run the build in ${baselineDir} first`);
  }
  const servers = [
    { name: 'current', child: await startServer(root, port + 2), origin: `http://127.0.0.1:${port + 2}` },
    { name: 'baseline', child: await startServer(baselineDir, port + 1), origin: `http://127.0.0.1:${port + 1}` },
  ];
  const out = [];
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
  } finally {
    for (const s of servers) s.child.kill();
  }
  return out;
}

build();
const server = await startServer();
const executablePath = ensureChromium();
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const rows = [];
const memberRows = [];
const hotelRows = [];
let comparison = [];
try {
  const member = await browser.newContext();
  const login = await member.newPage();
  await login.goto(`${base}/user/login`);
  await login.fill('[name=username]', 'demo');
  await login.fill('[name=password]', 'demo123456');
  await Promise.all([login.waitForURL(/\/user\/account/), login.click('[data-testid=login-submit]')]);
  await login.close();
  for (const path of MEMBER_PAGES) memberRows.push({ path, ...(await browserFigures(browser, path, member)) });
  for (const { path, label, budget, interact } of MEMBER_ISLAND_PAGES) {
    hotelRows.push({ label, budget, ...(await browserFigures(browser, path, member, interact)) });
  }
  await member.close();
  for (const path of NO_SCRIPT_PAGES) memberRows.push({ path, guest: true, ...(await browserFigures(browser, path)) });
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
} finally {
  await browser.close();
  server.kill();
}
if (baselineDir) comparison = await compareWithBaseline();

console.log(`\nConcierge benchmark — ${new Date().toISOString()} — autocannon 10 connections × ${duration} s\n`);
for (const { path, budget, html, assets, load: l, rss, rssIdle } of rows) {
  const jsOk = assets.js <= budget.jsGzip ? 'ok' : 'OVER';
  console.log(`${path}`);
  console.log(`  HTML            ${kib(html.bytes)} (gzip ${kib(html.gzip)})`);
  console.log(`  JS (gzip)       ${kib(assets.js)}   budget ${kib(budget.jsGzip)}: ${jsOk}`);
  console.log(`  CSS (gzip)      ${kib(assets.css)}`);
  console.log(`  on the wire     ${kib(assets.wire)} (a fresh browser: page, scripts, styles, images, compressed)`);
  console.log(`  LCP             ${assets.lcp.toFixed(0)} ms`);
  const rpsNote = budget.reqPerSec
    ? `   budget ≥ ${budget.reqPerSec}: ${l.requests.average >= budget.reqPerSec ? 'ok' : 'UNDER'}`
    : '';
  console.log(`  SSR             ${l.requests.average.toFixed(0)} req/s${rpsNote}`);
  console.log(`  latency         p50 ${l.latency.p50} ms, p99 ${l.latency.p99} ms, errors ${l.errors + l.non2xx}`);
  const mib = (bytes) => (bytes / 1024 / 1024).toFixed(0);
  console.log(`  server RSS      ${mib(rss)} MiB right after the load, ${mib(rssIdle)} MiB 32 s later (idle)`);
}
console.log('\nMember pages (logged in as the demo member) and pages without interaction (a guest): JS and CSS a');
console.log(`fresh browser downloads, gzip; budget ${kib(MEMBER_JS_BUDGET)} of JS per member page, none elsewhere;`);
console.log('wire: bytes received as sent (member pages after the first reuse the cache of one logged-in browser)');
for (const { path, js, css, lcp, wire, guest } of memberRows) {
  const budget = guest ? 0 : MEMBER_JS_BUDGET;
  console.log(
    `  ${path.padEnd(30)} JS ${kib(js).padStart(9)} ${js <= budget ? 'ok  ' : 'OVER'}   CSS ${kib(css).padStart(9)}   wire ${kib(wire).padStart(9)}   LCP ${lcp.toFixed(0)} ms`,
  );
}
console.log(
  '\nPages with islands (a guest unless marked, once their islands woke): JS a fresh browser downloads, gzip, against its budget',
);
for (const { label, budget, js, css, lcp } of hotelRows) {
  console.log(
    `  ${label.padEnd(30)} JS ${kib(js).padStart(9)}   budget ${kib(budget).padStart(9)} ${js <= budget ? 'ok  ' : 'OVER'}   CSS ${kib(css).padStart(9)}   LCP ${lcp.toFixed(0)} ms`,
  );
}
if (comparison.length > 0) {
  console.log(
    `\nSSR throughput against the baseline (${baselineDir}), ${ROUNDS} alternating rounds of ${duration} s each (fresh servers, warmed alike);`,
  );
  console.log(`target: no drop above ${MAX_DROP * 100} %`);
  for (const { path, current, baseline } of comparison) {
    const change = current / baseline - 1;
    const verdict = change >= -MAX_DROP ? 'ok' : 'DROP';
    const sign = change >= 0 ? '+' : '';
    console.log(
      `  ${path.padEnd(14)} ${current.toFixed(0).padStart(6)} req/s   baseline ${baseline.toFixed(0).padStart(6)} req/s   ${sign}${(change * 100).toFixed(1)} %   ${verdict}`,
    );
  }
}

// The hotel search: its own servers and databases per engine and scale (BENCH_HOTELS limits the scales).
await runHotelBench({ port: port + 5 });

// The news: search, tags, channels and articles, its own servers and databases (BENCH_ARTICLES limits the scales).
await runContentBench({ port: port + 6 });
