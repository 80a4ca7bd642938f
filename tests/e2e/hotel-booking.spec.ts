/**
 * The booking page (/hotel/booking, design §10.1, step 10) on a private instance (its own database: the bookings
 * made here, a changed rate): a guest's Book → login → the same booking, also when the session ends while the form
 * is open; validation beside the fields; the booking lands on the order's page; a rate changed between showing and
 * posting shows the new total; the same booking without JavaScript. Both languages, desktop and phone, axe in light and dark.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, inDays, LANGS, submitLogin, type TestLang, useLang } from './fixtures';
import { endSessions, memberByName } from './support/db';
import { type Instance, startInstance } from './support/instance';

const TEXT = {
  'zh-cn': {
    title: '预订酒店',
    guestError: '请为每位入住人填写姓名',
    phoneError: '请输入正确的手机号',
    contactError: '请输入联系人',
    guests: ['张伟', '李娜'],
    contact: '张伟',
    soldOut: '已订满',
  },
  en: {
    title: 'Book your stay',
    guestError: 'Enter one full name for each guest',
    phoneError: 'Enter a valid mobile number',
    contactError: 'Enter your contact name',
    guests: ['Alice Smith', 'Bob Smith'],
    contact: 'Alice Smith',
    soldOut: 'sold out',
  },
} as const;

let site: Instance;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.beforeAll(async () => {
  // The two ports after the shared server's (E2E_PORT), desktop and phone: the two projects may run at once, and
  // runs given their own port range stay inside it.
  const base = Number(process.env.E2E_PORT ?? 4399);
  site = await startInstance({ PORT: String(base + 1 + (test.info().project.name === 'phone' ? 1 : 0)) });
});
test.afterAll(async () => {
  await site?.stop();
});
// The demo member may hold only a few unpaid bookings: each test's are cancelled after it.
test.afterEach(async () => {
  const member = await memberByName(site.db(), 'demo');
  await site
    .db()
    .updateTable('hotel_order')
    .set({ status: 'cancelled' })
    .where('user_id', '=', member.id)
    .where('status', '=', 'pending')
    .execute();
});

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The first bookable room's Book link for a stay, from the list and the detail page. */
async function bookHref(page: Page, checkin: string, checkout: string): Promise<string> {
  await page.goto(`${site.baseURL}/hotel/list?city=shanghai&checkin=${checkin}&checkout=${checkout}`);
  await page.getByTestId('hotel-card').first().getByTestId('hotel-card-link').click();
  await expect(page).toHaveURL(/\/hotel\/detail\/\d+/);
  const href = await page.getByTestId('room-book').first().getAttribute('href');
  expect(href).toMatch(/^\/hotel\/booking\?room_type_id=\d+/);
  return href ?? '';
}

/** Logs the demo member in on the private instance. */
async function loginAt(page: Page): Promise<void> {
  await page.goto(`${site.baseURL}/user/login`);
  await submitLogin(page);
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}

async function fillBooking(page: Page, lang: TestLang): Promise<void> {
  const text = TEXT[lang];
  await page.getByTestId('booking-guest-0').fill(text.guests[0]);
  await page.getByTestId('booking-guest-1').fill(text.guests[1]);
  await page.getByTestId('booking-contact').fill(text.contact);
  await page.getByTestId('booking-phone').fill('13800138000');
  await page.getByTestId('booking-email').fill('alice@example.com');
  await page.getByTestId('booking-nationality').selectOption('CN');
  await page.getByTestId('booking-requests').fill(lang === 'en' ? 'A quiet room, please.' : '请安排安静的房间。');
}

async function nightsOf(href: string) {
  const query = new URL(href, 'http://x').searchParams;
  return { roomTypeId: Number(query.get('room_type_id')), checkin: query.get('checkin') ?? '' };
}

