/**
 * "Remember me" survives the access token's expiry: the expiry is forced in a private instance's database, the
 * next page refreshes the token once (contract §1.5), rewrites the cookie and stays logged in; logout then leaves
 * neither the old nor the new token (nor the refresh token) usable.
 */
import { expect, type Page, test } from '@playwright/test';
import { DEMO, useLang } from './fixtures';
import { expireAccessTokens } from './support/db';
import { privateInstance } from './support/instance';
import { proxyCall, type Session, sessionOf as stored } from './support/session';
import { MEMBER_AREA } from './support/text';

const site = privateInstance();

/** Logs the demo member in on the private instance, with or without "remember me". */
async function loginHere(page: Page, keep: boolean): Promise<Session> {
  await page.goto(`${site.baseURL}/user/login`);
  await page.getByTestId('login-username').fill(DEMO.username);
  await page.getByTestId('login-password').fill(DEMO.password);
  if (keep) await page.getByTestId('login-keep').check();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(MEMBER_AREA);
  const user = await stored(page);
  expect(user?.id).toBeGreaterThan(0);
  if (keep) expect(user?.refresh_token).toMatch(/^[\w-]{40,}$/);
  return user as Session;
}

const rememberedLogin = (page: Page) => loginHere(page, true);

async function apiCode(page: Page, path: string, token: string, body?: unknown) {
  const headers = { 'ba-user-token': token, server: 'true' };
  const res = body
    ? await page.request.post(`${site.baseURL}/api/${path}`, { headers, data: body })
    : await page.request.get(`${site.baseURL}/api/${path}`, { headers });
  return ((await res.json()) as { code: number }).code;
}

test('a member page refreshes an expired token and stays logged in; logout leaves no usable token', async ({
  page,
}) => {
  await useLang(page, 'en');
  const first = await rememberedLogin(page);
  await expireAccessTokens(site.db(), first.id);
  expect(await apiCode(page, 'index/index?requiredLogin=1', first.token)).toBe(409);

  await page.goto(`${site.baseURL}/user`);
  await expect(page).toHaveURL(MEMBER_AREA);
  await expect(page.locator('.member-nickname')).toHaveText(DEMO.nickname);
  const second = await stored(page);
  expect(second?.token).toMatch(/^[\w-]{40,}$/);
  expect(second?.token).not.toBe(first.token);
  // Both rotate: the cookie holds the new refresh token too (the old one is spent).
  expect(second?.refresh_token).toMatch(/^[\w-]{40,}$/);
  expect(second?.refresh_token).not.toBe(first.refresh_token);
  // The old token was replaced, the new one works.
  expect(await apiCode(page, 'index/index?requiredLogin=1', first.token)).not.toBe(1);
  expect(await apiCode(page, 'index/index?requiredLogin=1', second?.token ?? '')).toBe(1);

  // A guest page (the home page) refreshes too instead of forgetting the member.
  await expireAccessTokens(site.db(), first.id);
  await page.goto(`${site.baseURL}/`);
  await expect(page.getByTestId('login-link')).toHaveCount(0);
  const third = await stored(page);
  expect(third?.token).not.toBe(second?.token);
  expect(third?.refresh_token).not.toBe(second?.refresh_token);
  expect(await apiCode(page, 'index/index?requiredLogin=1', third?.token ?? '')).toBe(1);

  await page.goto(`${site.baseURL}/user`);
  await page.locator('.member-menu .menu-toggle').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/user\/login/);
  expect(await stored(page)).toBeUndefined();
  for (const token of [first.token, second?.token ?? '', third?.token ?? '']) {
    expect(await apiCode(page, 'index/index?requiredLogin=1', token)).not.toBe(1);
  }
  for (const refreshToken of [first.refresh_token, third?.refresh_token ?? '']) {
    expect(await apiCode(page, 'common/refreshToken', third?.token ?? '', { refreshToken })).toBe(0);
  }
});

/** The `ba-session` values a response sets ('' for a deletion); none when it leaves the cookie alone. */
const sessionCookiesSet = (headers: { name: string; value: string }[]) =>
  headers
    .filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('ba-session='))
    .map((h) =>
      /max-age=0\b|expires=thu, 01 jan 1970/i.test(h.value) ? '' : h.value.slice('ba-session='.length).split(';')[0],
    );

