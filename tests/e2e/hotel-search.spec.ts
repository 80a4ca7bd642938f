import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, inDays, islandAwake, LANGS, type TestLang, useLang } from './fixtures';

const TEXT = {
  'zh-cn': { city: '上海', title: '上海酒店', hotels: (n: number) => `${n} 家酒店`, reset: '部分搜索条件无法识别' },
  en: {
    city: 'Shanghai',
    title: 'Hotels in Shanghai',
    hotels: (n: number) => `${n} hotels`,
    reset: 'could not be read',
  },
} as const;

/** The filter panel is folded on narrow screens. */
async function openFilters(page: Page): Promise<void> {
  const star = page.getByTestId('filter-star-5');
  if (!(await star.isVisible())) await page.locator('.filter-summary').click();
  await expect(star).toBeVisible();
}

const totals = async (page: Page) =>
  (await page.getByTestId('hotel-card-total').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));

/** The results island has finished loading (always true without JavaScript). */
const settled = (page: Page) => expect(page.getByTestId('hotel-results')).toHaveAttribute('aria-busy', 'false');

/** Chooses a day in the open date-range picker, paging months forward until it shows. */
async function pickDay(page: Page, day: string): Promise<void> {
  const cell = page.getByTestId('home-search-calendar').locator(`[data-day="${day}"] button`);
  for (let step = 0; step < 3 && !(await cell.isVisible()); step++) {
    await page.getByTestId('home-search-calendar').locator('.rdp-button_next').click();
  }
  await cell.click();
}

/** With JavaScript: the pickers wake on first use and keep the plain form's fields. */
async function choosePickers(page: Page, checkin: string, checkout: string): Promise<void> {
  // One age select per child, at once (without JavaScript the list asks for the ages).
  const children = page.getByTestId('home-search-children');
  await children.focus();
  await islandAwake(page, 'StayFields');
  await children.selectOption('2');
  await expect(page.getByTestId('home-search-age')).toHaveCount(2);
  await children.selectOption('0');
  await expect(page.getByTestId('home-search-age')).toHaveCount(0);
  // The date range in the calendar: check-in, then check-out; the two date fields follow.
  await page.getByTestId('home-search-checkin').focus();
  await islandAwake(page, 'StayFields');
  await page.getByTestId('home-search-calendar-toggle').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await pickDay(page, checkin);
  await expect(page.getByTestId('home-search-checkin')).toHaveValue(checkin);
  await pickDay(page, checkout);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('home-search-checkout')).toHaveValue(checkout);
  await expect(page.getByTestId('home-search-calendar-toggle')).toBeFocused();
}

