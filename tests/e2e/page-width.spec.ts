/**
 * No guest page scrolls sideways on a phone: the document is no wider than the screen at 360 and 390 px, in both
 * languages (a gutter wider than the container's padding once pushed /cms out by 12 px).
 */
import { expect, test } from '@playwright/test';
import { LANGS, useLang } from './fixtures';

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

for (const lang of LANGS) {
  test(`guest pages fit a phone's width (${lang})`, async ({ page }) => {
    await useLang(page, lang);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of PAGES) {
        await page.goto(path);
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
  });
}
