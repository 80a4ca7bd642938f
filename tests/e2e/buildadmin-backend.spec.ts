/**
 * The site pointed by `API_URL` at a backend that behaves like the official BuildAdmin PHP backend where it differs
 * from our built-in API (support/buildadminStub.ts): register, profile, avatar URLs, change password, escaped
 * text, untranslated menus and the per-IP throttle (issue 7, items 1–7). JavaScript is off, so every step is the
 * server's own call.
 */
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type BuildAdminStub, STUB_MEMBER, startBuildAdminStub } from './support/buildadminStub';
import { type Instance, startInstance } from './support/instance';
import { MEMBER_AREA } from './support/text';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let stub: BuildAdminStub;
let site: Instance;
test.beforeAll(async () => {
  stub = await startBuildAdminStub();
  site = await startInstance({ API_URL: stub.url, BUILTIN_API: 'off' }, '/robots.txt');
});
test.afterAll(async () => {
  await site?.stop();
  await stub?.stop();
});

const calls = (method: string, path: string) => stub.requests.filter((r) => r.method === method && r.path === path);

async function plainPage(browser: Browser, lang: 'zh-cn' | 'en' = 'zh-cn'): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'ba-lang', value: lang, url: site.baseURL }]);
  return [context, await context.newPage()];
}

async function login(page: Page): Promise<void> {
  await page.goto(`${site.baseURL}/user/login`);
  await page.getByTestId('login-username').fill(STUB_MEMBER.username);
  await page.getByTestId('login-password').fill(STUB_MEMBER.password);
  await page.getByTestId('login-keep').check();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(MEMBER_AREA);
}

test('registration sends both e-mail and mobile, so BuildAdmin answers with its own message, not a 500', async ({
  browser,
}) => {
  const [context, page] = await plainPage(browser);
  await page.goto(`${site.baseURL}/user/login?type=register`);
  await page.getByTestId('register-username').fill('new_guest');
  await page.getByTestId('register-email').fill('new.guest@example.com');
  await page.getByTestId('register-password').fill('Guest123456');
  await page.getByTestId('register-captcha').fill('123456');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/user/login'));
  await page.getByTestId('register-submit').click();
  expect((await answer).status()).toBeLessThan(500);
  // Without JavaScript the notice is an inline alert (inside <noscript>, which text locators skip).
  await expect(page.getByRole('alert').filter({ hasText: '请输入正确的验证码' })).toBeVisible();
  const [sent] = calls('POST', 'user/checkIn');
  expect(sent?.body).toMatchObject({
    tab: 'register',
    registerType: 'email',
    email: 'new.guest@example.com',
    mobile: '',
  });
  await context.close();
});

test("the member's escaped text is shown decoded, menus in the visitor's language, avatars from the backend", async ({
  browser,
}) => {
  const [context, page] = await plainPage(browser, 'en');
  await login(page);
  await page.goto(`${site.baseURL}/user/account/profile`);
  await expect(page.getByTestId('profile-nickname')).toHaveValue('A & B');
  await expect(page.getByTestId('profile-motto')).toHaveValue('<3 hotels & cars');
  await expect(page.locator('.member-aside').getByRole('link', { name: 'Change password' })).toBeVisible();
  await expect(page.locator('.member-aside')).not.toContainText('修改密码');
  // No X-Forwarded-Host reaches the backend, so its asset URLs name its own host, where its /storage lives.
  const stubHost = new URL(stub.url).host;
  expect(stub.requests.every((r) => r.headers['x-forwarded-host'] === undefined)).toBe(true);
  expect(stub.requests.some((r) => typeof r.headers['x-forwarded-for'] === 'string')).toBe(true);
  await expect(page.locator('img[src*="avatar.png"]').first()).toHaveAttribute(
    'src',
    `//${stubHost}/static/images/avatar.png`,
  );
  await context.close();
});

test('saving the profile sends the member id and an empty birthday as null', async ({ browser }) => {
  const [context, page] = await plainPage(browser);
  await login(page);
  await page.goto(`${site.baseURL}/user/account/profile`);
  await page.getByTestId('profile-nickname').fill('Tom_and_Jerry');
  await page.getByTestId('profile-birthday').fill('');
  await page.getByTestId('profile-save').click();
  await expect(page).toHaveURL(/\/user\/account\/profile$/);
  await expect(
    page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: '个人资料已保存。' }),
  ).toBeVisible();
  const saved = calls('POST', 'account/profile').at(-1);
  expect(saved?.body).toMatchObject({
    id: 7,
    username: STUB_MEMBER.username,
    nickname: 'Tom_and_Jerry',
    birthday: null,
  });
  await context.close();
});

