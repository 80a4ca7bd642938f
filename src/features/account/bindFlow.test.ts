import { describe, expect, it } from 'vitest';
import { changeBindPayload, firstStage } from './bindFlow';

describe('bind flow', () => {
  it('verifies a bound value first and binds at once when none is bound', () => {
    expect(firstStage('demo@example.com')).toBe('verify');
    expect(firstStage('')).toBe('bind');
  });

  it('sends the token after a verification and the password without one', () => {
    const base = { value: 'new@example.com', code: ' 1234 ', password: 'secret1' };
    expect(changeBindPayload({ ...base, type: 'email', token: 'tok' })).toEqual({
      type: 'email',
      captcha: '1234',
      email: 'new@example.com',
      accountVerificationToken: 'tok',
    });
    expect(changeBindPayload({ ...base, type: 'mobile', value: '13800138000', token: '' })).toEqual({
      type: 'mobile',
      captcha: '1234',
      mobile: '13800138000',
      password: 'secret1',
    });
  });
});
