import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, inDays, LANGS, type TestLang, useLang } from './fixtures';

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

async function searchFlow(page: Page, lang: TestLang, js: boolean): Promise<void> {
  const text = TEXT[lang];
  const [checkin, checkout] = [inDays(21), inDays(23)];
  await page.goto('/');
  // The home page ships no JavaScript of ours: its search box is a plain GET form.
  expect(await page.locator('script[type="module"], astro-island').count()).toBe(0);
  await page.getByTestId('home-search-q').fill(text.city);
  await page.getByTestId('home-search-checkin').fill(checkin);
  await page.getByTestId('home-search-checkout').fill(checkout);
  await page.getByTestId('home-search-submit').click();

  await expect(page).toHaveURL(/\/hotel\/list\?q=/);
  const listUrl = new URL(page.url());
  expect(listUrl.searchParams.get('checkin')).toBe(checkin);
  expect(listUrl.searchParams.get('checkout')).toBe(checkout);
  expect(listUrl.searchParams.has('rooms')).toBe(false); // defaults are dropped from the canonical query
  await expect(page.getByTestId('hotel-list-title')).toHaveText(text.title);
  await expect(page).toHaveTitle(new RegExp(text.title));
  await expect(page.getByTestId('hotel-card')).toHaveCount(6);
  expect(await page.locator('script[type="module"], astro-island').count()).toBe(0);
  if (js) await expectAccessible(page);

  // Filters: 4 and 5 stars with free cancellation.
  await openFilters(page);
  await page.getByTestId('filter-star-5').check();
  await page.getByTestId('filter-star-4').check();
  await page.getByTestId('filter-free-cancel').check();
  await page.getByTestId('filters-apply').click();
  await expect(page).toHaveURL(/star=4&star=5&free_cancel=1/);
  const filtered = await page.getByTestId('hotel-card').count();
  expect(filtered).toBeGreaterThan(1);
  await expect(page.getByTestId('hotel-card-free-cancel')).toHaveCount(filtered);
  await expect(page.getByRole('heading', { name: text.hotels(filtered) })).toBeVisible();

  // Sort by price, lowest first.
  await page.getByTestId('sort-select').selectOption('price_asc');
  await page.getByTestId('sort-submit').click();
  await expect(page).toHaveURL(/sort=price_asc/);
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
  const secondPage = await totals(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...firstPage));
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');

  // The back button gives the same views again: the whole search is in the URL.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
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
      await page.getByTestId('hotel-list-empty-clear').click();
      await expect(page).not.toHaveURL(/pmax/);
      await expect(page.getByTestId('hotel-card')).toHaveCount(6);

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
