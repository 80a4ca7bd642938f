/**
 * A site started for production (DEMO off: `node scripts/start.mjs`, what the README tells process managers to run)
 * on a new database gets its rules, settings and facilities and no demo: no member, so the demo's credentials log
 * nobody in, and no hotels, cars or news. Every guest page still answers in both languages, empty, never a 500.
 */
import { expect, test } from '@playwright/test';
import { DEMO, LANGS, TEXT, useLang } from './fixtures';
import { privateInstance } from './support/instance';

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
