// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '~/lib/api/client';
import { createEndpoints } from '~/lib/api/endpoints';
import { envelope, type FakeCall, fakeFetch, type RecordingEnv, recordingEnv } from '~tests/support/api';
import BindDialogs, { type BindDialogsText } from './BindDialogs';

const proof = { captchaId: 'c1', captchaInfo: '1,2-3,4;350;200' };

// The browser API client answers from a script; the click captcha is solved at once (it has its own tests).
const api = vi.hoisted(() => ({
  calls: [] as FakeCall[],
  current: undefined as unknown,
  env: undefined as unknown as RecordingEnv,
}));
vi.mock('~/features/site', () => ({ getBrowserApi: () => api.current }));
vi.mock('~/features/auth/useClickCaptcha', () => ({
  useClickCaptcha: () => ({ open: async () => proof, element: null }),
}));

function reply(call: FakeCall): Response {
  if (call.url.includes('account/verification')) {
    const { captcha } = JSON.parse(String(call.body)) as { captcha: string };
    return captcha === 'GOOD'
      ? envelope(1, '', { type: 'email', accountVerificationToken: 'token-1' })
      : envelope(0, 'Please enter the correct verification code');
  }
  return envelope(1, 'ok');
}

beforeEach(() => {
  const fake = fakeFetch(reply);
  api.calls = fake.calls;
  api.env = recordingEnv();
  const client = createApiClient({
    baseURL: '',
    lang: 'en',
    getToken: () => '',
    env: api.env,
    t: (k) => k,
    fetch: fake.fetch,
  });
  api.current = { client, endpoints: createEndpoints(client) };
});
afterEach(() => cleanup());

const text = new Proxy({} as BindDialogsText, {
  get: (_target, key) => (key === 'seconds' ? '{{count}} Seconds' : String(key)),
});
const validate = { 'Please input field': 'Please input {{field}}', 'field.email': 'E-mail' };
const body = (call: FakeCall | undefined) => JSON.parse(String(call?.body));
/**
 * Lets the lazily loaded modules (the API client, the value check) arrive, however long that takes; then waits until
 * `done` passes — what a call's answer shows — and lets the handler that awaited the answer finish.
 */
const until = async (done: () => void) => {
  await act(() => vi.dynamicImportSettled());
  await waitFor(done);
  await act(() => vi.dynamicImportSettled());
};
const within = (dialog: HTMLElement, name: string) => dialog.querySelector(`[name="${name}"]`) as HTMLInputElement;
/** A dialog (its `.modal-dialog`, which carries the id) once its lazy chunk has loaded and it has opened. */
const opened = async (id: string) => {
  await until(() => expect(document.getElementById(id)).not.toBeNull());
  return document.getElementById(id) as HTMLElement;
};
/** A dialog has faded out and gone. */
const gone = (id: string) => waitFor(() => expect(document.getElementById(id)).toBeNull());

function mount() {
  render(
    <BindDialogs
      bindings={[
        { type: 'email', label: 'Email', value: 'demo@example.com' },
        { type: 'mobile', label: 'Mobile', value: '' },
      ]}
      text={text}
      validate={validate}
      captcha={{}}
    />,
  );
}

