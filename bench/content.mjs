// The news bench (docs/design/content.md §12): search, tag, channel and article calls of the content API on SQLite
// and PostgreSQL with SEED_ARTICLES = 1,000 and 100,000 generated articles. Each scale gets a fresh database and a
// fresh built server (scripts/serve-test.mjs); 500 pre-generated URLs per kind are measured at concurrency 1 (p50,
// p99: the target's figure) and then under 10 s of autocannon at 8 connections (p99, req/s). Any answer other than
// `code: 1` stops the bench with the URL and the message. The query words come from the generator's vocabulary
// (src/demo/synthetic/articles/words.ts, picks.ts), the channels and article ids from the API (`cms/sitemap`).
//
// `npm run bench` runs it after the hotel bench; `node bench/content.mjs` runs it alone (builds when dist/ is missing).
// Environment:
//   BENCH_ARTICLES=1000         the scales (default 1000,100000)
//   BENCH_DATABASE_URL          a PostgreSQL server (any database on it the bench may connect to) where the bench
//                               creates and drops a throwaway database per scale; else TEST_DATABASE_URL; else the
//                               PostgreSQL rows print "skipped"
//   BENCH_SECONDS               autocannon's duration (default 10)
//   BENCH_ENGINES=postgres      the engines (default sqlite,postgres)
//   BENCH_KINDS=channel,info    the kinds of URL (default search-common, search-word, search-latin,
//                               search-two-terms, tag, channel, channel-deep, info; `search-channel`, a keyword
//                               within one channel, only when named)
//   BENCH_KEEP=1                keep each scale's database (a named data directory in the system's temporary
//                               folder, a PostgreSQL database `concierge_bench_news_keep_<articles>`) and reuse it
//                               on the next run; migrations still run on start
//   BENCH_PORT                  the page bench's port; this bench serves on BENCH_PORT + 6
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CONNECTIONS,
  client,
  fmt,
  freshDatabase,
  measureKinds,
  prng,
  ROOT,
  randomInt,
  runWhenMain,
  startServer,
  stop,
  thousands,
  URLS_PER_KIND,
  WARM_UP,
} from './lib.mjs';

const BENCH = 'content bench';
const TARGET_ARTICLES = 100_000;
const TARGET_P99_MS = 50;
/** The channel call's deepest page (the API refuses beyond it). */
const MAX_PAGE = 1000;

const cmsModule = (file) => pathToFileURL(join(ROOT, 'src', 'demo', 'synthetic', 'articles', file)).href;
const { SLOT_WORDS } = await import(cmsModule('words.ts'));
const { chineseWords, englishWords, skewedIndex, tagPool } = await import(cmsModule('picks.ts'));

const KINDS = [
  { key: 'search-common', label: 'search common', target: true },
  { key: 'search-word', label: 'search word', target: true },
  { key: 'search-latin', label: 'search latin', target: true },
  { key: 'search-two-terms', label: 'search two', target: true },
  { key: 'tag', label: 'tag', target: true },
  { key: 'channel', label: 'channel', target: true },
  { key: 'channel-deep', label: 'channel deep', target: true },
  { key: 'info', label: 'info', target: false },
  // Not run unless BENCH_KINDS names it: a keyword within one channel (a frequent bigram or a word).
  { key: 'search-channel', label: 'search channel', target: true, optional: true },
];

/**
 * The frequent bigrams: the first two characters of the three most frequent words of each list of the vocabulary
 * (the generator picks the head of each list most often), so each is in a large share of the articles.
 */
const commonBigrams = () => [
  ...new Set(
    Object.values(SLOT_WORDS).flatMap((pairs) => pairs.slice(0, 3).map(([zh]) => [...zh].slice(0, 2).join(''))),
  ),
];

/** The site's public channels and articles, from `cms/sitemap` (every page of it). */
async function siteMap(api) {
  const channels = [];
  const articles = [];
  for (let page = 1; ; page += 1) {
    const { body } = await api.get(`/api/cms/sitemap?page=${page}`);
    const { list, total } = JSON.parse(body).data;
    for (const item of list) {
      if (item.kind === 'channel') channels.push(item);
      else if (item.kind === 'article') articles.push(item.id);
    }
    if (list.length === 0 || channels.length + articles.length >= total || page >= 100) break;
  }
  return { channels, articles };
}

/** `count` URLs of one kind. */
export function contentUrls(seed, count, kind, site) {
  const random = prng(seed);
  const choose = (list) => list[Math.floor(random() * list.length)];
  const zh = chineseWords();
  const en = englishWords();
  const bigrams = commonBigrams();
  const tags = tagPool();
  const latin = () => {
    const word = choose(en);
    return word.slice(0, randomInt(random, 3, Math.min(6, word.length)));
  };
  /** Mostly the first page, sometimes a later one. */
  const searchUrl = (params) => {
    if (random() < 0.2) params.set('page', String(randomInt(random, 2, 10)));
    return `/api/cms/search?${params}`;
  };
  return Array.from({ length: count }, () => {
    switch (kind) {
      case 'search-common':
        return searchUrl(new URLSearchParams({ keyword: choose(bigrams) }));
      case 'search-word':
        return searchUrl(new URLSearchParams({ keyword: choose(zh) }));
      case 'search-latin':
        return searchUrl(new URLSearchParams({ keyword: latin() }));
      case 'search-two-terms':
        return searchUrl(new URLSearchParams({ keyword: `${choose(zh)} ${random() < 0.5 ? choose(zh) : latin()}` }));
      case 'search-channel': {
        const params = new URLSearchParams({ keyword: random() < 0.5 ? choose(bigrams) : choose(zh) });
        params.set('channel', String(choose(site.channels).id));
        return searchUrl(params);
      }
      case 'tag': {
        // Half the tags as often as the generator uses them, half any tag of the pool.
        const tag = random() < 0.5 ? tags[skewedIndex(random, tags.length)] : choose(tags);
        return searchUrl(new URLSearchParams({ tag }));
      }
      case 'channel':
        return `/api/cms/channel?value=${choose(site.channels).name}&page=${randomInt(random, 1, 50)}`;
      case 'channel-deep':
        return `/api/cms/channel?value=${choose(site.channels).name}&page=${randomInt(random, 500, MAX_PAGE)}`;
      case 'info':
        return `/api/cms/info?id=${choose(site.articles)}`;
      default:
        throw new Error(`${BENCH}: unknown kind ${kind}`);
    }
  });
}

