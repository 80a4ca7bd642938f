/**
 * A member tops up their balance (issue 24) on a private instance with the sandbox gateway: the balance page's form,
 * the gateway's page, paying, and back on the balance page the notice, the new balance and the log line; an amount
 * out of bounds is refused beside the field; declining leaves the balance. In Chinese with JavaScript off, and in
 * English (where axe checks both pages).
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, type TestLang } from './fixtures';
import { privateInstance } from './support/instance';

const site = privateInstance({ PAYMENT_SANDBOX: 'on' });

async function loginAs(page: Page, lang: TestLang): Promise<void> {
  await page.context().addCookies([{ name: 'ba-lang', value: lang, domain: '127.0.0.1', path: '/' }]);
  await page.goto(`${site.baseURL}/user/login`);
  await page.getByTestId('login-username').fill('demo');
  await page.getByTestId('login-password').fill('demo123456');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a member tops up ¥100 through the sandbox and sees it in the balance log', async ({ page }) => {
    await loginAs(page, 'zh-cn');
    await page.goto(`${site.baseURL}/user/account/balance`);
    const form = page.getByTestId('top-up-form');
    await form.getByLabel('充值金额').fill('0.5');
    await page.getByTestId('top-up-submit').click();
    await expect(form.getByRole('alert')).toHaveText('请输入 ¥1.00 到 ¥50,000.00 之间的金额。');
    await expect(form.getByLabel('充值金额')).toHaveValue('0.5');

    await form.getByLabel('充值金额').fill('100');
    await page.getByTestId('top-up-submit').click();
    await expect(page).toHaveURL(/\/pay\/sandbox\?trade=R\d{8}[0-9a-f]{12}$/);
    const gateway = page.url();
    await expect(page.getByTestId('sandbox-amount')).toHaveText('¥100.00');
    await page.getByTestId('sandbox-pay').click();
    await expect(page).toHaveURL(/\/user\/account\/balance\?topup=R/);
    await expect(page.getByText('已充值 ¥100.00 到您的余额。')).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('在线充值');

    // The way back again, after the outcome: the gateway's page says it is settled.
    await page.goto(gateway);
    await expect(page.getByText('该充值已处理。')).toBeVisible();
  });
});

test('(en) declining at the gateway leaves the balance', async ({ page }) => {
  await loginAs(page, 'en');
  await page.goto(`${site.baseURL}/user/account/balance`);
  await expectAccessible(page);
  const form = page.getByTestId('top-up-form');
  await form.getByLabel('Amount').fill('20');
  await page.getByTestId('top-up-submit').click();
  await expect(page.getByTestId('sandbox-amount')).toHaveText('¥20.00');
  await expectAccessible(page);
  await page.getByTestId('sandbox-decline').click();
  await expect(page.getByText('The top-up of ¥20.00 was not paid. Your balance is unchanged.')).toBeVisible();
});
