import { expect, test } from '@playwright/test';
import { expectAccessible, islandsHydrated, LANGS, TEXT, useLang } from './fixtures';

test.describe('home page', () => {
  for (const lang of LANGS) {
    const text = TEXT[lang];
    test(`renders site data from the API (${lang}) @phone`, async ({ page }) => {
      await useLang(page, lang);
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', text.htmlLang);
      await expect(page).toHaveTitle(`${text.home} - ${text.siteName}`);
      await expect(page.getByTestId('site-name')).toHaveText(text.siteName);
      await expect(page.getByTestId('record-number')).toContainText('ICP');
      await expect(page.getByTestId('site-version')).toContainText('v1.0.0');
      await expect(page.getByTestId('home-title')).toContainText(text.siteName);
      const nav = page.getByRole('navigation', { name: lang === 'en' ? 'Main navigation' : '主导航' });
      if (!(await nav.isVisible())) await page.locator('.nav-toggle summary').click();
      for (const entry of text.nav) await expect(nav.getByRole('link', { name: entry })).toBeVisible();
      // Every entry of the head navigation leads to a page that exists.
      for (const href of await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect((await page.request.get(String(href))).status(), `${href}`).toBeLessThan(400);
      }
      await expectAccessible(page);
    });
  }

  test('defaults to zh-cn without a cookie or a matching Accept-Language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await context.close();
  });

  test('follows Accept-Language when no choice is stored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('the home page ships no script; interactive pages break no content security rule', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // The login form answers an invalid post with 422, which Chromium logs as a failed resource.
      if (message.type() === 'error' && !message.text().includes('status of 422')) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await page.goto('/user/login');
    await page.getByTestId('login-submit').click();
    await page.waitForLoadState('networkidle');
    // The register form loads its checks (zod) on the first key press: they must run without eval.
    await page.goto('/user/login?type=register');
    await islandsHydrated(page);
    await page.getByTestId('register-username').fill('1bad');
    await page.getByTestId('register-password').focus();
    await expect(page.getByTestId('register-username-error')).not.toBeEmpty();
    expect(problems).toEqual([]);
  });
});
