import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';

describe('password hashes', () => {
  it('new hashes use scrypt N = 2^17, r = 8, p = 1 and verify', async () => {
    const hash = await hashPassword('secret123');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('secret123', hash)).toBe(true);
    expect(await verifyPassword('secret124', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  }, 30_000);

  it('a hash of weaker parameters, or not ours, needs a rehash', async () => {
    expect(needsRehash(await hashPassword('secret123', 2 ** 14))).toBe(true);
    expect(needsRehash('plain')).toBe(true);
    expect(needsRehash('scrypt$131072$8$1$$')).toBe(true);
  });
});