async function searchFlow(page: Page, lang: TestLang, js: boolean): Promise<void> {
  const text = TEXT[lang];
  const [checkin, checkout] = [inDays(21), inDays(23)];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The home page loads no JavaScript of ours until someone uses the search box: it is a plain GET form.
  expect(scripts).toEqual([]);
  await page.getByTestId('home-search-q').fill(text.city);
  if (js) await choosePickers(page, checkin, checkout);
  else {
    await page.getByTestId('home-search-checkin').fill(checkin);
    await page.getByTestId('home-search-checkout').fill(checkout);
  }
  await page.getByTestId('home-search-submit').click();

  await expect(page).toHaveURL(/\/hotel\/list\?q=/);
  const listUrl = new URL(page.url());
  expect(listUrl.searchParams.get('checkin')).toBe(checkin);
  expect(listUrl.searchParams.get('checkout')).toBe(checkout);
  expect(listUrl.searchParams.has('rooms')).toBe(false); // defaults are dropped from the canonical query
  await expect(page.getByTestId('hotel-list-title')).toHaveText(text.title);
  await expect(page).toHaveTitle(new RegExp(text.title));
  await expect(page.getByTestId('hotel-card')).toHaveCount(6);
  if (js) {
    await islandAwake(page, 'HotelResults');
    // Filters, sort and pages load in place from here on: this mark would not survive a page load.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
  }
  if (js) await expectAccessible(page);

  // Filters: 4 and 5 stars with free cancellation.
  await openFilters(page);
  await page.getByTestId('filter-star-5').check();
  await page.getByTestId('filter-star-4').check();
  await page.getByTestId('filter-free-cancel').check();
  if (!js) await page.getByTestId('filters-apply').click();
  await expect(page).toHaveURL(/star=4&star=5&free_cancel=1/);
  await settled(page);
  const filtered = await page.getByTestId('hotel-card').count();
  expect(filtered).toBeGreaterThan(1);
  await expect(page.getByTestId('hotel-card-free-cancel')).toHaveCount(filtered);
  await expect(page.getByRole('heading', { name: text.hotels(filtered) })).toBeVisible();

  // Sort by price, lowest first.
  await page.getByTestId('sort-select').selectOption('price_asc');
  if (!js) await page.getByTestId('sort-submit').click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await settled(page);
  if (js) expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  const sorted = await totals(page);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  const cityUrl = page.url();

  // Every city with the same filters and sort: more than one page, real links.
  await page.getByTestId('list-search-q').fill('');
  await page.getByTestId('list-search-submit').click();
  await expect(page).toHaveURL(/\/hotel\/list\?checkin=.*star=4&star=5&free_cancel=1&sort=price_asc$/);
  const firstPage = await totals(page);
  expect(firstPage).toHaveLength(10);
  const pager = page.getByRole('navigation', { name: lang === 'en' ? 'Pagination' : '分页' });
  await pager.getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/sort=price_asc&page=2$/);
  await settled(page);
  if (js) await expect(page.locator('#results-title')).toBeFocused();
  const secondPage = await totals(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...firstPage));
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');

  // The back button gives the same views again: the whole search is in the URL.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await settled(page);
  expect(await totals(page)).toEqual(firstPage);
  await page.goBack();
  await expect(page).toHaveURL(cityUrl);
  await expect(page.getByTestId('hotel-list-title')).toHaveText(text.title);
  expect(await totals(page)).toEqual(sorted);
  await expect(page.getByTestId('sort-select')).toHaveValue('price_asc');
  await expect(page.getByTestId('filter-star-5')).toBeChecked();
  await expect(page.getByTestId('filter-free-cancel')).toBeChecked();
}

for (const js of [true, false]) {
  test.describe(`hotel search ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });
    for (const lang of LANGS) {
      test(`home search box → list → filters → sort → page 2 → back (${lang}) @phone`, async ({ page }) => {
        await useLang(page, lang);
        await searchFlow(page, lang, js);
      });
    }
  });
}

test.describe('hotel list states', () => {
  for (const lang of LANGS) {
    test(`empty, refused and reset searches explain themselves (${lang})`, async ({ page }) => {
      const text = TEXT[lang];
      await useLang(page, lang);
      await page.goto(`/hotel/list?city=shanghai&checkin=${inDays(21)}&checkout=${inDays(22)}&pmax=1`);
      await expect(page.getByTestId('hotel-list-empty')).toBeVisible();
      await islandAwake(page, 'HotelResults');
      await page.getByTestId('hotel-list-empty-clear').click();
      await expect(page).not.toHaveURL(/pmax/);
      await expect(page.getByTestId('hotel-card')).toHaveCount(6);
      await expect(page.getByTestId('hotel-list-announce')).toHaveText(text.hotels(6));

      await page.goto('/hotel/list?city=atlantis');
      await expect(page.getByTestId('hotel-list-invalid')).toBeVisible();
      await expect(page.getByTestId('list-search-q')).toHaveClass(/is-invalid/);

      const response = await page.goto('/hotel/list?city=shanghai&rooms=abc&sort=cheapest&star=9');
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('hotel-list-reset')).toContainText(text.reset);
      await expect(page.getByTestId('hotel-card')).toHaveCount(6);

      // Children without ages: one age select per child, then prices for the whole party.
      await page.goto('/hotel/list?city=shanghai&children=2');
      await expect(page.getByTestId('hotel-list-ages')).toBeVisible();
      const ages = page.getByTestId('list-search-age');
      await expect(ages).toHaveCount(2);
      await ages.nth(0).selectOption('5');
      await ages.nth(1).selectOption('9');
      await page.getByTestId('list-search-submit').click();
      await expect(page).toHaveURL(/children=2&age=5&age=9/);
      await expect(page.getByTestId('hotel-card').first()).toBeVisible();
      await expectAccessible(page);
    });
  }
});
