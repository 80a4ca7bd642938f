import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, login } from './fixtures';

/** The page's background colour, as the person sees it. */
function background(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(33, 37, 41)';

test.describe('colour mode', () => {
  test('follows the system without JavaScript until a person chooses, then remembers the choice', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    // No choice yet: no attribute, the stylesheet follows prefers-color-scheme.
    await expect(page.locator('html')).not.toHaveAttribute('data-bs-theme', /.*/);
    expect(await background(page)).toBe(DARK_BG);
    await expect(page.locator('[data-theme=system]')).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: '浅色' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The server renders the choice itself: light although the system is dark, with no script to flash.
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await expect(page.locator('meta[name=color-scheme]')).toHaveAttribute('content', 'light');
    expect(await background(page)).toBe(LIGHT_BG);
    await expect(page.locator('[data-theme=light]')).toHaveAttribute('aria-pressed', 'true');
    const cookie = (await context.cookies()).find((c) => c.name === 'ba-theme');
    expect(cookie?.value).toBe('light');
    expect(cookie?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

    await page.goto('/user/login');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    expect(await background(page)).toBe(LIGHT_BG);

    await page.goto('/');
    await page.getByRole('button', { name: '跟随系统' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-bs-theme', /.*/);
    expect(await background(page)).toBe(DARK_BG);
    await context.close();
  });

  test('a chosen dark mode is dark on a light system, and passes axe', async ({ page }) => {
    await page.context().addCookies([{ name: 'ba-theme', value: 'dark', domain: '127.0.0.1', path: '/' }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    expect(await background(page)).toBe(DARK_BG);
    await expectAccessible(page);
  });

  test('in dark mode a button waiting for its island keeps the light teal, dimmed, not the unreadable deep one', async ({
    browser,
  }) => {
    // Without JavaScript the profile's bind buttons stay as the server rendered them: shown disabled.
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
    const page = await context.newPage();
    await login(page);
    await page.goto('/user/account/profile');
    const button = page.getByTestId('bind-email');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    const look = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, border: style.borderColor, opacity: style.opacity };
    });
    expect(look).toEqual({ color: 'rgb(127, 209, 210)', border: 'rgb(127, 209, 210)', opacity: '0.65' });
    await context.close();
  });

  test('refuses an unknown mode and a redirect to another site', async ({ request, baseURL }) => {
    const response = await request.post('/theme', {
      form: { theme: 'purple', to: 'https://evil.example/' },
      headers: { origin: baseURL ?? '' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/');
    expect(response.headers()['set-cookie'] ?? '').not.toContain('ba-theme');
  });
});
