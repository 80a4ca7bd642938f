// npm test: the whole suite — unit and API tests (vitest), a fresh build, end-to-end tests in Chromium (Playwright) —
// then one closing line "N passed, N failed". API suites also run on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results', 'reports');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function step(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const chromium = ensureChromium();

const vitestOk = step('unit and API tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(results, 'vitest.json')}`,
]);
const buildOk = step('build', process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build']);
const e2eOk = buildOk && step('end-to-end tests (Chromium)', bin('playwright'), ['test'], { CHROMIUM_PATH: chromium });

const vitest = readJson(join(results, 'vitest.json'));
const pw = readJson(join(results, 'playwright.json'));
let passed = 0;
let failed = 0;
let skipped = 0;
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
if (pw?.stats) {
  passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
  failed += pw.stats.unexpected ?? 0;
  skipped += pw.stats.skipped ?? 0;
}
// A runner that crashed without reporting counts as a failure.
if (!vitestOk && failed === 0) failed += 1;
if (!buildOk) failed += 1;
if (buildOk && !e2eOk && (pw?.stats?.unexpected ?? 0) === 0) failed += 1;

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
