// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '~/lib/api/client';
import { envelope, fakeFetch, recordingEnv } from '~tests/support/api';
import { createAuthEndpoints } from './endpoints';
import SendCodeButton, { type SendCodeButtonProps } from './SendCodeButton';
import { CaptchaClosedError } from './useClickCaptcha';

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
const text = { send: 'Send', seconds: '{{count}} Seconds' };
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

function mount(props: Partial<SendCodeButtonProps> & Pick<SendCodeButtonProps, 'endpoints'>) {
  render(
    <SendCodeButton
      channel="email"
      purpose="user_register"
      target={() => 'a@b.test'}
      text={text}
      captcha={{}}
      testid="send"
      solveCaptcha={async () => proof}
      {...props}
    />,
  );
  return screen.getByTestId('send') as HTMLButtonElement;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SendCodeButton', () => {
  it('e-mail: captcha, Ems/send with the proof, success message, 60 s countdown, enabled again', async () => {
    const { api, calls, env } = setup();
    const button = mount({ endpoints: api });
    expect(button.hasAttribute('data-send-code')).toBe(true);
    expect(button.disabled).toBe(false);
    act(() => button.click());
    await settle();
    expect(calls[0]?.url).toBe('/api/Ems/send');
    expect(body(calls[0])).toEqual({ email: 'a@b.test', event: 'user_register', ...proof });
    expect(env.notices).toEqual([['success', 'The verification code has been sent. Check your e-mail.']]);
    expect(button.textContent).toBe('60 Seconds');
    expect(button.disabled).toBe(true);
    // A second click while counting sends nothing.
    act(() => button.click());
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(button.textContent).toBe('1 Seconds');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button.textContent).toBe('Send');
    expect(button.disabled).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('SMS with a password for the verify event, the channel read at click time', async () => {
    const { api, calls } = setup();
    const button = mount({
      endpoints: api,
      channel: 'mobile',
      purpose: 'verify',
      target: () => '13800138000',
      password: () => 'secret1',
    });
    act(() => button.click());
    await settle();
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
    const button = mount({
      endpoints: api,
      purpose: 'user_retrieve_pwd',
      target: () => target,
      solveCaptcha: () => solve(),
    });
    act(() => button.click());
    await settle();
    expect(calls).toHaveLength(0);
    target = 'a@b.test';
    act(() => button.click());
    await settle();
    expect(calls).toHaveLength(0);
    expect(button.disabled).toBe(false);
    solve = async () => proof;
    act(() => button.click());
    await settle();
    expect(calls).toHaveLength(1);
    expect(env.notices).toEqual([['error', 'Too many code requests. Wait a minute before asking for another code.']]);
    expect(button.textContent).toBe('Send');
    expect(button.disabled).toBe(false);
  });
});
