import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, newTotpSecret, totpCode, totpUri, totpValid } from './twoFactor';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const now = 1_800_000_000;

  it('accepts the code of now and of one step either side, nothing further', () => {
    expect(totpValid(secret, totpCode(secret, now), now)).toBe(true);
    expect(totpValid(secret, totpCode(secret, now - 30), now)).toBe(true);
    expect(totpValid(secret, totpCode(secret, now + 30), now)).toBe(true);
    expect(totpValid(secret, totpCode(secret, now - 90), now)).toBe(false);
  });

  it('refuses malformed codes and secrets', () => {
    expect(totpValid(secret, '12345', now)).toBe(false);
    expect(totpValid(secret, 'abcdef', now)).toBe(false);
    expect(totpValid('not base32!', '123456', now)).toBe(false);
  });

  it('gives an otpauth address with the issuer and the operator', () => {
    const uri = totpUri(secret, 'frontdesk', 'Concierge');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Concierge:frontdesk\?/);
    expect(uri).toContain(`secret=${secret}`);
  });
});

describe('recovery codes', () => {
  it('are ten different codes, stored only as hashes', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    expect(codes.every((code) => /^[0-9a-f]{5}-[0-9a-f]{5}$/.test(code))).toBe(true);
    expect(hashes.every((hash, i) => hash.length === 64 && !hash.includes(codes[i] ?? '-'))).toBe(true);
  });
});
