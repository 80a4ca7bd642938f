import { describe, expect, it } from 'vitest';
import {
  accountKind,
  emailField,
  idNumberField,
  isAccount,
  isEmail,
  isIdNumber,
  isMobile,
  isPassword,
  issuesOf,
  LOGIN_MESSAGE_KEYS,
  loginSchema,
  mobileField,
  translateIssue,
} from './index';

describe('field validators (contract §3.4 front-end mirror)', () => {
  it('accept the empty value (required-ness is separate)', () => {
    for (const check of [isAccount, isPassword, isMobile, isEmail, isIdNumber]) expect(check('')).toBe(true);
  });

  it('account: 3-15 chars (SPEC §5), starts with a letter, letters/digits/underscore', () => {
    expect(['abc', 'a_1', 'Demo_user_12345'].map(isAccount)).toEqual([true, true, true]);
    expect(['ab', '1abc', '_abc', 'abc-d', 'a'.repeat(16), 'abç'].map(isAccount)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('password: 6-32 chars without & < > " \' or line breaks', () => {
    expect(['123456', 'a'.repeat(32), '密码密码密码', 'pass word'].map(isPassword)).toEqual([true, true, true, true]);
    expect(
      ['12345', 'a'.repeat(33), 'abc&def', 'abc<def', 'abc>def', 'abc"def', "abc'def", 'abc\ndef'].map(isPassword),
    ).toEqual(Array(8).fill(false));
  });

  it('mobile, e-mail and ID number', () => {
    expect(isMobile('13800138000')).toBe(true);
    expect(isMobile('12800138000')).toBe(false);
    expect(isMobile('1380013800')).toBe(false);
    expect(isEmail('demo@example.com')).toBe(true);
    expect(isEmail('demo@example')).toBe(false);
    expect(isEmail('de mo@example.com')).toBe(false);
    for (const markup of ['<b>@example.com', 'a@exa<mple.com', '"a"@example.com', "o'neil@example.com", 'a@b>.com']) {
      expect(isEmail(markup), markup).toBe(false);
    }
    expect(isEmail('名字@例子.中国')).toBe(true);
    expect(isEmail('first.last+tag@sub.example.co.uk')).toBe(true);
    expect(['110101199003074514', '11010119900307451X', '110101900307451'].map(isIdNumber)).toEqual([true, true, true]);
    expect(isIdNumber('11010119900307451Y')).toBe(false);
  });

  it('tells what kind of login identifier was typed', () => {
    expect(accountKind('13800138000')).toBe('mobile');
    expect(accountKind('demo@example.com')).toBe('email');
    expect(accountKind('demo')).toBe('username');
    expect(accountKind("demo' or 1=1")).toBe('username');
  });
});

describe('schemas and issues', () => {
  const t = (key: string, options?: Record<string, unknown>) =>
    ({ 'field.username': 'Username', 'field.password': 'Password', 'field.mobile': 'Mobile' })[key] ??
    `${key}${options ? JSON.stringify(options) : ''}`;

  it('loginSchema trims the username, keeps the password, reads keep like a checkbox', () => {
    expect(loginSchema.parse({ username: ' demo ', password: ' secret1 ', keep: 'on' })).toEqual({
      username: 'demo',
      password: ' secret1 ',
      keep: true,
    });
    expect(loginSchema.parse({ username: 'demo', password: 'secret1', keep: '0' }).keep).toBe(false);
    expect(loginSchema.parse({ username: 'demo', password: 'secret1' }).keep).toBeUndefined();
  });

  it('LOGIN_MESSAGE_KEYS holds every message and field label the login schema can give', () => {
    const wrong = [
      {},
      { username: '', password: '' },
      { username: 'x'.repeat(101), password: 'short' },
      { username: 42, password: 42, keep: {} },
      { username: 'demo', password: 'has<angle>' },
    ];
    const used = new Set<string>();
    for (const input of wrong) {
      const result = loginSchema.safeParse(input);
      if (!result.success)
        for (const issue of issuesOf(result.error)) used.add(issue.key).add(issue.params.field ?? '');
    }
    expect(used.size).toBeGreaterThan(3);
    for (const key of used) expect(LOGIN_MESSAGE_KEYS).toContain(key);
  });

  it('gives one i18n key per field, first failure first', () => {
    const result = loginSchema.safeParse({ username: '', password: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesOf(result.error)).toEqual([
      { field: 'username', key: 'Please input field', params: { field: 'field.username' } },
      { field: 'password', key: 'Please input field', params: { field: 'field.password' } },
    ]);
    const [first] = issuesOf(result.error);
    expect(first && translateIssue(first, t)).toBe('Please input field{"field":"Username"}');
  });

  it('uses the contract keys for malformed values', () => {
    const bad = loginSchema.safeParse({ username: 'demo', password: 'abc' });
    expect(bad.success || issuesOf(bad.error)[0]?.key).toBe('Please enter the correct password');
    const mobile = mobileField().safeParse('123');
    expect(mobile.success || issuesOf(mobile.error)[0]?.key).toBe('Please enter the correct mobile number');
    const email = emailField().safeParse('nope');
    expect(email.success || issuesOf(email.error)[0]?.key).toBe('Please enter the correct field');
    const id = idNumberField().safeParse('123');
    expect(id.success || issuesOf(id.error)[0]?.key).toBe('Please enter the correct ID number');
    const missing = mobileField().safeParse(undefined);
    expect(missing.success || issuesOf(missing.error)[0]?.key).toBe('Please input field');
  });
});
