/**
 * The whole journey of a stay (docs/design/hotels.md §13.3), in both languages on desktop and phone, axe on every
 * page: the home page's search box (pickers) → the list, filtered without a page load → a hotel → its price calendar
 * (check-in in place, then a check-out) → Book → login → back to the booking → the form and its breakdown → the
 * order → Pay from the balance → every field, the breakdown and the cancellation timeline → Cancel through its
 * confirmation with a full refund → the balance log shows both → both exported files hold the booking. A private instance:
 * the journey books, pays and refunds.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible, inDays, islandAwake, LANGS, submitLogin, type TestLang, useLang } from './fixtures';
import { setMemberMoney } from './support/db';
import { privateInstance } from './support/instance';
import { catalogue } from './support/text';

const site = privateInstance();

const ORDER = catalogue('order');
const API = catalogue('api-hotel');

const TEXT = {
  'zh-cn': { city: '上海', free: '免费取消', guests: ['王芳', '陈磊'], contact: '王芳' },
  en: { city: 'Shanghai', free: 'Free cancellation', guests: ['Emma Brown', 'Liam Brown'], contact: 'Emma Brown' },
} as const;

const settled = (page: Page) => expect(page.getByTestId('hotel-results')).toHaveAttribute('aria-busy', 'false');

async function journey(page: Page, lang: TestLang, offset: number): Promise<void> {
  const text = TEXT[lang];
  const o = ORDER[lang];
  const api = API[lang];
  const [checkin, checkout] = [inDays(offset), inDays(offset + 2)];
  await setMemberMoney(site.db(), 'demo', 10_000_000);

  // Home: the search box, its date fields woken by the first touch.
  await page.goto(`${site.baseURL}/`);
  await expectAccessible(page);
  await page.getByTestId('home-search-q').fill(text.city);
  await page.getByTestId('home-search-checkin').fill(checkin);
  await islandAwake(page, 'StayFields');
  await page.getByTestId('home-search-checkout').fill(checkout);
  await page.getByTestId('home-search-submit').click();

  // The list, filtered in place: free cancellation and four stars and up.
  await expect(page).toHaveURL(/\/hotel\/list\?q=/);
  await islandAwake(page, 'HotelResults');
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const star5 = page.getByTestId('filter-star-5');
  if (!(await star5.isVisible())) await page.locator('.filter-summary').click();
  await page.getByTestId('filter-free-cancel').check();
  await star5.check();
  await page.getByTestId('filter-star-4').check();
  await expect(page).toHaveURL(/star=4&star=5&free_cancel=1/);
  await settled(page);
  const cards = page.getByTestId('hotel-card');
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(page.getByTestId('hotel-card-free-cancel')).toHaveCount(await cards.count());
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await expectAccessible(page);

  // A hotel, and its price calendar: the check-in in place, then a check-out with its total.
  await cards.first().getByTestId('hotel-card-link').click();
  await expect(page).toHaveURL(new RegExp(`/hotel/detail/\\d+\\?checkin=${checkin}&checkout=${checkout}$`));
  await expectAccessible(page);
  const pick = inDays(offset + 3);
  const night = page.locator(`#calendar a[data-day="${pick}"]`);
  await night.scrollIntoViewIfNeeded();
  await islandAwake(page, 'PriceCalendar');
  await night.click();
  await expect(page.getByTestId('calendar-checkin')).toHaveAttribute('data-day', pick);
  const out = page.locator(`#calendar a[data-day="${inDays(offset + 5)}"]`);
  await expect(out).toHaveAttribute('data-testid', 'calendar-checkout-option');
  await out.click();
  await expect(page).toHaveURL(new RegExp(`checkin=${pick}&checkout=${inDays(offset + 5)}#rooms$`));

  // Book a room that can be cancelled free: a guest logs in and comes back to the same booking.
  const room = page
    .getByTestId('room-type')
    .filter({ has: page.getByTestId('room-cancellation').filter({ hasText: text.free }) })
    .first();
  const bookHref = (await room.getByTestId('room-book').getAttribute('href')) ?? '';
  await room.getByTestId('room-book').click();
  await expect(page).toHaveURL(/\/user\/login\?to=/);
  await submitLogin(page);
  await expect(page).toHaveURL(`${site.baseURL}${bookHref}`);
  await expect(page.getByTestId('line-room')).toHaveCount(2);
  await expectAccessible(page);
  await page.getByTestId('booking-guest-0').fill(text.guests[0]);
  await page.getByTestId('booking-guest-1').fill(text.guests[1]);
  await page.getByTestId('booking-contact').fill(text.contact);
  await page.getByTestId('booking-phone').fill('13900139000');
  await page.getByTestId('booking-email').fill('emma@example.com');
  await page.getByTestId('booking-nationality').selectOption('GB');
  const total = (await page.getByTestId('quote-total').textContent())?.trim() ?? '';
  await page.getByTestId('booking-submit').click();

  // The order: pending, then paid from the balance.
  await expect(page).toHaveURL(new RegExp(`^${site.baseURL}/user/order/detail/\\d+$`));
  const orderUrl = page.url();
  const bookingId = (await page.locator('dd[data-field="booking_id"]').textContent())?.trim() ?? '';
  expect(bookingId).toMatch(/^HB\d{14}$/);
  await expect(page.locator('dd[data-field="order_status"]')).toHaveText(api['order_status.pending'] ?? '');
  await expect(page.getByTestId('order-totals')).toContainText(total);
  await page.getByTestId('order-pay').click();
  await expect(page.locator('dd[data-field="order_status"]')).toHaveText(api['order_status.paid'] ?? '');
  // Every field with its label, the night-by-night breakdown and the cancellation timeline.
  const labels = await page.locator('[data-testid="order-fields"] dt').allTextContents();
  expect(labels).toEqual(
    Object.keys(o)
      .filter((key) => key.startsWith('field.'))
      .map((key) => o[key]),
  );
  await expect(page.getByTestId('order-lines').locator('tbody tr')).not.toHaveCount(0);
  await expect(page.getByTestId('order-policy')).toContainText(text.free);
  await expectAccessible(page);

  // Cancel: the confirmation says everything comes back; then the booking is cancelled and refunded.
  await page.getByTestId('order-cancel').click();
  await expect(page).toHaveURL(/\?confirm=cancel$/);
  const rows = page.getByTestId('order-refund-rows');
  await expect(rows.locator('dd').nth(1)).toHaveText((await rows.locator('dd').nth(0).textContent()) ?? '');
  await expectAccessible(page);
  await page.getByTestId('order-cancel-confirm-submit').click();
  await expect(page).toHaveURL(orderUrl);
  await expect(page.locator('dd[data-field="order_status"]')).toHaveText(api['order_status.cancelled'] ?? '');

  // The balance log holds the payment and the refund.
  await page.goto(`${site.baseURL}/user/account/balance`);
  await expect(page.getByTestId('log-table').locator('tr', { hasText: bookingId })).toHaveCount(2);

  // The cancelled bookings exported: both downloaded files hold this booking's row.
  await page.goto(`${site.baseURL}/user/order/hotel?status=cancelled`);
  const csvDownload = page.waitForEvent('download');
  await page.getByTestId('orders-export-csv').click();
  const csv = readFileSync(await (await csvDownload).path()).toString('utf8');
  const row = csv.split('\r\n').find((line) => line.startsWith(`${bookingId},`)) ?? '';
  expect(row).toContain(text.contact);
  const xlsxDownload = page.waitForEvent('download');
  await page.getByTestId('orders-export-xlsx').click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await xlsxDownload).path());
  const ids = (workbook.worksheets[0] as ExcelJS.Worksheet).getColumn(1).values;
  expect(ids).toContain(bookingId);
  const guests = (workbook.worksheets[1] as ExcelJS.Worksheet).getSheetValues().flat().map(String);
  expect(guests).toEqual(expect.arrayContaining([text.guests[0], text.guests[1]]));
}

for (const [index, lang] of LANGS.entries()) {
  test(`a stay from the home page's search to a refund (${lang}) @phone`, async ({ page }, info) => {
    await useLang(page, lang);
    // Each language and device books its own nights, so no run finds the rooms another took.
    await journey(page, lang, 35 + index * 7 + (info.project.name === 'phone' ? 14 : 0));
  });
}
