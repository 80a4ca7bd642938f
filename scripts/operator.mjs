// @ts-check
// npm run operator -- <command>: operators' accounts from a shell (src/server/cli/operatorCommand.ts says which
// commands). Builds the site first when needed, then runs the build's command-line entry on the site's database
// (DATA_DIR or DATABASE_URL, as the server reads them).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildWhenNeeded, DIST_NAME, ROOT } from './build-when-needed.mjs';

buildWhenNeeded(join(ROOT, DIST_NAME, 'server', 'entry.mjs'));
const cli = join(ROOT, DIST_NAME, 'server', 'cli.mjs');
const result = spawnSync(process.execPath, [cli, 'operator', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
