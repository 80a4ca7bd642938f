import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '~/lib/api/client';
import { envelope, fakeFetch, recordingEnv } from '~tests/support/api';
import { createAuthEndpoints } from './endpoints';
import { countdown, eventFor, postSendCode } from './sendCode';

function setup(code = 1) {
  const fake = fakeFetch(
    envelope(
      code,
      code === 1
        ? 'The verification code has been sent. Check your e-mail.'
        : 'Too many code requests. Wait a minute before asking for another code.',
    ),
  );
  const env = recordingEnv();
  const client = createApiClient({ baseURL: '', lang: 'en', getToken: () => '', env, t: (k) => k, fetch: fake.fetch });
  return { api: createAuthEndpoints(client), calls: fake.calls, env };
}

const proof = { captchaId: 'c1', captchaInfo: '1,2-3,4;350;200' };
const body = (call: { body: unknown } | undefined) => JSON.parse(String(call?.body));

describe('send-code calls', () => {
  it('names events like the contract', () => {
    expect(eventFor('email', 'user_register')).toBe('user_register');
    expect(eventFor('mobile', 'user_retrieve_pwd')).toBe('user_retrieve_pwd');
    expect(eventFor('email', 'verify')).toBe('user_email_verify');
    expect(eventFor('mobile', 'change')).toBe('user_change_mobile');
  });

  it('e-mail: Ems/send with the proof, the success message shown; true on code 1', async () => {
    const { api, calls, env } = setup();
    const sent = await postSendCode(api, { channel: 'email', target: 'a@b.test', event: 'user_register', proof });
    expect(sent).toBe(true);
    expect(calls[0]?.url).toBe('/api/Ems/send');
    expect(body(calls[0])).toEqual({ email: 'a@b.test', event: 'user_register', ...proof });
    expect(env.notices).toEqual([['success', 'The verification code has been sent. Check your e-mail.']]);
  });

  it('SMS with a password for the verify event', async () => {
    const { api, calls } = setup();
    await postSendCode(api, {
      channel: 'mobile',
      target: '13800138000',
      event: eventFor('mobile', 'verify'),
      proof,
      password: 'secret1',
    });
    expect(calls[0]?.url).toBe('/api/Sms/send');
    expect(body(calls[0])).toEqual({
      mobile: '13800138000',
      template_code: 'user_mobile_verify',
      password: 'secret1',
      ...proof,
    });
  });

  it('a refused send is false, with the message shown', async () => {
    const { api, env } = setup(0);
    expect(await postSendCode(api, { channel: 'email', target: 'a@b.test', event: 'user_register', proof })).toBe(
      false,
    );
    expect(env.notices).toEqual([['error', 'Too many code requests. Wait a minute before asking for another code.']]);
  });
});

describe('countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks n … 1 once a second, then is done; cancel stops it', () => {
    const ticks: number[] = [];
    let done = 0;
    countdown(
      3,
      (n) => ticks.push(n),
      () => (done += 1),
    );
    expect(ticks).toEqual([3]);
    vi.advanceTimersByTime(2000);
    expect(ticks).toEqual([3, 2, 1]);
    expect(done).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(done).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(ticks).toEqual([3, 2, 1]);

    const other: number[] = [];
    const cancel = countdown(
      5,
      (n) => other.push(n),
      () => (done += 1),
    );
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(other).toEqual([5, 4]);
    expect(done).toBe(1);
  });
});
