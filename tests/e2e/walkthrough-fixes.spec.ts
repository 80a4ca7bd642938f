/**
 * What a newcomer's walkthrough found, in both languages: an article without a text in the page's language is
 * listed marked (its `lang` and a badge naming its language) and its Chinese tags are marked; a city typed in the
 * other language is that city; the check-out follows a check-in changed before the search box woke; reversed dates
 * in a link are reset with a notice. (That no guest page scrolls sideways on a phone is page-width.spec.ts.)
 */
import { expect, type Page, test } from '@playwright/test';
import { inDays, islandAwake, LANGS, useLang } from './fixtures';

const TEXT = {
  'zh-cn': { other: 'en', badge: '英文', cityTyped: 'Shanghai', title: '上海酒店', dates: '链接中的日期无法使用' },
  en: { other: 'zh-cn', badge: 'Chinese', cityTyped: '上海', title: 'Hotels in Shanghai', dates: 'could not be used' },
} as const;

/** Holds the scripts whose URL matches until `release` is called (an island that has not woken yet). */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

for (const lang of LANGS) {
  const text = TEXT[lang];
  test.describe(`walkthrough fixes (${lang})`, () => {
    test.beforeEach(async ({ page }) => useLang(page, lang));

    test('articles in the other language are listed marked, with their language named', async ({ page }) => {
      await page.goto('/cms');
      for (const title of await page.locator(`[data-testid="latest"] a[lang]`).all()) {
        // Every title in another language is marked with it and followed by the badge naming it.
        expect(await title.getAttribute('lang')).toBe(text.other);
      }
      if (lang === 'en') {
        // The demo's Spring Festival notice has no English text.
        const marked = page.locator('[data-testid="latest"] a[lang="zh-cn"]').first();
        await expect(marked).toBeVisible();
        await expect(page.getByTestId('latest').getByTestId('lang-badge').first()).toHaveText(text.badge);
        // Every Chinese title on the page carries lang="zh-cn" on itself or an ancestor.
        const unmarked = await page.evaluate(() => {
          const han = /\p{Script=Han}/u;
          const out: string[] = [];
          for (const a of document.querySelectorAll('main a')) {
            const words = a.textContent?.trim() ?? '';
            if (han.test(words) && a.closest('[lang]')?.getAttribute('lang') !== 'zh-cn') out.push(words);
          }
          return out;
        });
        expect(unmarked).toEqual([]);
        // Its page says it is only in Chinese; its Chinese tags are marked.
        await marked.click();
        await expect(page.getByTestId('fallback-note')).toBeVisible();
        for (const tag of await page.locator('.tag-link span').all()) {
          if (/\p{Script=Han}/u.test((await tag.textContent()) ?? ''))
            expect(await tag.getAttribute('lang')).toBe('zh-cn');
        }
      }
    });

    test('a city typed in the other language opens that city', async ({ page }) => {
      await page.goto(`/hotel/list?q=${encodeURIComponent(text.cityTyped)}`);
      await expect(page.getByTestId('hotel-list-title')).toContainText(text.title);
    });

    test('reversed dates in a link are reset to tonight, and the page says so', async ({ page }) => {
      await page.goto(`/hotel/list?city=shanghai&checkin=${inDays(22)}&checkout=${inDays(20)}`);
      await expect(page.getByTestId('hotel-list-reset')).toContainText(text.dates);
      await page.goto(`/hotel/detail/1?checkin=${inDays(22)}&checkout=${inDays(20)}`);
      await expect(page.getByTestId('hotel-stay-reset')).toContainText(text.dates);
    });

    test('a check-in moved past the check-out before the box woke moves the check-out to the next day', async ({
      page,
    }) => {
      const release = await holdScripts(page, /\/StayFields\.[^/]*\.js/);
      await page.goto('/');
      const checkin = page.getByTestId('home-search-checkin');
      const checkout = page.getByTestId('home-search-checkout');
      const stale = await checkout.inputValue();
      await checkin.fill(inDays(30));
      await expect(page.locator('astro-island[component-url*="/StayFields."]').first()).toHaveAttribute('ssr', '');
      expect(await checkout.inputValue()).toBe(stale);
      release();
      await islandAwake(page, 'StayFields');
      await expect(checkout).toHaveValue(inDays(31));
      await page.getByTestId('home-search-submit').click();
      await expect(page).toHaveURL(new RegExp(`/hotel/list\\?.*checkout=${inDays(31)}`));
    });
  });
}
