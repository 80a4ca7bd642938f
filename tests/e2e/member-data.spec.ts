/**
 * Member-centre tests that change data or settings: each runs on a private site instance (its own database).
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, islandAwake, islandsHydrated } from './fixtures';
import { addGroupWithout, addMember, addRules } from './support/db';
import { type Instance, startInstance } from './support/instance';

let site: Instance;
test.beforeAll(async () => {
  site = await startInstance();
});
test.afterAll(async () => {
  await site.stop();
});

async function loginAt(page: import('@playwright/test').Page, username = 'demo', password = 'demo123456') {
  await page.goto(`${site.baseURL}/user/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/user\/account\/overview$/);
}

test.describe.configure({ mode: 'serial' });

test('profile: saves nickname, gender, birthday and signature; refuses a bad nickname', async ({ page }) => {
  await loginAt(page);
  await page.goto(`${site.baseURL}/user/account/profile`);
  // The form; the bind dialogs below it wake only once they scroll into view.
  await islandAwake(page, 'ProfileForm');
  await page.getByTestId('profile-nickname').fill('bad nick!');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-nickname-error')).not.toBeEmpty();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByTestId('profile-nickname').fill('旅行家_01');
  await page.getByLabel('女').check();
  await page.getByLabel('生日').fill('1992-03-04');
  await page.getByTestId('profile-motto').fill('行万里路');
  await expect(page.locator('[data-motto-count]')).toHaveText('还可输入 116 字');
  await page.getByTestId('profile-save').click();
  await expect(page.locator('.ba-notify').filter({ hasText: '个人资料已保存。' })).toBeVisible();
  await expect(page.getByTestId('profile-nickname')).toHaveValue('旅行家_01');
  await expect(page.locator('#gender-2')).toBeChecked();
  await expect(page.locator('.member-nickname')).toHaveText('旅行家_01');
  await expectAccessible(page);
});

test('profile: uploads a good avatar and refuses a bad file before sending it', async ({ page }) => {
  await loginAt(page);
  await page.goto(`${site.baseURL}/user/account/profile`);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0b5d5e' } })
    .png()
    .toBuffer();
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/ajax/upload')) uploads++;
  });
  await page
    .getByTestId('avatar-file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.locator('.ba-notify').filter({ hasText: '上传文件的类型不被允许' })).toBeVisible();
  expect(uploads).toBe(0);
  // The site's own field, in the page's language: a labelled button, no file named, the message beside it.
  await expect(page.getByLabel('选择文件')).toHaveAttribute('type', 'file');
  await expect(page.getByTestId('avatar-file-name')).toHaveText('未选择文件');
  await expect(page.getByTestId('avatar-error')).toHaveText('上传文件的类型不被允许！');
  await expectAccessible(page);

  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('avatar-value')).toHaveValue(/^\/storage\/avatar\/\d{8}\/.+\.png$/);
  expect(uploads).toBe(1);
  await expect(page.getByTestId('avatar-file-name')).toHaveText('me.png');
  await expect(page.getByTestId('avatar-error')).toBeEmpty();
  await page.getByTestId('profile-save').click();
  const src = await page.locator('.member-menu img.avatar').getAttribute('src');
  expect(src).toMatch(/\/storage\/avatar\//);
  const image = await page.request.get(new URL(src ?? '', site.baseURL).href.replace(/^http:\/\/[^/]+/, site.baseURL));
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('profile without JavaScript: a spoofed image is refused by the server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginAt(page);
  await page.goto(`${site.baseURL}/user/account/profile`);
  const name = page.getByTestId('avatar-file-name');
  // Both words are in the page; CSS shows the one that holds (innerText: what is shown).
  await expect(name).toHaveText('未选择文件', { useInnerText: true });
  await page.getByTestId('avatar-file').setInputFiles({
    name: 'evil.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  // Without JavaScript the field still says a file is chosen, in the page's language.
  await expect(name).toHaveText('已选择文件，保存时上传', { useInnerText: true });
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('avatar-error')).toContainText('不允许上传该类型的文件。');
  await context.close();
});

test('profile and change password validate as the person leaves a field, before any post', async ({ page }) => {
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/user\/account\//.test(r.url())) posts++;
  });
  await loginAt(page);
  await page.goto(`${site.baseURL}/user/account/profile`);
  // Typed before the island hydrates, the value is there but nobody checks it as the field is left.
  await islandAwake(page, 'ProfileForm');
  await page.getByTestId('profile-nickname').fill('bad nick!');
  await page.getByTestId('profile-nickname').press('Tab');
  await expect(page.getByTestId('profile-nickname-error')).toHaveText(
    '昵称只能包含汉字、字母、数字、下划线（_）和连字符（-）',
  );
  await page.goto(`${site.baseURL}/user/account/changePassword`);
  await islandsHydrated(page);
  await page.getByTestId('new-password').fill('a<b');
  await page.getByTestId('new-password').press('Tab');
  await expect(page.getByTestId('new-password-error')).not.toBeEmpty();
  expect(posts).toBe(0);
});

test('change password without JavaScript: the server checks the form with the shared schema', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginAt(page);
  await page.goto(`${site.baseURL}/user/account/changePassword`);
  await page.getByTestId('old-password').fill('demo123456');
  await page.getByTestId('new-password').fill('new-pass-2026');
  await page.getByTestId('confirm-password').fill('new-pass-2027');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('confirm-password-error')).toHaveText('两次输入的新密码不一致');
  await expect(page.getByTestId('confirm-password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/user\/account\/changePassword$/);
  await context.close();
});

test('menus: iframe, link and unknown types; a button the group lacks is not shown', async ({ page }) => {
  const db = site.db();
  await addRules(db, [
    {
      pid: 1,
      type: 'menu',
      title: '帮助文档',
      name: 'help/docs',
      path: 'help/docs',
      icon: 'fa fa-file-text',
      menu_type: 'iframe',
      url: `${site.baseURL}/robots.txt`,
      weigh: -1,
    },
    {
      pid: 1,
      type: 'menu',
      title: '官方网站',
      name: 'help/site',
      path: 'help/site',
      icon: 'fa fa-external-link',
      menu_type: 'link',
      url: 'https://example.com/',
      weigh: -2,
    },
    { pid: 1, type: 'menu', title: '神秘入口', name: 'help/odd', path: 'help/odd', menu_type: 'teleport', weigh: -3 },
    { pid: 0, type: 'nav_user_menu', title: '我的订单', name: 'orders', path: 'user/account/balance' },
    { pid: 0, type: 'menu_dir', title: '空目录', name: 'empty', path: 'empty' },
    { pid: 1, type: 'menu', title: '仅路由', name: 'route/only', path: 'route/only', extend: 'add_rules_only' },
  ]);
  // A second group without the balance export permission, and a member in it.
  const groupId = await addGroupWithout(db, 'limited', ['account/balance/export']);
  await addMember(db, { username: 'limited1', nickname: 'Limited', groupId, passwordOf: 'demo' });

  await loginAt(page, 'limited1');
  const menu = page.getByTestId('member-menu');
  // Rules only for routes and empty directories are not menus; a nav_user_menu entry joins the header's member menu.
  await expect(menu.getByText('仅路由')).toHaveCount(0);
  await expect(page.getByText('空目录')).toHaveCount(0);
  await page.locator('.member-menu .menu-toggle').click();
  await expect(page.locator('.member-menu').getByRole('link', { name: '我的订单' })).toHaveAttribute(
    'href',
    '/user/account/balance',
  );
  await page.locator('.member-menu .menu-toggle').click();
  await menu.getByRole('link', { name: '帮助文档' }).click();
  await expect(page).toHaveURL(/\/user\/iframe\/http/);
  await expect(page.getByTestId('member-iframe')).toHaveAttribute('src', `${site.baseURL}/robots.txt`);
  // A page no menu entry names is never framed inside the member centre.
  const framed = await page.goto(`${site.baseURL}/user/iframe/${encodeURIComponent('https://evil.example/')}`);
  expect(framed?.status()).toBe(404);
  await page.goBack();
  const link = page.getByTestId('member-menu').getByRole('link', { name: '官方网站' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', 'https://example.com/');
  await page.getByTestId('member-menu').getByRole('button', { name: '神秘入口' }).click();
  await expect(
    page.locator('.ba-notify:popover-open').filter({ hasText: '导航失败，菜单类型无法识别！' }),
  ).toBeVisible();

  await page.goto(`${site.baseURL}/user/account/integral`);
  await expect(page.getByTestId('log-export')).toBeVisible();
  await page.goto(`${site.baseURL}/user/account/balance`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('余额记录');
  await expect(page.getByTestId('log-export')).toHaveCount(0);
  const denied = await page.request.get(`${site.baseURL}/user/account/balance.csv`);
  expect(denied.status()).toBe(403);
});

test("a page the member's rules do not grant: 403 with a way back, in place of the page and its downloads", async ({
  page,
}) => {
  const db = site.db();
  const groupId = await addGroupWithout(db, 'no-orders', ['order/hotel']);
  await addMember(db, { username: 'noorders1', nickname: 'No orders', groupId, passwordOf: 'demo' });
  await loginAt(page, 'noorders1');
  await expect(page.getByTestId('member-menu').getByRole('link', { name: '酒店订单' })).toHaveCount(0);

  const denied = await page.goto(`${site.baseURL}/user/order/hotel?status=paid`);
  expect(denied?.status()).toBe(403);
  // The status line says so too ("403 Forbidden", not Astro's default "OK").
  expect(denied?.statusText()).toBe('Forbidden');
  await expect(page).toHaveURL(/\/user\/order\/hotel\?status=paid$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('无权访问此页面');
  await expect(page.getByTestId('error-403')).toContainText('您的账号没有打开此页面的权限');
  await expectAccessible(page);
  expect((await page.request.get(`${site.baseURL}/user/order/detail/1`)).status()).toBe(403);
  for (const download of ['/user/order/hotel.csv', '/user/order/hotel.xlsx']) {
    const answer = await page.request.get(`${site.baseURL}${download}`);
    expect(answer.status()).toBe(403);
    expect(answer.headers()['content-type']).toContain('text/plain');
  }
  await page.getByRole('link', { name: '返回会员中心' }).click();
  await expect(page).toHaveURL(/\/user\/account\/overview$/);
  // Pages the group holds open as before.
  expect((await page.request.get(`${site.baseURL}/user/account/balance`)).status()).toBe(200);

  await page.goto(`${site.baseURL}/user/order/hotel?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access to this page');
  await expect(page.getByRole('link', { name: 'Back to the member centre' })).toHaveAttribute('href', '/user');
});

test('change password: the old one stops working everywhere', async ({ browser }) => {
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await loginAt(elsewhere);

  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAt(page);
  await page.goto(`${site.baseURL}/user/account/changePassword`);
  await page.getByTestId('old-password').fill('demo123456');
  await page.getByTestId('new-password').fill('new-pass-2026');
  await page.getByTestId('confirm-password').fill('new-pass-2027');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('confirm-password-error')).toHaveText('两次输入的新密码不一致');
  await page.getByTestId('confirm-password').fill('new-pass-2026');
  await page.getByTestId('change-password-submit').click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.locator('.ba-notify').filter({ hasText: '密码已修改，请使用新密码重新登录。' })).toBeVisible();

  // The other device is logged out too.
  await elsewhere.goto(`${site.baseURL}/user/account/balance`);
  await expect(elsewhere).toHaveURL(/\/user\/login/);

  await page.getByTestId('login-username').fill('demo');
  await page.getByTestId('login-password').fill('demo123456');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/user\/login/);
  await loginAt(page, 'demo', 'new-pass-2026');
  await other.close();
  await context.close();
});