describe('BindDialogs island', () => {
  it('is rendered by the server with its buttons shown disabled yet focusable, so Tab reaches and wakes them', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <BindDialogs
        bindings={[{ type: 'email', label: 'Email', value: 'demo@example.com' }]}
        text={text}
        validate={validate}
        captcha={{}}
      />,
    );
    const open = host.querySelector('[data-testid=bind-email]') as HTMLButtonElement;
    expect(open.disabled).toBe(false);
    expect(open.getAttribute('aria-disabled')).toBe('true');
    expect(open.classList.contains('disabled')).toBe(true);
  });

  it('lists the bound values; buttons work once hydrated; a bound value asks for verification first', async () => {
    mount();
    expect(screen.getByTestId('bound-email').textContent).toBe('demo@example.com');
    expect(screen.getByTestId('bound-mobile').textContent).toBe('notBound');
    const open = screen.getByTestId('bind-email') as HTMLButtonElement;
    expect(open.textContent).toBe('modify');
    expect(open.disabled).toBe(false);
    expect(open.getAttribute('aria-disabled')).toBeNull();
    expect(open.classList.contains('disabled')).toBe(false);
    // The dialogs are not there (nor their code) before a flow opens.
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    open.focus();
    fireEvent.click(open);
    const verify = await opened('verify-email');
    const modal = verify.closest('[role="dialog"]') as HTMLElement;
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(modal.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('verifyTitle');
    expect(document.getElementById('bind-email')).toBeNull();

    // The code goes to the current address, with the password (user_email_verify).
    fireEvent.input(within(verify, 'password'), { target: { value: 'demo123456' } });
    const send = verify.querySelector('[data-send-code]') as HTMLButtonElement;
    fireEvent.click(send);
    // The 60-second countdown starts once the code is sent (a busy machine may already have ticked once).
    await until(() => expect(send.textContent).toMatch(/^(60|59) Seconds$/));
    expect(api.calls[0]?.url).toBe('/api/Ems/send');
    expect(body(api.calls[0])).toEqual({
      email: 'demo@example.com',
      event: 'user_email_verify',
      password: 'demo123456',
      ...proof,
    });

    // A wrong code keeps the dialog; the right one moves on to the bind dialog, without the password row.
    fireEvent.input(within(verify, 'captcha'), { target: { value: 'WRONG' } });
    fireEvent.submit(verify.querySelector('form') as HTMLFormElement);
    await until(() => expect(api.env.notices).toContainEqual(['error', 'Please enter the correct verification code']));
    expect(verify.isConnected).toBe(true);
    fireEvent.input(within(verify, 'captcha'), { target: { value: 'GOOD' } });
    fireEvent.submit(verify.querySelector('form') as HTMLFormElement);
    const bind = await opened('bind-email');
    await gone('verify-email');
    expect((bind.querySelector('[data-password-row]') as HTMLElement).hidden).toBe(true);

    // The new address is checked before a code is sent to it.
    fireEvent.input(within(bind, 'value'), { target: { value: 'not-an-email' } });
    const sends = api.calls.length;
    fireEvent.click(bind.querySelector('[data-send-code]') as HTMLButtonElement);
    await until(() => expect(bind.querySelector('[data-value-error]')?.textContent).not.toBe(''));
    expect(api.calls).toHaveLength(sends);
    expect(within(bind, 'value').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(bind, 'value'), { target: { value: 'traveller@example.com' } });
    expect(bind.querySelector('[data-value-error]')?.textContent).toBe('');
    fireEvent.click(bind.querySelector('[data-send-code]') as HTMLButtonElement);
    await until(() => expect(api.calls).toHaveLength(sends + 1));
    expect(body(api.calls.at(-1))).toEqual({ email: 'traveller@example.com', event: 'user_change_email', ...proof });

    // Cancel closes and gives focus back to the opener.
    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
    await gone('bind-email');
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('nothing bound: straight to the bind dialog, with the password; changeBind then reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    mount();
    fireEvent.click(screen.getByTestId('bind-mobile'));
    const bind = await opened('bind-mobile');
    expect(document.getElementById('verify-mobile')).toBeNull();
    expect((bind.querySelector('[data-password-row]') as HTMLElement).hidden).toBe(false);
    fireEvent.input(within(bind, 'password'), { target: { value: 'demo123456' } });
    fireEvent.change(within(bind, 'value'), { target: { value: '13800138000' } });
    fireEvent.input(within(bind, 'captcha'), { target: { value: 'CODE' } });
    fireEvent.submit(bind.querySelector('form') as HTMLFormElement);
    await until(() => expect(reload).toHaveBeenCalled());
    expect(api.calls.at(-1)?.url).toBe('/api/account/changeBind');
    expect(body(api.calls.at(-1))).toEqual({
      type: 'mobile',
      captcha: 'CODE',
      mobile: '13800138000',
      password: 'demo123456',
    });
    vi.unstubAllGlobals();
  });
});
