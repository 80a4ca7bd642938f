// npm test: the whole suite — unit, DOM and API tests with coverage (vitest; a coverage threshold missed fails the
// run), a fresh build into dist-test/, end-to-end tests in Chromium (Playwright) against it — then the closing line "N passed, N failed,
// N skipped", always last (CI reads it). Tests that passed only on a retry are listed before it as "N flaky": not
// passed, not failed. API suites also run on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './browser.mjs';
import { closingLines, summarise } from './test-summary.mjs';

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

const vitestOk = step('unit, DOM and API tests (with coverage)', bin('vitest'), [
  'run',
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(results, 'vitest.json')}`,
]);
// The test build goes to its own folder, so a site running from dist/ in this checkout keeps working meanwhile.
const TEST_DIST = 'dist-test';
const buildOk = step('build', process.execPath, [
  join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'),
  'build',
  '--outDir',
  TEST_DIST,
]);
const e2eOk =
  buildOk &&
  step('end-to-end tests (Chromium)', bin('playwright'), ['test'], {
    CHROMIUM_PATH: chromium,
    CONCIERGE_DIST: TEST_DIST,
  });

const summary = summarise({
  vitest: readJson(join(results, 'vitest.json')),
  playwright: readJson(join(results, 'playwright.json')),
  vitestOk,
  buildOk,
  e2eOk,
});
console.log(`\n${closingLines(summary).join('\n')}`);
process.exit(summary.failed > 0 ? 1 : 0);
