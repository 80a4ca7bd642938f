// The SSR cost of the pages that call the API most: the hotel detail (a guest) and the booking page (the demo member),
// asked for as a browser asks (its cookies, `Accept-Encoding: br, gzip`): requests per second under autocannon and
// the server's CPU time per request, its process's utime + stime over the run (/proc/<pid>/stat) divided by the
// requests answered. Run by the page bench (bench/run.mjs) on its server; alone, `npx node bench/ssr.mjs` serves this
// build, and with BENCH_BASELINE (another built checkout) or BENCH_BASELINE_DIST (another build folder of this one,
// e.g. `npx astro build --outDir dist-before` at an earlier commit) both run side by side, measured in alternating
// rounds (this, baseline, baseline, this, …) so that neither gains from going first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { ROOT, runWhenMain } from './lib.mjs';
import { SSR_PAGES } from './pages.mjs';

const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** What a browser sends with every page request besides its cookies. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
  'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
};

/** Clock ticks per second of /proc/<pid>/stat (`getconf CLK_TCK`, 100 on Linux). */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** CPU seconds (user + system) the process has used so far. */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start with the state, field 3: utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** The cookies the demo member's browser holds after logging in through the login form, as one Cookie header. */
export async function memberCookie(origin) {
  const res = await fetch(`${origin}/user/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'demo', password: 'demo123456', keep: '1' }),
  });
  const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (res.status !== 303 || !cookies.some((cookie) => cookie.startsWith('ba-session='))) {
    throw new Error(`ssr bench: the demo member's login answered ${res.status} without a session`);
  }
  return cookies.join('; ');
}

/** One run of autocannon on `path`: requests per second, CPU ms per request of the server `pid`, p50/p99. */
export async function measureSsr(origin, pid, path, headers, seconds = SECONDS) {
  const before = cpuSeconds(pid);
  const result = await new Promise((done, fail) => {
    autocannon(
      { url: origin + path, connections: CONNECTIONS, duration: seconds, headers: { ...BROWSER_HEADERS, ...headers } },
      (error, answer) => (error ? fail(error) : done(answer)),
    );
  });
  const cpu = cpuSeconds(pid) - before;
  const answered = result.requests.total;
  if (result.errors + result.non2xx > 0 || answered === 0) {
    throw new Error(`ssr bench: ${path} had ${result.errors} errors and ${result.non2xx} non-2xx answers`);
  }
  return {
    rps: answered / seconds,
    cpuMs: (cpu * 1000) / answered,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/**
 * The headers of each SSR page on one server: the member's cookies where the page is a member's; `identity` for a
 * plain request (no encoding accepted).
 */
export async function pageHeaders(origin) {
  const cookie = await memberCookie(origin);
  return SSR_PAGES.map((page) => ({
    ...(page.member ? { cookie } : {}),
    ...(page.plain ? { 'accept-encoding': 'identity' } : {}),
  }));
}

/**
 * Each SSR page on each server (`{name, origin, pid}`), warmed alike, then measured in `rounds` alternating rounds:
 * for every page and server the mean req/s and CPU ms per request over the rounds. A round measures every page in
 * turn, so that a drift of the machine's load (or of the servers' warm-up) over the run weighs on all pages alike:
 * the home page as a browser asks and plainly, whose ratio the bench checks, are measured minutes apart otherwise.
 */
export async function compareSsr(servers, rounds = ROUNDS, seconds = SECONDS) {
  const headers = new Map();
  for (const server of servers) headers.set(server.name, await pageHeaders(server.origin));
  const figures = SSR_PAGES.map(() =>
    Object.fromEntries(servers.map((s) => [s.name, { rps: 0, cpuMs: 0, p50: 0, p99: 0 }])),
  );
  for (const [index, page] of SSR_PAGES.entries()) {
    for (const s of servers) await measureSsr(s.origin, s.pid, page.path, headers.get(s.name)[index], 3);
  }
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const [index, page] of SSR_PAGES.entries()) {
      for (const s of order) {
        const run = await measureSsr(s.origin, s.pid, page.path, headers.get(s.name)[index], seconds);
        process.stderr.write(
          `    ${page.label} ${s.name} round ${round + 1}: ${run.rps.toFixed(0)} req/s, ${run.cpuMs.toFixed(2)} ms CPU/req\n`,
        );
        for (const key of ['rps', 'cpuMs', 'p50', 'p99']) figures[index][s.name][key] += run[key] / rounds;
      }
    }
  }
  return SSR_PAGES.map((page, index) => ({
    label: page.label,
    path: page.path,
    plain: page.plain === true,
    figures: figures[index],
  }));
}

