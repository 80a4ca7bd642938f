// The harness the API benches share (bench/hotels.mjs, bench/content.mjs): a seeded PRNG for the URLs, a fresh
// database per scale (a data directory, or a throwaway PostgreSQL database), the built server started with the
// generator's settings, calls checked for `code: 1`, latencies one at a time and autocannon under load.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const URLS_PER_KIND = 500;
export const WARM_UP = 100;
export const CONNECTIONS = 8;
/** A server with many generated rows answers once they are generated: minutes. */
const READY_TIMEOUT_MS = 15 * 60_000;

/** The demo's seeded PRNG (loaded as it is, a TypeScript file without imports): the same URLs on every run. */
export { prng, randomInt } from '../src/demo/random/prng.ts';

/** Nearest-rank percentile of sorted numbers. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** The envelope of an answer, or an error that names the bench, the call and what came back. */
function checked(bench, path, status, body) {
  if (/^\{"code":1[,}]/.test(body)) return;
  let message = body.slice(0, 300);
  try {
    const envelope = JSON.parse(body);
    if (envelope.code === 1) return;
    message = `code ${envelope.code}: ${envelope.msg}`;
  } catch {
    // not JSON: show the start of the body
  }
  throw new Error(`${bench}: ${path} answered HTTP ${status}, ${message}`);
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

/** A client of one bench: `get` one call (ms and body), `sequential` latencies, `underLoad` autocannon's result. */
export function client(bench, base) {
  async function get(path) {
    const started = performance.now();
    const res = await fetchOnce(base + path, { headers: { 'think-lang': 'en' } });
    const body = await res.text();
    const ms = performance.now() - started;
    checked(bench, path, res.status, body);
    return { ms, body };
  }

  /** Each URL once, one at a time: latencies in ms, sorted. */
  async function sequential(urls) {
    const latencies = [];
    for (const path of urls) latencies.push((await get(path)).ms);
    return latencies.sort((a, b) => a - b);
  }

  /** autocannon over the URLs (each connection walks the list); fails when any answer is not code 1. */
  function underLoad(urls, seconds) {
    let failure;
    const onResponse = (status, body, context) => {
      if (failure) return;
      try {
        checked(bench, context.path ?? '(under load)', status, String(body));
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
            reject(new Error(`${bench}: ${result.errors} errors and ${result.non2xx} non-2xx answers under load`));
          } else resolve(result);
        },
      );
    });
  }

  return { get, sequential, underLoad };
}

/**
 * A fresh database for one scale: a data directory (SQLite) or a throwaway PostgreSQL database; with `keep`, a
 * named one per engine and scale that outlives the run (created when missing, otherwise reused as it is).
 * `names.dir` prefixes the data directories, `names.keep` the kept PostgreSQL databases; BENCH_DATABASE_PREFIX the
 * throwaway ones (default `concierge_bench_`).
 */
export async function freshDatabase(engine, adminUrl, scale, keep, names) {
  const dataDir = keep ? join(tmpdir(), `${names.dir}keep-${engine}-${scale}`) : mkdtempSync(join(tmpdir(), names.dir));
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
  const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'concierge_bench_';
  const name = keep ? `${names.keep}${scale}` : `${prefix}${randomBytes(5).toString('hex')}`;
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

/**
 * Starts the built server with `env` (the database and the generator's setting); resolves once it answers (after
 * generating), with the time. `what` names the scale in errors ("10000 hotels").
 */
export async function startServer(bench, port, what, env) {
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
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  // The generator's progress, one line per batch.
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
      // not up yet, or still generating
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(
    exited
      ? `${bench}: the server with ${what} exited before answering (its errors are above)`
      : `${bench}: the server with ${what} did not answer within 15 minutes`,
  );
}

export const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill();
  });

export const fmt = (n, digits = 1) => n.toFixed(digits).padStart(8);
export const thousands = (n) => n.toLocaleString('en-US');

/**
 * Each kind's URLs once at concurrency 1 (p50, p99), then under load (p99 and req/s at CONNECTIONS), with a progress
 * line per kind on stderr: the rows of a bench table, without the scale.
 */
export async function measureKinds(api, chosen, urls, seconds) {
  const rows = [];
  for (const { key, label, target } of chosen) {
    const latencies = await api.sequential(urls[key]);
    const load = await api.underLoad(urls[key], seconds);
    const [p50, p99] = [percentile(latencies, 50), percentile(latencies, 99)];
    rows.push({ kind: key, label, target, p50, p99, p99Load: load.latency.p99, rps: load.requests.average });
    process.stderr.write(`    ${label}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms\n`);
  }
  return rows;
}

/** Runs a bench file given to node directly (not imported by run.mjs), building the site first when it is not built. */
export async function runWhenMain(moduleUrl, run) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  if (!existsSync(join(ROOT, 'dist', 'server', 'entry.mjs'))) {
    const astro = join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
    const result = spawnSync(process.execPath, [astro, 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  await run();
}

/** The bench's own handle on the database: `all(sql, params)` with `$1`-style placeholders, `close()`. */
export async function openDatabase(env) {
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 4 });
    return {
      all: async (text, params = []) => (await pool.query(text, params)).rows,
      /** Connections waiting for a lock right now (a row lock another transaction holds). */
      lockWaiters: async () => {
        const { rows } = await pool.query(
          `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return Number(rows[0].n);
      },
      close: () => pool.end(),
    };
  }
  const db = new Database(join(env.DATA_DIR, 'concierge.sqlite'));
  db.pragma('busy_timeout = 5000');
  return {
    all: async (text, params = []) => {
      // `$n` may repeat: SQLite gets one `?` and one value per occurrence.
      const values = [];
      const statement = db.prepare(
        text.replace(/\$(\d+)/g, (_, n) => {
          values.push(params[n - 1]);
          return '?';
        }),
      );
      if (statement.reader) return statement.all(...values);
      statement.run(...values);
      return [];
    },
    close: async () => db.close(),
  };
}
