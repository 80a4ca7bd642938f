// npm start: builds the site when there is no build yet (or the sources are newer than it), then serves it.
// `--demo` (what `npm start`, the README's quick start, passes) turns the demo on unless DEMO is set; run without it
// (a process manager's `node scripts/start.mjs`), a new database gets no demo data and no member.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execWithServerRuntime } from './runtime.mjs';
import { startSite, warmUp } from './server.mjs';

// The server runs with its memory settings (scripts/runtime.mjs): this process is re-executed with them first (same
// pid, so a process manager keeps following it), then builds when needed and serves.
await execWithServerRuntime();

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// CONCIERGE_DIST: another build folder (the e2e tests start this script on their own build, dist-test).
const distName = process.env.CONCIERGE_DIST ?? 'dist';
const entry = join(root, distName, 'server', 'entry.mjs');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

function needsBuild() {
  if (process.argv.includes('--build')) return true;
  if (!existsSync(entry)) return true;
  const built = statSync(entry).mtimeMs;
  const sources = ['src', 'public', 'astro.config.mjs', 'package.json'].map((p) => newestMtime(join(root, p)));
  return Math.max(...sources) > built;
}

if (needsBuild()) {
  console.log('Building the site (first start or changed sources)…');
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build', '--outDir', distName], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React (server rendering of the islands) picks its development build, about three times slower, unless told.
if (process.argv.includes('--demo')) process.env.DEMO ??= 'on';
process.env.NODE_ENV ??= 'production';
process.env.HOST ??= '127.0.0.1';
process.env.PORT ??= '4321';
if (process.env.DEMO === 'on') console.log('Demo on: a new database gets the demo site (README: demo accounts).');
const shownHost = process.env.HOST === '0.0.0.0' ? 'localhost' : process.env.HOST;
const address = `http://${shownHost}:${process.env.PORT}/`;
console.log(`Concierge is starting on ${address}`);
await startSite({ distDir: join(root, distName) });
// The first request sets up the database (and the demo), and loads the pages' code: asked for here, so that the
// first visitor does not wait for it, and "ready" means a page answers.
const home = await warmUp(
  `http://${process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST}:${process.env.PORT}/`,
);
console.log(
  home.ok
    ? `Concierge is ready on ${address}`
    : `Concierge is listening on ${address}, but its home page answered ${home.status} (see the messages above).`,
);
