/** Settings of the car fleet read from the environment. Pure functions of an env object. */
import { type Env, readEnv } from './env';

/**
 * SEED_CARS: how many cars the database should hold once it has started (0–10,000; default 0, the demo fleet of 12
 * only). Generated cars fill the fleet up to it (`src/demo/synthetic/cars`), for benches and load tests.
 */
export const seedCars = (env: Env = process.env): number => readEnv(env).SEED_CARS ?? 0;
