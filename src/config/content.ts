/** Settings of the news site read from the environment. Pure functions of an env object. */
import { type Env, readEnv } from './env';

/**
 * SEED_ARTICLES: how many articles the database should hold once it has started (0–200,000; default 0, the demo
 * articles only). Generated articles fill the news site up to it (`src/demo/synthetic/articles`), for benches and
 * load tests.
 */
export const seedArticles = (env: Env = process.env): number => readEnv(env).SEED_ARTICLES ?? 0;
