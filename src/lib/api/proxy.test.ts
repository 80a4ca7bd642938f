import { describe, expect, it } from 'vitest';
import { isProxyPath, proxyTarget } from './proxy';

describe('proxyTarget', () => {
  it('names the API call of a proxy URL', () => {
    expect(proxyTarget('/proxy/api/user/checkIn')).toBe('user/checkIn');
    expect(proxyTarget('/proxy/api/common/clickCaptcha')).toBe('common/clickCaptcha');
    expect(proxyTarget('/proxy/api/ajax/upload')).toBe('ajax/upload');
  });

  it('refuses what is not a plain controller/action path', () => {
    for (const path of [
      '/proxy/api/',
      '/proxy/api/user',
      '/proxy/api/user/',
      '/proxy/api//user/checkIn',
      '/proxy/api/../storage/x',
      '/proxy/api/user/..',
      '/proxy/api/user/check.In',
      '/proxy/api/user%2fcheckIn',
      '/proxy/api/a/b/c/d/e',
      `/proxy/api/user/${'x'.repeat(200)}`,
      '/api/user/checkIn',
      '/proxyx/api/user/checkIn',
    ]) {
      expect(proxyTarget(path), path).toBeUndefined();
    }
  });

  it('knows its own paths', () => {
    expect(isProxyPath('/proxy/api/user/checkIn')).toBe(true);
    expect(isProxyPath('/proxy/other')).toBe(false);
    expect(isProxyPath('/user')).toBe(false);
  });
});
