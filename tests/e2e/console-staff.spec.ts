/**
 * Staff and roles in the console (issue 24), on a private instance: a super admin makes a role for one hotel's
 * front desk and an operator in it; that operator signs in, sees only that hotel's orders, and changes their own
 * password; in English, a name already taken is refused beside the form, and the pages pass axe.
 */
import { expect, test } from '@playwright/test';
import { DEMO_EMAIL } from '../../src/demo/credentials';
import { expectAccessible } from './fixtures';
import { consoleSignIn, OPERATOR_PASSWORD } from './support/console';
import { privateInstance } from './support/instance';

const site = privateInstance();
const NEW_PASSWORD = 'Bund-desk-2026';

test('a super admin makes a role for one hotel and an operator in it, who sees only that hotel', async ({ page }) => {
  await consoleSignIn(page, site.baseURL, 'zh-cn', 'admin');
  await page.goto(`${site.baseURL}/admin/roles`);
  await page.getByTestId('role-add').click();
  await expect(page).toHaveURL(`${site.baseURL}/admin/roles/new-role`);
  await page.getByLabel('名称').fill('外滩前台');
  await page.getByTestId('role-hotels').getByLabel('上海外滩江岸酒店').check();
  // The innermost entry holding "订单" (the Hotels directory holds it too, beside the rates).
  const orders = page
    .getByTestId('role-rules')
    .locator('li', { has: page.getByLabel('订单', { exact: true }) })
    .last();
  await orders.getByLabel('查看').check();
  await orders.getByLabel('确认').check();
  await page.getByTestId('role-save').click();
  await expect(page.getByText('角色已添加。').first()).toBeVisible();
  // The menus of the checked buttons came with them.
  await expect(orders.getByLabel('订单', { exact: true })).toBeChecked();
  await expectAccessible(page);
  // The hotel list is searched by city (or name, area, ID); the chosen hotel stays listed and chosen.
  await page.getByTestId('role-hotel-search').fill('杭州');
  await page.getByTestId('role-hotel-search').press('Enter');
  await expect(page).toHaveURL(/hotels=%E6%9D%AD%E5%B7%9E/);
  const hotels = page.getByTestId('role-hotels');
  await expect(hotels.getByLabel('杭州滨江大酒店')).not.toBeChecked();
  await expect(hotels.getByLabel('北京国贸华庭酒店')).toHaveCount(0);
  await expect(hotels.getByLabel('上海外滩江岸酒店')).toBeChecked();
  await page.getByTestId('role-hotel-search').fill('no such hotel');
  await page.getByTestId('role-hotel-search').press('Enter');
  await expect(page.getByTestId('role-hotels-none')).toHaveText('没有与“no such hotel”匹配的酒店。 ');
  await expect(hotels.getByLabel('上海外滩江岸酒店')).toBeChecked();
  await expectAccessible(page);

  await page.goto(`${site.baseURL}/admin/staff`);
  await page.getByTestId('staff-add').click();
  const form = page.getByTestId('operator-form');
  await form.getByLabel('用户名').fill('bunddesk');
  await form.getByLabel('昵称').fill('外滩前台小李');
  await form.getByLabel('密码').fill(OPERATOR_PASSWORD);
  await form.getByLabel('外滩前台').check();
  await page.getByTestId('operator-save').click();
  await expect(page.getByText('操作员已添加。').first()).toBeVisible();
  await page.goto(`${site.baseURL}/admin/staff`);
  await expect(page.getByTestId('staff-row').filter({ hasText: 'bunddesk' })).toContainText('外滩前台');
  await expectAccessible(page);
  await page.getByTestId('console-logout').click();

  await consoleSignIn(page, site.baseURL, 'zh-cn', 'bunddesk');
  await expect(page.getByRole('navigation').getByRole('link', { name: '会员' })).toHaveCount(0);
  await page.goto(`${site.baseURL}/admin/order`);
  const rows = page.getByTestId('desk-order-row');
  // The demo has orders at several hotels, one of them at this one.
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  await expect(rows.filter({ hasText: '上海外滩江岸酒店' })).toHaveCount(count);

  // Their own password: the current one first; then they sign in again with the new one.
  await page.getByTestId('console-operator').click();
  await expect(page).toHaveURL(`${site.baseURL}/admin/profile`);
  const password = page.getByTestId('profile-password');
  await password.getByLabel('当前密码').fill('not-my-password');
  await password.getByLabel('新密码').fill(NEW_PASSWORD);
  await page.getByTestId('profile-password-save').click();
  await expect(password.getByRole('alert')).toContainText('当前密码');
  await password.getByLabel('当前密码').fill(OPERATOR_PASSWORD);
  await password.getByLabel('新密码').fill(NEW_PASSWORD);
  await page.getByTestId('profile-password-save').click();
  await expect(page).toHaveURL(/\/admin\/login\?passwordChanged=1/);
  await expect(page.getByText('密码已修改，请用新密码登录。')).toBeVisible();
  await consoleSignIn(page, site.baseURL, 'zh-cn', 'bunddesk', NEW_PASSWORD);
  await expect(page.getByTestId('console-operator')).toContainText('外滩前台小李');
});

