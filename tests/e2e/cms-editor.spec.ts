/**
 * The member's article editor (design content §9.1, §9.3), in both languages: with JavaScript a member writes an
 * article in the rich-text editor (a heading, a link, an uploaded picture with its description), previews it in a
 * new tab (the banner and the same body), saves a draft, edits it and submits it to a channel without review, where
 * it is published at once on its public page. Without JavaScript the plain form saves a draft with an HTML body, and
 * an invalid link is refused beside the body. axe on the editor and the preview.
 */
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, expectAccessible, islandAwake, LANGS, submitLogin, type TestLang } from './fixtures';
import { type Instance, startInstance } from './support/instance';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let site: Instance;
test.beforeAll(async () => {
  // A port of this spec's own (the range its runs may use), unless the run gives one.
  site = await startInstance({ PORT: process.env.E2E_EDITOR_PORT ?? '4961' });
});
test.afterAll(async () => {
  await site?.stop();
});

const TEXT = {
  'zh-cn': {
    channel: '快讯',
    banner: '预览 — 尚未发布',
    saved: '草稿已保存',
    published: '文章已发布',
    invalidLink: '请输入有效的链接',
    heading: '标题',
    link: '链接',
    picture: '图片',
  },
  en: {
    channel: 'Quick posts',
    banner: 'Preview — not published',
    saved: 'Your draft has been saved.',
    published: 'Your article has been published.',
    invalidLink: 'Enter a valid link',
    heading: 'Heading',
    link: 'Link',
    picture: 'Picture',
  },
} as const;

async function signIn(page: Page, lang: TestLang): Promise<void> {
  await page.context().addCookies([{ name: 'ba-lang', value: lang, url: site.baseURL }]);
  await page.goto(`${site.baseURL}/user/login`);
  await submitLogin(page, DEMO.username, DEMO.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}

const png = () =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: '#0b5d5e' } })
    .png()
    .toBuffer();

for (const lang of LANGS) {
  test(`${lang}: writes, previews, saves, edits and publishes an article with the rich-text editor`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    const title = `Editor ${lang} ${Date.now()}`;
    await signIn(page, lang);
    await page.goto(`${site.baseURL}/user/cms/editContent`);
    await islandAwake(page, 'ArticleEditor');
    const editor = page.getByTestId('editor-content');
    // The rich-text chunk loads once the browser is idle.
    await expect(editor).toBeVisible();
    await expectAccessible(page);

    await page.getByTestId('editor-title').fill(title);
    await page.getByTestId('editor-channel').selectOption({ label: text.channel });
    await page.getByTestId('editor-summary').fill('A short summary.');
    await page.getByTestId('editor-tags').fill('editor, e2e');

    await editor.click();
    await page.getByRole('button', { name: text.heading, exact: true }).click();
    await page.keyboard.type('Section one');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read the guide ');
    await page.getByRole('button', { name: text.link, exact: true }).click();
    const dialog = page.getByTestId('link-dialog');
    await dialog.getByTestId('link-url').fill('javascript:alert(1)');
    await dialog.getByTestId('link-apply').click();
    await expect(dialog.getByTestId('link-error')).toContainText(text.invalidLink);
    await dialog.getByTestId('link-url').fill('https://example.com/guide');
    await dialog.getByTestId('link-apply').click();
    await expect(dialog).toBeHidden();
    await page.keyboard.press('End');
    await page.keyboard.type(' today.');
    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: text.picture, exact: true }).click();
    const images = page.getByTestId('image-dialog');
    await images
      .getByTestId('image-file')
      .setInputFiles({ name: 'lobby.png', mimeType: 'image/png', buffer: await png() });
    await images.getByTestId('image-alt').fill('The lobby');
    await images.getByTestId('image-insert').click();
    await expect(images).toBeHidden();
    await expect(editor.locator('img[alt="The lobby"]')).toHaveAttribute('src', /\/storage\/cms\//);
    const content = page.getByTestId('editor-content-value');
    await expect(content).toHaveValue(/<h2>Section one<\/h2>/);
    await expect(content).toHaveValue(/href="https:\/\/example.com\/guide"/);

    // The preview opens in a new tab with the banner and the same body.
    const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('editor-preview').click()]);
    await preview.waitForLoadState();
    await expect(preview.getByTestId('preview-banner')).toContainText(text.banner);
    await expect(preview.getByTestId('article-title')).toHaveText(title);
    const body = preview.getByTestId('article-body');
    await expect(body.locator('h2')).toHaveText('Section one');
    await expect(body.locator('a[href="https://example.com/guide"]')).toBeVisible();
    await expect(body.locator('img[alt="The lobby"]')).toBeVisible();
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expectAccessible(preview);
    await preview.close();

    // Save a draft: back on its editor, with the notice.
    await page.getByTestId('editor-draft').click();
    await expect(page).toHaveURL(/\/user\/cms\/editContent\/\d+$/);
    await expect(page.getByText(text.saved).first()).toBeVisible();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByTestId('editor-title')).toHaveValue(title);

    // Edit it and submit it: a channel without review publishes at once.
    await islandAwake(page, 'ArticleEditor');
    await page.getByTestId('editor-title').fill(`${title} (edited)`);
    await expect(page.getByTestId('editor-content')).toBeVisible();
    await page.getByTestId('editor-submit').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/user/cms/editContent'));
    await page.goto(`${site.baseURL}/cms/info/${id}`);
    await expect(page.getByTestId('article-title')).toHaveText(`${title} (edited)`);
    await expect(page.getByTestId('article-body').locator('h2')).toHaveText('Section one');
    await expect(page.getByTestId('article-body').locator('img[alt="The lobby"]')).toBeVisible();
  });

  test(`${lang}: without JavaScript the plain form saves a draft with an HTML body and refuses an invalid link`, async ({
    browser,
  }) => {
    const text = TEXT[lang];
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await signIn(page, lang);
      await page.goto(`${site.baseURL}/user/cms/editContent/0`);
      const title = `Plain ${lang} ${Date.now()}`;
      await page.getByTestId('editor-title').fill(title);
      await page.getByTestId('editor-channel').selectOption({ label: text.channel });
      const body = page.getByTestId('editor-body');
      await body.fill('<h2>Plain</h2><p>A <a href="javascript:alert(1)">bad link</a>.</p>');
      await page.getByTestId('editor-draft').click();
      await expect(page.getByTestId('editor-content-error')).toContainText(text.invalidLink);
      await expect(page.getByTestId('editor-title')).toHaveValue(title);
      await expect(body).toHaveValue(/bad link/);

      await body.fill('<h2>Plain</h2><p>A <a href="https://example.com/">good link</a>.</p><script>alert(1)</script>');
      await page.getByTestId('editor-draft').click();
      await expect(page).toHaveURL(/\/user\/cms\/editContent\/\d+$/);
      // Without JavaScript the notice is an inline alert (inside <noscript>, which text locators skip).
      await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
      await expect(page.getByTestId('editor-body')).toHaveValue(
        '<h2>Plain</h2><p>A <a href="https://example.com/">good link</a>.</p>',
      );
    } finally {
      await context.close();
    }
  });
}

test('another member’s article is the 404; a GET of the preview goes to the list', async ({ page }) => {
  await signIn(page, 'en');
  const other = await page.goto(`${site.baseURL}/user/cms/editContent/999999`);
  expect(other?.status()).toBe(404);
  const res = await page.request.get(`${site.baseURL}/user/cms/preview`, { maxRedirects: 0 });
  expect(res.status()).toBe(303);
  expect(res.headers().location).toBe('/user/cms/content');
});
