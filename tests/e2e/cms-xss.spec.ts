/**
 * The XSS corpus through every field of the news site — an article's title, summary, body and tags, a comment, a
 * search word and a tag search — rendered in Chromium on every page that shows them: no dialog opens, no script
 * runs and the console stays free of errors (a blocked inline script would report a Content-Security-Policy error).
 * On a private instance whose limits let one member submit the whole corpus.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO } from './fixtures';
import { setConfig } from './support/db';
import { type Instance, startInstance } from './support/instance';
import { XSS_CORPUS } from './support/xss-corpus';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let site: Instance;
const articleIds: number[] = [];

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${site.baseURL}/api/user/checkIn`, {
    headers: { server: 'true' },
    data: { tab: 'login', username: DEMO.username, password: DEMO.password },
  });
  const body = (await res.json()) as { code: number; data: { userInfo: { token: string } } };
  expect(body.code).toBe(1);
  return body.data.userInfo.token;
}

/** Watches a page for anything a payload could make happen. */
function watch(page: Page): string[] {
  const events: string[] = [];
  page.on('dialog', (dialog) => {
    events.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => events.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') events.push(`console: ${message.text()}`);
  });
  return events;
}

test.beforeAll(async ({ request }) => {
  site = await startInstance();
  await setConfig(site.db(), 'cms_submit_per_day', '1000');
  await setConfig(site.db(), 'cms_comment_min_interval', '0');
  await setConfig(site.db(), 'cms_comment_per_hour', '1000');
  const token = await apiToken(request);
  const headers = { server: 'true', 'ba-user-token': token };
  const channels = (await (await request.get(`${site.baseURL}/api/cms/editContent?id=0`, { headers })).json()) as {
    data: { channels: { id: number; name: string }[] };
  };
  const quick = channels.data.channels.find((channel) => channel.name === 'quick-posts');
  expect(quick).toBeDefined();
  for (const [i, payload] of XSS_CORPUS.entries()) {
    const base = {
      op: 'submit',
      lang: 'en',
      title: `XSS ${i} ${payload}`.slice(0, 80),
      channel_id: quick?.id,
      summary: payload.slice(0, 200),
      tags: [`x${i}${payload}`.slice(0, 20)],
    };
    let res = await request.post(`${site.baseURL}/api/cms/editContent`, {
      headers,
      data: { ...base, content: `<p>${payload}</p>${payload}` },
    });
    let body = (await res.json()) as { code: number; msg: string; data: { id: number } | null };
    if (body.code !== 1) {
      // The body was refused (an invalid link): the other fields still go in.
      res = await request.post(`${site.baseURL}/api/cms/editContent`, {
        headers,
        data: { ...base, content: '<p>The body was refused.</p>' },
      });
      body = (await res.json()) as typeof body;
    }
    expect(body.code, `${payload}: ${body.msg}`).toBe(1);
    const id = Number(body.data?.id);
    articleIds.push(id);
    const comment = await request.post(`${site.baseURL}/api/cms/comment`, {
      headers,
      data: { article_id: id, content: `Comment ${payload}` },
    });
    expect(((await comment.json()) as { code: number }).code, payload).toBe(1);
  }
});

test.afterAll(async () => {
  await site?.stop();
});

test('the corpus stays inert on the article pages, lists and searches', async ({ page }) => {
  const events = watch(page);
  page.on('request', (request) => {
    if (request.resourceType() === 'script') events.push(`script: ${request.url()}`);
  });
  await page.context().addCookies([{ name: 'ba-lang', value: 'en', url: site.baseURL }]);
  // A guest's news pages ship no JavaScript of ours: once the page has loaded (every inline handler and picture
  // tried, `goto`'s default), nothing of the page's own is left to run. Waiting for the network to idle as well cost
  // half a second a page, over 70 pages.
  const visit = async (path: string) => {
    const response = await page.goto(`${site.baseURL}${path}`);
    expect(response?.status(), path).toBeLessThan(500);
  };
  for (const id of articleIds) await visit(`/cms/info/${id}`);
  await visit('/cms');
  await visit('/cms/channel/quick-posts');
  await visit('/cms/channel/quick-posts?page=2');
  await visit('/cms/search?q=XSS');
  await visit('/cms/search?q=XSS&page=2');
  for (const payload of XSS_CORPUS) {
    await visit(`/cms/search?q=${encodeURIComponent(payload.slice(0, 50))}`);
    await visit(`/cms/search?tag=${encodeURIComponent(payload.slice(0, 20))}`);
  }
  // The titles and comments are shown as the text they were typed as.
  await visit(`/cms/info/${articleIds[0]}`);
  await expect(page.getByTestId('article-title')).toHaveText(`XSS 0 ${XSS_CORPUS[0]}`);
  await expect(page.getByTestId('comment').first()).toContainText(`Comment ${XSS_CORPUS[0]}`);
  expect(await page.locator('main script, main iframe, main svg, main math, main style').count()).toBe(0);
  expect(events).toEqual([]);
});

test('the corpus stays inert for a member, with the islands awake', async ({ page }) => {
  const events = watch(page);
  await page.context().addCookies([{ name: 'ba-lang', value: 'zh-cn', url: site.baseURL }]);
  await page.goto(`${site.baseURL}/user/login`);
  await page.getByTestId('login-username').fill(DEMO.username);
  await page.getByTestId('login-password').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
  for (const id of articleIds.slice(0, 8)) {
    await page.goto(`${site.baseURL}/cms/info/${id}`);
    await page.getByTestId('comments').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
  }
  expect(events).toEqual([]);
});
