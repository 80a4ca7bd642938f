// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notifications, dismissAll as closeAllNotifications } from '~/stores/notifications';
import { $storedUser, dataFill, resetUser } from '~/stores/userInfo';
import { envelope, fakeFetch, jsonResponse } from '~tests/support/api';
import { browserLang, createBrowserApi, readMeta } from './browserApi';

function page(head: string, lang = 'en', dataLang?: string) {
  document.documentElement.lang = lang;
  if (dataLang) document.documentElement.dataset.lang = dataLang;
  else delete document.documentElement.dataset.lang;
  document.head.innerHTML = head;
  document.body.innerHTML = `<script type="application/json" id="i18n-request">${JSON.stringify({
    request: { 'Server internal error!': '服务器内部错误！' },
    common: { Loading: '加载中...' },
  })}</script>`;
}

beforeEach(() => {
  resetUser();
  page('<meta name="route-name" content="account/overview">', 'zh-CN');
});
afterEach(() => {
  closeAllNotifications();
  vi.restoreAllMocks();
});

describe('page reading', () => {
  it('reads meta tags and the language', () => {
    expect(readMeta('route-name')).toBe('account/overview');
    expect(readMeta('missing')).toBeUndefined();
    expect(browserLang()).toBe('zh-cn');
    page('', 'en');
    expect(browserLang()).toBe('en');
    page('', 'fr', 'en');
    expect(browserLang()).toBe('en');
    page('', 'fr');
    expect(browserLang()).toBe('zh-cn');
  });
});

describe('createBrowserApi', () => {
  it("calls the site's API proxy with the page language and the proxy header, never a token", async () => {
    dataFill({ id: 3, username: 'demo' });
    const fake = fakeFetch(envelope(1, '', {}));
    const { endpoints } = createBrowserApi({ fetch: fake.fetch });
    await endpoints.index(true);
    expect(fake.calls[0]?.url).toBe('/proxy/api/index/index?requiredLogin=1');
    expect(fake.calls[0]?.headers.get('think-lang')).toBe('zh-cn');
    expect(fake.calls[0]?.headers.get('x-requested-with')).toBe('concierge');
    expect(fake.calls[0]?.headers.get('ba-user-token')).toBeNull();
  });

  it('translates HTTP errors with the rendered request strings and shows a toast', async () => {
    const fake = fakeFetch(jsonResponse({}, 500));
    await expect(createBrowserApi({ fetch: fake.fetch }).client.request('a')).rejects.toThrow('服务器内部错误！');
    expect($notifications.get().map((item) => [item.type, item.message])).toContainEqual(['error', '服务器内部错误！']);
  });

  it('409 (the proxy could not refresh: the session ended) forgets the member and goes to /user/login', async () => {
    dataFill({ id: 3, username: 'demo' });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const fake = fakeFetch(envelope(409, 'Token expiration', []));
    await createBrowserApi({ fetch: fake.fetch }).client.request('a');
    expect(assign).toHaveBeenCalledWith('/user/login');
    expect(fake.calls.map((c) => c.url)).toEqual(['/proxy/api/a']);
    expect($storedUser.get()).toMatchObject({ id: 0, username: 'demo' });
  });

  it('skips the redirect on the target route', async () => {
    page('<meta name="route-name" content="user">', 'en');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const fake = fakeFetch(envelope(303, 'Already', { type: 'logged in' }));
    await createBrowserApi({ fetch: fake.fetch }).client.request('a');
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the overlay for loading requests', async () => {
    let seen = false;
    const fake = fakeFetch(() => {
      seen = document.querySelector('.ba-loading-overlay')?.textContent === '加载中...';
      return envelope(1);
    });
    await createBrowserApi({ fetch: fake.fetch }).client.request('a', { loading: true });
    expect(seen).toBe(true);
  });
});
