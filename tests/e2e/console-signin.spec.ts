/**
 * The operator console's door on the shared demo server (issue 24): the demo operators sign in, the front desk reads
 * its own audit entries and a super admin everyone's, filtered; a wrong password is refused in the page's language;
 * signing out ends the session; the sign-in works without JavaScript; the pages pass axe in both colour modes.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, LANGS, type TestLang, useLang } from './fixtures';

const PASSWORD = 'admin123456';

const TEXT = {
  'zh-cn': {
    heading: '操作员登录',
    log: '操作日志',
    signedIn: '登录',
    wrong: '账户或密码不正确。',
    signedOut: '您已退出登录。',
    own: '您在后台中的更改',
    all: '后台中的每一次更改',
  },
  en: {
    heading: 'Operator sign-in',
    log: 'Audit log',
    signedIn: 'Signed in',
    wrong: 'The account or password is incorrect.',
    signedOut: 'You have signed out.',
    own: 'Your own changes in the console',
    all: 'Every change made in the console',
  },
} as const;

async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

for (const lang of LANGS) {
  const text = TEXT[lang as TestLang];

  test(`the front desk signs in, reads its own audit log and signs out (${lang})`, async ({ page }) => {
    await useLang(page, lang);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByTestId('console-login-heading')).toHaveText(text.heading);
    await expect(page.getByTestId('login-keep')).toHaveCount(0);
    await expectAccessible(page);

    await signIn(page, 'frontdesk', 'not-the-password');
    await expect(page.getByText(text.wrong).first()).toBeVisible();
    await signIn(page, 'frontdesk');
    // The console opens on today's dashboard.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await page.getByRole('link', { name: text.log }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.log);
    await expect(page.getByText(text.own)).toBeVisible();
    // Only its own entries (the other language's run signs the front desk in and out at the same time).
    const rows = page.getByTestId('audit-row');
    await expect(rows.filter({ hasText: text.signedIn }).first()).toBeVisible();
    await expect(rows.first()).toContainText('frontdesk');
    expect(await rows.filter({ hasNotText: 'frontdesk' }).count()).toBe(0);
    await expect(page.locator('#log-operator')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByTestId('console-logout').click();
    await expect(page).toHaveURL(/\/admin\/login\?signedOut=1$/);
    await expect(page.getByText(text.signedOut).first()).toBeVisible();
    await page.goto('/admin/log');
    await expect(page).toHaveURL(/\/admin\/login\?to=%2Fadmin%2Flog$/);
  });

  test(`a super admin reads everyone's entries and filters them (${lang})`, async ({ page }) => {
    await useLang(page, lang);
    await page.goto('/admin/log');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/admin\/log$/);
    await expect(page.getByText(text.all)).toBeVisible();
    await page.locator('#log-operator').fill('admin');
    await page.getByRole('button', { name: lang === 'en' ? 'Filter' : '筛选' }).click();
    await expect(page).toHaveURL(/operator=admin/);
    const rows = page.getByTestId('audit-row');
    await expect(rows.first()).toContainText('admin');
    expect(await rows.filter({ hasText: 'frontdesk' }).count()).toBe(0);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an operator signs in and out with plain forms', async ({ page }) => {
    await page.goto('/admin/login');
    await signIn(page, 'frontdesk');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/log');
    await expect(page.getByTestId('audit-row').first()).toBeVisible();
    await page.getByTestId('console-logout').click();
    await expect(page).toHaveURL(/\/admin\/login\?signedOut=1$/);
  });
});

test('the console stays out of search engines and shared caches', async ({ request }) => {
  for (const path of ['/admin/login', '/admin/setup']) {
    const response = await request.get(path);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
  }
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin');
});
