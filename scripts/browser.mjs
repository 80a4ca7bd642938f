// Finds a Chromium for the end-to-end tests and the benchmark, installing one when the machine has none:
// Debian's package when running as root on Debian, Playwright's own download elsewhere.
//
// Chromium's headless shell first (Debian's chromium-headless-shell, what Playwright itself runs headless): the same
// Blink and V8 without the full browser's window layer. The end-to-end suite took 5.4 min with it against 8.1 with
// the full browser on 2 cores, Chromium's processes 318 CPU-s against 597 (docs/decisions.md).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Flags for a headless Chromium on a machine without a network or a GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function playwrightBundled() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path)) ?? playwrightBundled();
}

function run(cmd, args) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (process.platform === 'linux' && isRoot && existsSync('/etc/debian_version')) {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell', 'fonts-noto-cjk']);
  } else {
    const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
    run(npx, ['playwright', 'install', 'chromium']);
  }
  const installed = findChromium();
  if (!installed) throw new Error('No Chromium could be found or installed; set CHROMIUM_PATH to a Chromium binary.');
  try {
    console.log(execFileSync(installed, ['--version'], { encoding: 'utf8' }).trim());
  } catch {
    // Version printing is informative only.
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