test('two page loads at once with an expired access token: both stay logged in, with the same new pair', async ({
  page,
  playwright,
}) => {
  const first = await rememberedLogin(page);
  await expireAccessTokens(site.db(), first.id);
  const before = await page.context().storageState();

  // Two tabs of one browser load member pages at the same moment with the same (expired) cookie.
  const other = await page.context().newPage();
  await Promise.all([page.goto(`${site.baseURL}/user`), other.goto(`${site.baseURL}/user/account/overview`)]);
  await expect(page).toHaveURL(MEMBER_AREA);
  await expect(other).toHaveURL(MEMBER_AREA);
  const after = await stored(page);
  expect(after?.token).not.toBe(first.token);
  expect(await apiCode(page, 'index/index?requiredLogin=1', after?.token ?? '')).toBe(1);

  // A load that left with the old cookie before the first answer came back (the slow twin): it gets the pair the
  // first load got and writes it again, never a deletion of the cookie the first load wrote, nor a login redirect.
  // The same for an island's call through the API proxy.
  for (const path of ['/user/account/overview', '/proxy/api/account/overview']) {
    const late = await playwright.request.newContext({ storageState: before });
    try {
      const res = await late.get(`${site.baseURL}${path}`, {
        maxRedirects: 0,
        headers: { 'x-requested-with': 'concierge' },
      });
      expect(res.status(), path).toBe(200);
      if (path.startsWith('/proxy/')) expect(((await res.json()) as { code: number }).code).toBe(1);
      const written = sessionCookiesSet(res.headersArray());
      expect(written, path).toHaveLength(1);
      expect(decodeURIComponent(written[0] ?? ''), path).toContain(after?.token ?? 'no token');
    } finally {
      await late.dispose();
    }
  }
  // The session lives on.
  expect(await apiCode(page, 'index/index?requiredLogin=1', after?.token ?? '')).toBe(1);
  await page.goto(`${site.baseURL}/user`);
  await expect(page).toHaveURL(MEMBER_AREA);
  await expect(page.locator('.member-nickname')).toHaveText(DEMO.nickname);
});

test('without "remember me" an expired token sends the member to login and clears the cookie', async ({ page }) => {
  const user = await loginHere(page, false);
  await expireAccessTokens(site.db(), user.id);
  await page.goto(`${site.baseURL}/user`);
  await expect(page).toHaveURL(/\/user\/login/);
  expect(await stored(page)).toBeUndefined();
});

/** The code of a call through the site's API proxy, as the islands make it. */
const proxyCode = async (page: Page, path: string) =>
  (JSON.parse((await proxyCall(page, path)).text) as { code: number }).code;

test('the API proxy refreshes an expired token for the browser, which never holds one', async ({ page }) => {
  const first = await rememberedLogin(page);
  await expireAccessTokens(site.db(), first.id);
  expect(await proxyCode(page, 'account/overview')).toBe(1);
  const second = await stored(page);
  expect(second?.token).not.toBe(first.token);
  expect(second?.refresh_token).not.toBe(first.refresh_token);
  expect(second?.httpOnly?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain(second?.token ?? 'no token');
  expect(await apiCode(page, 'index/index?requiredLogin=1', second?.token ?? '')).toBe(1);
});

test('without "remember me" the proxy answers 409 to an expired token and ends the session', async ({ page }) => {
  const user = await loginHere(page, false);
  await expireAccessTokens(site.db(), user.id);
  expect(await proxyCode(page, 'account/overview')).toBe(409);
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('ba-session');
  expect(names).not.toContain('userInfo');
});

test('a cookie of the old format (tokens readable) is moved into the HttpOnly cookie', async ({ page }) => {
  const first = await rememberedLogin(page);
  const url = new URL(site.baseURL);
  await page.context().clearCookies();
  await page.context().addCookies([
    {
      name: 'userInfo',
      value: encodeURIComponent(
        JSON.stringify({
          id: first.id,
          username: first.username,
          nickname: '',
          avatar: '',
          token: first.token,
          refresh_token: first.refresh_token,
        }),
      ),
      domain: url.hostname,
      path: '/',
    },
  ]);
  await page.goto(`${site.baseURL}/user`);
  await expect(page).toHaveURL(MEMBER_AREA);
  const after = await stored(page);
  expect(after?.token).toBe(first.token);
  expect(after?.httpOnly?.httpOnly).toBe(true);
  expect(decodeURIComponent(after?.readable.value ?? '')).not.toContain(first.token);
});
