/**
 * The company wallet as the demo team sees it (design subaccounts §8.3, step 6b): 张伟 (demo_zhangwei, may pay)
 * reads on his overview that bookings are paid from the demo member's company balance, without a balance chart,
 * and pays from the "Company balance"; 李娜 (demo_lina, may not pay) reads "Waiting for payment by 演示会员" where
 * Pay would be, in the list and on the detail page. Both languages, desktop and phone. A private instance: the
 * logins write the team's last-login times, which the team page shows.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectAccessible, LANGS, submitLogin, type TestLang } from './fixtures';
import { privateInstance } from './support/instance';

const site = privateInstance();

const texts = (namespace: string) =>
  Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      JSON.parse(readFileSync(`src/i18n/${lang}/${namespace}.json`, 'utf8')) as Record<string, string>,
    ]),
  ) as Record<TestLang, Record<string, string>>;
const ORDER_TEXT = texts('order');
const ACCOUNT_TEXT = texts('account');
const HOTEL_TEXT = texts('api-hotel');

const fill = (text: string | undefined, name: string) => (text ?? '').replace('{{name}}', name);

async function loginAs(page: Page, lang: TestLang, username: string): Promise<void> {
  await page.context().addCookies([{ name: 'ba-lang', value: lang, domain: '127.0.0.1', path: '/' }]);
  await page.goto(`${site.baseURL}/user/login`);
  await submitLogin(page, username, DEMO.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}

/** The detail page of the member's first order in a status, from the orders list. */
async function detailOf(page: Page, status: string): Promise<string> {
  await page.goto(`${site.baseURL}/user/order/hotel?status=${status}`);
  const href = await page.getByTestId('order-row').first().getByRole('link').first().getAttribute('href');
  if (!href) throw new Error(`no ${status} order`);
  return href;
}

for (const lang of LANGS) {
  const o = ORDER_TEXT[lang];
  const a = ACCOUNT_TEXT[lang];
  const companyBalance = o['Company balance'] ?? '';
  const waiting = fill(o['Waiting for payment by {{name}}'], DEMO.nickname);

  test(`张伟 books on the company balance: the overview says whose, Pay takes it (${lang}) @phone`, async ({
    page,
  }) => {
    await loginAs(page, lang, 'demo_zhangwei');
    await page.goto(`${site.baseURL}/user/account/overview`);
    await expect(page.getByTestId('overview-balance')).toHaveText('¥0.00');
    await expect(page.getByTestId('overview-company')).toHaveText(
      fill(a['Bookings are paid from the company balance of {{name}}'], DEMO.nickname),
    );
    // The points alone: no balance line, axis or key, and no balance column in the table.
    await expect(page.getByTestId('growth-chart')).toBeVisible();
    await expect(page.locator('.chart-line-score')).toHaveCount(1);
    await expect(page.locator('.chart-line-money, .chart-axis-money, .chart-key-money')).toHaveCount(0);
    await expect(page.getByTestId('growth-table').locator('th')).toHaveText([a.Day ?? '', a['Points change'] ?? '']);
    await expectAccessible(page);

    // His pending booking: Pay from the company balance, no waiting line.
    await page.goto(`${site.baseURL}${await detailOf(page, 'pending')}`);
    await expect(page.getByTestId('order-pay-channel')).toContainText(companyBalance);
    await expect(page.getByTestId('order-pay-channel')).not.toContainText(
      HOTEL_TEXT[lang]['pay_channel.balance'] ?? '',
    );
    await expect(page.getByTestId('order-pay')).toBeVisible();
    await expect(page.getByTestId('order-pay-waiting')).toHaveCount(0);
    await expectAccessible(page);
    // His paid one was paid from the company balance, as its pay channel says.
    await page.goto(`${site.baseURL}${await detailOf(page, 'paid')}`);
    await expect(page.locator('dd[data-field="pay_channel"]')).toHaveText(companyBalance);

    // The list: Pay on his pending booking.
    await page.goto(`${site.baseURL}/user/order/hotel?status=pending`);
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await expect(page.getByTestId('order-pay')).toHaveCount(1);
    await expect(page.getByTestId('order-pay-waiting')).toHaveCount(0);
  });

  test(`李娜 may not pay: her pending booking waits for the main account (${lang}) @phone`, async ({ page }) => {
    await loginAs(page, lang, 'demo_lina');
    await page.goto(`${site.baseURL}/user/order/hotel`);
    const row = page.locator('[data-testid="order-row"][data-status="pending"]');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('order-pay-waiting')).toHaveText(waiting);
    await expect(page.getByTestId('order-pay')).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`${site.baseURL}${await detailOf(page, 'pending')}`);
    await expect(page.getByTestId('order-pay-waiting').getByRole('heading')).toHaveText(waiting);
    await expect(page.getByTestId('order-pay-form')).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('the main account pays from its own balance, and waits for nobody (en)', async ({ page }) => {
  await loginAs(page, 'en', DEMO.username);
  await page.goto(`${site.baseURL}/user/account/overview`);
  await expect(page.getByTestId('overview-company')).toHaveCount(0);
  await expect(page.locator('.chart-line-money')).toHaveCount(1);
  await page.goto(`${site.baseURL}/user/order/hotel?status=pending`);
  await expect(page.getByTestId('order-pay-waiting')).toHaveCount(0);
  await page.goto(`${site.baseURL}${await detailOf(page, 'pending')}`);
  await expect(page.getByTestId('order-pay-channel')).toContainText(HOTEL_TEXT.en['pay_channel.balance'] ?? '');
});
