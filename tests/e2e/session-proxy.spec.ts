/**
 * Issue 7 item 9: no script can read a token. The tokens live in an HttpOnly cookie; the page's script sees only
 * id, name, nickname and avatar; the browser's API calls go through the site's proxy, which adds the token for this
 * site's own pages only and keeps every token out of its answers.
 */
import { expect, test } from '@playwright/test';
import { login } from './fixtures';
import { proxyCall, sessionOf } from './support/session';

test.describe('the session cookie and the API proxy', () => {
  test('a member page has no token within reach of its script; its calls go through the proxy', async ({ page }) => {
    await login(page);
    const session = await sessionOf(page);
    expect(session?.token).toMatch(/^[\w-]{40,}$/);
    expect(session?.httpOnly?.httpOnly).toBe(true);
    expect(session?.readable.httpOnly).toBe(false);
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).toContain('userInfo=');
    expect(visible).not.toContain('ba-session');
    expect(visible).not.toContain(session?.token ?? 'no token');

    const overview = await proxyCall(page, 'account/overview');
    expect(overview.status).toBe(200);
    expect(JSON.parse(overview.text).code).toBe(1);

    // The bootstrap names the member, without a token in the answer.
    const index = await proxyCall(page, 'index/index?requiredLogin=1');
    const data = JSON.parse(index.text).data as { userInfo: Record<string, unknown> };
    expect(data.userInfo.username).toBe('demo');
    expect(index.text).not.toContain(session?.token ?? 'no token');
    expect(Object.keys(data.userInfo)).not.toContain('token');
    expect(Object.keys(data.userInfo)).not.toContain('refresh_token');
  });

  test("refuses calls that are not this site's own page's", async ({ page, request }) => {
    await login(page);
    // Without the proxy header (a plain link, image or form of another site could make such a request).
    const bare = await proxyCall(page, 'account/overview', { header: false });
    expect(bare.status).toBe(403);
    expect(JSON.parse(bare.text)).toMatchObject({ code: 0, data: null });

    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const origin = new URL(page.url()).origin;
    const call = (headers: Record<string, string>) =>
      request.get('/proxy/api/account/overview', { headers: { cookie, 'x-requested-with': 'concierge', ...headers } });
    expect((await call({ origin: 'http://evil.example' })).status()).toBe(403);
    expect((await call({ 'sec-fetch-site': 'cross-site' })).status()).toBe(403);
    expect((await call({ 'sec-fetch-site': 'same-site' })).status()).toBe(403);
    const own = await call({ origin, 'sec-fetch-site': 'same-origin' });
    expect(own.status()).toBe(200);
    expect((await own.json()).code).toBe(1);

    // Another origin's page cannot get the custom header past the preflight.
    const elsewhere = origin.replace('127.0.0.1', 'localhost');
    await page.goto(`${elsewhere}/`);
    const crossOrigin = await page.evaluate(async (target) => {
      try {
        const res = await fetch(`${target}/proxy/api/account/overview`, {
          credentials: 'include',
          headers: { 'x-requested-with': 'concierge' },
        });
        return `answered ${res.status}`;
      } catch {
        return 'blocked';
      }
    }, origin);
    expect(crossOrigin).toBe('blocked');
  });

  test('refuses odd paths, methods and bodies with a translated envelope, never a page', async ({ page }) => {
    await login(page);
    for (const path of ['user', 'a/b/c/d/e', 'user/check.In']) {
      const res = await proxyCall(page, path);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.text), path).toMatchObject({ code: 0 });
    }
    const put = await page.evaluate(async () => {
      const res = await fetch('/proxy/api/user/checkIn', {
        method: 'DELETE',
        headers: { 'x-requested-with': 'concierge' },
      });
      return res.status;
    });
    expect(put).toBe(405);
    const huge = await proxyCall(page, 'account/profile', { method: 'POST', body: 'x'.repeat(1024 * 1024 + 10) });
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.text).code).toBe(0);
  });

  test('a logout through the proxy ends both tokens and both cookies', async ({ page }) => {
    await login(page);
    const before = await sessionOf(page);
    const res = await proxyCall(page, 'user/logout', { method: 'POST', body: '{}' });
    expect(JSON.parse(res.text).code).toBe(1);
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('ba-session');
    expect(names).not.toContain('userInfo');
    const check = await page.request.get('/api/index/index?requiredLogin=1', {
      headers: { 'ba-user-token': before?.token ?? '', server: 'true' },
    });
    expect((await check.json()).code).toBe(303);
  });
});
