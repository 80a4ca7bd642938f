/**
 * The member's content pages (SPEC §2 /user/cms/content, collect, comment, order), in both languages: the member
 * menu's "My content" group opens each of them; the own articles with their statuses, the status filter and a
 * draft deleted through its confirmation step; favourites removed (one of them an article no longer on the site);
 * a comment deleted, a hidden one marked; purchases with their amounts; a new member's empty states. axe on every
 * page. A private instance per project (the ports after the shared server's and hotel-booking's): the runs change
 * data.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectAccessible, LANGS, submitLogin, TEXT, type TestLang } from './fixtures';
import { addMember, memberByName } from './support/db';
import { type Instance, startInstance } from './support/instance';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const CMS = Object.fromEntries(
  LANGS.map((lang) => [lang, JSON.parse(readFileSync(`src/i18n/${lang}/cms.json`, 'utf8')) as Record<string, string>]),
) as Record<TestLang, Record<string, string>>;
const text = (lang: TestLang, key: string, params: Record<string, string | number> = {}) =>
  Object.entries(params).reduce((value, [name, v]) => value.replace(`{{${name}}}`, String(v)), CMS[lang][key] ?? key);

let site: Instance;
let paidArticle: { id: number; price: number };
let pointsArticle: number;

test.beforeAll(async () => {
  const base = Number(process.env.E2E_PORT ?? 4399);
  site = await startInstance({ PORT: String(base + 3 + (test.info().project.name === 'phone' ? 1 : 0)) });
  const db = site.db();
  const demo = await memberByName(db, DEMO.username);
  // Two purchases: a paid article from the balance, another article for points.
  const paid = await db
    .selectFrom('cms_article')
    .select(['id', 'price_money'])
    .where('status', '=', 'published')
    .where('price_money', '>', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const other = await db
    .selectFrom('cms_article')
    .select('id')
    .where('status', '=', 'published')
    .where('user_id', 'is', null)
    .where('id', '!=', paid.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  paidArticle = { id: paid.id, price: Number(paid.price_money) };
  pointsArticle = other.id;
  const now = Math.floor(Date.now() / 1000);
  await db
    .insertInto('cms_purchase')
    .values([
      {
        user_id: demo.id,
        article_id: paid.id,
        pay: 'balance',
        amount: paid.price_money,
        title: 'paid',
        create_time: now - 60,
      },
      { user_id: demo.id, article_id: other.id, pay: 'points', amount: 30, title: 'points', create_time: now },
    ])
    .execute();
  // An operator hid the member's second newest comment.
  const [, second] = await db
    .selectFrom('cms_comment')
    .select('id')
    .where('user_id', '=', demo.id)
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  if (second) await db.updateTable('cms_comment').set({ status: '0' }).where('id', '=', second.id).execute();
});
test.afterAll(async () => {
  await site?.stop();
});

async function signIn(page: Page, lang: TestLang, username: string = DEMO.username): Promise<void> {
  await page.context().addCookies([{ name: 'ba-lang', value: lang, url: site.baseURL }]);
  await page.goto(`${site.baseURL}/user/login`);
  await submitLogin(page, username, DEMO.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}

const PAGES = ['/user/cms/content', '/user/cms/collect', '/user/cms/comment', '/user/cms/order'];
const notice = (page: Page, message: string) => page.getByText(message, { exact: true }).first();

for (const lang of LANGS) {
  const t = TEXT[lang];

  test(`the member menu's "My content" group opens each page (${lang}) @phone`, async ({ page, isMobile }) => {
    await signIn(page, lang);
    const aside = page.locator('.member-aside');
    const openMenu = async () => {
      if (isMobile && (await aside.locator('details').getAttribute('open')) === null)
        await aside.locator('summary').click();
    };
    await openMenu();
    await expect(aside.locator('.menu-headline:visible')).toHaveText([
      t.headline,
      t.orderHeadline,
      t.contentHeadline,
      t.teamHeadline,
    ]);
    for (const [index, entry] of t.contentMenu.entries()) {
      await openMenu();
      const link = aside.getByRole('link', { name: entry, exact: true }).filter({ visible: true });
      await expect(link).toHaveAttribute('href', PAGES[index] ?? '');
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${PAGES[index]}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry);
      await expectAccessible(page);
    }
  });

  test(`my articles: statuses, filter, and a draft deleted after confirming (${lang})`, async ({ page }) => {
    await signIn(page, lang);
    await page.goto(`${site.baseURL}/user/cms/content`);
    const rows = page.getByTestId('content-row');
    const statuses = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['draft', 'pending', 'published', 'rejected']));
    await expect(page.getByTestId('content-new')).toHaveAttribute('href', '/user/cms/editContent/0');
    // Published: the title links to the public page; a draft's does not. Every own article can be edited.
    await expect(page.locator('[data-status="published"] td').first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/cms\/info\/\d+$/,
    );
    await expect(page.locator('[data-status="draft"] td').first().getByRole('link')).toHaveCount(0);
    const firstId = await rows.first().getAttribute('data-id');
    await expect(rows.first().getByTestId('content-edit')).toHaveAttribute('href', `/user/cms/editContent/${firstId}`);
    // The rejected article says why.
    await expect(page.locator('[data-status="rejected"]').getByTestId('content-reject-reason')).not.toBeEmpty();
    await expectAccessible(page);

    // Filter with the GET form.
    await page.getByLabel(text(lang, 'field.status'), { exact: true }).selectOption('pending');
    await page.getByRole('button', { name: text(lang, 'Apply') }).click();
    await expect(page).toHaveURL(/\/user\/cms\/content\?status=pending$/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId('article-status')).toHaveAttribute('data-status', 'pending');
    await page.getByLabel(text(lang, 'field.status'), { exact: true }).selectOption('draft');
    await page.getByRole('button', { name: text(lang, 'Apply') }).click();
    await expect(page).toHaveURL(/status=draft$/);
    const drafts = await rows.count();
    expect(drafts).toBeGreaterThan(0);
    const draft = rows.first();
    const id = await draft.getAttribute('data-id');
    const title = (await draft.locator('td').first().locator('span').first().textContent()) ?? '';

    // Delete asks first; going back keeps the article.
    await draft.getByTestId('content-delete').click();
    await expect(page).toHaveURL(new RegExp(`\\?status=draft&confirm=delete&id=${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'Delete “{{title}}”?', { title }));
    await expectAccessible(page);
    await page.getByTestId('content-delete-back').click();
    await expect(page).toHaveURL(/\/user\/cms\/content\?status=draft$/);
    await expect(rows).toHaveCount(drafts);
    // Confirmed: deleted, back on the filtered list with a notice.
    await page.goto(`${site.baseURL}/user/cms/content?status=draft&confirm=delete&id=${id}`);
    await page.getByTestId('content-delete-submit').click();
    await expect(page).toHaveURL(/\/user\/cms\/content\?status=draft$/);
    await expect(notice(page, text(lang, 'flash.articleDeleted'))).toBeVisible();
    await expect(page.locator(`[data-testid="content-row"][data-id="${id}"]`)).toHaveCount(0);
    if (drafts === 1) await expect(page.getByTestId('content-empty')).toBeVisible();
    else await expect(rows).toHaveCount(drafts - 1);
  });

  test(`favourites: remove one, and one no longer on the site (${lang}) @phone`, async ({ page }) => {
    const db = site.db();
    const demo = await memberByName(db, DEMO.username);
    // An operator took one of the favourites off the site.
    const favourite = await db
      .selectFrom('cms_favourite')
      .select('article_id')
      .where('user_id', '=', demo.id)
      .orderBy('create_time', 'asc')
      .executeTakeFirstOrThrow();
    await db.updateTable('cms_article').set({ status: 'draft' }).where('id', '=', favourite.article_id).execute();
    await signIn(page, lang);
    await page.goto(`${site.baseURL}/user/cms/collect`);
    const items = page.getByTestId('collect-item');
    const count = await items.count();
    expect(count).toBeGreaterThan(1);
    const gone = page.locator('[data-testid="collect-item"][data-gone="true"]');
    await expect(gone).toHaveCount(1);
    await expect(gone).toContainText(text(lang, 'gone.title'));
    await expectAccessible(page);

    // Remove a listed article: back on the list with a notice.
    const first = items.first();
    const id = await first.getAttribute('data-id');
    await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute('href', `/cms/info/${id}`);
    await first.getByTestId('collect-remove').click();
    await expect(page).toHaveURL(/\/user\/cms\/collect$/);
    await expect(notice(page, text(lang, 'flash.unfavourited'))).toBeVisible();
    await expect(items).toHaveCount(count - 1);
    await expect(page.locator(`[data-testid="collect-item"][data-id="${id}"]`)).toHaveCount(0);
    // The one taken off the site can be removed too.
    await gone.getByTestId('collect-remove').click();
    await expect(notice(page, text(lang, 'flash.unfavourited'))).toBeVisible();
    await expect(gone).toHaveCount(0);
    await expect(items).toHaveCount(count - 2);
  });

  test(`my comments: a hidden one marked, one deleted (${lang})`, async ({ page }) => {
    await signIn(page, lang);
    await page.goto(`${site.baseURL}/user/cms/comment`);
    const comments = page.getByTestId('own-comment');
    await expect(comments.first()).toBeVisible();
    await expect(page.locator('[data-testid="own-comment"][data-hidden="true"]')).toHaveCount(1);
    await expect(page.getByTestId('own-comment-hidden')).toContainText(text(lang, 'Hidden'));
    await expect(comments.first().getByRole('link')).toHaveAttribute('href', /^\/cms\/info\/\d+#comments$/);
    await expectAccessible(page);
    const demo = await memberByName(site.db(), DEMO.username);
    const stored = () =>
      site
        .db()
        .selectFrom('cms_comment')
        .select('id')
        .where('user_id', '=', demo.id)
        .execute()
        .then((list) => list.length);
    const before = await stored();

    const first = comments.first();
    const id = await first.getAttribute('data-id');
    await first.getByTestId('own-comment-delete').click();
    await expect(page).toHaveURL(/\/user\/cms\/comment$/);
    await expect(notice(page, text(lang, 'flash.commentDeleted'))).toBeVisible();
    await expect(page.locator(`[data-testid="own-comment"][data-id="${id}"]`)).toHaveCount(0);
    expect(await stored()).toBe(before - 1);
  });

  test(`purchases: article, payment, amount and a Read link (${lang}) @phone`, async ({ page }) => {
    await signIn(page, lang);
    await page.goto(`${site.baseURL}/user/cms/order`);
    const rows = page.getByTestId('purchase-row');
    await expect(rows).toHaveCount(2);
    const money = new Intl.NumberFormat(lang === 'en' ? 'en' : 'zh-CN', {
      style: 'currency',
      currency: 'CNY',
      currencyDisplay: 'narrowSymbol',
    }).format(paidArticle.price / 100);
    // Newest first: the points purchase, then the balance one.
    await expect(rows.nth(0)).toHaveAttribute('data-pay', 'points');
    await expect(rows.nth(0).getByTestId('purchase-amount')).toHaveText(lang === 'en' ? '30 points' : '30 积分');
    await expect(rows.nth(1).getByTestId('purchase-amount')).toHaveText(money);
    await expect(rows.nth(0).getByTestId('purchase-read')).toHaveAttribute('href', `/cms/info/${pointsArticle}`);
    await expect(rows.nth(1).getByTestId('purchase-read')).toHaveAttribute('href', `/cms/info/${paidArticle.id}`);
    await expectAccessible(page);
  });

  test(`a member without content sees the empty states (${lang})`, async ({ page }) => {
    const username = `empty_${lang.replace('-', '')}`;
    await addMember(site.db(), { username, nickname: 'Empty', groupId: 1, passwordOf: DEMO.username });
    await signIn(page, lang, username);
    await page.goto(`${site.baseURL}/user/cms/content`);
    await expect(page.getByTestId('content-empty')).toContainText(text(lang, 'You have not written any articles yet'));
    await expect(page.getByTestId('content-empty').getByRole('link')).toHaveAttribute(
      'href',
      '/user/cms/editContent/0',
    );
    await page.goto(`${site.baseURL}/user/cms/collect`);
    await expect(page.getByTestId('collect-empty')).toBeVisible();
    await expect(page.getByRole('link', { name: text(lang, 'Browse the news') })).toHaveAttribute('href', '/cms');
    await expectAccessible(page);
    await page.goto(`${site.baseURL}/user/cms/comment`);
    await expect(page.getByTestId('comments-empty')).toBeVisible();
    await page.goto(`${site.baseURL}/user/cms/order`);
    await expect(page.getByTestId('purchases-empty')).toBeVisible();
  });
}
