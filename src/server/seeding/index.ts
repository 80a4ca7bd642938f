/**
 * The product's one door to the demo (`src/demo`): with DEMO=on (the README's quick start) a database without
 * members gets the demo site, then the generated data SEED_* ask for. The demo's code loads only then; lint
 * refuses any other import of `src/demo` outside tests.
 */
import type { Database, DemoOptions } from '~/server/db';

export async function seedDemoWhenAsked(db: Database, demo: DemoOptions | undefined): Promise<void> {
  if (!demo) return;
  await (await import('~/demo')).seedDemo(db, demo);
}
