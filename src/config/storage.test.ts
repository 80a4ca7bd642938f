import { describe, expect, it } from 'vitest';
import { EnvError } from './env';
import { s3Settings } from './storage';

const required = {
  S3_ENDPOINT: 'http://127.0.0.1:7480/',
  S3_BUCKET: 'hotel-files',
  S3_ACCESS_KEY: 'key',
  S3_SECRET_KEY: 'secret',
};

describe('s3 settings from the environment', () => {
  it('reads the required four, with us-east-1, virtual-hosted addressing and the site’s own route by default', () => {
    expect(s3Settings(required)).toEqual({
      endpoint: 'http://127.0.0.1:7480',
      region: 'us-east-1',
      bucket: 'hotel-files',
      accessKey: 'key',
      secretKey: 'secret',
      pathStyle: false,
      publicUrl: undefined,
    });
    expect(
      s3Settings({ ...required, S3_REGION: 'default', S3_PATH_STYLE: 'on', S3_PUBLIC_URL: 'https://cdn.example/' }),
    ).toMatchObject({ region: 'default', pathStyle: true, publicUrl: 'https://cdn.example' });
  });
  it('names what is missing or malformed', () => {
    expect(() => s3Settings({ ...required, S3_SECRET_KEY: ' ' })).toThrow(
      new EnvError('Environment variable S3_SECRET_KEY is required by the s3 storage driver'),
    );
    expect(() => s3Settings({ ...required, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT is invalid/);
    expect(() => s3Settings({ ...required, S3_BUCKET: 'Hotel_Files' })).toThrow(/S3_BUCKET is invalid/);
    expect(() => s3Settings({ ...required, S3_PATH_STYLE: 'yes' })).toThrow(/S3_PATH_STYLE is invalid/);
  });
});
