/**
 * A site started for production (DEMO off: `node scripts/start.mjs`, what the README tells process managers to run)
 * on a new database gets its rules, settings and facilities and no demo: no member, so the demo's credentials log
 * nobody in, and no hotels, cars or news. Every guest page still answers in both languages, empty, never a 500.
 * And the README's command itself, on the machine's own Node (older than the project's here), says when the site is
 * ready, and then it is.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, LANGS, TEXT, useLang } from './fixtures';
import { freePort, privateInstance } from './support/instance';
import { E2E_SERVER_ENV } from './support/serverEnv';

const site = privateInstance({ DEMO: 'off' });

test.describe('a production start without the demo', () => {
  test('the database holds the defaults and no member', async () => {
    const db = site.db();
    const count = async (table: 'user' | 'user_rule' | 'config' | 'facility' | 'hotel' | 'car' | 'cms_article') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('user')).toBe(0);
    expect(await count('user_rule')).toBeGreaterThan(0);
    expect(await count('config')).toBeGreaterThan(0);
    expect(await count('facility')).toBeGreaterThan(0);
    expect([await count('hotel'), await count('car'), await count('cms_article')]).toEqual([0, 0, 0]);
  });

  test("the demo member's credentials log nobody in", async ({ request }) => {
    const response = await request.post(`${site.baseURL}/api/user/checkIn`, {
      headers: { server: 'true' },
      data: { tab: 'login', username: DEMO.username, password: DEMO.password, keep: false },
    });
    const body = await response.json();
    expect(body.code).toBe(0);
    expect(JSON.stringify(body.data ?? null)).not.toContain('token');
  });

  for (const lang of LANGS) {
    test(`guest pages answer, empty, without a server error (${lang})`, async ({ page }) => {
      await useLang(page, lang);
      for (const path of ['/', '/hotel/list', '/car/list', '/cms', '/user/login']) {
        const response = await page.goto(`${site.baseURL}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page, path).toHaveTitle(new RegExp(`${TEXT[lang].siteName}$`));
      }
    });
  }
});

/**
 * The one-time link the start printed names the first operator, a super admin, once; then the console lets them in,
 * and its audit log shows who made them.
 */
async function firstOperator(page: Page, base: string, output: string): Promise<void> {
  const link = /No operator yet\. .* at (\/admin\/setup\?token=[\w-]{43}) on this site/.exec(output)?.[1];
  expect(link, output).toBeDefined();
  await page.goto(`${base}${link}`);
  await page.getByTestId('setup-username').fill('owner');
  await page.getByTestId('setup-nickname').fill('Owner');
  await page.getByTestId('setup-password').fill('first-owner-1');
  await page.getByTestId('setup-confirm').fill('first-owner-2');
  await page.getByTestId('setup-submit').click();
  await expect(page.locator('#field-confirm-error')).toBeVisible();
  await page.getByTestId('setup-password').fill('first-owner-1');
  await page.getByTestId('setup-confirm').fill('first-owner-1');
  await page.getByTestId('setup-submit').click();
  await expect(page).toHaveURL(/\/admin\/login\?created=1$/);
  await page.goto(`${base}${link}`);
  await expect(page.getByTestId('setup-unusable')).toBeVisible();
  await page.goto(`${base}/admin/login`);
  await page.getByTestId('login-username').fill('owner');
  await page.getByTestId('login-password').fill('first-owner-1');
  await page.getByTestId('login-submit').click();
  // A super admin signs in with a second factor: the enrolment step, with its QR code.
  await expect(page.getByTestId('second-factor-form')).toBeVisible();
  await expect(page.getByTestId('totp-secret')).toBeVisible();
}

/** The machine's own Node (the first `node` on PATH outside node_modules), as a process manager would run it. */
function machineNode(): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir.includes('node_modules')) continue;
    const candidate = join(dir, 'node');
    if (existsSync(candidate)) return candidate;
  }
  return process.execPath;
}

test("the README's process-manager command on the machine's Node says when the site is ready, and it is; its setup link makes the first operator", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'concierge-start-'));
  const child = spawn(machineNode(), ['scripts/start.mjs'], {
    env: { ...process.env, ...E2E_SERVER_ENV, DEMO: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  try {
    await expect.poll(() => output, { timeout: 80_000 }).toContain(`Concierge is ready on http://127.0.0.1:${port}/`);
    // Nothing alarming on the way (a build warning, a stack), and the pages answer at once.
    expect(output).not.toMatch(/WARN|Error/);
    expect(output).not.toContain(String.fromCharCode(27)); // no raw colour codes
    for (const path of ['/', '/hotel/list', '/user/login']) {
      const started = Date.now();
      expect((await fetch(`http://127.0.0.1:${port}${path}`)).status, path).toBe(200);
      expect(Date.now() - started, path).toBeLessThan(5_000);
    }
    await firstOperator(page, `http://127.0.0.1:${port}`, output);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
