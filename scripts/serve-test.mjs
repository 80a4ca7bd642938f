// Starts the built site for the end-to-end tests and the benchmark: a fresh data directory each run, loopback only.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execWithServerRuntime } from './runtime.mjs';
import { startSite } from './server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'concierge-e2e-'));
// The production server's memory settings (scripts/runtime.mjs), so that the benchmark measures what `npm start` runs.
await execWithServerRuntime();
// React (server rendering of the islands) picks its development build, about three times slower, unless told.
// The tests and benches run on the demo site unless a test asks for a site without it (DEMO=off).
process.env.DEMO ??= 'on';
process.env.NODE_ENV ??= 'production';
process.env.HOST ??= '127.0.0.1';
process.env.PORT ??= '4399';
process.env.ASTRO_NODE_LOGGING ??= 'disabled';
// CONCIERGE_DIST lets a developer test a build in another folder while the default one is in use.
await startSite({ distDir: join(root, process.env.CONCIERGE_DIST ?? 'dist') });
console.log(`test server on http://${process.env.HOST}:${process.env.PORT} (data in ${process.env.DATA_DIR})`);
