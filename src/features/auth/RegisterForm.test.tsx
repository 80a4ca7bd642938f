// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VerificationType } from '~/lib/validation';
import { $notifications, dismissAll } from '~/stores/notifications';
import { registerFormText, retrieveFormText } from './formText';
import RegisterForm from './RegisterForm';
import RetrieveForm from './RetrieveForm';

/** Strings as their keys, so the test reads which one shows. */
const t = (_ns: string, key: string, options?: Record<string, unknown>) =>
  options?.field ? `${key}: ${String(options.field)}` : key;
const validate = {
  'Please input field': 'Please input {{field}}',
  'field.email': 'E-mail',
  'field.mobile': 'Mobile',
  'field.captcha': 'Code',
  'Illegal input': 'Illegal input',
};

afterEach(() => {
  act(() => dismissAll());
  cleanup();
});

const input = (testid: string) => screen.getByTestId(testid) as HTMLInputElement;

describe('RegisterForm island', () => {
  const mount = (offered: VerificationType[] = ['email', 'mobile']) =>
    render(
      <RegisterForm
        action="/user/login?type=register"
        values={{ registerType: 'email', username: 'newbie', email: '', mobile: '' }}
        fieldErrors={{ password: 'From the server' }}
        offered={offered}
        text={registerFormText(t)}
        validate={validate}
        captcha={{}}
      />,
    );

  it('renders the plain form: action, tab, names, the server messages, an enabled Send once hydrated', () => {
    mount();
    const form = screen.getByRole('form', { name: 'Register form' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/user/login?type=register');
    expect((form.elements.namedItem('tab') as HTMLInputElement).value).toBe('register');
    expect(input('register-username').value).toBe('newbie');
    expect(screen.getByTestId('register-password-error').textContent).toBe('From the server');
    expect(input('register-password').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByTestId('register-send') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('register-send').textContent).toBe('Send');
  });

  it('the channel choice switches the e-mail and mobile fields; the hidden one is not posted', () => {
    mount();
    expect(input('registerType-email').checked).toBe(true);
    expect(input('register-email').closest('[data-channel]')?.hasAttribute('hidden')).toBe(false);
    expect(input('register-mobile').closest('[data-channel]')?.hasAttribute('hidden')).toBe(true);
    expect(input('register-mobile').disabled).toBe(true);
    fireEvent.click(input('registerType-mobile'));
    expect(input('registerType-mobile').checked).toBe(true);
    expect(input('register-mobile').closest('[data-channel]')?.hasAttribute('hidden')).toBe(false);
    expect(input('register-mobile').disabled).toBe(false);
    expect(input('register-email').disabled).toBe(true);
  });

  it('one channel: a hidden registerType and no choice', () => {
    mount(['mobile']);
    expect(screen.queryByRole('radio')).toBeNull();
    expect((document.querySelector('input[name="registerType"]') as HTMLInputElement).value).toBe('mobile');
    expect(screen.queryByTestId('register-email')).toBeNull();
  });

  it('Send checks the address first: the message beside the field, focus there, until the person types', () => {
    mount();
    fireEvent.click(screen.getByTestId('register-send'));
    expect(screen.getByTestId('register-email-error').textContent).toBe('Please input E-mail');
    expect(document.activeElement).toBe(input('register-email'));
    fireEvent.input(input('register-email'), { target: { value: 'a' } });
    expect(screen.getByTestId('register-email-error').textContent).toBe('');
  });

  it('a blocked submit shows the messages and the Illegal input notice; the chosen address is required', () => {
    mount();
    const form = screen.getByRole('form', { name: 'Register form' });
    expect(fireEvent.submit(form)).toBe(false);
    expect(screen.getByTestId('register-captcha-error').textContent).toBe('Please input Code');
    expect(document.activeElement).toBe(input('register-password'));
    expect($notifications.get().map((n) => n.message)).toEqual(['Illegal input']);
    fireEvent.input(input('register-password'), { target: { value: 'secret123' } });
    fireEvent.input(input('register-captcha'), { target: { value: 'AB3X' } });
    expect(fireEvent.submit(form)).toBe(false);
    expect(screen.getByTestId('register-email-error').textContent).toBe('Please input E-mail');
    expect(screen.getByTestId('register-captcha-error').textContent).toBe('');
    fireEvent.input(input('register-email'), { target: { value: 'a@b.test' } });
    expect(fireEvent.submit(form)).toBe(true);
  });
});

describe('RetrieveForm island', () => {
  it('checks the account by the chosen method before sending', () => {
    render(
      <RetrieveForm
        action="/user/login?type=retrieve"
        values={{ type: 'email', account: '13800138000' }}
        fieldErrors={{}}
        offered={['email', 'mobile']}
        text={retrieveFormText(t)}
        validate={validate}
        captcha={{}}
      />,
    );
    const form = screen.getByRole('form', { name: 'Retrieve password form' }) as HTMLFormElement;
    expect((form.elements.namedItem('tab') as HTMLInputElement).value).toBe('retrieve');
    fireEvent.click(screen.getByTestId('retrieve-send'));
    expect(screen.getByTestId('retrieve-account-error').textContent).not.toBe('');
    fireEvent.click(input('type-mobile'));
    fireEvent.input(input('retrieve-account'), { target: { value: '13800138000' } });
    expect(screen.getByTestId('retrieve-account-error').textContent).toBe('');
  });
});
