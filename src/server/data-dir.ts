/** The built-in API's data directory: `DATA_DIR`, default ./data (SQLite file, local storage, mail and SMS outboxes). */
import { resolve } from 'node:path';

export const dataDir = (env: NodeJS.ProcessEnv = process.env): string =>
  resolve(process.cwd(), env.DATA_DIR?.trim() || 'data');