test.describe('hotel booking', () => {
  for (const lang of LANGS) {
    test(`a guest books: login round trip, validation, breakdown, order page (${lang}) @phone`, async ({ page }) => {
      const text = TEXT[lang];
      await useLang(page, lang);
      const [checkin, checkout] = [inDays(40), inDays(42)];
      const href = await bookHref(page, checkin, checkout);
      const name = (await page.getByTestId('hotel-name').textContent())?.trim() ?? '';
      await page.getByTestId('room-book').first().click();

      // A guest goes to the login page and comes back to the same booking.
      await expect(page).toHaveURL(/\/user\/login\?to=/);
      await submitLogin(page);
      await expect(page).toHaveURL(`${site.baseURL}${href}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(page.getByTestId('booking-hotel')).toHaveText(name);
      await expect(page.getByTestId('booking-room')).not.toBeEmpty();
      await expect(page.getByTestId('line-room')).toHaveCount(2);
      await expect(page.getByTestId('quote-total')).toContainText(/\d/);
      await expect(page.getByTestId('booking-cancellation')).not.toBeEmpty();
      await expect(page.getByTestId('booking-nationality')).toHaveValue('CN');
      await expectAccessible(page);

      // Breakfast: the breakdown and the quote's hash change without a page load.
      const total = amount(await page.getByTestId('quote-total').textContent());
      const hash = await page.locator('input[name="quote_hash"]').inputValue();
      await page.getByTestId('booking-breakfast').check();
      await expect(page.getByTestId('line-breakfast_adult')).toBeVisible();
      await expect(page.locator('input[name="quote_hash"]')).not.toHaveValue(hash);
      expect(amount(await page.getByTestId('quote-total').textContent())).toBeGreaterThan(total);
      await expect(page).toHaveURL(`${site.baseURL}${href}`);

      // Validation beside the fields, as the person leaves them and on Book.
      await page.getByTestId('booking-phone').fill('123');
      await page.getByTestId('booking-email').focus();
      await expect(page.getByTestId('booking-phone-error')).toHaveText(text.phoneError);
      // Leaving the e-mail field shows its message (and moves the button): focus first, then press.
      await page.getByTestId('booking-submit').focus();
      await page.getByTestId('booking-submit').click();
      await expect(page.getByTestId('booking-guest-0-error')).toHaveText(text.guestError);
      await expect(page.getByTestId('booking-contact-error')).toHaveText(text.contactError);
      await expect(page).toHaveURL(`${site.baseURL}${href}`);
      await expectAccessible(page);

      await fillBooking(page, lang);
      await expect(page.getByTestId('booking-phone-error')).toBeEmpty();
      await page.getByTestId('booking-submit').click();
      await expect(page).toHaveURL(new RegExp(`^${site.baseURL}/user/order/detail/\\d+$`));
    });
  }

  test('a rate changed between showing and posting: the new total, then the booking', async ({ page }) => {
    const lang: TestLang = 'en';
    await useLang(page, lang);
    await loginAt(page);
    const href = await bookHref(page, inDays(50), inDays(51));
    await page.goto(`${site.baseURL}${href}`);
    const before = amount(await page.getByTestId('quote-total').textContent());
    await fillBooking(page, lang);
    const { roomTypeId, checkin } = await nightsOf(href);
    const night = await site
      .db()
      .selectFrom('room_night')
      .select('price')
      .where('room_type_id', '=', roomTypeId)
      .where('night', '=', checkin)
      .executeTakeFirstOrThrow();
    await site
      .db()
      .updateTable('room_night')
      .set({ price: night.price + 10_000 })
      .where('room_type_id', '=', roomTypeId)
      .where('night', '=', checkin)
      .execute();
    await page.getByTestId('booking-submit').click();
    await expect(page.getByTestId('quote-stale')).toHaveText('The price has changed. Please check the new total.');
    const after = amount(await page.getByTestId('quote-total').textContent());
    expect(after).toBeGreaterThan(before);
    // The values typed stay; booking again at the new price succeeds.
    await expect(page.getByTestId('booking-guest-0')).toHaveValue(TEXT.en.guests[0]);
    await page.getByTestId('booking-submit').click();
    await expect(page).toHaveURL(new RegExp(`^${site.baseURL}/user/order/detail/\\d+$`));
  });

  // The session ends while the form is open: the browser dropped its expired cookies (en), or the server ended the
  // tokens (zh-cn). Book leads to the login page, which comes back to the same booking, not to a bare page.
  for (const [lang, ended] of [
    ['en', 'cookies'],
    ['zh-cn', 'tokens'],
  ] as const) {
    test(`the session ends mid-booking (${ended}): Book → login → the same booking (${lang}) @phone`, async ({
      page,
    }) => {
      await useLang(page, lang);
      await loginAt(page);
      const href = await bookHref(page, inDays(80), inDays(82));
      await page.goto(`${site.baseURL}${href}&breakfast=1`);
      await fillBooking(page, lang);
      if (ended === 'cookies') {
        await page.context().clearCookies({ name: 'userInfo' });
        await page.context().clearCookies({ name: 'ba-session' });
      } else {
        await endSessions(site.db(), (await memberByName(site.db(), 'demo')).id);
      }
      const member = await memberByName(site.db(), 'demo');
      const orders = () => site.db().selectFrom('hotel_order').select('id').where('user_id', '=', member.id).execute();
      const before = await orders();
      await page.getByTestId('booking-submit').click();
      await expect(page).toHaveURL(/\/user\/login\?to=%2Fhotel%2Fbooking%3F/);
      const back = new URL(decodeURIComponent(new URL(page.url()).searchParams.get('to') ?? ''), site.baseURL);
      const asked = new URL(`${site.baseURL}${href}&breakfast=1`).searchParams;
      for (const key of ['room_type_id', 'checkin', 'checkout', 'rooms', 'adults', 'breakfast', 'hotel_id']) {
        expect(back.searchParams.get(key), key).toBe(asked.get(key));
      }
      await submitLogin(page);
      await page.waitForURL((url) => url.pathname === '/hotel/booking');
      expect(new URL(page.url()).search).toBe(back.search);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].title);
      await expect(page.getByTestId('booking-breakfast')).toBeChecked();
      await expect(page.getByTestId('quote-total')).toContainText(/\d/);
      // No booking was made while logged out.
      expect(await orders()).toEqual(before);
    });
  }

  for (const lang of LANGS) {
    test(`sold out: a clear message and the way back to the hotel (${lang}) @phone`, async ({ page }) => {
      await useLang(page, lang);
      await loginAt(page);
      const href = await bookHref(page, inDays(70), inDays(71));
      const detail = new URL(page.url()).pathname;
      const { roomTypeId, checkin } = await nightsOf(href);
      await site
        .db()
        .updateTable('room_night')
        .set({ available: 0 })
        .where('room_type_id', '=', roomTypeId)
        .where('night', '=', checkin)
        .execute();
      await page.goto(`${site.baseURL}${href}`);
      await expect(page.getByTestId('booking-refused')).toContainText(TEXT[lang].soldOut);
      await expect(page.getByTestId('booking-form')).toHaveCount(0);
      // The stay still says how many nights it is, without a price to read them from.
      await expect(page.getByTestId('booking-dates')).toContainText(lang === 'en' ? '(1 night)' : '（1 晚）');
      await expectAccessible(page);
      await page.getByTestId('booking-back').click();
      await expect(page).toHaveURL(new RegExp(`^${site.baseURL}${detail}\\?checkin=${checkin}&`));
    });
  }

  for (const lang of LANGS) {
    test(`without JavaScript: server validation, then the booking (${lang})`, async ({ browser }) => {
      await bookWithoutScript(browser, lang);
    });
  }
});

async function bookWithoutScript(browser: Browser, lang: TestLang) {
  const text = TEXT[lang];
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'ba-lang', value: lang, domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  try {
    await loginAt(page);
    const href = await bookHref(page, inDays(60), inDays(62));
    await page.goto(`${site.baseURL}${href}`);
    await expect(page.getByTestId('line-room')).toHaveCount(2);
    const total = amount(await page.getByTestId('quote-total').textContent());
    await page.getByTestId('booking-breakfast').check();
    await page.getByTestId('booking-recalculate').click();
    await expect(page.getByTestId('line-breakfast_adult')).toBeVisible();
    await expect(page.getByTestId('booking-breakfast')).toBeChecked();
    expect(amount(await page.getByTestId('quote-total').textContent())).toBeGreaterThan(total);
    await page.getByTestId('booking-phone').fill('123');
    await page.getByTestId('booking-submit').click();
    await expect(page.getByTestId('booking-guest-0-error')).toHaveText(text.guestError);
    await expect(page.getByTestId('booking-phone-error')).toHaveText(text.phoneError);
    await fillBooking(page, lang);
    await page.getByTestId('booking-submit').click();
    await expect(page).toHaveURL(new RegExp(`^${site.baseURL}/user/order/detail/\\d+$`));
  } finally {
    await context.close();
  }
}
