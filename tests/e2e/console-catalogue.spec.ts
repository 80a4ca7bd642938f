/**
 * The catalogue in the console (issue 25), on a private instance: the demo's revenue manager adds a hotel in both
 * languages and two room types, sets their rate plans and puts them on sale, and a guest finds the hotel and can book
 * its rooms; a city is added. In English, a hotel without a Chinese name is refused beside the field.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { consoleSignIn } from './support/console';
import { privateInstance } from './support/instance';

const site = privateInstance();

async function addRoomType(page: Page, hotelUrl: string, zh: string, en: string) {
  await page.goto(hotelUrl);
  await page.getByTestId('room-type-add').click();
  const form = page.getByTestId('room-type-form');
  await form.getByLabel('床数').fill('1');
  await form.getByLabel('面积（平方米）').fill('32');
  await form.getByLabel('最多成人数').fill('2');
  await form.getByLabel('最多儿童数').fill('1');
  await form.getByLabel(/基础房价/).fill('688');
  await form.locator('[lang="zh-cn"]').getByLabel('名称').fill(zh);
  await form.locator('[lang="en"]').getByLabel('名称').fill(en);
  await form.getByTestId('room-type-save').click();
  await expect(page.getByText('房型已保存。').first()).toBeVisible();
}

test('a revenue manager adds a hotel with two room types and puts it on sale; a guest can book it', async ({
  page,
}) => {
  await consoleSignIn(page, site.baseURL, 'zh-cn', 'revenue');
  await page.getByRole('navigation').getByRole('link', { name: '酒店资料' }).click();
  await expect(page).toHaveURL(`${site.baseURL}/admin/hotels`);
  await expectAccessible(page);
  await page.getByTestId('hotels-add').click();
  const form = page.getByTestId('hotel-form');
  await form.getByLabel('城市', { exact: true }).selectOption({ label: '上海' });
  await form.getByLabel('纬度（度）').fill('31.2397');
  await form.getByLabel('经度（度）').fill('121.4998');
  await form.getByLabel('免费无线网络').check();
  await form.locator('[lang="zh-cn"]').getByLabel('名称').fill('陆家嘴测试酒店');
  await form.locator('[lang="en"]').getByLabel('名称').fill('Lujiazui Test Hotel');
  await form.getByLabel('状态', { exact: true }).selectOption('1');
  await expectAccessible(page);
  await form.getByTestId('hotel-save').click();
  await expect(page.getByText('酒店已保存。').first()).toBeVisible();
  const hotelUrl = page.url();
  const hotelId = Number(hotelUrl.split('/').pop());
  expect(hotelId).toBeGreaterThan(0);

  await addRoomType(page, hotelUrl, '测试大床房', 'Test King');
  await addRoomType(page, hotelUrl, '测试双床房', 'Test Twin');
  await expect(page.getByTestId('room-type-row')).toHaveCount(2);
  await expect(page.getByTestId('room-type-row').first()).toContainText('停售');

  // The rate plans: each room type's plan on, with rooms; then each room type on sale.
  for (const name of ['测试大床房', '测试双床房']) {
    await page.goto(`${site.baseURL}/admin/rates?hotel=${hotelId}`);
    await page
      .getByTestId('rate-plans')
      .getByRole('link', { name: `修改${name}的价格计划` })
      .click();
    const plan = page.getByTestId('plan-edit');
    await plan.getByLabel('可售房量').fill('6');
    await plan.getByLabel('状态', { exact: true }).selectOption('1');
    await plan.getByTestId('plan-save').click();
    await expect(page.getByText('价格计划已保存。').first()).toBeVisible();
    await page.goto(hotelUrl);
    await page.getByTestId('room-type-row').getByRole('link', { name }).click();
    await page.getByTestId('room-type-form').getByLabel('状态', { exact: true }).selectOption('1');
    await page.getByTestId('room-type-save').click();
    await expect(page.getByText('房型已保存。').first()).toBeVisible();
  }
  await expect(page.getByTestId('room-type-row').first()).toContainText('在售');

  // The guest: the hotel's page offers both room types to book.
  await page.goto(`${site.baseURL}/hotel/detail/${hotelId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('陆家嘴测试酒店');
  await expect(page.getByTestId('room-book')).toHaveCount(2);
  await expectAccessible(page);
});

test('(en) a hotel without a Chinese name is refused beside the field', async ({ page }) => {
  await consoleSignIn(page, site.baseURL, 'en', 'revenue');
  await page.goto(`${site.baseURL}/admin/hotels/new-hotel`);
  const form = page.getByTestId('hotel-form');
  await form.getByLabel('City', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Latitude (degrees)').fill('31.2');
  await form.getByLabel('Longitude (degrees)').fill('121.5');
  await form.locator('[lang="en"]').getByLabel('Name').fill('Nameless in Chinese');
  // The browser's own check would stop the post: it is the server's answer that is tried here.
  await form.evaluate((element) => element.setAttribute('novalidate', ''));
  await form.getByTestId('hotel-save').click();
  await expect(page.getByTestId('hotel-refused')).toContainText('name (Chinese)');
  await expect(form.locator('[lang="zh-cn"]').getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
});

test('a revenue manager adds a city; a taken code is refused beside its field', async ({ page }) => {
  await consoleSignIn(page, site.baseURL, 'zh-cn', 'revenue');
  await page.goto(`${site.baseURL}/admin/hotels`);
  await page.getByTestId('hotels-cities').click();
  await expect(page.getByTestId('cities-row')).toHaveCount(8);
  await expectAccessible(page);
  await page.getByTestId('cities-add').click();
  const form = page.getByTestId('city-form');
  await form.getByLabel('代码').fill('suzhou');
  await form.getByLabel('纬度（度）').fill('31.299');
  await form.getByLabel('经度（度）').fill('120.585');
  await form.getByLabel('中文名称').fill('苏州');
  await form.getByLabel('英文名称').fill('Suzhou');
  await expectAccessible(page);
  await form.getByTestId('city-save').click();
  await expect(page.getByText('城市已保存。').first()).toBeVisible();
  await expect(page.getByTestId('cities-row').filter({ hasText: '苏州' })).toContainText('suzhou · CN');

  await page.getByTestId('cities-add').click();
  const again = page.getByTestId('city-form');
  await again.getByLabel('代码').fill('suzhou');
  await again.getByLabel('纬度（度）').fill('31.3');
  await again.getByLabel('经度（度）').fill('120.6');
  await again.getByLabel('中文名称').fill('苏州二');
  await again.getByLabel('英文名称').fill('Suzhou 2');
  await again.getByTestId('city-save').click();
  await expect(page.getByTestId('city-refused')).toBeVisible();
  await expect(page.getByTestId('city-form').getByLabel('代码')).toHaveAttribute('aria-invalid', 'true');
});
