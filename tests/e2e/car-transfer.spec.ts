/**
 * A car transfer added to a hotel booking (docs/design/cars.md §13.3), in both languages, on a desktop and a phone,
 * with and without JavaScript: a car's page → one of its hotels, which says the transfer can be added → Book → the
 * booking form with the car's arrival transfer chosen and priced in the breakdown → a missing time refused beside its
 * field → Book → the order lists the service and its line → the orders list marks it, the CSV and Excel files carry
 * it → the demo member's own balance pays the three nights with the transfer → cancelling says the cars go too and
 * gives the unit back.
 * Without JavaScript: a departure transfer chosen, priced by "Recalculate", refused without its time, then booked.
 * axe on the hotel, booking and order pages. A private instance: the journeys book and cancel.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible, inDays, islandAwake, LANGS, submitLogin, type TestLang, useLang } from './fixtures';
import type { SiteDb } from './support/db';
import { privateInstance } from './support/instance';

const site = privateInstance();

const TEXT = {
  'zh-cn': {
    car: '大众朗逸 或同级',
    arrival: '接机/接站',
    departure: '送机/送站',
    needTime: '请输入到达时间',
    needPickUp: '请输入酒店上车时间',
    hire: '日租',
    guests: ['王芳', '陈磊'],
    contact: '王芳',
    paid: '已支付',
  },
  en: {
    car: 'Volkswagen Lavida or similar',
    arrival: 'Arrival transfer',
    departure: 'Departure transfer',
    needTime: 'Enter your arrival time',
    needPickUp: 'Enter your pick-up time at the hotel',
    hire: 'Car hire',
    guests: ['Emma Brown', 'Liam Brown'],
    contact: 'Emma Brown',
    paid: 'Paid',
  },
} as const;

async function unitsLeft(db: SiteDb, carId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('car_day')
    .select('available')
    .where('car_id', '=', carId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.available;
}

/** Logs in on the private instance and waits for the member centre. */
async function login(page: Page): Promise<void> {
  await page.goto(`${site.baseURL}/user/login`);
  await submitLogin(page);
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}

async function fillGuests(page: Page, lang: TestLang): Promise<void> {
  const text = TEXT[lang];
  await page.getByTestId('booking-guest-0').fill(text.guests[0]);
  await page.getByTestId('booking-guest-1').fill(text.guests[1]);
  await page.getByTestId('booking-contact').fill(text.contact);
  await page.getByTestId('booking-phone').fill('13900139000');
  await page.getByTestId('booking-email').fill('emma@example.com');
}

