import { describe, expect, it } from 'vitest';
import en from '~/i18n/en/request.json';
import zh from '~/i18n/zh-cn/request.json';
import { createI18n, fixedT } from '~/lib/i18n/translator';
import {
  ApiHttpError,
  classifyThrown,
  HTTP_OTHER_KEY,
  HTTP_STATUS_KEYS,
  NETWORK_OFFLINE_KEY,
  NETWORK_ONLINE_KEY,
  SUCCESS_FALLBACK_KEY,
  TIMEOUT_KEY,
  transportMessage,
} from './httpErrors';

const i18n = createI18n({ en: { request: en }, 'zh-cn': { request: zh } }, 'en');
const tEn = fixedT(i18n, 'en', 'request');
const tZh = fixedT(i18n, 'zh-cn', 'request');

describe('transportMessage', () => {
  it.each([
    [302, 'Interface redirected!', '接口重定向了！'],
    [400, 'Incorrect parameter!', '参数不正确！'],
    [401, 'You do not have permission to operate!', '您没有权限操作！'],
    [403, 'You do not have permission to operate!', '您没有权限操作！'],
    [408, 'Request timed out!', '请求超时！'],
    [409, 'The same data already exists in the system!', '系统已存在相同数据！'],
    [500, 'Server internal error!', '服务器内部错误！'],
    [501, 'Service not implemented!', '服务未实现！'],
    [502, 'Gateway error!', '网关错误！'],
    [503, 'Service unavailable!', '服务不可用！'],
    [504, 'The service is temporarily unavailable Please try again later!', '服务暂时无法访问，请稍后再试！'],
    [505, 'HTTP version is not supported!', 'HTTP版本不受支持！'],
    [418, 'Abnormal problem, please contact the website administrator!', '异常问题，请联系网站管理员！'],
    [599, 'Abnormal problem, please contact the website administrator!', '异常问题，请联系网站管理员！'],
  ])('HTTP %i', (status, enText, zhText) => {
    expect(transportMessage({ kind: 'http', status, url: '/api/x' }, tEn)).toBe(enText);
    expect(transportMessage({ kind: 'http', status, url: '/api/x' }, tZh)).toBe(zhText);
  });

  it('appends the URL to the 404 text', () => {
    expect(transportMessage({ kind: 'http', status: 404, url: '/api/nope' }, tEn)).toBe(
      'Error requesting address:/api/nope',
    );
    expect(transportMessage({ kind: 'http', status: 404, url: '/api/nope' }, tZh)).toBe('请求地址出错:/api/nope');
  });

  it('timeout and network texts', () => {
    expect(transportMessage({ kind: 'timeout' }, tEn)).toBe('Network request timeout!');
    expect(transportMessage({ kind: 'network', online: true }, tEn)).toBe('Server exception!');
    expect(transportMessage({ kind: 'network', online: false }, tEn)).toBe('You are disconnected!');
    expect(transportMessage({ kind: 'network', online: true }, tZh)).toBe('服务端异常！');
    expect(transportMessage({ kind: 'network', online: false }, tZh)).toBe('您断网了！');
  });

  it('every key exists in both catalogues', () => {
    const keys = [
      ...Object.values(HTTP_STATUS_KEYS),
      HTTP_OTHER_KEY,
      TIMEOUT_KEY,
      NETWORK_ONLINE_KEY,
      NETWORK_OFFLINE_KEY,
      SUCCESS_FALLBACK_KEY,
    ];
    for (const key of keys) {
      expect(en).toHaveProperty([key]);
      expect(zh).toHaveProperty([key]);
    }
  });
});

describe('classifyThrown', () => {
  it('detects our timeout through the cause chain', () => {
    const timeout = Object.assign(new Error('[TimeoutError]: aborted'), { name: 'TimeoutError' });
    expect(classifyThrown(new Error('fetch failed', { cause: timeout }), true)).toEqual({ kind: 'timeout' });
  });

  it('anything else is a network failure carrying the online flag', () => {
    expect(classifyThrown(new TypeError('Failed to fetch'), true)).toEqual({ kind: 'network', online: true });
    expect(classifyThrown('boom', false)).toEqual({ kind: 'network', online: false });
  });
});

describe('ApiHttpError', () => {
  it('carries status, kind and url', () => {
    const error = new ApiHttpError('msg', { kind: 'http', status: 502, url: '/x' }, '/x');
    expect(error).toBeInstanceOf(Error);
    expect([error.status, error.kind, error.url, error.message, error.name]).toEqual([
      502,
      'http',
      '/x',
      'msg',
      'ApiHttpError',
    ]);
    expect(new ApiHttpError('t', { kind: 'timeout' }, '/y').status).toBe(0);
  });
});
