/**
 * Browsing the cars as a guest (docs/design/cars.md §13.3), in both languages, on a desktop and a phone, with and
 * without JavaScript: the header's Cars entry → the list → filters and sort through the GET form → real pagination
 * links → a car's detail (gallery, specifications, included, deposit, rules, places, availability with the date form
 * and a day link) → a hotel of the car. The car pages load no script at all; axe on both pages in both colour modes.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, LANGS, type TestLang, useLang, watchScripts } from './fixtures';

const TEXT = {
  'zh-cn': {
    nav: '用车',
    title: '用车服务',
    shanghai: '上海用车',
    van: '商务车',
    gl8: '别克 GL8 陆尊 或同级',
    specs: '车辆参数',
  },
  en: {
    nav: 'Cars',
    title: 'Cars and transfers',
    shanghai: 'Cars in Shanghai',
    van: 'Van',
    gl8: 'Buick GL8 Avenir or similar',
    specs: 'Specifications',
  },
} as const;

async function browse(page: Page, lang: TestLang, js: boolean): Promise<void> {
  const text = TEXT[lang];
  const accessible = async () => {
    if (js) await expectAccessible(page);
  };
  await page.goto('/');
  const scripts = watchScripts(page);
  const nav = page.locator('.site-nav').getByRole('link', { name: text.nav, exact: true });
  if (await nav.isVisible()) {
    await nav.click();
  } else {
    await page.goto('/car/list');
  }
  await expect(page).toHaveURL(/\/car\/list$/);
  await expect(page.getByTestId('car-list-title')).toHaveText(text.title);
  await expect(page.getByTestId('car-card')).toHaveCount(12);
  await accessible();

  // Filters through the form: Shanghai, vans, most seats first.
  const filters = page.getByTestId('car-filters');
  if (!(await filters.evaluate((el) => (el as HTMLDetailsElement).open))) await filters.locator('summary').click();
  await page.locator('#car-city').selectOption('shanghai');
  await page.locator('#car-sort').selectOption('seats_desc');
  await page.getByTestId('car-filters-apply').click();
  await expect(page).toHaveURL(/city=shanghai/);
  await expect(page.getByTestId('car-list-title')).toHaveText(text.shanghai);
  await expect(page.getByTestId('car-card')).toHaveCount(4);
  await expect(page.getByTestId('car-card-link').first()).toHaveText(text.gl8);
  await page.locator('#car-place').selectOption({ index: 1 });
  await page.getByLabel(text.van, { exact: true }).check();
  await page.getByTestId('car-filters-apply').click();
  await expect(page.getByTestId('car-card')).toHaveCount(1);
  await accessible();

  // A page past the last goes to the last (twelve cars fit on one page).
  await page.goto('/car/list?page=2');
  await expect(page).toHaveURL(/\/car\/list$/);

  // The van's detail.
  await page.goto('/car/list?city=shanghai&sort=seats_desc');
  await page.getByTestId('car-card-link').first().click();
  await expect(page).toHaveURL(/\/car\/detail\/\d+$/);
  await expect(page.getByTestId('car-name')).toHaveText(text.gl8);
  await expect(page.getByTestId('car-gallery').locator('img')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: text.specs })).toBeVisible();
  await expect(page.getByTestId('car-included').locator('li')).toHaveCount(7);
  await expect(page.getByTestId('car-rules').locator('p').first()).toBeVisible();
  await expect(page.getByTestId('car-days').first().locator('a').first()).toBeVisible();
  await accessible();

  // A day link, then the date form with a range. The third free day of the calendar, whichever month holds it: near
  // a month's end the first month shows only a day or two.
  await page.getByTestId('car-days').locator('a').nth(2).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);
  await expect(page.getByTestId('car-range-verdict')).toBeVisible();
  const from = await page.locator('#car-from').inputValue();
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const later = new Date(Date.UTC(y, m - 1, d + 3)).toISOString().slice(0, 10);
  await page.locator('#car-to').fill(later);
  await page.getByTestId('car-range-submit').click();
  await expect(page).toHaveURL(new RegExp(`to=${later}`));
  await expect(page.getByTestId('car-range-verdict')).toContainText('3');
  await page.getByTestId('car-next-month').click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
  await accessible();

  // The car pages asked for no script at all.
  expect(scripts).toEqual([]);

  // A hotel of the car: its page, carrying the car.
  await page.getByTestId('car-hotel-link').first().click();
  await expect(page).toHaveURL(/\/hotel\/detail\/\d+\?car=\d+$/);
  await expect(page.getByTestId('hotel-name')).toBeVisible();
}

for (const js of [true, false]) {
  test.describe(`car browsing ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });
    for (const lang of LANGS) {
      test(`list, filters, pages, detail, availability and a hotel (${lang}) @phone`, async ({ page }) => {
        test.setTimeout(90_000);
        await useLang(page, lang);
        await browse(page, lang, js);
      });
    }
  });
}

test('an unknown car is the 404 page; the list keeps a shared cache header for guests', async ({ request }) => {
  expect((await request.get('/car/detail/999999')).status()).toBe(404);
  expect((await request.get('/car/detail/abc')).status()).toBe(404);
  const list = await request.get('/car/list?city=shanghai');
  expect(list.status()).toBe(200);
  expect(list.headers()['cache-control']).toContain('public');
  const junk = await request.get('/car/list?cat=jet&seats=99&sort=id;drop&page=abc');
  expect(junk.status()).toBe(200);
  expect(await junk.text()).toContain('car-list-reset');
});
