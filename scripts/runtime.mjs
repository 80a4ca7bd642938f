// @ts-check
/**
 * The runtime settings of the server process (scripts/start.mjs, and scripts/serve-test.mjs for the e2e tests and
 * the benchmark). Node's defaults size the heap for a machine, not for a page server whose live data is ~30 MiB:
 * under load the young generation grows to 2 × 64 MiB, the old generation to about four times its live size before
 * a full collection, and compiler scratch memory stays in glibc's per-thread malloc arenas — ~390 MiB resident after
 * the benchmark's load, kept while idle. With these settings (and the lean server build of
 * integrations/leanServerBuild.mjs) it is ~145–156 MiB at about the same throughput (docs/decisions.md, issue 7
 * item 22; about 58 MiB of that is the node binary's own code and data, mapped from disk).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * V8 flags of the server, before any the command line gives (a later flag wins):
 * - `--max-semi-space-size=4`: the young generation stops at 2 × 4 MiB. Against 8 on a quiet machine (alternating
 *   rounds, CPU time per request read from /proc): 2–3 % fewer requests per second, the same CPU per request, and
 *   8–25 MiB less resident after the benchmark's load; 16 held another 16 MiB (docs/decisions.md);
 * - `--heap-growing-percent=50`: a full collection once the old generation is half again what the last one kept
 *   (30 % costs over 10 % of the throughput);
 * - `--no-maglev`: no mid-tier compiler; its compilations peak at ~50 MiB of scratch memory that malloc keeps, and
 *   the pages were no slower without it (the top-tier compiler still optimises what is hot);
 * - `--expose-gc`: lets the server give memory back once it goes quiet (scripts/idle-collector.mjs).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50', '--no-maglev', '--expose-gc'];

/**
 * glibc malloc: two arenas rather than eight per core, blocks of 1 MiB and more mapped on their own and returned
 * when freed, and free memory at an arena's top returned above 1 MiB. Thresholds of 32 and 128 KiB (issue 7) made
 * every brotli or gzip stream map, touch and unmap fresh pages for its state: 2.3 ms of CPU to compress 1.8 KB of
 * JSON against 0.1 ms, a third of the home page's CPU as a browser asks for it; 1 MiB keeps compression as cheap as
 * glibc's defaults for ~5 MiB more resident after the benchmark's load (docs/decisions.md, issue 23).
 */
export const SERVER_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '1048576',
  MALLOC_TRIM_THRESHOLD_: '1048576',
};

const APPLIED = 'CONCIERGE_RUNTIME_APPLIED';

/** The project's own Node (the `node` devDependency), which the server needs: Astro 7 and undici 8 ask for Node 22+. */
const PROJECT_NODE = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', 'node', 'bin', 'node');
const tooOld = () => Number(process.versions.node.split('.')[0]) < 22;

/**
 * Await it first thing. Replaces this process (same pid) by the same script run with the server's settings, unless it already runs with
 * them. `SERVER_NODE_FLAGS` in the environment replaces the flags (empty: Node's defaults); a `MALLOC_*` variable
 * already set wins over ours. Started by a Node older than 22 (the machine's own, say), the script runs on the
 * project's Node instead, as a child this process waits for and passes its signals to (an old Node has no
 * `process.execve`); with no project Node, an old Node refuses to start with a message saying why. On a Node of 22
 * up to 22.15 without `process.execve`, the script just goes on as it is.
 */
export function execWithServerRuntime() {
  if (process.env[APPLIED] === '1') return;
  const flags = process.env.SERVER_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? SERVER_NODE_FLAGS;
  const args = [...flags, ...process.execArgv, ...process.argv.slice(1)];
  const env = { ...SERVER_MALLOC_ENV, ...process.env, [APPLIED]: '1' };
  if (tooOld()) {
    if (existsSync(PROJECT_NODE)) return runAsChild(PROJECT_NODE, args, env);
    // Going on would answer every page with a 500 (the bundled HTTP client needs Node 22's zstd): refuse instead.
    console.error(
      `Concierge's server needs Node.js 22 or newer; this is Node ${process.versions.node} (${process.execPath}), and ` +
        `the project's own Node (${PROJECT_NODE}) is missing. Run \`npm install\` in the project (it brings Node 24), ` +
        'or start the server with Node 22 or newer.',
    );
    process.exit(1);
  }
  if (typeof process.execve === 'function') process.execve(process.execPath, [process.execPath, ...args], env);
  return Promise.resolve();
}

/**
 * Runs `node args` as a child with this process's standard streams and signals, and exits with it. The promise
 * never settles, so a script that awaits it goes no further (the child runs the script instead).
 * @param {string} node @param {string[]} args @param {NodeJS.ProcessEnv} env @returns {Promise<never>}
 */
function runAsChild(node, args, env) {
  const child = spawn(node, args, { stdio: 'inherit', env });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}
