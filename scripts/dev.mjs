// npm run dev: Astro's dev server on the demo site (DEMO=on unless DEMO is set), as the README's quick start.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
const child = spawn(process.execPath, [astro, 'dev', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DEMO: process.env.DEMO ?? 'on' },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
