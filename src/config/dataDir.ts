/** The built-in API's data directory: `DATA_DIR`, default ./data (SQLite file, local storage, mail and SMS outboxes). */

import { resolve } from 'node:path';
import { type Env, readEnv } from './env';

export const dataDir = (env: Env = process.env): string => resolve(process.cwd(), readEnv(env).DATA_DIR ?? 'data');
