/**
 * Rates and rooms in the console (issue 25), on a private instance: the demo's revenue manager raises next month's
 * Friday and Saturday prices by 10 % and closes one night, previewing each change before saving it, and a guest's
 * quote and search show both. In English, an edit reaching past the nights on sale lists the refused nights and
 * offers no save; a minimum stay and a night without arrivals show in the grid and on the guest's hotel page; a room
 * type's rate plan is changed, and a price of 0 is refused beside its field; a rate sheet is exported as CSV, changed
 * and imported, and a refused row is named.
 */
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addCalendarDays, calendarDayOf } from '../../src/lib/format/calendarDays';
import { expectAccessible } from './fixtures';
import { consoleSignIn } from './support/console';
import { privateInstance } from './support/instance';

const site = privateInstance();
const ZONE = 'Asia/Shanghai';
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Next month's first and last days, in the site's zone. */
function nextMonth(): { first: string; last: string } {
  const today = calendarDayOf(Date.now(), ZONE);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-01`;
  const [y2, m2] = first.split('-').map(Number) as [number, number];
  const after = `${m2 === 12 ? y2 + 1 : y2}-${String((m2 % 12) + 1).padStart(2, '0')}-01`;
  return { first, last: addCalendarDays(after, -1) };
}

const guestApi = (request: APIRequestContext, path: string) =>
  request.get(`${site.baseURL}${path}`, { headers: { server: 'true', 'think-lang': 'en' } }).then((res) => res.json());

async function quote(request: APIRequestContext, roomTypeId: number, checkin: string) {
  const stay = { room_type_id: String(roomTypeId), checkin, checkout: addCalendarDays(checkin, 1), adults: '2' };
  return guestApi(request, `/api/hotel/quote?${new URLSearchParams(stay)}`);
}

async function bundHotel(request: APIRequestContext, checkin: string) {
  const stay = { city: 'shanghai', checkin, checkout: addCalendarDays(checkin, 1), adults: '2', limit: '50' };
  const list = await guestApi(request, `/api/hotel/list?${new URLSearchParams(stay)}`);
  return list.data.list.find((hotel: { id: number }) => hotel.id === 1);
}

async function previewAndSave(page: Page, heading: string) {
  await page.getByTestId('rate-preview').click();
  await expect(page.getByTestId('rate-preview-result').getByRole('heading')).toHaveText(heading);
  await expectAccessible(page);
  await page.getByTestId('rate-save').getByRole('button').click();
  await expect(page.getByText('房价与房量已保存。').first()).toBeVisible();
}

test('a revenue manager raises next month’s weekend prices by 10 % and closes a night; a guest sees both', async ({
  page,
  request,
}) => {
  const { first, last } = nextMonth();
  const days = Array.from({ length: Number(last.slice(8)) }, (_, i) => addCalendarDays(first, i));
  const friday = days.find((day) => weekdayOf(day) === 5) as string;
  const tuesday = days.find((day) => weekdayOf(day) === 2) as string;
  const weekendNights = days.filter((day) => [5, 6].includes(weekdayOf(day))).length;
  const roomType = 1;
  const before = await quote(request, roomType, friday);
  expect(before.code).toBe(1);
  const listedBefore = await bundHotel(request, friday);

  await consoleSignIn(page, site.baseURL, 'zh-cn', 'revenue');
  await page.getByRole('navigation').getByRole('link', { name: '房价与房量' }).click();
  await expect(page).toHaveURL(`${site.baseURL}/admin/rates`);
  await expect(page.getByTestId('rate-grid')).toBeVisible();
  await expectAccessible(page);

  const edit = page.getByTestId('rate-edit');
  await edit.getByLabel('开始日期').fill(first);
  await edit.getByLabel('结束日期').fill(last);
  await edit.getByLabel('周五').check();
  await edit.getByLabel('周六').check();
  await edit.getByLabel('房价', { exact: true }).selectOption('percent');
  await edit.getByLabel(/金额/).fill('10');
  // Four room types at the demo's Bund hotel, each on every Friday and Saturday of the month.
  await previewAndSave(page, `将修改 ${4 * weekendNights} 晚`);

  await page.getByTestId('rate-edit').getByLabel('开始日期').fill(tuesday);
  await page.getByTestId('rate-edit').getByLabel('结束日期').fill(tuesday);
  await page.getByTestId('rate-edit').getByLabel('开关房').selectOption('1');
  await previewAndSave(page, '将修改 4 晚');
  await page.goto(`${site.baseURL}/admin/rates?hotel=1&from=${tuesday}`);
  await expect(page.getByTestId('rate-grid').locator(`td[data-night="${tuesday}"]`).first()).toContainText('已关房');

  // The guest's quote and search: the Friday costs 10 % more, the Tuesday cannot be booked.
  const after = await quote(request, roomType, friday);
  expect(after.data.price_per_night).toBe(Math.round((before.data.price_per_night * 11_000) / 10_000));
  const listedAfter = await bundHotel(request, friday);
  expect(listedAfter.offer.price_per_night).toBe(Math.round((listedBefore.offer.price_per_night * 11_000) / 10_000));
  expect((await quote(request, roomType, tuesday)).code).toBe(0);
  expect((await bundHotel(request, tuesday)).sold_out).toBe(true);

  // The audit log names the change.
  await page.getByTestId('console-logout').click();
  await consoleSignIn(page, site.baseURL, 'zh-cn', 'admin');
  await page.goto(`${site.baseURL}/admin/log`);
  await expect(page.getByTestId('audit-row').filter({ hasText: '修改房价与房量' }).first()).toBeVisible();
});

test('(en) an edit reaching past the nights on sale lists the refused nights and offers no save', async ({ page }) => {
  const today = calendarDayOf(Date.now(), ZONE);
  await consoleSignIn(page, site.baseURL, 'en', 'revenue');
  await page.goto(`${site.baseURL}/admin/rates`);
  const edit = page.getByTestId('rate-edit');
  await edit.getByLabel('First night').fill(addCalendarDays(today, 360));
  await edit.getByLabel('Last night').fill(addCalendarDays(today, 372));
  await edit.getByLabel('Price', { exact: true }).selectOption('set');
  await edit.getByLabel(/Amount/).fill('999');
  await page.getByTestId('rate-preview').click();
  const result = page.getByTestId('rate-preview-result');
  await expect(result.getByTestId('rate-refusals')).toContainText('not on sale yet');
  await expect(page.getByTestId('rate-save')).toHaveCount(0);
  await expectAccessible(page);
  // A price left empty is named beside its field.
  await page
    .getByTestId('rate-edit')
    .getByLabel(/Amount/)
    .fill('');
  await page.getByTestId('rate-preview').click();
  await expect(page.getByTestId('rate-refused')).toContainText('price');
  await expect(page.getByTestId('rate-edit').getByLabel(/Amount/)).toHaveAttribute('aria-invalid', 'true');
});

test('(en) a minimum stay and a night without arrivals: the guest’s hotel page says why', async ({ page }) => {
  const today = calendarDayOf(Date.now(), ZONE);
  const arrival = addCalendarDays(today, 200);
  const closed = addCalendarDays(today, 201);
  await consoleSignIn(page, site.baseURL, 'en', 'revenue');
  await page.goto(`${site.baseURL}/admin/rates?hotel=1&from=${arrival}`);
  const edit = page.getByTestId('rate-edit');
  await edit.getByLabel('First night').fill(arrival);
  await edit.getByLabel('Last night').fill(arrival);
  await edit.getByLabel('Minimum stay').fill('3');
  await page.getByTestId('rate-preview').click();
  await expect(page.getByTestId('rate-changes')).toContainText('None → At least 3 nights');
  await page.getByTestId('rate-save').getByRole('button').click();
  await expect(page.getByText('Rates and rooms saved.').first()).toBeVisible();
  await page.getByTestId('rate-edit').getByLabel('First night').fill(closed);
  await page.getByTestId('rate-edit').getByLabel('Last night').fill(closed);
  await page.getByTestId('rate-edit').getByLabel('Arrivals').selectOption('1');
  await page.getByTestId('rate-preview').click();
  await page.getByTestId('rate-save').getByRole('button').click();
  await expect(page.getByText('Rates and rooms saved.').first()).toBeVisible();
  await page.goto(`${site.baseURL}/admin/rates?hotel=1&from=${arrival}`);
  const cell = (day: string) => page.getByTestId('rate-grid').locator(`td[data-night="${day}"]`).first();
  await expect(cell(arrival)).toContainText('At least 3 nights');
  await expect(cell(closed)).toContainText('No arrivals');
  await expectAccessible(page);

  // The guest: two nights from the arrival break the minimum stay; the next night takes no arrivals.
  const detail = (checkin: string, nights: number) =>
    page.goto(`${site.baseURL}/hotel/detail/1?checkin=${checkin}&checkout=${addCalendarDays(checkin, nights)}`);
  await detail(arrival, 2);
  await expect(page.getByTestId('room-stay-rule').first()).toHaveText('Not for these dates');
  await expect(page.getByText('must be at least 3 nights').first()).toBeVisible();
  await expectAccessible(page);
  await detail(arrival, 3);
  await expect(page.getByTestId('room-book').first()).toBeVisible();
  await detail(closed, 1);
  await expect(page.getByText('This room does not take arrivals on your check-in day').first()).toBeVisible();
  await expect(page.getByTestId('room-book')).toHaveCount(0);
});

test('a revenue manager raises a room type’s Friday price in its rate plan', async ({ page }) => {
  await consoleSignIn(page, site.baseURL, 'zh-cn', 'revenue');
  await page.goto(`${site.baseURL}/admin/rates?hotel=1`);
  const plans = page.getByTestId('rate-plans');
  await plans.getByRole('link', { name: '修改高级大床房的价格计划' }).click();
  const form = page.getByTestId('plan-edit');
  await expect(form.getByRole('heading')).toHaveText('高级大床房的价格计划');
  await expectAccessible(page);
  await form.getByLabel('周五').fill('2345.5');
  await form.getByLabel('可售房量').fill('9');
  await form.getByTestId('plan-save').click();
  await expect(page.getByText('价格计划已保存。').first()).toBeVisible();
  const row = page.getByTestId('rate-plans').locator('tr[data-plan="1"]');
  await expect(row).toContainText('¥2,345.50');
  await expect(row).toContainText('9');

  // A price left empty is named beside its field, and nothing is saved.
  await page.getByTestId('rate-plans').getByRole('link', { name: '修改高级大床房的价格计划' }).click();
  await page.getByTestId('plan-edit').getByLabel('周一').fill('0');
  await page.getByTestId('plan-save').click();
  await expect(page.getByTestId('plan-refused')).toBeVisible();
  await expect(page.getByTestId('plan-edit').getByLabel('周一')).toHaveAttribute('aria-invalid', 'true');
});

test('(en) a revenue manager exports a rate sheet, changes a price and imports it; a refused row is named', async ({
  page,
}) => {
  await consoleSignIn(page, site.baseURL, 'en', 'revenue');
  const from = addCalendarDays(calendarDayOf(Date.now(), ZONE), 90);
  await page.goto(`${site.baseURL}/admin/rates?hotel=1&from=${from}`);
  const sheet = page.getByTestId('rate-sheet');
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await sheet.getByTestId('rate-export-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`rates-1-${from.replaceAll('-', '')}.csv`);
  const text = await readFile((await file.path()) as string, 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Room type ID,Room type,Night,Price per room,Rooms on sale,Rooms sold,Closed (1 = yes),Minimum stay,No arrivals (1 = yes),No departures (1 = yes)',
  );
  expect(lines.length).toBeGreaterThan(4 * 270);
  const first = (lines[1] as string).split(',');
  expect(first[2]).toBe(from);
  first[3] = '4321.5';
  const changed = [lines[0], first.join(','), lines[2]].join('\r\n');

  await sheet
    .getByLabel('Sheet to import')
    .setInputFiles({ name: 'rates.csv', mimeType: 'text/csv', buffer: Buffer.from(changed) });
  await sheet.getByTestId('rate-import-submit').click();
  await expect(page.getByText('Rates and rooms imported.').first()).toBeVisible();
  await expect(page.getByTestId('rate-grid').locator(`td[data-night="${from}"]`).first()).toContainText('¥4,321.50');

  // The Excel file of the same year reads back as it was written: importing it unchanged changes nothing.
  const excel = page.waitForEvent('download');
  await page.getByTestId('rate-sheet').getByTestId('rate-export-xlsx').click();
  const workbook = await excel;
  await page
    .getByTestId('rate-sheet')
    .getByLabel('Sheet to import')
    .setInputFiles((await workbook.path()) as string);
  await page.getByTestId('rate-import-submit').click();
  await expect(page.getByText('Rates and rooms imported.').first()).toBeVisible();
  await expect(page.getByTestId('rate-grid').locator(`td[data-night="${from}"]`).first()).toContainText('¥4,321.50');

  const refused = [lines[0], first.map((cell, i) => (i === 3 ? '0' : cell)).join(',')].join('\r\n');
  await page
    .getByTestId('rate-sheet')
    .getByLabel('Sheet to import')
    .setInputFiles({ name: 'rates.csv', mimeType: 'text/csv', buffer: Buffer.from(refused) });
  await page.getByTestId('rate-import-submit').click();
  const alert = page.getByTestId('rate-import-refused');
  await expect(alert).toContainText('Some rows of the sheet cannot be imported, so nothing was imported.');
  await expect(alert).toContainText('Row 2, Price per room');
  await expectAccessible(page);
});
