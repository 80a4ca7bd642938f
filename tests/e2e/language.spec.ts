import { expect, test } from '@playwright/test';
import { TEXT } from './fixtures';

async function switchTo(page: import('@playwright/test').Page, label: string) {
  await page.locator('.language-switch .menu-toggle').click();
  await page.getByRole('button', { name: label }).click();
}

test.describe('language switch', () => {
  test('stores the choice, reloads in English and keeps it on later pages and after a restart', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await switchTo(page, 'English');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('site-name')).toHaveText(TEXT.en.siteName);

    const cookie = (await context.cookies()).find((c) => c.name === 'ba-lang');
    expect(cookie?.value).toBe('en');
    // Persistent, not a session cookie: it survives a browser restart.
    expect(cookie?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

    await page.goto('/user/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const restarted = await browser.newContext({ storageState: await context.storageState() });
    const again = await restarted.newPage();
    await again.goto('/does-not-exist');
    await expect(again.locator('html')).toHaveAttribute('lang', 'en');
    await expect(again.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.notFound);
    await restarted.close();

    await switchTo(page, '中文简体');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveURL(/\/user\/login$/);
    await context.close();
  });

  test('works with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await switchTo(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('site-name')).toHaveText(TEXT.en.siteName);
    await context.close();
  });

  test('refuses a language post from another site', async ({ request }) => {
    const response = await request.post('/lang', {
      form: { lang: 'en', to: '/' },
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });

  test('never redirects to another site', async ({ request, baseURL }) => {
    const response = await request.post('/lang', {
      form: { lang: 'en', to: 'https://evil.example/' },
      headers: { origin: baseURL ?? '' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/');
  });
});
