/** The environment's schema and its validated reading (`readEnv`); the readers of each setting build on it. */
import { z } from 'zod';

/** Environment variables as `process.env` holds them. */
export type Env = Readonly<Record<string, string | undefined>>;

/** This process's environment (the live object: a later change is seen by the next reading). */
export const PROCESS_ENV: Env = process.env;

const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** An optional whole number within bounds, written as decimal text. */
const int = (min: number, max: number) =>
  text
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().int().min(min).max(max).optional());

const schema = z.object({
  PORT: int(1, 65_535),
  HOST: text,
  DATA_DIR: text,
  DATABASE_URL: text.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: int(1, 1000),
  API_URL: text.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PUBLIC_API_URL: z.string().optional(),
  BUILTIN_API: text.pipe(z.enum(['on', 'off']).optional()),
  CORS_ORIGINS: text,
  SITE_ORIGIN: text,
  TRUSTED_PROXIES: text,
  SMTP_URL: text,
  MAIL_FROM: text,
  SMS_DRIVER: text,
  SITE_TIME_ZONE: text,
  SITE_CURRENCY: text,
  /** log2 of scrypt's N for new password hashes (default 17; the tests' own runs lower it for speed). */
  PASSWORD_SCRYPT_LOG_N: int(14, 20),
  /** `on`: the demo site and the SEED_* generators (src/demo); off unless set (`npm start` sets it when unset). */
  DEMO: text.pipe(z.enum(['on', 'off']).optional()),
  /** Generated hotels for benches and load tests: the catalogue is filled up to this many hotels (default 0). */
  SEED_HOTELS: int(0, 100_000),
  /** Generated articles for benches and load tests: the news site is filled up to this many articles (default 0). */
  SEED_ARTICLES: int(0, 200_000),
  /** Generated cars for benches and load tests: the fleet is filled up to this many cars (default 0). */
  SEED_CARS: int(0, 10_000),
  /** Seconds article views are counted in memory before they are written (default 10). */
  VIEW_FLUSH_SECONDS: int(1, 300),
  /** Seconds between sweeps that expire unpaid hotel orders (default 60; 0 = no sweep, reads still expire). */
  ORDER_SWEEP_SECONDS: int(0, 3600),
  /** `on`: members may pay with the sandbox driver (a stand-in for an online gateway; no money moves). */
  PAYMENT_SANDBOX: text.pipe(z.enum(['on', 'off']).optional()),
  /** Minutes an operator's session lasts without a call before it ends (default 30). */
  ADMIN_IDLE_MINUTES: int(5, 720),
  /**
   * Where uploaded and seeded files go: `local` (default, `$DATA_DIR/storage`, one instance or a shared volume),
   * `database` (the files table of the site's database, shared by every instance on it) or `s3` (a bucket of an
   * S3-compatible object store, the S3_* settings).
   */
  STORAGE: text.pipe(z.enum(['local', 'database', 's3']).optional()),
  /** STORAGE=s3: the object store's base URL, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://10.0.0.5:7480`. */
  S3_ENDPOINT: text.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** STORAGE=s3: the region requests are signed for (default `us-east-1`; Ceph's default zone group is `default`). */
  S3_REGION: text,
  /** STORAGE=s3: the bucket the files go to (it must exist; the site does not create it). */
  S3_BUCKET: text.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
      .optional(),
  ),
  /** STORAGE=s3: the access key id and its secret. */
  S3_ACCESS_KEY: text,
  S3_SECRET_KEY: text,
  /** STORAGE=s3: `on` puts the bucket in the path (`endpoint/bucket/key`, Ceph and MinIO); off: `bucket.endpoint`. */
  S3_PATH_STYLE: text.pipe(z.enum(['on', 'off']).optional()),
  /** STORAGE=s3: the base URL browsers are given for files (a CDN in front of the bucket); unset: the site's /storage. */
  S3_PUBLIC_URL: text.pipe(z.url({ protocol: /^https?$/ }).optional()),
});

export type Settings = z.output<typeof schema>;

/** Thrown at the first reading of a malformed variable: the operator sees which one and why. */
export class EnvError extends Error {}

let cached: { source: Env; values: string; settings: Settings } | undefined;

/** The validated settings of `source` (default `process.env`). Throws `EnvError` naming a malformed variable. */
export function readEnv(source: Env = process.env): Settings {
  const values = Object.keys(schema.shape)
    .map((key) => source[key] ?? '')
    .join('\u0000');
  if (cached && cached.source === source && cached.values === values) return cached.settings;
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EnvError(`Environment variable ${String(issue?.path[0])} is invalid: ${issue?.message}`);
  }
  cached = { source, values, settings: parsed.data };
  return parsed.data;
}