test("changing the password ends this device's refresh token too", async ({ browser }) => {
  const [context, page] = await plainPage(browser);
  await login(page);
  expect(stub.liveRefreshTokens.size).toBeGreaterThan(0);
  const before = new Set(stub.liveRefreshTokens);
  await page.goto(`${site.baseURL}/user/account/changePassword`);
  await page.getByTestId('old-password').fill(STUB_MEMBER.password);
  await page.getByTestId('new-password').fill('Stub654321');
  await page.getByTestId('confirm-password').fill('Stub654321');
  await page.getByTestId('change-password-submit').click();
  await expect(page).toHaveURL(/\/user\/login$/);
  const logout = calls('POST', 'user/logout').at(-1);
  expect(before.has(String(logout?.body.refreshToken))).toBe(true);
  expect(stub.liveRefreshTokens.has(String(logout?.body.refreshToken))).toBe(false);
  await context.close();
});

test('a throttled bootstrap gives a translated 503 with Retry-After, never a 500', async ({ browser }) => {
  const [context, page] = await plainPage(browser, 'en');
  await login(page);
  stub.throttle(true);
  try {
    const response = await page.goto(`${site.baseURL}/user/account/overview`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('30');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're busy right now");
  } finally {
    stub.throttle(false);
  }
  await context.close();
});

// A BuildAdmin backend without the hotel, car and content modules (their controllers answer HTTP 404): the home page
// without them, and each of their pages says the site does not offer it (404), not that it is busy (503).
const MODULE_PAGES = ['/hotel/list', '/hotel/detail/1', '/car/list', '/car/detail/1', '/cms', '/cms/info/1'];
const NOT_OFFERED = { 'zh-cn': '本站未提供此服务', en: 'Not offered on this site' } as const;

for (const lang of ['zh-cn', 'en'] as const) {
  test(`without the hotel, car and content modules their pages are not offered, never busy or a 500 (${lang})`, async ({
    browser,
  }) => {
    const [context, page] = await plainPage(browser, lang);
    expect((await page.goto(`${site.baseURL}/`))?.status()).toBe(200);
    const notOffered = async (path: string) => {
      const response = await page.goto(`${site.baseURL}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(NOT_OFFERED[lang]);
      await expect(page, path).toHaveURL(`${site.baseURL}${path}`);
    };
    for (const path of MODULE_PAGES) await notOffered(path);
    // A member too (the member's session is on the same pages).
    await login(page);
    await notOffered('/hotel/detail/1');
    await context.close();
  });

  test(`a member who holds every rule is told the site does not offer orders, articles or a team (${lang})`, async ({
    browser,
  }) => {
    const [context, page] = await plainPage(browser, lang);
    await login(page);
    const text = { 'zh-cn': '本站未提供此服务', en: 'Not offered on this site' }[lang];
    for (const path of ['/user/order/hotel', '/user/manage/subAccount', '/user/cms/content']) {
      const response = await page.goto(`${site.baseURL}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId('error-not-offered'), path).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(text);
      await expect(page.getByTestId('error-403'), path).toHaveCount(0);
    }
    const csv = await page.request.get(`${site.baseURL}/user/order/hotel.csv`);
    expect(csv.status()).toBe(404);
    await context.close();
  });

  test(`the proxy's 404 names the address it could not reach (${lang})`, async ({ browser }) => {
    const [context, page] = await plainPage(browser, lang);
    await page.goto(`${site.baseURL}/`);
    const answer = await page.request.get(`${site.baseURL}/proxy/api/hotel/detail?id=1`, {
      headers: { 'x-requested-with': 'concierge' },
    });
    expect(answer.status()).toBe(404);
    const prefix = { 'zh-cn': '请求地址出错:', en: 'Error requesting address:' }[lang];
    // The API path the backend lacks (the proxy asked it for /api/hotel/detail).
    expect((await answer.json()).msg).toBe(`${prefix}/api/hotel/detail`);
    await context.close();
  });
}
