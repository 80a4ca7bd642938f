// Screenshots of pages at desktop and phone widths in both languages, for looking at what we build:
//   node scripts/screenshots.mjs [baseURL] [path ...] [--member] [--operator[=name]] [--dark] [--no-js] [--panel=o1s0|o1s1|o0s0]
// (--operator: signed in to the console as the demo operator `admin`, or the one named, at desktop and tablet widths)
// (logged in as the demo member when a path starts with /user/ or with --member; --dark: the dark colour scheme;
// --panel: the member centre's side panel open/shrunk/closed, as its cookie says; the file names carry it)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './browser.mjs';

const args = process.argv.slice(2);
const member = args.includes('--member');
const colorScheme = args.includes('--dark') ? 'dark' : 'light';
// --no-js: JavaScript off, as a browser without it sees the pages (the file names end in -nojs).
const javaScriptEnabled = !args.includes('--no-js');
const panel = args.find((a) => a.startsWith('--panel='))?.slice('--panel='.length);
const operatorArg = args.find((a) => a === '--operator' || a.startsWith('--operator='));
const operator = operatorArg ? operatorArg.split('=')[1] || 'admin' : undefined;
const suffix = `${panel ? `-${panel}` : ''}${javaScriptEnabled ? '' : '-nojs'}`;
const rest = args.filter((a) => !a.startsWith('--'));
const base = rest[0]?.startsWith('http') ? rest.shift() : 'http://127.0.0.1:4321';
const paths = rest.length > 0 ? rest : ['/', '/user/login', '/user', '/does-not-exist'];
const out = join('test-results', 'screenshots');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
for (const lang of ['zh-cn', 'en']) {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    operator ? ['tablet', { width: 768, height: 1024 }] : ['phone', { width: 390, height: 844 }],
  ]) {
    const context = await browser.newContext({ viewport, colorScheme, javaScriptEnabled });
    await context.addCookies([{ name: 'ba-lang', value: lang, url: base }]);
    if (panel) await context.addCookies([{ name: 'ba-member-panel', value: panel, url: base }]);
    const page = await context.newPage();
    if (member || paths.some((p) => p === '/user' || p.startsWith('/user/account'))) {
      await page.goto(`${base}/user/login`);
      await page.fill('[name=username]', 'demo');
      await page.fill('[name=password]', 'demo123456');
      await page.click('[type=submit][data-testid=login-submit]');
      await page.waitForLoadState('networkidle');
    }
    if (operator) {
      await page.goto(`${base}/admin/login`);
      await page.fill('[name=username]', operator);
      await page.fill('[name=password]', 'admin123456');
      await page.click('[type=submit][data-testid=login-submit]');
      await page.waitForLoadState('networkidle');
    }
    for (const path of paths) {
      if (path.startsWith('/user/login')) {
        const guest = await browser.newContext({ viewport, colorScheme, javaScriptEnabled });
        await guest.addCookies([{ name: 'ba-lang', value: lang, url: base }]);
        const p = await guest.newPage();
        await p.goto(base + path);
        await p.screenshot({
          path: join(out, `${slug(path)}-${lang}-${label}-${colorScheme}${suffix}.png`),
          fullPage: true,
        });
        await guest.close();
        continue;
      }
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.screenshot({
        path: join(out, `${slug(path)}-${lang}-${label}-${colorScheme}${suffix}.png`),
        fullPage: true,
      });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);

function slug(path) {
  return (
    path
      .replace(/^\/$/, 'home')
      .replace(/^\//, '')
      .replace(/[^\w]+/g, '_') || 'home'
  );
}
