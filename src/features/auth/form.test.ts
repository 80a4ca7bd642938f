import { describe, expect, it } from 'vitest';
import { registerFormSchema } from '~/contract/userInput';
import { authTabOf, authUrl, loginNeedsCaptcha } from './form';

describe('sign-in form helpers', () => {
  it('tabs and their URLs', () => {
    expect(authTabOf('register')).toBe('register');
    expect(authTabOf('other')).toBe('login');
    expect(authUrl('login', undefined)).toBe('/user/login');
    expect(authUrl('retrieve', '/user/x', { changed: '1' })).toBe('/user/login?type=retrieve&changed=1&to=%2Fuser%2Fx');
  });

  it('the register form is checked like the server: only the chosen channel counts', () => {
    const base = { username: 'newbie', password: 'secret123', captcha: 'AB3X' };
    // A stale, wrong e-mail does not block a registration by mobile …
    const byMobile = registerFormSchema.safeParse({
      ...base,
      registerType: 'mobile',
      email: 'not-an-email',
      mobile: '13800138000',
    });
    expect(byMobile.success).toBe(true);
    // … and the chosen channel is still required and checked.
    const missing = registerFormSchema.safeParse({ ...base, registerType: 'email', email: '', mobile: '13800138000' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['email']);
    const wrong = registerFormSchema.safeParse({ ...base, registerType: 'email', email: 'nope', mobile: '' });
    expect(wrong.error?.issues[0]?.path).toEqual(['email']);
  });

  it('a refused login asks for the captcha only with data.captcha "click"', () => {
    const env = (code: number, data: unknown) => ({ code, msg: '', time: 0, data });
    expect(loginNeedsCaptcha(env(0, { captcha: 'click' }))).toBe(true);
    for (const other of [env(1, { captcha: 'click' }), env(0, null), env(0, []), env(0, { captcha: 'text' })]) {
      expect(loginNeedsCaptcha(other)).toBe(false);
    }
  });
});
