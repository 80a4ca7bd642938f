import { expect, test } from '@playwright/test';
import { DEMO, submitLogin } from './fixtures';

test.describe('notifications', () => {
  test('a server notice closes by itself after 4500 ms, not while hovered', async ({ page }) => {
    await page.clock.install();
    await page.goto('/user/login');
    await submitLogin(page, DEMO.username, 'wrong-password-2');
    const toast = page.locator('.ba-notify[role=alert]');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCSS('z-index', '9999');
    await toast.hover();
    await page.clock.runFor(6000);
    await expect(toast).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1500);
    await expect(toast).toBeHidden();
  });

  test('Escape closes it; Delete cancels its timer', async ({ page }) => {
    await page.clock.install();
    await page.goto('/user/login');
    await submitLogin(page, DEMO.username, 'wrong-password-3');
    const toast = page.locator('.ba-notify[role=alert]');
    await expect(toast).toBeVisible();
    await page.keyboard.press('Delete');
    await page.clock.runFor(10_000);
    await expect(toast).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden();
  });
});

test.describe('pages without islands', () => {
  test('the home page ships no script of ours', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('login-link')).toBeVisible();
    await expect(page.locator('script[src], script[type=module]')).toHaveCount(0);
    // Only the search box's pickers, which load nothing until someone uses them.
    await expect(page.locator('astro-island:not([client="interaction"])')).toHaveCount(0);
  });

  test('a server notice is an inline alert that closes without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([
      { name: 'ba-flash', value: 'success|api-account|Data updated successfully~', url: baseURL ?? '' },
    ]);
    const page = await context.newPage();
    await page.goto('/');
    const notice = page.getByRole('status').filter({ hasText: '个人资料已保存。' });
    await expect(notice).toBeVisible();
    await page.locator('.ba-notice-close').click();
    await expect(notice).toBeHidden();
    await context.close();
  });
});

test('without JavaScript, a page with islands shows its server notices as inline alerts that close', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/user/login');
  await submitLogin(page, DEMO.username, 'wrong-password-nojs');
  const notice = page.getByRole('alert').filter({ hasText: '账户或密码不正确。' });
  await expect(notice).toBeVisible();
  // No toast that could not be closed without script.
  await expect(page.locator('.ba-notify')).toHaveCount(0);
  await page.locator('.ba-notice-close').click();
  await expect(notice).toBeHidden();
  await context.close();
});

test.describe('build check', () => {
  test('the page knows its build and says so when a newer one is live, after an hour', async ({ page, request }) => {
    const latest = await (await request.get('/builds/latest.json')).json();
    await page.clock.install();
    await page.goto('/user/login');
    await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', latest.id);
    await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'a-newer-build' } }));
    await page.clock.runFor(3_600_000);
    await expect(page.locator('.ba-notify').filter({ hasText: '网站已更新' })).toBeVisible();
  });
});
