// @ts-check
// The site's build when there is none yet or the sources are newer than it (npm start, npm run operator).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The build folder: CONCIERGE_DIST names another (the e2e tests start the site on their own build, dist-test). */
export const DIST_NAME = process.env.CONCIERGE_DIST ?? 'dist';

/** @param {string} path @returns {number} */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** @param {string} entry @param {boolean} force */
function needsBuild(entry, force) {
  if (force || !existsSync(entry)) return true;
  const built = statSync(entry).mtimeMs;
  const sources = ['src', 'public', 'astro.config.mjs', 'package.json'].map((p) => newestMtime(join(ROOT, p)));
  return Math.max(...sources) > built;
}

/**
 * Builds when needed (or when `force`); exits the process when the build fails.
 * @param {string} entry a file of the build (`server/entry.mjs`) whose age tells whether it is current
 * @param {boolean} [force]
 */
export function buildWhenNeeded(entry, force = false) {
  if (!needsBuild(entry, force)) return;
  console.log('Building the site (first start or changed sources)…');
  const astro = join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build', '--outDir', DIST_NAME], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
