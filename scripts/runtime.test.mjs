// The server's runtime (scripts/runtime.mjs) on a Node too old for it: with the project's Node it runs there (the
// e2e production-start spec starts the README's command on the machine's Node); without it, it refuses clearly.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/** The machine's own Node (20 on the project's machine; SYSTEM_NODE names another). */
const SYSTEM_NODE = process.env.SYSTEM_NODE ?? '/usr/bin/node';
const major = (node) =>
  Number(spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.split('.')[0]);
const oldNode = existsSync(SYSTEM_NODE) && major(SYSTEM_NODE) < 22;

let project;
afterEach(() => project && rmSync(project, { recursive: true, force: true }));

/** A project folder holding runtime.mjs and a script that awaits it, without node_modules (no project Node). */
function projectWithoutNode() {
  project = mkdtempSync(join(tmpdir(), 'runtime-'));
  mkdirSync(join(project, 'scripts'));
  copyFileSync(join(dirname(fileURLToPath(import.meta.url)), 'runtime.mjs'), join(project, 'scripts', 'runtime.mjs'));
  writeFileSync(
    join(project, 'scripts', 'start.mjs'),
    "import { execWithServerRuntime } from './runtime.mjs';\nawait execWithServerRuntime();\nconsole.log('serving on', process.versions.node);\n",
  );
  return join(project, 'scripts', 'start.mjs');
}

describe('the server runtime', () => {
  it.skipIf(!oldNode)("refuses to start on a Node older than 22 when the project's Node is missing, saying why", () => {
    const run = spawnSync(SYSTEM_NODE, [projectWithoutNode()], {
      encoding: 'utf8',
      env: { ...process.env, CONCIERGE_RUNTIME_APPLIED: '' },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('serving on');
    expect(run.stderr).toMatch(/needs Node\.js 22 or newer; this is Node 2\d\./);
    expect(run.stderr).toContain('npm install');
  });

  it('goes on, with its settings, on the Node that runs the tests', () => {
    const run = spawnSync(process.execPath, [projectWithoutNode()], {
      encoding: 'utf8',
      env: { ...process.env, CONCIERGE_RUNTIME_APPLIED: '' },
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`serving on ${process.versions.node}`);
  });
});