/** The table of `compareSsr`'s rows: per page one line per server, and the change of the first against the rest. */
export function printSsr(rows, servers, title) {
  console.log(`\n${title}`);
  for (const { label, figures } of rows) {
    console.log(`  ${label}`);
    const [first] = servers;
    for (const { name } of servers) {
      const f = figures[name];
      let change = '';
      if (name !== first.name) {
        const mine = figures[first.name];
        const rate = (mine.rps / f.rps - 1) * 100;
        const cpu = (mine.cpuMs / f.cpuMs - 1) * 100;
        change = `   ${first.name}: ${rate >= 0 ? '+' : ''}${rate.toFixed(1)} % req/s, ${cpu >= 0 ? '+' : ''}${cpu.toFixed(1)} % CPU/req`;
      }
      console.log(
        `    ${name.padEnd(9)} ${f.rps.toFixed(0).padStart(6)} req/s   ${f.cpuMs.toFixed(2).padStart(6)} ms CPU/req   p50 ${f.p50.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms${change}`,
      );
    }
  }
  printCompressionCost(rows, servers);
}

/** Largest CPU per request of a page as a browser asks for it over the same page asked for plainly (issue target). */
export const COMPRESSION_CPU_LIMIT = 1.3;

/** For each page measured both ways: its CPU per request as a browser asks over the plain request's, per server. */
function printCompressionCost(rows, servers) {
  for (const plain of rows.filter((row) => row.plain)) {
    const browser = rows.find((row) => row.path === plain.path && !row.plain);
    if (!browser) continue;
    for (const { name } of servers) {
      const ratio = browser.figures[name].cpuMs / plain.figures[name].cpuMs;
      const verdict = ratio <= COMPRESSION_CPU_LIMIT ? 'within' : 'OVER';
      console.log(
        `  ${plain.path} ${name}: compressed ${ratio.toFixed(2)}× the plain CPU/req (${verdict} ${COMPRESSION_CPU_LIMIT}×)`,
      );
    }
  }
}

/** Serves the build in `dir` (its `dist` folder, or `dist`) on `port` with a fresh database; resolves when it answers. */
export async function serveBuild(dir, port, dist = 'dist') {
  if (!existsSync(join(dir, dist, 'server', 'entry.mjs'))) throw new Error(`ssr bench: no build in ${join(dir, dist)}`);
  const child = spawn(process.execPath, [join(dir, 'scripts', 'serve-test.mjs')], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'concierge-ssr-')),
      CONCIERGE_DIST: dist,
      NODE_ENV: 'production',
      ORDER_SWEEP_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      // The page, not the API: it answers once the site renders (a site pointed elsewhere has no API of its own).
      if ((await fetch(`${origin}/robots.txt`)).ok) return { child, origin, pid: child.pid };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`ssr bench: the server of ${dir} did not start`);
}

/** The baseline to compare with: BENCH_BASELINE (a checkout with its `dist`) or BENCH_BASELINE_DIST (a folder here). */
export function baselineBuild() {
  if (process.env.BENCH_BASELINE) return { dir: resolve(process.env.BENCH_BASELINE), dist: 'dist' };
  if (process.env.BENCH_BASELINE_DIST) return { dir: ROOT, dist: process.env.BENCH_BASELINE_DIST };
  return undefined;
}

await runWhenMain(import.meta.url, async () => {
  const port = Number(process.env.BENCH_PORT ?? 4398) + 3;
  const baseline = baselineBuild();
  const started = [{ name: 'current', ...(await serveBuild(ROOT, port)) }];
  try {
    if (baseline) started.push({ name: 'baseline', ...(await serveBuild(baseline.dir, port + 1, baseline.dist)) });
    const rows = await compareSsr(started);
    const against = baseline ? ` against ${baseline.dir === ROOT ? baseline.dist : baseline.dir}` : '';
    printSsr(
      rows,
      started,
      `SSR cost${against}: ${ROUNDS} alternating rounds of ${SECONDS} s, ${CONNECTIONS} connections, CPU time of the server process per request`,
    );
  } finally {
    for (const { child } of started) child.kill();
  }
});