async function withArrival(page: Page, lang: TestLang, offset: number, isMobile: boolean): Promise<void> {
  const text = TEXT[lang];
  // Three nights, as a newcomer tries first: the demo member's own balance pays it, transfer and all.
  const [checkin, checkout] = [inDays(offset), inDays(offset + 3)];
  await login(page);

  // The car's page lists its hotels; the first one says the transfer can be added.
  await page.goto(`${site.baseURL}/car/detail/1`);
  await page.getByTestId('car-hotel-link').first().click();
  await expect(page).toHaveURL(/\/hotel\/detail\/\d+\?car=1$/);
  await page.goto(`${page.url()}&checkin=${checkin}&checkout=${checkout}`);
  await expect(page.getByTestId('rooms-car-notice')).toContainText(text.car);
  await expectAccessible(page);
  const before = await unitsLeft(site.db(), 1, checkin);

  // Book: the arrival transfer by that car is chosen and priced.
  await page.getByTestId('room-book').first().click();
  await expect(page).toHaveURL(/\/hotel\/booking\?.*car=1/);
  await expect(page.getByTestId('booking-transfer_in-select')).toHaveValue(/^1:\d+$/);
  const line = page.getByTestId('line-car_transfer_arrival');
  await expect(line).toContainText(`${text.arrival} · ${text.car}`);
  await expectAccessible(page);
  await islandAwake(page, 'BookingForm');
  await fillGuests(page, lang);

  // Without a time the form refuses beside the field; then it books.
  await page.getByTestId('booking-submit').click();
  await expect(page.getByTestId('booking-transfer_in_time-error')).toHaveText(text.needTime);
  await page.getByTestId('booking-transfer_in_time').fill('14:30');
  await page.getByTestId('booking-transfer_in_number').fill('mu 5101');
  const total = (await page.getByTestId('quote-total').textContent())?.trim() ?? '';
  await page.getByTestId('booking-submit').click();

  // The order: the service with its time and number, its line, and the total with it.
  await expect(page).toHaveURL(new RegExp(`^${site.baseURL}/user/order/detail/\\d+$`));
  const orderUrl = page.url();
  const service = page.getByTestId('order-car');
  await expect(service).toHaveCount(1);
  await expect(service).toContainText(`${text.arrival} · ${text.car}`);
  await expect(service).toContainText('14:30');
  await expect(service).toContainText('MU5101');
  await expect(page.getByTestId('order-lines')).toContainText(text.car);
  await expect(page.getByTestId('order-totals')).toContainText(total);
  expect(await unitsLeft(site.db(), 1, checkin)).toBe(before - 1);
  await expectAccessible(page);

  // The orders list marks the service, and both exported files carry it.
  const bookingId = (await page.locator('dd[data-field="booking_id"]').textContent())?.trim() ?? '';
  await page.goto(`${site.baseURL}/user/order/hotel`);
  await expect(page.locator('tr', { hasText: bookingId }).getByTestId('order-car-badges')).toHaveText(text.arrival);
  if (!isMobile) {
    const csvDownload = page.waitForEvent('download');
    await page.getByTestId('orders-export-csv').click();
    const csv = readFileSync(await (await csvDownload).path()).toString('utf8');
    const row = csv.split('\r\n').find((line) => line.startsWith(`${bookingId},`)) ?? '';
    expect(row).toContain(`${text.arrival} ${checkin} 14:30`);
    expect(row).toContain('MU5101');
    const xlsxDownload = page.waitForEvent('download');
    await page.getByTestId('orders-export-xlsx').click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await xlsxDownload).path());
    const cars = workbook.worksheets[3] as ExcelJS.Worksheet;
    const values = cars.getSheetValues().flat().map(String);
    expect(values).toEqual(expect.arrayContaining([bookingId, text.car, 'MU5101']));
  }
  await page.goto(orderUrl);

  // The demo member's balance pays it as seeded: the balance beside Pay, then paid.
  await expect(page.getByTestId('order-pay-short')).toHaveCount(0);
  await expect(page.getByTestId('order-pay')).toBeEnabled();
  await page.getByTestId('order-pay').click();
  await expect(page.locator('dd[data-field="order_status"]')).toHaveText(text.paid);

  // Cancelling says the car goes with the booking, and gives the unit back.
  await page.getByTestId('order-cancel').click();
  await expect(page.getByTestId('order-cancel-cars')).toBeVisible();
  await page.getByTestId('order-cancel-confirm-submit').click();
  await expect(page).toHaveURL(orderUrl);
  expect(await unitsLeft(site.db(), 1, checkin)).toBe(before);
}

for (const [index, lang] of LANGS.entries()) {
  test(`a car's page to a booking with its arrival transfer, then cancelled (${lang}) @phone`, async ({
    page,
    isMobile,
  }, info) => {
    await useLang(page, lang);
    await withArrival(page, lang, 40 + index * 5 + (info.project.name === 'phone' ? 10 : 0), isMobile);
  });
}

/** The private instance's first hotel served by car 1, with a room type for two. */
async function servedRoom() {
  return site
    .db()
    .selectFrom('car_place')
    .innerJoin('car_pickup', 'car_pickup.place_id', 'car_place.id')
    .innerJoin('room_type', 'room_type.hotel_id', 'car_place.hotel_id')
    .select(['car_place.hotel_id', 'room_type.id as room_type_id'])
    .where('car_pickup.car_id', '=', 1)
    .where('room_type.max_adults', '>=', 2)
    .orderBy('room_type.id')
    .executeTakeFirstOrThrow();
}

const bookingQuery = (room: { hotel_id: number | null; room_type_id: number }, checkin: string, checkout: string) =>
  new URLSearchParams({
    room_type_id: String(room.room_type_id),
    hotel_id: String(room.hotel_id),
    checkin,
    checkout,
    rooms: '1',
    adults: '2',
  });

