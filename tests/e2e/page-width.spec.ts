/**
 * No page scrolls sideways on a phone: the document is no wider than the screen at 360 and 390 px, in both languages
 * (a gutter wider than the container's padding once pushed /cms out by 12 px). Guest pages, and the member centre's
 * pages for the demo member: the phone runs a flow in one language (playwright.config.ts), this sweep in both.
 */
import { expect, type Page, test } from '@playwright/test';
import { LANGS, login, useLang } from './fixtures';

const PAGES = [
  '/',
  '/hotel/list?city=shanghai',
  '/hotel/detail/1',
  '/car/list',
  '/cms',
  '/cms/channel/travel',
  '/cms/info/1',
  '/cms/search?q=%E4%B8%8A%E6%B5%B7',
  '/user/login',
];

const MEMBER_PAGES = [
  '/user/account/overview',
  '/user/account/profile',
  '/user/account/changePassword',
  '/user/account/balance',
  '/user/account/integral',
  '/user/order/hotel',
  '/user/cms/content',
  '/user/cms/collect',
  '/user/cms/comment',
  '/user/cms/order',
  '/user/manage/subAccount',
  '/user/manage/subAccount/add',
];

/** Opens each page at 360 and 390 px and expects nothing to stick out past the screen's edge. */
async function expectPagesFit(page: Page, paths: readonly string[]): Promise<void> {
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // What sticks out past the screen's edge, outside a box that scrolls or clips it (a photo strip may).
      const wider = await page.evaluate(() => {
        const screen = document.documentElement.clientWidth;
        const contained = (el: HTMLElement) => {
          for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
            if (getComputedStyle(up).overflowX !== 'visible') return true;
          }
          return false;
        };
        return [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => el.getBoundingClientRect().right > screen + 0.5 && !contained(el))
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
      });
      expect(wider, `${path} at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBe(width);
    }
  }
}

for (const lang of LANGS) {
  test(`guest pages fit a phone's width (${lang})`, async ({ page }) => {
    await useLang(page, lang);
    await expectPagesFit(page, PAGES);
  });

  test(`member pages fit a phone's width (${lang})`, async ({ page }) => {
    await useLang(page, lang);
    await login(page);
    await expect(page).toHaveURL(/\/user\/account\/overview$/);
    const orders = await page.goto('/user/order/hotel');
    expect(orders?.status()).toBe(200);
    const firstOrder = await page.locator('a[href*="/user/order/detail/"]').first().getAttribute('href');
    expect(firstOrder).toBeTruthy();
    await expectPagesFit(page, [...MEMBER_PAGES, firstOrder ?? '']);
  });
}
