// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaProof } from '~/contract/user';
import LoginForm, { type LoginFormText } from './LoginForm';
import { CaptchaClosedError } from './useClickCaptcha';

// The popup has its own tests (CaptchaDialog.test.tsx); here it answers as scripted.
const popup = vi.hoisted(() => ({ answer: undefined as (() => Promise<CaptchaProof>) | undefined, opened: 0 }));
vi.mock('./useClickCaptcha', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./useClickCaptcha')>()),
  useClickCaptcha: () => ({
    open: () => {
      popup.opened += 1;
      return popup.answer?.() ?? Promise.reject(new Error('no answer'));
    },
    element: null,
  }),
}));

const text = new Proxy({} as LoginFormText, { get: (_target, key) => String(key) });
const submit = vi.fn();

beforeEach(() => {
  popup.opened = 0;
  submit.mockReset();
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(submit);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Mounts the form and types the password: the first key press loads the schema, which the form then has. */
async function mount(captcha: boolean) {
  render(
    <LoginForm
      action="/user/login"
      values={{ username: 'demo', keep: false }}
      fieldErrors={{}}
      captcha={captcha}
      text={text}
      validate={{}}
      captchaMessages={{}}
    />,
  );
  fireEvent.input(screen.getByTestId('login-password'), { target: { value: 'demo123456' } });
  await act(() => vi.dynamicImportSettled());
  return screen.getByRole('form', { name: 'form' }) as HTMLFormElement;
}

const hidden = (form: HTMLFormElement, name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;

describe('LoginForm island', () => {
  it('without the site captcha a valid form posts as it is', async () => {
    const form = await mount(false);
    expect(fireEvent.submit(form)).toBe(true);
    expect(popup.opened).toBe(0);
  });

  it('with the captcha on, the solved proof travels as captchaId/captchaInfo', async () => {
    popup.answer = async () => ({ captchaId: 'cid', captchaInfo: '1,2-3,4;350;200' });
    const form = await mount(true);
    expect(fireEvent.submit(form)).toBe(false);
    await act(async () => {});
    expect(popup.opened).toBe(1);
    expect(hidden(form, 'captchaId')).toBe('cid');
    expect(hidden(form, 'captchaInfo')).toBe('1,2-3,4;350;200');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('a closed captcha keeps the person on the form; an invalid form opens no captcha', async () => {
    popup.answer = async () => {
      throw new CaptchaClosedError();
    };
    const form = await mount(true);
    fireEvent.submit(form);
    await act(async () => {});
    expect(popup.opened).toBe(1);
    expect(submit).not.toHaveBeenCalled();
    expect(hidden(form, 'captchaId')).toBe('');
    fireEvent.input(screen.getByTestId('login-password'), { target: { value: '' } });
    fireEvent.submit(form);
    expect(popup.opened).toBe(1);
  });
});
