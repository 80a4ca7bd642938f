import { describe, expect, it } from 'vitest';
import { issuesOf } from '~/lib/validation/issues';
import {
  bindValueSchema,
  CHS_DASH_RE,
  changePasswordSchema,
  isRealDate,
  pagination,
  profileSchema,
} from './accountInput';

const firstKey = (result: { success: boolean; error?: unknown }) =>
  result.success ? undefined : issuesOf(result.error as never)[0];

describe('profile schema (scene edit)', () => {
  it('normalises the saved fields and drops the rest', () => {
    expect(
      profileSchema.parse({ username: ' demo ', nickname: '张三-Z_1', gender: '2', birthday: '', money: 1, id: 3 }),
    ).toEqual({ username: 'demo', nickname: '张三-Z_1', gender: 2, birthday: null, motto: '', avatar: '' });
  });

  it('uses the contract message keys', () => {
    const first = (input: Record<string, unknown>) => {
      const result = profileSchema.safeParse({ username: 'demo', nickname: 'ok', ...input });
      return result.success ? undefined : issuesOf(result.error)[0];
    };
    expect(first({ nickname: 'a b' })?.key).toBe('nicknameChsDash');
    expect(first({ nickname: '' })).toMatchObject({ key: 'Please input field', field: 'nickname' });
    expect(first({ birthday: '2024-13-01' })).toMatchObject({
      key: 'Please enter the correct field',
      field: 'birthday',
    });
    expect(first({ gender: 5 })?.field).toBe('gender');
    expect(first({ motto: '字'.repeat(121) })?.key).toBe('The personal signature can be at most 120 characters');
  });

  it('knows real dates and chsDash', () => {
    expect(['2024-02-29', '1990-01-01'].map(isRealDate)).toEqual([true, true]);
    expect(['2023-02-29', '2024-04-31', '0999-01-01', '2024-1-1', '2024-01-01T00:00'].map(isRealDate)).toEqual(
      Array(5).fill(false),
    );
    expect(['张三', 'a-b_c1', '㐀'].map((v) => CHS_DASH_RE.test(v))).toEqual([true, true, true]);
    expect(['a b', 'a.b', '<b>', '😀'].map((v) => CHS_DASH_RE.test(v))).toEqual([false, false, false, false]);
  });

  it('pages safely', () => {
    expect(pagination(undefined, undefined)).toEqual({ page: 1, limit: 15 });
    expect(pagination('2', '500')).toEqual({ page: 2, limit: 100 });
    expect(pagination('-1', '0')).toEqual({ page: 1, limit: 15 });
    expect(pagination(['2'], { a: 1 })).toEqual({ page: 1, limit: 15 });
  });
});

describe('change password and binding', () => {
  it('change password: old required, new by the rule, confirmation equal when sent', () => {
    const ok = { oldPassword: 'x', newPassword: 'secret123', confirmPassword: 'secret123' };
    expect(changePasswordSchema.safeParse(ok).success).toBe(true);
    expect(changePasswordSchema.safeParse({ oldPassword: 'x', newPassword: 'secret123' }).success).toBe(true);
    expect(firstKey(changePasswordSchema.safeParse({ ...ok, confirmPassword: 'secret124' }))).toMatchObject({
      field: 'confirmPassword',
      key: 'The duplicate password does not match the new password',
    });
    expect(firstKey(changePasswordSchema.safeParse({ ...ok, confirmPassword: '' }))?.key).toBe('Please input field');
    expect(firstKey(changePasswordSchema.safeParse({ ...ok, oldPassword: '' }))?.field).toBe('oldPassword');
    expect(firstKey(changePasswordSchema.safeParse({ ...ok, newPassword: '123' }))?.key).toBe(
      'Please enter the correct password',
    );
  });

  it('bind value: the format of the chosen type', () => {
    expect(bindValueSchema('email').safeParse('a@b.cn').success).toBe(true);
    expect(firstKey(bindValueSchema('email').safeParse('nope'))?.key).toBe('email format error');
    expect(firstKey(bindValueSchema('mobile').safeParse('123'))?.key).toBe('mobile format error');
    expect(firstKey(bindValueSchema('mobile').safeParse(' '))?.key).toBe('Please input field');
  });
});
