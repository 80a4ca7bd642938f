/**
 * The demo: a site in both languages to try Concierge with (README quick start), and the generated hotels, articles
 * and cars of the benches and load tests (SEED_HOTELS, SEED_ARTICLES, SEED_CARS). On only with DEMO=on; the
 * product reaches it through one door (`server/seeding`), tests import it directly. Nothing here runs in production.
 */
import type { Database, DemoOptions } from '~/server/db';
import { seedDemoSite } from './site';

export * from './credentials';
export { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from './operators';
export { seedDemoSite } from './site';

/** The demo site when the database has no member yet, then the generated data `options` asks for. */
export async function seedDemo(db: Database, options: DemoOptions = {}): Promise<void> {
  await seedDemoSite(db);
  const log = (line: string) => console.info(`[seed] ${line}`);
  // The generators (~0.3 MB of code and word lists) load only when asked.
  if (options.hotels) await (await import('./synthetic/hotels')).seedSyntheticHotels(db, options.hotels, { log });
  if (options.articles) {
    await (await import('./synthetic/articles')).seedSyntheticArticles(db, options.articles, { log });
  }
  if (options.cars) await (await import('./synthetic/cars')).seedSyntheticCars(db, options.cars, { log });
}
