/** The settings of the `s3` storage driver (STORAGE=s3, README "Several instances"). */
import { type Env, EnvError, readEnv } from './env';

export interface S3Settings {
  /** Base URL without a trailing slash. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  pathStyle: boolean;
  /** Base URL of the files for browsers, without a trailing slash; undefined: the site's own /storage route. */
  publicUrl: string | undefined;
}

const REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

/** The S3 settings; an EnvError names the first one missing (they are needed only when a file is stored in S3). */
export function s3Settings(env: Env = process.env): S3Settings {
  const settings = readEnv(env);
  const missing = REQUIRED.find((key) => !settings[key]);
  if (missing) throw new EnvError(`Environment variable ${missing} is required by the s3 storage driver`);
  return {
    endpoint: (settings.S3_ENDPOINT as string).replace(/\/+$/, ''),
    region: settings.S3_REGION ?? 'us-east-1',
    bucket: settings.S3_BUCKET as string,
    accessKey: settings.S3_ACCESS_KEY as string,
    secretKey: settings.S3_SECRET_KEY as string,
    pathStyle: settings.S3_PATH_STYLE === 'on',
    publicUrl: settings.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}
