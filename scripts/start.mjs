// npm start: builds the site when there is no build yet (or the sources are newer than it), then serves it.
// `--demo` (what `npm start`, the README's quick start, passes) turns the demo on unless DEMO is set; run without it
// (a process manager's `node scripts/start.mjs`), a new database gets no demo data and no member.
import { join } from 'node:path';
import { buildWhenNeeded, DIST_NAME, ROOT } from './build-when-needed.mjs';
import { execWithServerRuntime } from './runtime.mjs';
import { startSite, warmUp } from './server.mjs';

// The server runs with its memory settings (scripts/runtime.mjs): this process is re-executed with them first (same
// pid, so a process manager keeps following it), then builds when needed and serves.
await execWithServerRuntime();

const entry = join(ROOT, DIST_NAME, 'server', 'entry.mjs');
buildWhenNeeded(entry, process.argv.includes('--build'));

// React (server rendering of the islands) picks its development build, about three times slower, unless told.
if (process.argv.includes('--demo')) process.env.DEMO ??= 'on';
process.env.NODE_ENV ??= 'production';
process.env.HOST ??= '127.0.0.1';
process.env.PORT ??= '4321';
if (process.env.DEMO === 'on') console.log('Demo on: a new database gets the demo site (README: demo accounts).');
const shownHost = process.env.HOST === '0.0.0.0' ? 'localhost' : process.env.HOST;
const address = `http://${shownHost}:${process.env.PORT}/`;
console.log(`Concierge is starting on ${address}`);
await startSite({ distDir: join(ROOT, DIST_NAME) });
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
