// npm test: the whole suite — unit, DOM and API tests with coverage (vitest; a coverage threshold missed fails the
// run), a fresh build into dist-test/, end-to-end tests in Chromium (Playwright) against it — then each phase's wall
// time and the closing line "N passed, N failed, N skipped", always last (CI reads it). Tests that passed only on a
// retry are listed before it as "N flaky": not passed, not failed. API suites also run on PostgreSQL when
// TEST_DATABASE_URL is set.
//
// The build runs beside the vitest run (its output is kept in test-results/reports/build.log and printed when the
// tests are done): on a 2-core machine the two overlap well. TEST_SEQUENTIAL=1 runs it after the tests instead.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './browser.mjs';
import { closingLines, summarise } from './test-summary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results', 'reports');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const sequential = process.env.TEST_SEQUENTIAL === '1';

/**
 * Runs one phase. Its output goes to the console, or with `log` to that file (a phase running beside another),
 * printed when `printLog` is called. Resolves with whether it passed and its wall time.
 * @param {string} title
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, log?: string }} [options]
 * @returns {Promise<{ title: string, ok: boolean, seconds: number, beside: boolean }>}
 */
function phase(title, cmd, args, { env = {}, log } = {}) {
  console.log(`\n=== ${title}${log ? ' (beside the next phase; its output follows when that one ends)' : ''}`);
  const started = performance.now();
  const out = log ? openSync(log, 'w') : undefined;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: out === undefined ? 'inherit' : ['ignore', out, out],
      env: { ...process.env, ...env },
    });
    const done = (ok) => {
      if (out !== undefined) closeSync(out);
      const seconds = (performance.now() - started) / 1000;
      if (!log) console.log(`=== ${title}: ${ok ? 'done' : 'FAILED'} in ${seconds.toFixed(0)} s`);
      resolve({ title, ok, seconds, beside: Boolean(log) });
    };
    child.on('error', (error) => {
      console.error(error);
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

/** Prints the output a phase run beside another kept in its log. */
function printLog(result, log) {
  console.log(`\n=== ${result.title} (ran beside the tests): its output`);
  process.stdout.write(readFileSync(log, 'utf8'));
  console.log(`=== ${result.title}: ${result.ok ? 'done' : 'FAILED'} in ${result.seconds.toFixed(0)} s`);
}

function readJson(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const started = performance.now();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const chromium = ensureChromium();

// The test build goes to its own folder, so a site running from dist/ in this checkout keeps working meanwhile.
const TEST_DIST = 'dist-test';
const buildLog = join(results, 'build.log');
const startBuild = (log) =>
  phase(
    'build',
    process.execPath,
    [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', TEST_DIST],
    {
      ...(log ? { log } : {}),
    },
  );
const buildBeside = sequential ? undefined : startBuild(buildLog);
const vitest = await phase('unit, DOM and API tests (with coverage)', bin('vitest'), [
  'run',
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(results, 'vitest.json')}`,
]);
let build;
if (buildBeside) {
  build = await buildBeside;
  printLog(build, buildLog);
} else {
  build = await startBuild();
}
const e2e = build.ok
  ? await phase('end-to-end tests (Chromium)', bin('playwright'), ['test'], {
      env: { CHROMIUM_PATH: chromium, CONCIERGE_DIST: TEST_DIST },
    })
  : undefined;

const summary = summarise({
  vitest: readJson(join(results, 'vitest.json')),
  playwright: readJson(join(results, 'playwright.json')),
  vitestOk: vitest.ok,
  buildOk: build.ok,
  e2eOk: e2e?.ok ?? false,
});
const phases = [vitest, build, ...(e2e ? [e2e] : [])].map(({ title, seconds, beside }) => ({
  title: beside ? `${title} (beside the tests)` : title,
  seconds,
}));
const totalSeconds = (performance.now() - started) / 1000;
console.log(`\n${closingLines(summary, { phases, totalSeconds }).join('\n')}`);
process.exit(summary.failed > 0 ? 1 : 0);
