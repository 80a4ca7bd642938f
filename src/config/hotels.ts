/** Settings of the hotel catalogue read from the environment. Pure functions of an env object. */
import { type Env, readEnv } from './env';

/**
 * SEED_HOTELS: how many hotels the database should hold once it has started (0–100,000; default 0, the demo
 * catalogue only). Generated hotels fill the catalogue up to it (`src/demo/synthetic/hotels`), for benches and
 * load tests.
 */
export const seedHotels = (env: Env = process.env): number => readEnv(env).SEED_HOTELS ?? 0;
