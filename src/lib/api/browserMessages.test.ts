import { describe, expect, it } from 'vitest';
import common from '~/i18n/zh-cn/common.json';
import request from '~/i18n/zh-cn/request.json';
import { pickBrowserMessages, serializeForScript } from './browserMessages';

describe('pickBrowserMessages', () => {
  it('keeps the request namespace and only the UI words of common', () => {
    const picked = pickBrowserMessages({ request, common, utils: { a: 'b' } });
    expect(picked.request).toEqual(request);
    expect(picked.common).toEqual({
      Close: '关闭',
      Loading: '加载中...',
      Notifications: '通知',
      'New version available': '网站已更新，请刷新页面以使用新版本。',
    });
    expect(picked).not.toHaveProperty('utils');
  });
  it('copes with missing namespaces', () => {
    expect(pickBrowserMessages({})).toEqual({ request: {}, common: {} });
  });
});

describe('serializeForScript', () => {
  it('cannot close the script element', () => {
    const text = serializeForScript({ a: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ a: '</script><script>alert(1)</script>' });
  });
});
