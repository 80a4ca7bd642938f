/**
 * The news site as a guest reads it, in both languages, on a desktop and a phone, with and without JavaScript:
 * index → channel → sub-channel and layouts → article → tag → search → a footer page; the empty and refused
 * searches; canonical redirects, the 404 of an unknown article, the paywall of a paid article, and caching. Guest
 * content pages load no script at all. axe on every page, in both colour modes.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, LANGS, login, type TestLang, useLang, watchScripts } from './fixtures';

const TEXT = {
  'zh-cn': {
    news: '资讯',
    travel: '旅行资讯',
    cityGuides: '城市指南',
    list: '列表',
    keyword: '西湖',
    about: '关于我们',
    refused: '请至少输入 2 个字符。',
    nothing: '没有找到与“zzqxnotaword”相关的文章',
    paid: '2026 杭州深度游：住宿与行程全攻略',
    marker: '梅家坞私房茶路',
    login: '登录后购买',
  },
  en: {
    news: 'News',
    travel: 'Travel',
    cityGuides: 'City guides',
    list: 'List',
    keyword: 'Hangzhou',
    about: 'About us',
    refused: 'Please enter at least 2 characters.',
    nothing: 'No articles found for “zzqxnotaword”',
    paid: 'Hangzhou in depth: where to stay and what to see',
    marker: 'Meijiawu tea-farm trail',
    login: 'Log in to buy',
  },
} as const;

async function readingFlow(page: Page, lang: TestLang, js: boolean): Promise<void> {
  const text = TEXT[lang];
  const scripts = watchScripts(page);
  // axe needs JavaScript: the pages are checked in the runs with it.
  const accessible = async () => {
    if (js) await expectAccessible(page);
  };

  await page.goto('/cms');
  await expect(page.getByTestId('cms-title')).toHaveText(text.news);
  await expect(page.getByTestId('featured').getByTestId('article-tile')).toHaveCount(5);
  await expect(page.getByTestId('latest').getByTestId('article-row')).toHaveCount(10);
  await expect(page.getByTestId('channel-block')).toHaveCount(4);
  await accessible();

  // A channel block's title leads to the channel; a parent lists its sub-channels.
  await page.getByTestId('channel-block').first().getByRole('link', { name: text.travel, exact: true }).click();
  await expect(page).toHaveURL(/\/cms\/channel\/travel$/);
  await expect(page.getByTestId('channel-title')).toHaveText(text.travel);
  await expect(page.getByTestId('article-row')).toHaveCount(12);
  await accessible();
  await page.getByTestId('sub-channels').getByRole('link', { name: text.cityGuides }).click();
  await expect(page).toHaveURL(/\/cms\/channel\/city-guides$/);
  await expect(page.getByTestId('article-grid').getByTestId('article-tile')).toHaveCount(7);
  await page.getByTestId('layout-switch').getByRole('link', { name: text.list }).click();
  await expect(page).toHaveURL(/\/cms\/channel\/city-guides\/list$/);
  await expect(page.getByTestId('article-list').getByTestId('article-row')).toHaveCount(7);
  await accessible();

  // An article: title, body, tags, neighbours, related, comments.
  const first = page.getByTestId('article-row').first().getByRole('heading').getByRole('link');
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/cms\/info\/\d+$/);
  await expect(page.getByTestId('article-title')).toHaveText(title);
  await expect(page.getByTestId('article-body').locator('h2').first()).toBeVisible();
  await expect(page.getByTestId('related').getByTestId('article-tile').first()).toBeVisible();
  await expect(page.getByTestId('comment-login')).toBeVisible();
  await accessible();

  // A tag lists its articles.
  const tag = page.locator('.tag-link').first();
  const tagName = ((await tag.textContent()) ?? '').trim().replace(/^#/, '');
  await tag.click();
  await expect(page).toHaveURL(/\/cms\/search\?tag=/);
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
  await expect(page.getByTestId('search-title')).toContainText(tagName);
  await accessible();

  // Search: the keyword is marked in the hits.
  await page.locator('#search-q').fill(text.keyword);
  await page.locator('#search-q').press('Enter');
  await expect(page).toHaveURL(/\/cms\/search\?q=/);
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
  await expect(page.getByTestId('search-results').locator('mark').first()).toBeVisible();
  expect((await page.getByTestId('search-results').locator('mark').first().textContent())?.toLowerCase()).toContain(
    text.keyword.toLowerCase().slice(0, 2),
  );
  await accessible();

  // The footer's single pages.
  await page.getByTestId('footer-links').getByRole('link', { name: text.about }).click();
  await expect(page).toHaveURL(/\/cms\/page\/\d+$/);
  await expect(page.getByTestId('single-page').locator('h1')).toHaveText(text.about);
  await accessible();

  expect(scripts).toEqual([]);
}

for (const js of [true, false]) {
  test.describe(`news reading ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });
    for (const lang of LANGS) {
      test(`index → channel → article → tag → search → footer page (${lang}) @phone`, async ({ page }) => {
        await useLang(page, lang);
        await readingFlow(page, lang, js);
      });
    }
  });
}

test.describe('news states', () => {
  for (const lang of LANGS) {
    test(`refused and empty searches explain themselves (${lang}) @phone`, async ({ page }) => {
      const text = TEXT[lang];
      await useLang(page, lang);
      await page.goto('/cms/search?q=a');
      await expect(page.getByTestId('search-refused')).toHaveText(text.refused);
      await expect(page.locator('#search-q')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
      await page.goto('/cms/search?q=zzqxnotaword');
      await expect(page.getByTestId('search-empty')).toContainText(text.nothing);
      await expect(page.getByTestId('search-empty').getByTestId('article-row').first()).toBeVisible();
      await page.goto('/cms/search');
      await expect(page.getByTestId('search-empty').getByTestId('article-row').first()).toBeVisible();
      await expectAccessible(page);
    });

    test(`a paid article shows its summary and the way to buy it, never its body (${lang})`, async ({ page }) => {
      const text = TEXT[lang];
      await useLang(page, lang);
      await page.goto(`/cms/search?q=${encodeURIComponent(lang === 'en' ? 'in depth' : '深度游')}`);
      await page.getByRole('link', { name: text.paid }).click();
      await expect(page.getByTestId('paywall')).toBeVisible();
      await expect(page.getByTestId('paywall-login')).toHaveText(text.login);
      await expect(page.getByTestId('article-body')).toHaveCount(0);
      expect(await page.content()).not.toContain(text.marker);
      await expectAccessible(page);
    });
  }

  test('canonical channel URLs, 404s, and caching by who asks', async ({ page, request }) => {
    const byId = await request.get('/cms/channel/1', { maxRedirects: 0 });
    expect(byId.status()).toBe(301);
    expect(byId.headers().location).toBe('/cms/channel/travel');
    const defaultLayout = await request.get('/cms/channel/travel/list', { maxRedirects: 0 });
    expect(defaultLayout.status()).toBe(301);
    expect(defaultLayout.headers().location).toBe('/cms/channel/travel');
    const pastLast = await request.get('/cms/channel/travel?page=40', { maxRedirects: 0 });
    expect(pastLast.status()).toBe(302);
    expect(pastLast.headers().location).toBe('/cms/channel/travel?page=2');
    for (const path of [
      '/cms/channel/nowhere',
      '/cms/channel/travel/grid',
      '/cms/info/999999',
      '/cms/info/abc',
      '/cms/page/99',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }

    const guest = await request.get('/cms');
    expect(guest.headers()['cache-control']).toBe('public, max-age=0, s-maxage=120, stale-while-revalidate=600');
    expect(guest.headers().vary).toContain('Cookie');
    expect((await request.get('/cms/search?q=hotel')).headers()['cache-control']).toBeUndefined();

    await login(page);
    const member = await page.request.get('/cms');
    expect(member.headers()['cache-control']).toBe('private, no-store');
  });

  test('the home page shows the latest news', async ({ page }) => {
    await useLang(page, 'en');
    await page.goto('/');
    const news = page.getByTestId('home-news');
    await expect(news.getByTestId('article-tile')).toHaveCount(4);
    await news.getByRole('link', { name: 'All news' }).click();
    await expect(page).toHaveURL(/\/cms$/);
  });
});
