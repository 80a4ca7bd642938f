// Starts the built site for the end-to-end tests and the benchmark: a fresh data directory each run, loopback only.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'concierge-e2e-'));
process.env.HOST ??= '127.0.0.1';
process.env.PORT ??= '4399';
process.env.ASTRO_NODE_LOGGING ??= 'disabled';
await import(pathToFileURL(join(root, 'dist', 'server', 'entry.mjs')).href);
console.log(`test server on http://${process.env.HOST}:${process.env.PORT} (data in ${process.env.DATA_DIR})`);
