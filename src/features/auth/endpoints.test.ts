import { describe, expect, it } from 'vitest';
import { createApiClient } from '~/lib/api/client';
import { envelope, fakeFetch, recordingEnv } from '~tests/support/api';
import { createAuthEndpoints } from './endpoints';

function setup() {
  const fake = fakeFetch(envelope(1, '', { ok: true }));
  const client = createApiClient({
    baseURL: '',
    lang: 'zh-cn',
    getToken: () => '',
    env: recordingEnv(),
    t: (key) => key,
    fetch: fake.fetch,
  });
  return { api: createAuthEndpoints(client), calls: fake.calls };
}

describe('createAuthEndpoints', () => {
  it('checkInConfig and login hit user/checkIn', async () => {
    const { api, calls } = setup();
    await api.checkInConfig();
    await api.login({ tab: 'login', username: 'demo', password: 'secret1', keep: true });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/user/checkIn' });
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/api/user/checkIn' });
    expect(JSON.parse(String(calls[1]?.body))).toEqual({
      tab: 'login',
      username: 'demo',
      password: 'secret1',
      keep: true,
    });
  });

  it('retrievePassword, the click captcha and the code senders hit their controllers', async () => {
    const { api, calls } = setup();
    const proof = { captchaId: 'c', captchaInfo: 'i' };
    await api.retrievePassword({ type: 'email', account: 'a@b.cn', captcha: '1234', password: 'secret1' });
    await api.clickCaptcha('id-1');
    await api.checkClickCaptcha({ id: 'id-1', info: '1,2;3;4', unset: false });
    await api.sendEms({ email: 'a@b.cn', event: 'user_register', ...proof });
    await api.sendSms({ mobile: '13800138000', template_code: 'user_register', ...proof });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', '/api/account/retrievePassword'],
      ['GET', '/api/common/clickCaptcha?id=id-1'],
      ['POST', '/api/common/checkClickCaptcha'],
      ['POST', '/api/Ems/send'],
      ['POST', '/api/Sms/send'],
    ]);
  });
});
