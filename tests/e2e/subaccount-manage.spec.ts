/**
 * A main account's team (issue 10, design subaccounts §8): the "My team" menu, the list, the add and edit forms
 * with their messages, the permission checkboxes, disable / enable, a password reset and deletion, each seen from
 * the sub-account's own browser too. A private instance (its own database); the pages post plain forms, so the
 * same steps hold with JavaScript off.
 */
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, islandsHydrated } from './fixtures';
import { memberByName } from './support/db';
import { type Instance, startInstance } from './support/instance';

let site: Instance;
test.beforeAll(async () => {
  site = await startInstance();
});
test.afterAll(async () => {
  await site.stop();
});
test.describe.configure({ mode: 'serial' });

const TEAM = '/user/manage/subAccount';
const PASSWORD = 'Team-pass-2026';

async function loginAt(page: Page, username: string, password: string, lang: 'zh-cn' | 'en' = 'zh-cn') {
  await page.goto(`${site.baseURL}/user/login?lang=${lang}`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/user\/account\/overview/);
}

async function newBrowser(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled, locale: 'zh-CN' });
  return { context, page: await context.newPage() };
}

const rule = (page: Page, name: string) => page.locator(`[data-testid="rule-checkbox"][data-rule="${name}"]`);

test.describe('a main account builds its team, as the sub-account sees it (zh-cn)', () => {
  let main: { context: BrowserContext; page: Page };
  let sub: { context: BrowserContext; page: Page };
  test.beforeAll(async ({ browser }) => {
    main = await newBrowser(browser);
    sub = await newBrowser(browser);
  });
  test.afterAll(async () => {
    await main.context.close();
    await sub.context.close();
  });
  // The demo team's three seeded sub-accounts are listed too: the row of the one this suite adds.
  const rows = () => main.page.getByTestId('team-row');
  const row = () => rows().filter({ hasText: 'team_lina' });
  const mainPage = () => main.page;

  test('the "My team" menu, the seeded team and the add form with its messages', async () => {
    await loginAt(main.page, 'demo', 'demo123456');
    const menu = main.page.getByTestId('member-menu');
    await expect(menu.getByText('团队管理')).toBeVisible();
    await menu.getByRole('link', { name: '子账号' }).click();
    await expect(main.page).toHaveURL(new RegExp(`${TEAM}$`));
    await expect(main.page.getByRole('heading', { level: 1 })).toHaveText('子账号');
    // The demo team: 张伟 and 李娜 at work, 王芳 disabled.
    await expect(rows()).toHaveCount(3);
    await expect(main.page.getByTestId('team-used')).toHaveText('已使用 3 / 10');
    for (const [name, status] of [
      ['demo_zhangwei', '正常'],
      ['demo_lina', '正常'],
      ['demo_wangfang', '已停用'],
    ] as const) {
      await expect(rows().filter({ hasText: name }).getByTestId('team-status')).toHaveText(status);
    }
    await expectAccessible(main.page);

    await main.page.getByTestId('subaccount-add').click();
    await expect(main.page.getByRole('heading', { level: 1 })).toHaveText('添加子账号');
    // The default pages are checked; what the main account alone may do is not offered at all.
    await expect(rule(main.page, 'account/overview')).toBeChecked();
    await expect(rule(main.page, 'order/hotel')).toBeChecked();
    await expect(rule(main.page, 'account/integral')).not.toBeChecked();
    await expect(rule(main.page, 'account/balance')).toHaveCount(0);
    await expect(rule(main.page, 'manage/subAccount')).toHaveCount(0);
    await expectAccessible(main.page);

    await main.page.getByTestId('subaccount-save').click();
    await expect(main.page.locator('#field-username-error')).toHaveText('请输入用户名');
    await main.page.getByTestId('subaccount-username').fill('demo');
    await main.page.getByTestId('subaccount-nickname').fill('李娜');
    await main.page.getByTestId('subaccount-password').fill(PASSWORD);
    await main.page.getByTestId('subaccount-confirm-password').fill(`${PASSWORD}x`);
    await main.page.getByTestId('subaccount-save').click();
    await expect(main.page.locator('#field-confirmPassword-error')).not.toBeEmpty();
    // The values stay, the passwords never come back.
    await expect(main.page.getByTestId('subaccount-nickname')).toHaveValue('李娜');
    await expect(main.page.getByTestId('subaccount-password')).toHaveValue('');
    await main.page.getByTestId('subaccount-password').fill(PASSWORD);
    await main.page.getByTestId('subaccount-confirm-password').fill(PASSWORD);
    await main.page.getByTestId('subaccount-save').click();
    // A name already taken (the main account's own) is refused by the API, beside the field.
    await expect(main.page.locator('#field-username-error')).toContainText('用户名');
  });

  test('a sub-account without hotel orders sees only what it was given', async () => {
    await main.page.getByTestId('subaccount-username').fill('team_lina');
    await main.page.getByTestId('subaccount-password').fill(PASSWORD);
    await main.page.getByTestId('subaccount-confirm-password').fill(PASSWORD);
    await islandsHydrated(main.page);
    await rule(main.page, 'order/hotel').uncheck();
    // The picker takes the group and the page's buttons with it.
    await expect(rule(main.page, 'order')).not.toBeChecked();
    await expect(rule(main.page, 'order/hotel/pay')).not.toBeChecked();
    await main.page.getByTestId('subaccount-save').click();
    await expect(main.page).toHaveURL(new RegExp(`${TEAM}$`));
    await expect(main.page.locator('.ba-notify').filter({ hasText: '子账号已创建。' })).toBeVisible();
    await expect(rows()).toHaveCount(4);
    await expect(row()).toHaveCount(1);
    await expect(row()).toContainText('李娜');
    await expect(row().getByTestId('team-status')).toHaveText('正常');
    await expect(main.page.getByTestId('team-used')).toHaveText('已使用 4 / 10');

    await loginAt(sub.page, 'team_lina', PASSWORD);
    const subMenu = sub.page.getByTestId('member-menu');
    await expect(subMenu.getByRole('link', { name: '个人资料' })).toBeVisible();
    await expect(subMenu.getByRole('link', { name: '酒店订单' })).toHaveCount(0);
    await expect(subMenu.getByText('团队管理')).toHaveCount(0);
    await expect(subMenu.getByRole('link', { name: '余额记录' })).toHaveCount(0);
    for (const path of ['/user/order/hotel', TEAM, `${TEAM}/add`, '/user/account/balance']) {
      const answer = await sub.page.request.get(`${site.baseURL}${path}`);
      expect(answer.status(), path).toBe(403);
    }
  });

  test('disabled, its session ends at once; enabled, it logs in again', async () => {
    await row().getByTestId('team-toggle').click();
    await expect(main.page.locator('.ba-notify').filter({ hasText: '子账号已停用' })).toBeVisible();
    await expect(row().getByTestId('team-status')).toHaveText('已停用');
    await sub.page.goto(`${site.baseURL}/user/account/profile`);
    await expect(sub.page).toHaveURL(/\/user\/login/);
    await row().getByTestId('team-toggle').click();
    await expect(row().getByTestId('team-status')).toHaveText('正常');
  });

  test('edited: a new nickname and the hotel orders after all', async () => {
    await row().getByTestId('team-edit').click();
    await expect(main.page.getByRole('heading', { level: 1 })).toHaveText('编辑 李娜');
    // The menu marks the team entry on its pages.
    await expect(main.page.getByTestId('member-menu').getByRole('link', { name: '子账号' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rule(main.page, 'order/hotel')).not.toBeChecked();
    await main.page.getByTestId('subaccount-nickname').fill('李娜娜');
    await islandsHydrated(main.page);
    await rule(main.page, 'order/hotel').check();
    await expect(rule(main.page, 'order')).toBeChecked();
    await expect(rule(main.page, 'order/hotel/pay')).toBeChecked();
    await main.page.getByTestId('subaccount-save').click();
    await expect(main.page.locator('.ba-notify').filter({ hasText: '子账号已更新。' })).toBeVisible();
    await expect(row()).toContainText('李娜娜');
    await loginAt(sub.page, 'team_lina', PASSWORD);
    await expect(sub.page.getByTestId('member-menu').getByRole('link', { name: '酒店订单' })).toBeVisible();
  });

  test("its bookings are the main account's, with who booked them in the list, its filter, the export and the log", async () => {
    // A booking of the sub-account on the company wallet, as order/create writes one (the booking flow has its own
    // suites): the main account's order, booked by the sub-account under its names of the time.
    const db = site.db();
    const main = await memberByName(db, 'demo');
    const lina = await memberByName(db, 'team_lina');
    // The main account's own newest booking (its team's bookings of the seed stay theirs).
    const order = await db
      .selectFrom('hotel_order')
      .select('id')
      .where('user_id', '=', main.id)
      .where('booked_by', '=', main.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('hotel_order')
      .set({ booked_by: lina.id, booked_by_nickname: '李娜娜', user_account: 'team_lina' })
      .where('id', '=', order.id)
      .execute();
    await db
      .insertInto('user_money_log')
      .values({
        user_id: main.id,
        money: -45_800,
        before: main.money,
        after: main.money - 45_800,
        memo: 'event:hotel_booking',
        create_time: Math.floor(Date.now() / 1000),
        actor_id: lina.id,
        actor_account: 'team_lina',
        actor_nickname: '李娜娜',
      })
      .execute();

    await mainPage().goto(`${site.baseURL}/user/order/hotel`);
    const booked = mainPage().getByTestId('order-booked-by');
    await expect(booked.filter({ hasText: '李娜娜（team_lina）' })).toHaveCount(1);
    await expect(booked.filter({ hasText: '我' }).first()).toBeVisible();
    await mainPage().getByTestId('order-booker').selectOption({ label: '李娜娜（team_lina）' });
    await mainPage().getByRole('button', { name: '筛选' }).click();
    await expect(mainPage()).toHaveURL(new RegExp(`booker=${lina.id}`));
    await expect(mainPage().getByTestId('order-row')).toHaveCount(1);
    const csv = await mainPage().request.get(`${site.baseURL}/user/order/hotel.csv?booker=${lina.id}`);
    const text = (await csv.text()).replace(/^\uFEFF/, '');
    const [header, row, extra] = text.trim().split(/\r?\n/);
    expect(header?.split(',')).toContain('预订人');
    expect(row).toContain('李娜娜（team_lina）');
    expect(extra).toBeUndefined();
    await mainPage().goto(`${site.baseURL}/user/account/balance`);
    await expect(mainPage().getByTestId('log-actor').first()).toHaveText('经办人：李娜娜');

    // The sub-account sees its own booking only, without the column.
    await sub.page.goto(`${site.baseURL}/user/order/hotel`);
    await expect(sub.page.getByTestId('order-row')).toHaveCount(1);
    await expect(sub.page.getByTestId('order-booked-by')).toHaveCount(0);
    await expect(sub.page.getByTestId('order-booker')).toHaveCount(0);
    await mainPage().goto(`${site.baseURL}${TEAM}`);
  });

  test('a new password logs it out everywhere', async () => {
    await row().getByTestId('team-edit').click();
    await main.page.getByTestId('subaccount-new-password').fill('Other-pass-2026');
    await main.page.getByTestId('subaccount-new-password-again').fill('Other-pass-2027');
    await main.page.getByTestId('subaccount-password-save').click();
    await expect(main.page.locator('#field-confirmPassword-error')).not.toBeEmpty();
    await main.page.getByTestId('subaccount-new-password').fill('Other-pass-2026');
    await main.page.getByTestId('subaccount-new-password-again').fill('Other-pass-2026');
    await main.page.getByTestId('subaccount-password-save').click();
    await expect(main.page.locator('.ba-notify').filter({ hasText: '密码已重置' })).toBeVisible();
    await sub.page.goto(`${site.baseURL}/user/account/profile`);
    await expect(sub.page).toHaveURL(/\/user\/login/);
  });

  test('deleted after a confirmation, it can no longer log in', async () => {
    await main.page.getByTestId('subaccount-delete-link').click();
    await expect(main.page.getByRole('heading', { level: 1 })).toHaveText('确定删除子账号 李娜娜？');
    await expectAccessible(main.page);
    await main.page.getByTestId('subaccount-delete-submit').click();
    await expect(main.page.locator('.ba-notify').filter({ hasText: '子账号已删除' })).toBeVisible();
    await expect(row()).toHaveCount(0);
    await expect(rows()).toHaveCount(3);
    await sub.page.goto(`${site.baseURL}/user/login`);
    await sub.page.getByTestId('login-username').fill('team_lina');
    await sub.page.getByTestId('login-password').fill('Other-pass-2026');
    await sub.page.getByTestId('login-submit').click();
    await expect(sub.page).toHaveURL(/\/user\/login/);
  });
});

test('without JavaScript, in English: add, search and filter the team', async ({ browser }) => {
  const main = await newBrowser(browser, false);
  // The language as the switch keeps it (a cookie), so the posts answer in English too.
  await main.context.addCookies([{ name: 'ba-lang', value: 'en', domain: '127.0.0.1', path: '/' }]);
  await loginAt(main.page, 'demo', 'demo123456', 'en');
  await main.page.goto(`${site.baseURL}${TEAM}/add`);
  await main.page.getByTestId('subaccount-username').fill('team_space');
  await main.page.getByTestId('subaccount-nickname').fill('Wang Fang');
  await main.page.getByTestId('subaccount-password').fill(PASSWORD);
  await main.page.getByTestId('subaccount-save').click();
  await expect(main.page.locator('#field-nickname-error')).toContainText('A nickname can only contain');
  await expect(main.page.getByTestId('subaccount-username')).toHaveValue('team_space');
  for (const [username, nickname] of [
    ['team_wang', 'WangFang'],
    ['team_zhao', 'ZhaoLei'],
  ]) {
    await main.page.goto(`${site.baseURL}${TEAM}/add`);
    await expect(main.page.getByRole('heading', { level: 1 })).toHaveText('Add sub-account');
    await main.page.getByTestId('subaccount-username').fill(username as string);
    await main.page.getByTestId('subaccount-nickname').fill(nickname as string);
    await main.page.getByTestId('subaccount-password').fill(PASSWORD);
    await main.page.getByTestId('subaccount-confirm-password').fill(PASSWORD);
    await main.page.getByTestId('subaccount-save').click();
    await expect(main.page).toHaveURL(new RegExp(`${TEAM}$`));
    await expect(main.page.getByTestId('team-row').filter({ hasText: username as string })).toHaveCount(1);
  }
  await main.page.goto(`${site.baseURL}${TEAM}`);
  // With the demo team's three, newest first.
  await expect(main.page.getByTestId('team-row')).toHaveCount(5);
  await expect(main.page.getByTestId('team-row').first()).toContainText('Never');
  await main.page.getByLabel('Search').fill('zhao');
  await main.page.getByRole('button', { name: 'Apply' }).click();
  await expect(main.page.getByTestId('team-row')).toHaveCount(1);
  await expect(main.page.getByTestId('team-row')).toContainText('ZhaoLei');
  // Disabled, then filtered by status: WangFang and the demo team's 张伟 and 李娜 are at work, ZhaoLei and 王芳 not.
  await main.page.getByTestId('team-toggle').click();
  await expect(main.page.getByTestId('team-row').filter({ hasText: 'ZhaoLei' }).getByTestId('team-status')).toHaveText(
    'Disabled',
  );
  await main.page.goto(`${site.baseURL}${TEAM}?status=enable`);
  await expect(main.page.getByTestId('team-row')).toHaveCount(3);
  await expect(main.page.getByTestId('team-row').filter({ hasText: 'WangFang' })).toHaveCount(1);
  await expect(main.page.getByTestId('team-row').filter({ hasText: 'ZhaoLei' })).toHaveCount(0);
  await main.page.goto(`${site.baseURL}${TEAM}?status=disable`);
  await expect(main.page.getByTestId('team-row')).toHaveCount(2);
  await expect(main.page.getByTestId('team-row').filter({ hasText: 'ZhaoLei' })).toHaveCount(1);
  await expect(main.page.getByTestId('team-row').filter({ hasText: 'demo_wangfang' })).toHaveCount(1);
  await main.page.goto(`${site.baseURL}${TEAM}?q=nobody`);
  await expect(main.page.getByTestId('team-empty')).toHaveText(/No sub-account matches this search/);
  await main.context.close();
});