/** One engine at one scale: fresh database and server, warm-up, then each kind. */
async function benchScale(engine, articles, { port, adminUrl, seconds, keep, kinds }) {
  const base = `http://127.0.0.1:${port}`;
  const api = client(BENCH, base);
  const database = await freshDatabase(engine, adminUrl, articles, keep, {
    dir: 'concierge-news-bench-',
    keep: 'concierge_bench_news_keep_',
  });
  let server;
  try {
    process.stderr.write(`  ${engine}, ${articles} articles: starting…\n`);
    server = await startServer(BENCH, port, `${articles} articles`, {
      ...database.env,
      SEED_ARTICLES: String(articles),
      SEED_HOTELS: '0',
    });
    const bytes = await database.size();
    const site = await siteMap(api);
    const chosen = KINDS.filter((kind) => kinds.includes(kind.key));
    const urls = Object.fromEntries(
      chosen.map(({ key }) => [
        key,
        contentUrls(0xc0de_0000 + KINDS.findIndex((k) => k.key === key), URLS_PER_KIND, key, site),
      ]),
    );
    const warm = chosen
      .flatMap(({ key }, index) => contentUrls(0x0a4a_1000 + index, Math.ceil(WARM_UP / chosen.length), key, site))
      .slice(0, WARM_UP);
    await api.sequential(warm);
    const rows = (await measureKinds(api, chosen, urls, seconds)).map((row) => ({ articles, ...row }));
    return rows.map((row) => ({ ...row, seed: server.seconds, mib: bytes / 1024 / 1024 }));
  } finally {
    if (server) await stop(server.child);
    await database.drop();
  }
}

function printEngine(title, rows) {
  console.log(`\n${title}`);
  console.log(
    `  articles  kind             p50 ms   p99 ms  p99@8 ms    req/s   seed s   DB MiB  target (p99 ≤ ${TARGET_P99_MS} ms at ${thousands(TARGET_ARTICLES)})`,
  );
  for (const row of rows) {
    const verdict = row.target && row.articles === TARGET_ARTICLES ? (row.p99 <= TARGET_P99_MS ? 'ok' : 'MISSED') : '';
    console.log(
      `  ${String(row.articles).padStart(8)}  ${row.label.padEnd(14)} ${fmt(row.p50)} ${fmt(row.p99)} ${fmt(row.p99Load, 0)}  ${fmt(row.rps, 0)} ${fmt(row.seed)} ${fmt(row.mib, 0)}  ${verdict}`,
    );
  }
  const measured = rows.filter((row) => row.target && row.articles === TARGET_ARTICLES);
  const missed = measured.filter((row) => row.p99 > TARGET_P99_MS);
  console.log(
    measured.length === 0
      ? `  target: not measured (BENCH_ARTICLES has no ${thousands(TARGET_ARTICLES)})`
      : `  target: ${missed.length === 0 ? 'ok' : `MISSED (${missed.map((row) => row.label).join(', ')})`}`,
  );
}

/** Runs the bench on both engines and prints a table per engine. Throws on any answer other than code 1. */
export async function runContentBench({ port = Number(process.env.BENCH_PORT ?? 4398) + 6 } = {}) {
  const scales = (process.env.BENCH_ARTICLES ?? `1000,${TARGET_ARTICLES}`)
    .split(',')
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isInteger(value) && value > 0);
  if (scales.length === 0) throw new Error('BENCH_ARTICLES: a comma list of article counts, e.g. 1000,100000');
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const keep = process.env.BENCH_KEEP === '1';
  const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((value) => value.trim());
  const kinds = (
    process.env.BENCH_KINDS ??
    KINDS.filter((kind) => !kind.optional)
      .map((kind) => kind.key)
      .join(',')
  )
    .split(',')
    .map((value) => value.trim());
  const results = {};
  for (const engine of ['sqlite', 'postgres']) {
    if (!engines.includes(engine) || (engine === 'postgres' && !adminUrl)) continue;
    results[engine] = [];
    for (const articles of scales)
      results[engine].push(...(await benchScale(engine, articles, { port, adminUrl, seconds, keep, kinds })));
  }

  console.log(
    `\nNews — GET /api/cms/search, cms/channel, cms/info, ${URLS_PER_KIND} URLs per kind: each once at concurrency 1`,
  );
  console.log(
    `(p50, p99), then autocannon ${CONNECTIONS} connections × ${seconds} s (p99@8, req/s); seed s: start to first answer`,
  );
  if (results.sqlite) printEngine('SQLite', results.sqlite);
  if (results.postgres) printEngine('PostgreSQL', results.postgres);
  else if (engines.includes('postgres'))
    console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server to bench on)');
  return results;
}

await runWhenMain(import.meta.url, runContentBench);
