// @ts-check
/**
 * Gives memory back when the server goes quiet. Under load V8 keeps its heap grown (young generation full, old
 * generation garbage, compiler scratch memory) and an ordinary collection returns none of it to the system; the
 * memory-reducing collection V8 keeps for emergencies does (~170 → ~115 MiB resident after the benchmark's load).
 * Once the server has answered requests and then had none for `idleMs` (30 s), it runs that collection once. It is
 * synchronous (tens of milliseconds), so it runs only when nobody is waiting; a request that arrives meanwhile waits
 * that long. It also drops compiled code, so the next burst warms up again: after 2 s or 10 s of silence, loads of
 * 8 s with pauses of 8–16 s between them (the benchmark's comparison of two servers) ran ~20 % slower; a server
 * quiet for 30 s has no burst to slow down. Needs `--expose-gc` (scripts/runtime.mjs passes it); without it this
 * does nothing.
 */

/**
 * @param {import('node:http').Server} server
 * @param {{ idleMs?: number }} [options]
 */
export function collectWhenIdle(server, { idleMs = 30_000 } = {}) {
  const gc = /** @type {((options: object) => void) | undefined} */ (/** @type {any} */ (globalThis).gc);
  if (typeof gc !== 'function') return;
  let lastRequest = 0;
  let inFlight = 0;
  let dirty = false;
  server.on('request', (_req, res) => {
    lastRequest = Date.now();
    inFlight += 1;
    dirty = true;
    res.once('close', () => {
      inFlight -= 1;
      lastRequest = Date.now();
    });
  });
  const check = () => {
    if (!dirty || inFlight > 0 || Date.now() - lastRequest < idleMs) return;
    dirty = false;
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  };
  setInterval(check, Math.min(1000, idleMs)).unref();
}
