/**
 * A member on an article, in both languages, with and without JavaScript: favourite it (and take it back), comment
 * (a refused comment keeps its text with the reason beside the field), delete the comment, and buy the paid article
 * with points, after which its body shows. axe on the member's article page. On a private instance whose comment
 * interval is 0: the runs comment as the same member, one after another.
 */
import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectAccessible, islandAwake, LANGS, submitLogin, type TestLang } from './fixtures';
import { setConfig } from './support/db';
import { type Instance, startInstance } from './support/instance';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let site: Instance;
test.beforeAll(async () => {
  site = await startInstance();
  await setConfig(site.db(), 'cms_comment_min_interval', '0');
});
test.afterAll(async () => {
  await site?.stop();
});

async function signIn(page: Page, lang: TestLang): Promise<void> {
  await page.context().addCookies([{ name: 'ba-lang', value: lang, url: site.baseURL }]);
  await page.goto(`${site.baseURL}/user/login`);
  await submitLogin(page, DEMO.username, DEMO.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}

const TEXT = {
  'zh-cn': {
    favourited: '已加入收藏。',
    unfavourited: '已取消收藏。',
    commented: '评论已发表。',
    deleted: '评论已删除。',
    tooShort: '请输入 2 到 500 个字符。',
    bought: '购买成功，请继续阅读。',
    paid: '深度游',
    marker: '梅家坞私房茶路',
  },
  en: {
    favourited: 'Added to your favourites.',
    unfavourited: 'Removed from your favourites.',
    commented: 'Your comment has been posted.',
    deleted: 'Your comment has been deleted.',
    tooShort: 'Please enter 2 to 500 characters.',
    bought: 'Thank you for your purchase. Enjoy the article.',
    paid: 'in depth',
    marker: 'Meijiawu tea-farm trail',
  },
} as const;

/** An article of the Food channel the member has not favoured (the seed favours some). */
async function openArticle(page: Page, index: number): Promise<void> {
  await page.goto(`${site.baseURL}/cms/channel/food`);
  await page.getByTestId('article-row').nth(index).getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/cms\/info\/\d+$/);
}

const favouriteButton = (page: Page) => page.getByTestId('favourite-button');
const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function memberFlow(page: Page, lang: TestLang, js: boolean): Promise<void> {
  const text = TEXT[lang];
  await signIn(page, lang);
  await openArticle(page, js ? 1 : 2);
  if (js) {
    await expectAccessible(page);
    await islandAwake(page, 'Favourite');
  }
  if ((await favouriteButton(page).getAttribute('aria-pressed')) === 'true') {
    // Among the member's favourites already (the seed's, or an earlier run's): start from "not favoured".
    const undone = js ? page.waitForResponse((r) => r.url().includes('/cms/collect')) : undefined;
    await favouriteButton(page).click();
    await undone;
    await expect(favouriteButton(page)).toHaveAttribute('aria-pressed', 'false');
  }
  const count = Number((await page.getByTestId('favourite-count').textContent())?.replace(/\D/g, '') || '0');

  // Favourite, then take it back. With JavaScript the button turns at once; the call is waited for before reloading.
  const saved = js ? page.waitForResponse((r) => r.url().includes('/cms/collect') && r.status() === 200) : undefined;
  await favouriteButton(page).click();
  await saved;
  await expect(favouriteButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('favourite-count')).toContainText(String(count + 1));
  if (!js) await expect(notice(page, text.favourited)).toBeVisible();
  await page.reload();
  await expect(favouriteButton(page)).toHaveAttribute('aria-pressed', 'true');
  if (js) await islandAwake(page, 'Favourite');
  await favouriteButton(page).click();
  await expect(favouriteButton(page)).toHaveAttribute('aria-pressed', 'false');
  if (!js) await expect(notice(page, text.unfavourited)).toBeVisible();

  // A comment too short is refused beside the field, its text kept.
  if (js) {
    await page.getByTestId('comment-content').scrollIntoViewIfNeeded();
    await islandAwake(page, 'CommentForm');
  }
  await page.getByTestId('comment-content').fill('x');
  await page.getByTestId('comment-submit').click();
  await expect(page.getByTestId('comment-error')).toHaveText(text.tooShort);
  await expect(page.getByTestId('comment-content')).toHaveValue('x');

  // A comment with markup is posted and shown as text.
  const comment = `${lang} ${js ? 'js' : 'plain'} <b>bold?</b> ${Date.now()}`;
  await page.getByTestId('comment-content').fill(comment);
  await page.getByTestId('comment-submit').click();
  if (js) {
    await expect(page.getByTestId('comment-posted')).toContainText(comment);
    await page.reload();
  } else {
    await expect(notice(page, text.commented)).toBeVisible();
  }
  const mine = page.getByTestId('comment').filter({ hasText: comment });
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('b')).toHaveCount(0);

  // Delete it (a plain form either way).
  await mine.getByTestId('comment-delete').click();
  await expect(notice(page, text.deleted)).toBeVisible();
  await expect(page.getByTestId('comment').filter({ hasText: comment })).toHaveCount(0);
}

for (const js of [true, false]) {
  test.describe(`a member on an article ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });
    for (const lang of LANGS) {
      test(`favourite, comment, refused comment, delete (${lang}) @phone`, async ({ page }) => {
        await memberFlow(page, lang, js);
      });
    }
  });
}

test.describe('paid content', () => {
  test('a member buys the paid article with points and reads it', async ({ page }) => {
    const text = TEXT.en;
    await signIn(page, 'en');
    await page.goto(`${site.baseURL}/cms/search?q=${encodeURIComponent(text.paid)}`);
    await page.getByTestId('search-hit').first().getByRole('heading').getByRole('link').click();
    if ((await page.getByTestId('buy-form').count()) === 0) {
      // Bought by an earlier run on the same server.
      await expect(page.getByTestId('article-body')).toContainText(text.marker);
      return;
    }
    expect(await page.content()).not.toContain(text.marker);
    await expectAccessible(page);
    await page.getByLabel(/points/).check();
    await page.getByTestId('buy-submit').click();
    await expect(notice(page, text.bought)).toBeVisible();
    await expect(page.getByTestId('article-body')).toContainText(text.marker);
    await expect(page.getByTestId('paywall')).toHaveCount(0);
  });
});

test.describe('comment box before it wakes', () => {
  for (const lang of LANGS) {
    test(`text typed before the island hydrates is kept and posted (${lang})`, async ({ page }) => {
      await signIn(page, lang);
      // Hold the island's code so the text is typed into the server-rendered field, as on a slow phone.
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/CommentForm\.[^/]*\.js/, async (route) => {
        await gate;
        await route.continue();
      });
      await openArticle(page, 1);
      const comment = `${lang} typed early ${Date.now()}`;
      await page.getByTestId('comment-content').scrollIntoViewIfNeeded();
      await page.getByTestId('comment-content').fill(comment);
      await expect(page.locator('astro-island[component-url*="/CommentForm."]')).toHaveAttribute('ssr', '');
      release();
      await islandAwake(page, 'CommentForm');
      await expect(page.getByTestId('comment-content')).toHaveValue(comment);
      await page.getByTestId('comment-submit').click();
      await expect(page.getByTestId('comment-posted')).toContainText(comment);
      await expect(page.getByTestId('comment-error')).toHaveText('');
    });
  }
});