test("(en) a user name already taken is refused beside the form; a member's details and a reset code", async ({
  page,
}) => {
  await consoleSignIn(page, site.baseURL, 'en', 'admin');
  await page.goto(`${site.baseURL}/admin/staff/new-operator`);
  const form = page.getByTestId('operator-form');
  await form.getByLabel('User name').fill('frontdesk');
  await form.getByLabel('Nickname').fill('Desk');
  await form.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await form.getByLabel('Front desk').check();
  await page.getByTestId('operator-save').click();
  await expect(form.getByRole('alert')).toHaveText('That user name is already taken');
  await expect(form.getByLabel('Nickname')).toHaveValue('Desk');
  await expect(form.getByLabel('Front desk')).toBeChecked();
  await expect(form.getByLabel('User name')).toHaveClass(/is-invalid/);
  await expectAccessible(page);
  await page.goto(`${site.baseURL}/admin/roles/2`);
  await expect(page.getByTestId('role-rules').getByLabel('Orders', { exact: true })).toBeChecked();
  await expectAccessible(page);

  // A member's details corrected, and a reset code sent to one who cannot sign in.
  await page.goto(`${site.baseURL}/admin/user?q=demo_lina`);
  await page.getByTestId('member-row').first().getByRole('link').click();
  await page.getByText('Edit details').click();
  const details = page.getByTestId('member-details');
  // The demo member's address is theirs: refused beside the field.
  await details.getByLabel('E-mail').fill(DEMO_EMAIL);
  await details.getByRole('button').click();
  await expect(details.getByRole('alert')).toHaveText('That e-mail address is already taken');
  await expect(details.getByLabel('E-mail')).toHaveClass(/is-invalid/);
  await details.getByLabel('E-mail').fill('lina.updated@example.com');
  await details.getByRole('button').click();
  await expect(page.getByText('Member saved.').first()).toBeVisible();
  await expect(page.getByTestId('member')).toContainText('lina.updated@example.com');
  await page.getByTestId('member-reset').getByRole('button').click();
  await expect(page.getByText(/A code to set a new password was sent to the member/).first()).toBeVisible();
  // 李娜 is a sub-account: her page names the main account and lists her orders, all of them one click away.
  await expect(page.getByTestId('member-team')).toContainText('demo');
  await expect(page.getByTestId('member-shared-wallet')).toBeVisible();
  await expect(page.getByTestId('member-orders').getByRole('link').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'All their orders' }).click();
  await expect(page).toHaveURL(/\/admin\/order\?booker=\d+$/);
  await expect(page.getByTestId('orders-member')).toBeVisible();
  await expect(page.getByTestId('desk-order-row').first()).toBeVisible();
});
