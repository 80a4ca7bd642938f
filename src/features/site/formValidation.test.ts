// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { resources } from '~/i18n';
import { createI18n, fixedT } from '~/lib/i18n/translator';
import { loginSchema } from '~/lib/validation';
import { enhanceForm, formErrors } from './formValidation';

const t = fixedT(createI18n(resources, 'zh-cn'), 'zh-cn', 'validate');

function loginForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form>
      <input name="username" id="field-username"><div id="field-username-error" class="invalid-feedback"></div>
      <input name="password" id="field-password" type="password"><div id="field-password-error" class="invalid-feedback"></div>
      <input name="keep" type="checkbox" value="1">
      <button type="submit">go</button>
    </form>`;
  return document.querySelector('form') as HTMLFormElement;
}

const input = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;
const errorText = (name: string) => document.getElementById(`field-${name}-error`)?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('browser form validation', () => {
  it('gives the messages the server gives', () => {
    const errors = formErrors(loginSchema, { username: '', password: 'a<b' }, t);
    expect(errors.get('username')).toBe('请输入用户名');
    expect(errors.get('password')).toBe('密码要求6到32位，不能包含 & < > " \'');
  });

  it('checks a field when it is left, and again as the person types', () => {
    const form = loginForm();
    enhanceForm(form, loginSchema, t);
    const password = input(form, 'password');
    password.value = 'a<b';
    password.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(password.classList.contains('is-invalid')).toBe(true);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(errorText('password')).toContain('6到32位');
    // Untouched fields stay quiet.
    expect(errorText('username')).toBe('');
    password.value = 'good-password';
    password.dispatchEvent(new Event('input', { bubbles: true }));
    expect(password.classList.contains('is-invalid')).toBe(false);
    expect(errorText('password')).toBe('');
  });

  it('blocks an invalid submit, shows every error and focuses the first field', () => {
    const form = loginForm();
    enhanceForm(form, loginSchema, t);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(errorText('username')).toBe('请输入用户名');
    expect(errorText('password')).toBe('请输入密码');
    expect(document.activeElement).toBe(input(form, 'username'));
  });

  it('lets a valid form go to the server', () => {
    const form = loginForm();
    const stop = enhanceForm(form, loginSchema, t);
    input(form, 'username').value = 'demo';
    input(form, 'password').value = 'demo123456';
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    stop();
  });
});
