import { expect, test } from '@playwright/test';
import { LANGS, TEXT, useLang } from './fixtures';
import { type Instance, startInstance } from './support/instance';

test.describe('not found and errors', () => {
  for (const lang of LANGS) {
    test(`an unknown path answers 404 'Page Not Found' (${lang}) @phone`, async ({ page }) => {
      await useLang(page, lang);
      const response = await page.goto('/does-not-exist');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`${TEXT[lang].notFound} - ${TEXT[lang].siteName}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].notFound);
      await expect(page.getByTestId('site-name')).toHaveText(TEXT[lang].siteName);
    });
  }

  test('an unknown API path answers the envelope with HTTP 404', async ({ request }) => {
    const response = await request.get('/api/nothing/here');
    expect(response.status()).toBe(404);
    const body = await response.json();
    expect(body).toMatchObject({ code: 0, data: null });
    expect(typeof body.msg).toBe('string');
    expect(body.msg.length).toBeGreaterThan(0);
    expect(typeof body.time).toBe('number');
  });

  test.describe('when the API is unreachable', () => {
    let site: Instance;
    test.beforeAll(async () => {
      // The site's own API still answers, but pages are told to use one on a closed port.
      site = await startInstance({ API_URL: 'http://127.0.0.1:9' });
    });
    test.afterAll(async () => {
      await site.stop();
    });

    test('pages show the generic error page without a stack trace', async ({ page }) => {
      const response = await page.goto(`${site.baseURL}/`);
      expect(response?.status()).toBe(500);
      await expect(page.getByTestId('error-500')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('出错了');
      const html = await page.content();
      expect(html).not.toMatch(/at \w+ \(|node_modules|ECONNREFUSED|Error:/);
    });
  });
});
