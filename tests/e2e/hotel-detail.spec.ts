import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, inDays, islandAwake, LANGS, TEXT as SITE, type TestLang, useLang } from './fixtures';

const TEXT = {
  'zh-cn': { nights: (n: number) => `${n} 晚`, pick: '请在下方价格日历中选择离店日期' },
  en: { nights: (n: number) => (n === 1 ? '1 night' : `${n} nights`), pick: 'Choose your check-out date' },
} as const;

const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const roomTotals = async (page: Page) => (await page.getByTestId('room-total').allTextContents()).map(amount);

async function detailFlow(page: Page, lang: TestLang, js: boolean): Promise<void> {
  const text = TEXT[lang];
  const [checkin, checkout] = [inDays(21), inDays(22)];
  await page.goto(`/hotel/list?city=shanghai&checkin=${checkin}&checkout=${checkout}`);
  const card = page.getByTestId('hotel-card').first();
  const name = (await card.getByTestId('hotel-card-link').textContent())?.trim() ?? '';
  await card.getByTestId('hotel-card-link').click();
  await expect(page).toHaveURL(new RegExp(`/hotel/detail/\\d+\\?checkin=${checkin}&checkout=${checkout}$`));
  await expect(page.getByTestId('hotel-name')).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(name));

  // Gallery: the first photo at once, the others lazily, every one sized with a srcset.
  const photos = page.getByTestId('hotel-gallery').locator('img');
  expect(await photos.count()).toBeGreaterThan(1);
  await expect(photos.first()).toHaveAttribute('loading', 'eager');
  await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');
  for (const img of await photos.all()) {
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
    await expect(img).toHaveAttribute('srcset', /480w.*960w/);
    await expect(img).toHaveAttribute('alt', /.+/);
  }

  // Rooms priced for one night, each with a cancellation sentence and a Book link keeping the stay and party.
  await expect(page.getByTestId('rooms-stay')).toContainText(text.nights(1));
  const rooms = page.getByTestId('room-type');
  expect(await rooms.count()).toBeGreaterThan(1);
  await expect(page.getByTestId('room-cancellation').first()).not.toBeEmpty();
  const book = page.getByTestId('room-book').first();
  await expect(book).toHaveAttribute(
    'href',
    new RegExp(
      `^/hotel/booking\\?room_type_id=\\d+&checkin=${checkin}&checkout=${checkout}&rooms=1&adults=2&hotel_id=\\d+$`,
    ),
  );
  const oneNight = await roomTotals(page);
  if (js) await expectAccessible(page);

  // The calendar: a night's link sets the check-in (and only the check-in); awake, in place.
  const pick = inDays(24);
  const night = page.locator(`#calendar a[data-day="${pick}"]`);
  if (js) {
    await night.scrollIntoViewIfNeeded();
    await islandAwake(page, 'PriceCalendar');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
  }
  await night.click();
  await expect(page).toHaveURL(new RegExp(`\\?checkin=${pick}#calendar$`));
  if (js) {
    await expect(page.getByTestId('calendar-intro')).toBeFocused();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  } else {
    await expect(page.getByTestId('rooms-pick-checkout')).toContainText(text.pick);
    await expect(page.getByTestId('room-book')).toHaveCount(0);
  }
  await expect(page.getByTestId('calendar-checkin')).toHaveAttribute('data-day', pick);
  const options = page.getByTestId('calendar-checkout-option');
  expect(await options.count()).toBeGreaterThan(1);

  // A check-out link: the rooms' totals are now for the whole stay, the lowest one as the link said.
  const target = inDays(27);
  const option = page.locator(`#calendar a[data-day="${target}"]`);
  const label = (await option.getAttribute('aria-label')) ?? '';
  await option.click();
  await expect(page).toHaveURL(new RegExp(`\\?checkin=${pick}&checkout=${target}#rooms$`));
  await expect(page.getByTestId('rooms-stay')).toContainText(text.nights(3));
  const threeNights = await roomTotals(page);
  expect(threeNights).not.toEqual(oneNight);
  expect(label).toContain(
    (await page.getByTestId('room-total').allTextContents()).find(
      (total) => amount(total) === Math.min(...threeNights),
    ) ?? 'missing',
  );
  await expect(page.getByTestId('room-book').first()).toHaveAttribute(
    'href',
    new RegExp(`checkin=${pick}&checkout=${target}&`),
  );
  await expect(page.getByTestId('calendar-checkin')).toHaveAttribute('data-day', pick);
  await expect(page.getByTestId('calendar-checkout')).toHaveAttribute('data-day', target);
  if (js) {
    // Later months load in place too, and the way back.
    await page.getByTestId('calendar-later').scrollIntoViewIfNeeded();
    await islandAwake(page, 'PriceCalendar');
    const first = await page.getByTestId('calendar-month').first().locator('caption').textContent();
    await page.getByTestId('calendar-later').click();
    await expect(page).toHaveURL(/cal=\d{4}-\d{2}#calendar$/);
    await expect(page.getByTestId('calendar-month').first().locator('caption')).not.toHaveText(first ?? '');
    await page.getByTestId('calendar-earlier').click();
    await expect(page.getByTestId('calendar-month').first().locator('caption')).toHaveText(first ?? '');
  }
}

test.describe('hotel detail without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('from a card: gallery, rooms, calendar check-in and check-out (en)', async ({ page }) => {
    await useLang(page, 'en');
    await detailFlow(page, 'en', false);
  });
});

test.describe('hotel detail', () => {
  for (const lang of LANGS) {
    test(`from a card: gallery, rooms, calendar check-in and check-out (${lang}) @phone`, async ({ page }) => {
      await useLang(page, lang);
      await detailFlow(page, lang, true);
    });

    test(`an unknown hotel is the 404 page (${lang})`, async ({ page }) => {
      await useLang(page, lang);
      for (const path of ['/hotel/detail/999999', '/hotel/detail/abc']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page).toHaveTitle(new RegExp(SITE[lang].notFound));
      }
    });
  }
});
