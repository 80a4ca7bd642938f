import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, islandsHydrated, LANGS, login, submitLogin, TEXT, useLang } from './fixtures';
import { sessionOf } from './support/session';

test.describe('member login and logout', () => {
  for (const lang of LANGS) {
    const text = TEXT[lang];

    test(`guards /user, logs in, shows the member centre and logs out (${lang}) @phone`, async ({ page }) => {
      await useLang(page, lang);
      await page.goto('/user');
      await expect(page).toHaveURL(/\/user\/login$/);
      // Layout "none": no site header on the login page.
      await expect(page.locator('.site-header')).toHaveCount(0);
      await expect(page).toHaveTitle(`${text.loginTitle} - ${text.siteName}`);
      await expectAccessible(page);

      await login(page);
      // /user opens the first member menu page.
      await expect(page).toHaveURL(/\/user\/account\/overview$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.menu[0]);
      await expect(page.locator('.member-nickname')).toHaveText(DEMO.nickname);
      const aside = page.locator('.member-aside');
      if (!(await page.getByTestId('member-menu').isVisible())) await aside.locator('summary').click();
      for (const entry of text.menu) await expect(aside.getByRole('link', { name: entry }).first()).toBeVisible();
      // Several top-level groups, so each has its headline: "My account", "My orders" with the hotel orders,
      // "My content" and "My team".
      await expect(aside.locator('.menu-headline:visible')).toHaveText([
        text.headline,
        text.orderHeadline,
        text.contentHeadline,
        text.teamHeadline,
      ]);
      for (const entry of text.orderMenu) {
        await expect(aside.getByRole('link', { name: entry }).first()).toHaveAttribute('href', '/user/order/hotel');
      }
      await expectAccessible(page);

      const stored = await sessionOf(page);
      // The page's script reads id, name, nickname and avatar; the tokens are in an HttpOnly cookie.
      expect(Object.keys(JSON.parse(decodeURIComponent(stored?.readable.value ?? '{}'))).sort()).toEqual([
        'avatar',
        'id',
        'nickname',
        'username',
      ]);
      expect(stored?.httpOnly).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(stored?.token).toMatch(/^[\w-]{40,}$/);
      expect(stored?.refresh_token).toBe('');
      expect(await page.evaluate(() => document.cookie)).not.toContain(stored?.token ?? 'no token');

      await page.locator('.member-menu .menu-toggle').click();
      await page.getByTestId('logout').click();
      await expect(page).toHaveURL(/\/user\/login(\?to=.*)?$/);
      expect((await page.context().cookies()).filter((c) => ['userInfo', 'ba-session'].includes(c.name))).toEqual([]);
      await page.goto('/');
      await expect(page.getByTestId('login-link')).toHaveText(text.login);
      // The old token no longer works.
      const res = await page.request.get('/api/index/index?requiredLogin=1', {
        headers: { 'ba-user-token': stored?.token ?? '', server: 'true' },
      });
      expect((await res.json()).code).toBe(303);
    });

    test(`rejects a wrong password with a translated message (${lang})`, async ({ page }) => {
      await useLang(page, lang);
      await page.goto('/user/login');
      await submitLogin(page, DEMO.username, 'wrong-password-1');
      await expect(page).toHaveURL(/\/user\/login/);
      await expect(page.getByRole('alert').filter({ hasText: text.wrongPassword })).toBeVisible();
      await expect(page.getByTestId('login-username')).toHaveValue(DEMO.username);
    });
  }

  test('remember me issues a refresh token and a 30-day cookie', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByTestId('login-username').fill(DEMO.username);
    await page.getByTestId('login-password').fill(DEMO.password);
    await page.getByTestId('login-keep').check();
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/user\/account\/overview$/);
    const stored = await sessionOf(page);
    expect(stored?.refresh_token).toMatch(/^[\w-]{40,}$/);
    expect(stored?.httpOnly?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    expect(stored?.readable.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  });

  test('validates as the person leaves a field, with the rules and messages of the server', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await page.goto('/user/login');
    await islandsHydrated(page);
    await page.getByTestId('login-password').fill('a<b');
    await page.getByTestId('login-username').focus();
    await expect(page.getByTestId('login-password-error')).toHaveText('密码须为 6 到 32 位，不能包含 & < > " \'');
    await expect(page.getByTestId('login-password')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-username-error')).toHaveText('请输入用户名');
    await expect(page.getByTestId('login-username')).toBeFocused();
    expect(posted).toBe(false);
  });

  test('the server gives the same messages when JavaScript is off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/user/login');
    await page.getByTestId('login-password').fill('a<b');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-username-error')).toHaveText('请输入用户名');
    await expect(page.getByTestId('login-password-error')).toHaveText('密码须为 6 到 32 位，不能包含 & < > " \'');
    await context.close();
  });

  test('returns to the page asked for after login', async ({ page }) => {
    await page.goto('/user/login?to=%2Fuser%2Faccount%2Fintegral%3Flimit%3D20');
    await submitLogin(page);
    await expect(page).toHaveURL(/\/user\/account\/integral\?limit=20$/);
  });

  test('never sends a person to another site after login', async ({ page }) => {
    await page.goto('/user/login?to=https%3A%2F%2Fevil.example%2F');
    await submitLogin(page);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/user(\/account\/overview)?$/);
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await login(page);
    await expect(page).toHaveURL(/\/user\/account\/overview$/);
    await expect(page.locator('.member-nickname')).toHaveText(DEMO.nickname);
    await context.close();
  });
});
