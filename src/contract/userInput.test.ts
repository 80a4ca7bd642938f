import { describe, expect, it } from 'vitest';
import { issuesOf } from '~/lib/validation/issues';
import { registerSchema, retrievePasswordSchema, sendEmsSchema, sendSmsSchema } from './userInput';

const firstKey = (result: { success: boolean; error?: unknown }) =>
  result.success ? undefined : issuesOf(result.error as never)[0];

describe('membership schemas', () => {
  const base = {
    username: 'newbie',
    password: 'secret123',
    registerType: 'email',
    email: 'a@b.cn',
    mobile: '',
    captcha: 'AB3X',
  };

  it('register: chosen channel required, account and password rules', () => {
    expect(registerSchema.parse(base)).toMatchObject({ email: 'a@b.cn', mobile: '' });
    expect(firstKey(registerSchema.safeParse({ ...base, email: '' }))).toMatchObject({
      field: 'email',
      key: 'Please input field',
    });
    expect(firstKey(registerSchema.safeParse({ ...base, registerType: 'mobile' }))).toMatchObject({ field: 'mobile' });
    expect(firstKey(registerSchema.safeParse({ ...base, registerType: 'fax' }))).toMatchObject({
      field: 'registerType',
      key: 'Please enter the correct field',
    });
    expect(firstKey(registerSchema.safeParse({ ...base, username: '1abc' }))?.key).toBe(
      'Please enter the correct account',
    );
    expect(firstKey(registerSchema.safeParse({ ...base, password: 'a<b>cdef' }))?.key).toBe(
      'Please enter the correct password',
    );
    expect(firstKey(registerSchema.safeParse({ ...base, mobile: '123' }))?.key).toBe(
      'Please enter the correct mobile number',
    );
    expect(firstKey(registerSchema.safeParse({ ...base, email: ['a@b.cn'] }))?.field).toBe('email');
    expect(firstKey(registerSchema.safeParse({ ...base, captcha: '' }))?.field).toBe('captcha');
  });

  it('retrieve password: the account matches the type', () => {
    const ok = { type: 'mobile', account: '13800138000', captcha: 'AB3X', password: 'secret123' };
    expect(retrievePasswordSchema.safeParse(ok).success).toBe(true);
    expect(firstKey(retrievePasswordSchema.safeParse({ ...ok, type: 'email' }))?.field).toBe('account');
    expect(firstKey(retrievePasswordSchema.safeParse({ ...ok, account: '' }))?.key).toBe('Please input field');
  });

  it('send-code forms', () => {
    const ems = { email: 'a@b.cn', event: 'user_register', captchaId: 'id', captchaInfo: '1,1;1;1' };
    expect(sendEmsSchema.safeParse(ems).success).toBe(true);
    expect(firstKey(sendEmsSchema.safeParse({ ...ems, email: 'nope' }))?.key).toBe('email format error');
    expect(firstKey(sendEmsSchema.safeParse({ ...ems, event: 'admin' }))?.field).toBe('event');
    expect(firstKey(sendEmsSchema.safeParse({ ...ems, captchaInfo: '' }))?.field).toBe('captchaInfo');
    const sms = {
      mobile: '13800138000',
      template_code: 'user_mobile_verify',
      captchaId: 'id',
      captchaInfo: 'x',
      password: 'p',
    };
    expect(sendSmsSchema.parse(sms).password).toBe('p');
    expect(firstKey(sendSmsSchema.safeParse({ ...sms, mobile: '1380013800' }))?.key).toBe('mobile format error');
  });
});
