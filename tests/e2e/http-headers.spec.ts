/**
 * Every answer of the site's server carries the security headers — pages, the built-in API, static files,
 * redirects and refusals (issue 7, item 8) — and goes out compressed when the client accepts it, hashed assets
 * precompressed with a one-year immutable cache (item 21). Plain HTTP requests, no browser.
 */
import { type APIResponse, expect, test } from '@playwright/test';
import { type Instance, startInstance } from './support/instance';

const BASE = ['x-content-type-options', 'referrer-policy', 'x-frame-options', 'content-security-policy'];

function expectSecured(response: APIResponse, framing: 'SAMEORIGIN' | 'DENY'): void {
  const headers = response.headers();
  for (const name of BASE) expect(headers[name], `${name} on ${response.url()}`).toBeTruthy();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe(framing);
  expect(headers['content-security-policy']).toContain('frame-ancestors');
}

test('pages, API answers, static files, redirects and refusals all carry the security headers', async ({ request }) => {
  const noRedirect = { maxRedirects: 0 } as const;
  expectSecured(await request.get('/'), 'SAMEORIGIN');
  expectSecured(await request.get('/api/index/index'), 'DENY');
  expectSecured(await request.get('/api/no/such/call'), 'DENY');
  expectSecured(await request.get('/robots.txt'), 'DENY');
  expectSecured(await request.get('/favicon.svg'), 'DENY');
  expectSecured(await request.get('/builds/latest.json'), 'DENY');
  expectSecured(await request.get('/user/account/overview', noRedirect), 'DENY');
  const home = await request.get('/');
  const script = /<script[^>]+src="(\/_astro\/[^"]+\.js)"/.exec(await (await request.get('/user/login')).text())?.[1];
  expect(script, 'the login page loads a script').toBeTruthy();
  expectSecured(await request.get(String(script)), 'DENY');
  expect(home.headers()['strict-transport-security']).toBeUndefined();
  // The browser's API calls go through the site (/proxy/api): a page's script may connect nowhere else.
  expect(home.headers()['content-security-policy']).toMatch(/connect-src 'self'(;|$)/);
  expectSecured(await request.get('/proxy/api/account/overview'), 'DENY');
  const crossSite = await request.post('/user/login', {
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    form: { tab: 'login', username: 'demo', password: 'x' },
    ...noRedirect,
  });
  expect(crossSite.status()).toBe(403);
  expectSecured(crossSite, 'DENY');
});

test('pages and JSON are compressed on the fly; hashed assets go out precompressed and cached for a year', async ({
  request,
}) => {
  const page = await request.get('/user/login', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(await page.text()).toContain('</html>');
  const api = await request.get('/api/index/index', { headers: { 'accept-encoding': 'gzip' } });
  expect(api.headers()['content-encoding']).toBe('gzip');
  const script = /<script[^>]+src="(\/_astro\/[^"]+\.js)"/.exec(await page.text())?.[1];
  for (const encoding of ['br', 'gzip']) {
    const asset = await request.get(String(script), { headers: { 'accept-encoding': encoding } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe(encoding);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-type']).toContain('javascript');
    expect((await asset.body()).length).toBeGreaterThan(0);
  }
  const plain = await request.get(String(script), { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

test("a CDN may keep guests' pages briefly, browsers revalidate them with their ETag, stored files too", async ({
  request,
  baseURL,
}) => {
  const content = 'public, max-age=0, s-maxage=120, stale-while-revalidate=600';
  const availability = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
  const pages: [string, string][] = [
    ['/', content],
    ['/cms', content],
    ['/car/list', content],
    ['/hotel/list?city=shanghai', availability],
    ['/hotel/detail/1', availability],
    ['/car/detail/1', availability],
  ];
  for (const [path, cacheControl] of pages) {
    const page = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    const headers = page.headers();
    expect(headers['cache-control'], path).toBe(cacheControl);
    expect(headers.vary, path).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(headers.etag, path).toMatch(/^"[\w-]+-br"$/);
    const again = await request.get(path, {
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': headers.etag ?? '' },
    });
    expect(again.status(), path).toBe(304);
    expect((await again.body()).length, path).toBe(0);
  }

  // A stored picture of the home page: its own tag, and a 304 for it.
  const image = /src="(?:\/\/[^/"]+)?(\/storage\/[^"]+)"/.exec(await (await request.get('/')).text())?.[1];
  expect(image, 'the home page shows a stored picture').toBeTruthy();
  const stored = await request.get(String(image));
  expect(stored.headers().etag).toBeTruthy();
  const storedAgain = await request.get(String(image), { headers: { 'if-none-match': stored.headers().etag ?? '' } });
  expect(storedAgain.status()).toBe(304);

  // A member's pages are never kept or tagged, not even the home page.
  const login = await request.post('/user/login', {
    headers: { origin: new URL(String(baseURL)).origin },
    form: { tab: 'login', username: 'demo', password: 'demo123456' },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);
  for (const path of ['/', '/user/account/overview']) {
    const member = await request.get(path);
    expect(member.headers()['cache-control'], path).toBe('private, no-store');
    expect(member.headers().etag, path).toBeUndefined();
  }
});

test.describe('behind HTTPS', () => {
  let site: Instance;
  test.beforeAll(async () => {
    site = await startInstance({ SITE_ORIGIN: 'https://hotel.example' });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('every answer asks browsers to stay on HTTPS', async ({ request }) => {
    for (const path of ['/', '/api/index/index', '/robots.txt']) {
      const response = await request.get(`${site.baseURL}${path}`);
      expect(response.headers()['strict-transport-security'], path).toBe('max-age=31536000');
    }
  });
});

test('page forms answer a body they cannot read with a translated 400, never a 500', async ({ request, baseURL }) => {
  const origin = new URL(String(baseURL)).origin;
  const login = await request.post('/user/login', {
    headers: { origin },
    form: { tab: 'login', username: 'demo', password: 'demo123456' },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);
  const broken = [
    { 'content-type': 'multipart/form-data; boundary=----x', data: '------x\r\nContent-Disposition: form-data; na' },
    { 'content-type': 'text/plain', data: 'nickname=x' },
  ];
  for (const path of ['/user/account/profile', '/user/account/changePassword', '/user/login']) {
    for (const { data, ...headers } of broken) {
      const response = await request.post(path, { headers: { ...headers, origin }, data, maxRedirects: 0 });
      expect(response.status(), `${path} with ${headers['content-type']}`).toBe(400);
      expect(await response.text()).toContain('无法读取提交的表单');
    }
  }
});

test("API paths the framework would answer itself get the API's not-found envelope", async ({ request }) => {
  for (const path of ['/api/%ff', '/api//', '/api//index/index', '/api/user/%E0%A4%A']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.json(), path).toMatchObject({ code: 0, data: null });
  }
});
