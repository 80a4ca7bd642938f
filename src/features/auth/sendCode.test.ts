// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '~/lib/api/client';
import { createEndpoints } from '~/lib/api/endpoints';
import { envelope, fakeFetch, recordingEnv } from '~/lib/api/testing';
import { CaptchaClosedError } from './captchaDialog';
import { enhanceSendCode, eventFor } from './sendCode';

function setup(code = 1) {
  const fake = fakeFetch(envelope(code, code === 1 ? 'Mail sent successfully~' : 'Frequent email sending'));
  const env = recordingEnv();
  const client = createApiClient({ baseURL: '', lang: 'en', getToken: () => '', env, t: (k) => k, fetch: fake.fetch });
  return { api: createEndpoints(client), calls: fake.calls, env };
}

const proof = { captchaId: 'c1', captchaInfo: '1,2-3,4;350;200' };
const body = (call: { body: unknown } | undefined) => JSON.parse(String(call?.body));

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<button id="send">Send</button><script type="application/json" id="i18n-request">${JSON.stringify(
    { login: { Send: 'Send', 'N Seconds': '{{count}} Seconds' } },
  )}</script>`;
});
afterEach(() => vi.useRealTimers());

const button = () => document.getElementById('send') as HTMLButtonElement;

describe('send-code button', () => {
  it('names events like the contract', () => {
    expect(eventFor('email', 'user_register')).toBe('user_register');
    expect(eventFor('mobile', 'user_retrieve_pwd')).toBe('user_retrieve_pwd');
    expect(eventFor('email', 'verify')).toBe('user_email_verify');
    expect(eventFor('mobile', 'change')).toBe('user_change_mobile');
  });

  it('e-mail: captcha, Ems/send with the proof, success message, 60 s countdown, enabled again', async () => {
    const { api, calls, env } = setup();
    enhanceSendCode({
      button: button(),
      channel: () => 'email',
      purpose: 'user_register',
      target: () => 'a@b.test',
      endpoints: api,
      solveCaptcha: async () => proof,
    });
    button().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[0]?.url).toBe('/api/Ems/send');
    expect(body(calls[0])).toEqual({ email: 'a@b.test', event: 'user_register', ...proof });
    expect(env.notices).toEqual([['success', 'Mail sent successfully~']]);
    expect(button().textContent).toBe('60 Seconds');
    expect(button().disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(button().textContent).toBe('1 Seconds');
    await vi.advanceTimersByTimeAsync(1000);
    expect(button().textContent).toBe('Send');
    expect(button().disabled).toBe(false);
  });

  it('SMS with a password for the verify event', async () => {
    const { api, calls } = setup();
    enhanceSendCode({
      button: button(),
      channel: () => 'mobile',
      purpose: 'verify',
      target: () => '13800138000',
      password: () => 'secret1',
      endpoints: api,
      solveCaptcha: async () => proof,
    });
    button().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[0]?.url).toBe('/api/Sms/send');
    expect(body(calls[0])).toEqual({
      mobile: '13800138000',
      template_code: 'user_mobile_verify',
      password: 'secret1',
      ...proof,
    });
  });

  it('no target, a closed captcha or a refused send leave the button usable and start no countdown', async () => {
    const { api, calls, env } = setup(0);
    let target: string | undefined;
    let solve = async (): Promise<typeof proof> => {
      throw new CaptchaClosedError();
    };
    enhanceSendCode({
      button: button(),
      channel: () => 'email',
      purpose: 'user_retrieve_pwd',
      target: () => target,
      endpoints: api,
      solveCaptcha: () => solve(),
    });
    button().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(0);
    target = 'a@b.test';
    button().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(0);
    expect(button().disabled).toBe(false);
    solve = async () => proof;
    button().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(env.notices).toEqual([['error', 'Frequent email sending']]);
    expect(button().textContent).toBe('Send');
    expect(button().disabled).toBe(false);
  });
});
