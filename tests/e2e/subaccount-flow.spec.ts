/**
 * A company's booker, end to end (issue 10; design subaccounts §12.3), in both languages on a desktop and once on a
 * phone: the main account creates a sub-account that may see and pay hotel orders but not cancel or export them →
 * the sub-account logs in, sees only those menu entries and buttons, and the main account's pages answer 403 → it
 * books a hotel through the booking form and pays from the company balance → the main account finds the order in its
 * list with who booked it, filters by that booker, exports it, and its balance log names the booker → the main
 * account disables the sub-account, whose next page is the login and whose login is refused. axe on the new pages.
 * A private instance: the journeys book and pay.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, inDays, islandAwake, islandsHydrated, LANGS, type TestLang } from './fixtures';
import { setMemberMoney } from './support/db';
import { privateInstance } from './support/instance';
import { catalogue } from './support/text';

const site = privateInstance();

const ORDER = catalogue('order');
const API = catalogue('api-hotel');
const RULES = catalogue('rules');

const PASSWORD = 'Flow-pass-2026';
const TEAM = '/user/manage/subAccount';

const TEXT = {
  'zh-cn': { nickname: '周敏', guests: ['周敏', '赵强'], disabled: '账户已被禁用', by: '经办人：周敏' },
  en: { nickname: 'Mia-Zhou', guests: ['Mia Zhou', 'Leo Zhao'], disabled: 'disabled', by: 'By Mia-Zhou' },
} as const;

async function newPage(browser: Browser, lang: TestLang): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'en' ? 'en-US' : 'zh-CN' });
  await context.addCookies([{ name: 'ba-lang', value: lang, domain: '127.0.0.1', path: '/' }]);
  return context.newPage();
}

async function loginAt(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${site.baseURL}/user/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}

const rule = (page: Page, name: string) => page.locator(`[data-testid="rule-checkbox"][data-rule="${name}"]`);

async function journey(browser: Browser, lang: TestLang, tag: string, offset: number): Promise<void> {
  const text = TEXT[lang];
  const o = ORDER[lang];
  const api = API[lang];
  const rules = RULES[lang];
  const username = `flow_${tag}`;
  await setMemberMoney(site.db(), 'demo', 10_000_000);

  // The main account adds a booker who may see and pay hotel orders, not cancel or export them.
  const main = await newPage(browser, lang);
  await loginAt(main, 'demo', 'demo123456');
  await main.goto(`${site.baseURL}${TEAM}/add`);
  await main.getByTestId('subaccount-username').fill(username);
  await main.getByTestId('subaccount-nickname').fill(text.nickname);
  await main.getByTestId('subaccount-password').fill(PASSWORD);
  await main.getByTestId('subaccount-confirm-password').fill(PASSWORD);
  await islandsHydrated(main);
  await rule(main, 'order/hotel/pay').check();
  await rule(main, 'order/hotel/cancel').uncheck();
  await rule(main, 'order/hotel/export').uncheck();
  await expect(rule(main, 'order/hotel')).toBeChecked();
  await expectAccessible(main);
  await main.getByTestId('subaccount-save').click();
  await expect(main).toHaveURL(new RegExp(`${TEAM}$`));
  const row = main.getByTestId('team-row').filter({ hasText: username });
  await expect(row).toHaveCount(1);

  // The sub-account sees only what it was given; the main account's pages answer 403.
  const sub = await newPage(browser, lang);
  await loginAt(sub, username, PASSWORD);
  const menu = sub.getByTestId('member-menu');
  await expect(menu.getByRole('link', { name: o['Hotel orders'] ?? '', exact: true, includeHidden: true })).toHaveCount(
    1,
  );
  await expect(menu.getByText(rules.manage ?? '', { exact: true })).toHaveCount(0);
  await expect(
    menu.getByRole('link', { name: rules['account/balance'] ?? '', exact: true, includeHidden: true }),
  ).toHaveCount(0);
  for (const path of [TEAM, '/user/account/balance']) {
    const answer = await sub.goto(`${site.baseURL}${path}`);
    expect(answer?.status(), path).toBe(403);
    await expect(sub.getByTestId('error-403')).toBeVisible();
  }
  await expectAccessible(sub);

  // It books a hotel through the booking form and pays from the company balance.
  const room = await site
    .db()
    .selectFrom('room_type')
    .select(['id', 'hotel_id'])
    .where('max_adults', '>=', 2)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const query = new URLSearchParams({
    room_type_id: String(room.id),
    hotel_id: String(room.hotel_id),
    checkin: inDays(offset),
    checkout: inDays(offset + 1),
    rooms: '1',
    adults: '2',
  });
  await sub.goto(`${site.baseURL}/hotel/booking?${query}`);
  await islandAwake(sub, 'BookingForm');
  await sub.getByTestId('booking-guest-0').fill(text.guests[0]);
  await sub.getByTestId('booking-guest-1').fill(text.guests[1]);
  await sub.getByTestId('booking-contact').fill(text.nickname);
  await sub.getByTestId('booking-phone').fill('13700137000');
  await sub.getByTestId('booking-email').fill('booker@example.com');
  await sub.getByTestId('booking-submit').click();
  await expect(sub).toHaveURL(new RegExp(`^${site.baseURL}/user/order/detail/\\d+$`));
  const bookingId = (await sub.locator('dd[data-field="booking_id"]').textContent())?.trim() ?? '';
  await expect(sub.getByTestId('order-cancel')).toHaveCount(0);
  await expect(sub.getByTestId('order-pay-channel')).toContainText(o['Company balance'] ?? '');
  await sub.getByTestId('order-pay').click();
  await expect(sub.locator('dd[data-field="order_status"]')).toHaveText(api['order_status.paid'] ?? '');
  await expectAccessible(sub);
  await sub.goto(`${site.baseURL}/user/order/hotel`);
  await expect(sub.getByTestId('order-row')).toHaveCount(1);
  await expect(sub.getByTestId('orders-export-csv')).toHaveCount(0);

  // The main account: the order with who booked it, the filter by that booker, the export and the balance log.
  await main.goto(`${site.baseURL}/user/order/hotel`);
  const booker = `${text.nickname}${lang === 'en' ? ` (${username})` : `（${username}）`}`;
  const order = main.getByTestId('order-row').filter({ hasText: bookingId });
  await expect(order.getByTestId('order-booked-by')).toHaveText(booker);
  await main.getByTestId('order-booker').selectOption({ label: booker });
  await main.getByTestId('order-booker').evaluate((select) => (select as HTMLSelectElement).form?.requestSubmit());
  await expect(main).toHaveURL(/booker=\d+/);
  await expect(main.getByTestId('order-row')).toHaveCount(1);
  const csv = await main.request.get(`${site.baseURL}/user/order/hotel.csv?${new URL(main.url()).search.slice(1)}`);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]?.split(',')).toContain(o['field.booked_by']);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(bookingId);
  expect(lines[1]).toContain(booker);
  await main.goto(`${site.baseURL}/user/account/balance`);
  await expect(main.getByTestId('log-table').locator('tr', { hasText: bookingId }).getByTestId('log-actor')).toHaveText(
    text.by,
  );

  // Disabled: its next page is the login, and its login is refused.
  await main.goto(`${site.baseURL}${TEAM}`);
  await row.getByTestId('team-toggle').click();
  await expect(row.getByTestId('team-status')).not.toHaveText(/^$/);
  await expect(row).toHaveAttribute('data-status', 'disable');
  await sub.goto(`${site.baseURL}/user/account/profile`);
  await expect(sub).toHaveURL(/\/user\/login/);
  await sub.getByTestId('login-username').fill(username);
  await sub.getByTestId('login-password').fill(PASSWORD);
  await sub.getByTestId('login-submit').click();
  await expect(sub.locator('.ba-notify, [role="alert"]').filter({ hasText: text.disabled }).first()).toBeVisible();
  await expect(sub).toHaveURL(/\/user\/login/);
  await main.context().close();
  await sub.context().close();
}

for (const [index, lang] of LANGS.entries()) {
  test(`a sub-account books and pays on the company balance, its main account sees it, then disables it (${lang}) @phone`, async ({
    browser,
  }, info) => {
    const phone = info.project.name === 'phone';
    test.skip(phone && lang === 'en', 'the phone runs once, in Chinese');
    await journey(
      browser,
      lang,
      `${lang === 'en' ? 'en' : 'zh'}${phone ? 'p' : 'd'}`,
      120 + index * 3 + (phone ? 7 : 0),
    );
  });
}
