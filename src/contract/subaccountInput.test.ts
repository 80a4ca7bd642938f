import { describe, expect, it } from 'vitest';
import { issuesOf } from '~/lib/validation/issues';
import { subAccountAddSchema, subAccountEditSchema, subAccountPasswordSchema } from './subaccountInput';
import { registerSchema } from './userInput';

const first = (result: { success: boolean; error?: unknown }) =>
  result.success ? undefined : issuesOf(result.error as never)[0];

describe('sub-account schemas', () => {
  const base = { username: 'zhang_wei', nickname: '张伟', password: 'secret123' };

  it('add: defaults, and the contact only with its address and code', () => {
    expect(subAccountAddSchema.parse(base)).toMatchObject({ contact_type: 'none', status: 'enable', email: '' });
    expect(first(subAccountAddSchema.safeParse({ ...base, contact_type: 'email' }))).toMatchObject({
      field: 'email',
      key: 'Please input field',
    });
    expect(
      first(subAccountAddSchema.safeParse({ ...base, contact_type: 'mobile', mobile: '13912345678' })),
    ).toMatchObject({ field: 'captcha' });
    expect(
      subAccountAddSchema.parse({ ...base, contact_type: 'email', email: 'a@b.cn', captcha: 'AB3X' }),
    ).toMatchObject({ email: 'a@b.cn' });
    expect(first(subAccountAddSchema.safeParse({ ...base, status: 'banned' }))?.field).toBe('status');
    expect(first(subAccountAddSchema.safeParse({ ...base, confirmPassword: 'other123' }))).toMatchObject({
      field: 'confirmPassword',
      key: 'The duplicate password does not match the new password',
    });
  });

  it('add: the register form’s rules for name, password, e-mail and mobile pass and fail alike', () => {
    const register = { registerType: 'email', email: 'a@b.cn', mobile: '', captcha: 'AB3X' };
    for (const fields of [
      { username: '1abc' },
      { username: 'ab' },
      { username: 'a'.repeat(16) },
      { username: 'ok_name' },
      { password: 'a<b>cdef' },
      { password: '12345' },
      { password: 'fine-pass' },
      { email: 'not-mail' },
      { mobile: '123' },
    ]) {
      const sub = subAccountAddSchema.safeParse({ ...base, ...fields });
      const reg = registerSchema.safeParse({ ...base, ...register, ...fields });
      expect(sub.success, JSON.stringify(fields)).toBe(reg.success);
      if (!sub.success) expect(first(sub)?.key).toBe(first(reg)?.key);
    }
  });

  it('add: the profile’s nickname rule', () => {
    expect(first(subAccountAddSchema.safeParse({ ...base, nickname: 'a b' }))?.key).toBe('nicknameChsDash');
    expect(first(subAccountAddSchema.safeParse({ ...base, nickname: 'x'.repeat(51) }))?.field).toBe('nickname');
  });

  it('edit takes only what is sent; password needs the rule and an equal confirmation when sent', () => {
    expect(subAccountEditSchema.parse({})).toEqual({});
    expect(subAccountEditSchema.parse({ status: 'disable' })).toEqual({ status: 'disable' });
    expect(first(subAccountEditSchema.safeParse({ status: 'x' }))?.field).toBe('status');
    expect(subAccountPasswordSchema.safeParse({ password: 'secret123' }).success).toBe(true);
    expect(first(subAccountPasswordSchema.safeParse({ password: 'secret123', confirmPassword: 'x' }))?.field).toBe(
      'confirmPassword',
    );
    expect(first(subAccountPasswordSchema.safeParse({ password: '1' }))?.field).toBe('password');
  });
});
