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
 * glibc malloc: two arenas rather than eight per core, blocks of 32 KiB and more mapped on their own and returned
 * when freed, and free memory at an arena's top returned above 128 KiB. A threshold of 8 KiB gave 3–10 MiB back
 * after the benchmark's load but cost the home page 6–8 % of its throughput in alternating runs (docs/decisions.md).
 */
export const SERVER_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '32768',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

const APPLIED = 'CONCIERGE_RUNTIME_APPLIED';

/**
 * Replaces this process (same pid) by the same script run with the server's settings, unless it already runs with
 * them. `SERVER_NODE_FLAGS` in the environment replaces the flags (empty: Node's defaults); a `MALLOC_*` variable
 * already set wins over ours. Without `process.execve` (Node < 22.15) the script just goes on as it is.
 */
export function execWithServerRuntime() {
  if (process.env[APPLIED] === '1' || typeof process.execve !== 'function') return;
  const flags = process.env.SERVER_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? SERVER_NODE_FLAGS;
  const args = [...flags, ...process.execArgv, ...process.argv.slice(1)];
  process.execve(process.execPath, [process.execPath, ...args], {
    ...SERVER_MALLOC_ENV,
    ...process.env,
    [APPLIED]: '1',
  });
}
