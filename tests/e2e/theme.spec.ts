import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, login, watchScripts } from './fixtures';

/** The page's background colour, as the person sees it. */
function background(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(33, 37, 41)';

/** The header's colour-mode dropdown (lg and up) and its panel. */
function headerMenu(page: Page) {
  const menu = page.locator('.site-tools .theme-menu');
  return { toggle: menu.locator('.menu-toggle'), panel: page.locator('#theme-menu') };
}

test.describe('colour mode', () => {
  test('follows the system without JavaScript until a person chooses in the header, then remembers the choice', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      colorScheme: 'dark',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/');
    // No choice yet: no attribute, the stylesheet follows prefers-color-scheme.
    await expect(page.locator('html')).not.toHaveAttribute('data-bs-theme', /.*/);
    expect(await background(page)).toBe(DARK_BG);
    // One switch per view: the header's; the footer has none, and the phone menu's is hidden at this width.
    await expect(page.locator('.site-footer [data-theme]')).toHaveCount(0);
    await expect(page.getByTestId('theme-switch')).toBeHidden();
    const { toggle, panel } = headerMenu(page);
    await expect(toggle).toHaveAccessibleName('外观：跟随系统');

    // A popover: opens from the keyboard, without script.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(panel.locator('[data-theme=system]')).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.locator('[data-theme=light]')).toHaveAttribute('aria-pressed', 'false');
    await panel.getByRole('button', { name: '浅色' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The server renders the choice itself: light although the system is dark, with no script to flash.
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await expect(page.locator('meta[name=color-scheme]')).toHaveAttribute('content', 'light');
    expect(await background(page)).toBe(LIGHT_BG);
    await expect(toggle).toHaveAccessibleName('外观：浅色');
    await expect(panel.locator('[data-theme=light]')).toHaveAttribute('aria-pressed', 'true');
    const cookie = (await context.cookies()).find((c) => c.name === 'ba-theme');
    expect(cookie?.value).toBe('light');
    expect(cookie?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

    // It stays through a navigation, and on the login page (no header), whose own menu changes it back.
    await page.locator('.site-nav').getByRole('link', { name: '资讯' }).click();
    await expect(page).toHaveURL(/\/cms/);
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    expect(await background(page)).toBe(LIGHT_BG);
    await page.goto('/user/login');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    expect(await background(page)).toBe(LIGHT_BG);
    await page.locator('.theme-menu .menu-toggle').click();
    await page.locator('#theme-menu').getByRole('button', { name: '跟随系统' }).click();
    await expect(page).toHaveURL(/\/user\/login/);
    await expect(page.locator('html')).not.toHaveAttribute('data-bs-theme', /.*/);
    expect(await background(page)).toBe(DARK_BG);
    await context.close();
  });

  test.describe('on a phone @phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });
    test('the folded menu holds the switch, the choice outlives a navigation, and no script loads', async ({
      page,
    }) => {
      const scripts = watchScripts(page);
      await page.goto('/cms');
      // The bar keeps its room: the header's dropdown is not shown, the menu's switch only once the menu is open.
      await expect(headerMenu(page).toggle).toBeHidden();
      const group = page.getByRole('group', { name: '外观' });
      await expect(group).toBeHidden();
      await page.locator('.nav-toggle summary').click();
      await expect(group).toBeVisible();
      await expect(group.locator('[data-theme=system]')).toHaveAttribute('aria-pressed', 'true');
      await group.getByRole('button', { name: '深色' }).click();
      await expect(page).toHaveURL(/\/cms$/);
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
      expect(await background(page)).toBe(DARK_BG);

      await page.locator('.nav-toggle summary').click();
      await expect(group.locator('[data-theme=dark]')).toHaveAttribute('aria-pressed', 'true');
      // /cms is a guest content page: the switch and the menu brought it no script.
      expect(scripts).toEqual([]);
      await page.locator('.site-nav').getByRole('link', { name: '酒店' }).click();
      await expect(page).toHaveURL(/\/hotel\/list/);
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
      expect(await background(page)).toBe(DARK_BG);
    });
  });

  test('a chosen dark mode is dark on a light system, and passes axe with the header menu open', async ({ page }) => {
    await page.context().addCookies([{ name: 'ba-theme', value: 'dark', domain: '127.0.0.1', path: '/' }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    expect(await background(page)).toBe(DARK_BG);
    await expectAccessible(page);
    const { toggle, panel } = headerMenu(page);
    await expect(toggle).toHaveAccessibleName('外观：深色');
    await toggle.click();
    await expect(panel.locator('[data-theme=dark]')).toHaveAttribute('aria-pressed', 'true');
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
