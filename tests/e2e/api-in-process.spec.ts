/**
 * The built-in API in process (issue 21, part 3): without API_URL the built site renders its pages and answers its
 * islands' proxy calls without a single connection from its server to itself; the same site pointed by API_URL at
 * its own address (the old loopback way, as it reaches a BuildAdmin backend) calls it over HTTP and works as well.
 * The connections are the server process's own sockets to its port, read from /proc (Linux).
 */
import { expect, type Page, test } from '@playwright/test';
import { inDays, submitLogin } from './fixtures';
import { freePort, type Instance, startInstance } from './support/instance';
import { proxyCall } from './support/session';
import { canReadSockets, connectionsTo } from './support/sockets';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const BOOKING = `/hotel/booking?room_type_id=1&checkin=${inDays(30)}&checkout=${inDays(32)}&rooms=1&adults=2`;

/** A guest's hotel page, the demo member's booking page and a proxy call: the calls that go to the API. */
async function visit(page: Page, site: Instance): Promise<void> {
  const detail = await page.goto(`${site.baseURL}/hotel/detail/1`);
  expect(detail?.status()).toBe(200);
  await expect(page.getByTestId('hotel-name')).not.toBeEmpty();
  const captcha = await proxyCall(page, 'common/clickCaptcha?id=e2e-in-process');
  expect(captcha.status).toBe(200);
  expect(JSON.parse(captcha.text)).toMatchObject({ code: 1 });

  await page.goto(`${site.baseURL}/user/login`);
  await submitLogin(page);
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
  const booking = await page.goto(`${site.baseURL}${BOOKING}`);
  expect(booking?.status()).toBe(200);
  await expect(page.getByTestId('booking-room')).not.toBeEmpty();
}

test('without API_URL the site calls its built-in API in process: no connection to itself', async ({ page }) => {
  const site = await startInstance();
  try {
    test.skip(!canReadSockets(site.pid), 'needs /proc to read the server’s sockets');
    await visit(page, site);
    expect(connectionsTo(site.pid, Number(new URL(site.baseURL).port))).toBe(0);
  } finally {
    await site.stop();
  }
});

test('with API_URL the same site calls the API over HTTP, and works', async ({ page }) => {
  const port = await freePort();
  const site = await startInstance({ PORT: String(port), API_URL: `http://127.0.0.1:${port}` });
  try {
    test.skip(!canReadSockets(site.pid), 'needs /proc to read the server’s sockets');
    await visit(page, site);
    // Its kept-alive connections to itself are still open right after the last page.
    expect(connectionsTo(site.pid, port)).toBeGreaterThan(0);
  } finally {
    await site.stop();
  }
});
