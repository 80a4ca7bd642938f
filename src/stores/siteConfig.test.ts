// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiEnvelope, IndexData } from '~/lib/api/types';
import { memberMenus } from '~/lib/menus/fixtures';
import { indexData, userInfo } from './fixtures';
import { $memberCenter, INITIAL_MEMBER_CENTER } from './memberCenter';
import { $siteConfig, dataFill, INITIAL_SITE_CONFIG, initialize, setHeadNav } from './siteConfig';
import { $userInfo, dataFill as fillUser, resetUser, setToken } from './userInfo';

const ok = (data: IndexData): ApiEnvelope<IndexData> => ({ code: 1, msg: '', time: 1, data });

function endpoints(...answers: ApiEnvelope<IndexData>[]) {
  const index = vi.fn(async (_requiredLogin: boolean) => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (!answer) throw new Error('no answer');
    return answer;
  });
  return { index };
}

beforeEach(() => {
  $siteConfig.set({ ...INITIAL_SITE_CONFIG, upload: { mode: 'local' } });
  $memberCenter.set({ ...INITIAL_MEMBER_CENTER });
  resetUser();
});

describe('siteConfig actions', () => {
  it('dataFill merges, keeping upload.mode local unless given', () => {
    dataFill({ siteName: 'A', upload: { mode: 'local', maxSize: 5 } });
    dataFill({ recordNumber: 'R' });
    expect($siteConfig.get()).toMatchObject({
      siteName: 'A',
      recordNumber: 'R',
      upload: { mode: 'local', maxSize: 5 },
    });
    dataFill({ upload: { mode: 'oss' } });
    expect($siteConfig.get().upload).toEqual({ mode: 'oss', maxSize: 5 });
  });

  it('setHeadNav', () => {
    setHeadNav([]);
    expect($siteConfig.get().headNav).toEqual([]);
  });
});

describe('initialize', () => {
  it('guest: loads once with requiredLogin 0 and fills site, head nav and the member centre', async () => {
    const api = endpoints(ok(indexData({ openMemberCenter: false })));
    const res = await initialize(false, api);
    expect(res?.code).toBe(1);
    expect(api.index).toHaveBeenCalledWith(false);
    expect($siteConfig.get()).toMatchObject({ siteName: 'Concierge', cdnUrl: '//cdn.test', initialize: true });
    expect($siteConfig.get().userInitialize).toBe(false);
    expect($siteConfig.get().headNav.map((m) => m.path)).toEqual(['/hotel/list']);
    expect($memberCenter.get().open).toBe(false);
    expect(await initialize(false, api)).toBeUndefined();
    expect(api.index).toHaveBeenCalledTimes(1);
  });

  it('member: loads again after login, fills the user without touching tokens, then skips', async () => {
    const api = endpoints(ok(indexData()), ok(indexData({ userInfo: userInfo(), menus: memberMenus() })));
    await initialize(false, api);
    fillUser({ id: 1 });
    setToken('stored', 'auth');
    await initialize(true, api);
    expect(api.index).toHaveBeenLastCalledWith(true);
    expect($siteConfig.get().userInitialize).toBe(true);
    expect($userInfo.get()).toMatchObject({ nickname: 'Demo', token: 'stored', score: 30 });
    expect($memberCenter.get().userMenus[0]?.name).toBe('account');
    await initialize(true, api);
    expect(api.index).toHaveBeenCalledTimes(2);
  });

  it('shares one request between concurrent calls', async () => {
    const api = endpoints(ok(indexData()));
    const [a, b] = await Promise.all([initialize(false, api), initialize(false, api)]);
    expect(a).toBe(b);
    expect(api.index).toHaveBeenCalledTimes(1);
  });

  it('leaves the stores alone when the code is not 1', async () => {
    const api = endpoints({ code: 303, msg: 'Please login first', time: 1, data: { type: 'need login' } as never });
    const res = await initialize(true, api);
    expect(res?.code).toBe(303);
    expect($siteConfig.get().initialize).toBe(false);
  });
});