for (const [index, lang] of LANGS.entries()) {
  test(`a day hire priced as it is chosen, then booked (${lang})`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'the phone books a transfer');
    const text = TEXT[lang];
    await useLang(page, lang);
    await login(page);
    const [checkin, checkout] = [inDays(90 + index * 5), inDays(93 + index * 5)];
    await page.goto(`${site.baseURL}/hotel/booking?${bookingQuery(await servedRoom(), checkin, checkout)}`);
    await islandAwake(page, 'BookingForm');
    await fillGuests(page, lang);
    await expect(page.getByTestId('booking-rental_from')).toBeHidden();
    await page.getByTestId('booking-rental_car-select').selectOption('1');
    await expect(page.getByTestId('booking-rental_from')).toBeVisible();
    // A day without a free car: the hire stays chosen with the message beside it, and is left out of the price.
    const soldOut = inDays(92 + index * 5);
    await site
      .db()
      .updateTable('car_day')
      .set({ available: 0 })
      .where('car_id', '=', 1)
      .where('day', '=', soldOut)
      .execute();
    await page.getByTestId('booking-rental_from').selectOption(soldOut);
    await expect(page.getByTestId('booking-rental_car-error')).not.toBeEmpty();
    await expect(page.getByTestId('line-car_rental')).toHaveCount(0);
    await site
      .db()
      .updateTable('car_day')
      .set({ available: 1 })
      .where('car_id', '=', 1)
      .where('day', '=', soldOut)
      .execute();
    await page.getByTestId('booking-rental_from').selectOption(inDays(91 + index * 5));
    await page.getByTestId('booking-rental_days').selectOption('2');
    await expect(page.getByTestId('booking-rental_car-error')).toBeEmpty();
    const line = page.getByTestId('line-car_rental');
    await expect(line).toContainText(`${text.hire} · ${text.car}`);
    await expect(line).toContainText('2 ×');
    await page.getByTestId('booking-submit').click();
    await expect(page.getByTestId('booking-rental_time-error')).not.toBeEmpty();
    await page.getByTestId('booking-rental_time').fill('09:00');
    await page.getByTestId('booking-submit').click();
    await expect(page).toHaveURL(new RegExp(`^${site.baseURL}/user/order/detail/\\d+$`));
    await expect(page.getByTestId('order-car')).toContainText(`${text.hire} · ${text.car}`);
    await expect(page.getByTestId('order-car')).toContainText('09:00');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [index, lang] of LANGS.entries()) {
    test(`a departure transfer priced by Recalculate, refused without its time, then booked (${lang})`, async ({
      page,
    }) => {
      const text = TEXT[lang];
      await useLang(page, lang);
      await login(page);
      const [checkin, checkout] = [inDays(70 + index * 5), inDays(71 + index * 5)];
      const query = bookingQuery(await servedRoom(), checkin, checkout);
      await page.goto(`${site.baseURL}/hotel/booking?${query}`);
      await expect(page.getByTestId('line-car_transfer_departure')).toHaveCount(0);
      const plain = (await page.getByTestId('quote-total').textContent())?.trim() ?? '';
      await fillGuests(page, lang);
      const select = page.getByTestId('booking-transfer_out-select');
      const option = (await select.locator('option').nth(1).getAttribute('value')) ?? '';
      await select.selectOption(option);
      await page.getByTestId('booking-recalculate').click();
      await expect(page.getByTestId('line-car_transfer_departure')).toContainText(text.departure);
      await expect(page.getByTestId('quote-total')).not.toHaveText(plain);
      await expect(page.getByTestId('booking-transfer_out-select')).toHaveValue(option);

      // The server checks the time: refused beside its field, everything typed kept.
      await page.getByTestId('booking-submit').click();
      await expect(page.getByTestId('booking-transfer_out_time-error')).toHaveText(text.needPickUp);
      await expect(page.getByTestId('booking-contact')).toHaveValue(text.contact);
      await page.getByTestId('booking-transfer_out_time').fill('10:00');
      await page.getByTestId('booking-submit').click();
      await expect(page).toHaveURL(new RegExp(`^${site.baseURL}/user/order/detail/\\d+$`));
      await expect(page.getByTestId('order-car')).toContainText(text.departure);
      await expect(page.getByTestId('order-car')).toContainText('10:00');
    });
  }
});
