/**
 * The one typed reading of the environment (README "Configuration"), validated with zod (`env.ts`). Server code
 * only: the site's server side, the built-in API and scripts read settings here, never `process.env` directly.
 * Every reader takes an `Env` (default: this process's) so tests pass their own.
 */
import { type Env, readEnv } from './env';

export { type Env, EnvError, PROCESS_ENV, readEnv } from './env';

/** log2 of scrypt's cost N for password hashes: 17 (N = 131 072, 128 MiB per hash with r = 8) unless set. */
export const passwordScryptLogN = (env: Env = process.env): number => readEnv(env).PASSWORD_SCRYPT_LOG_N ?? 17;

/** Seconds between expiry sweeps of unpaid orders: 60 unless set; 0 turns the sweep off. */
export const orderSweepSeconds = (env: Env = process.env): number => readEnv(env).ORDER_SWEEP_SECONDS ?? 60;

/** Seconds between writes of the article views counted in memory: 10 unless set. */
export const viewFlushSeconds = (env: Env = process.env): number => readEnv(env).VIEW_FLUSH_SECONDS ?? 10;

/** The sandbox payment driver is usable only with PAYMENT_SANDBOX=on. */
export const paymentSandboxOn = (env: Env = process.env): boolean => readEnv(env).PAYMENT_SANDBOX === 'on';

/** An operator's session ends after this many seconds without a call: 30 minutes unless ADMIN_IDLE_MINUTES says. */
export const adminIdleSeconds = (env: Env = process.env): number => (readEnv(env).ADMIN_IDLE_MINUTES ?? 30) * 60;

/** The demo (src/demo) is seeded only with DEMO=on: the README's quick start sets it, a production start does not. */
export const demoOn = (env: Env = process.env): boolean => readEnv(env).DEMO === 'on';

/** The storage driver of new files (README "Several instances"): `local` unless STORAGE says otherwise. */
export const storageSetting = (env: Env = process.env): 'local' | 'database' | 's3' => readEnv(env).STORAGE ?? 'local';

/** The built-in API answers unless BUILTIN_API=off. */
export const builtinApiOn = (env: Env = process.env): boolean => readEnv(env).BUILTIN_API !== 'off';

export { browserApiBase, serverApiBase, siteOrigin, usesBuiltinApi } from './api';
export { seedCars } from './cars';
export { seedArticles } from './content';
export { dataDir } from './dataDir';
export { seedHotels } from './hotels';
export { siteCurrency, siteTimeZone } from './site';
export { type S3Settings, s3Settings } from './storage';
