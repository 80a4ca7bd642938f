import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, codeKey, generateCode, hashCode } from './codes';

describe('verification codes', () => {
  it('are 4 characters of the contract alphabet, upper-cased', () => {
    const allowed = new Set(CODE_ALPHABET.toUpperCase());
    for (let i = 0; i < 500; i++) {
      const code = generateCode();
      expect(code).toHaveLength(4);
      for (const c of code) expect(allowed.has(c)).toBe(true);
      expect(code).toBe(code.toUpperCase());
    }
    expect(generateCode(() => 0)).toBe('2222');
  });

  it('are keyed by target + event, e-mails ignoring case', () => {
    expect(codeKey('A@Example.com ', 'user_register')).toBe(codeKey('a@example.com', 'user_register'));
    expect(codeKey('a@example.com', 'user_register')).not.toBe(codeKey('a@example.com', 'user_retrieve_pwd'));
    expect(codeKey('a@example.com', 'user_register')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('are compared case-insensitively through their hash', () => {
    const key = codeKey('13800138000', 'user_register');
    expect(hashCode(key, 'ab3x')).toBe(hashCode(key, 'AB3X'));
    expect(hashCode(key, ' AB3X ')).toBe(hashCode(key, 'AB3X'));
    expect(hashCode(key, 'AB3X')).not.toBe(hashCode(codeKey('13800138001', 'user_register'), 'AB3X'));
  });
});
