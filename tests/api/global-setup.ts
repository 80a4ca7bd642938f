/**
 * The API project's global setup (vitest.config.ts): seeds one template database per engine before the suites
 * start, hands them to the suites (`inject('apiTemplates')` in ./helpers.ts), seeds them again before a watch-mode
 * rerun and removes them at the end. It runs once in vitest's main process, whatever the pool and the parallel
 * files, and only when API suites are queued.
 */
import type { TestProject } from 'vitest/node';
import { ENGINES, startRun } from './template';

/** Runs `work` with the project's `env` (PASSWORD_SCRYPT_LOG_N: the demo's password hash as the suites make them). */
async function withProjectEnv(env: Record<string, unknown>, work: () => Promise<void>): Promise<void> {
  const before = new Map(Object.keys(env).map((name) => [name, process.env[name]]));
  for (const [name, value] of Object.entries(env)) process.env[name] = String(value);
  try {
    await work();
  } finally {
    for (const [name, value] of before) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = await startRun(ENGINES);
  try {
    const started = performance.now();
    await withProjectEnv(project.config.env, run.seed);
    console.info(
      `[api] template databases (${ENGINES.join(', ')}) seeded in ${Math.round(performance.now() - started)} ms`,
    );
  } catch (error) {
    await run.finish();
    throw error;
  }
  project.provide('apiTemplates', run.templates);
  project.onTestsRerun(() => withProjectEnv(project.config.env, run.seed));
  return () => run.finish();
}
