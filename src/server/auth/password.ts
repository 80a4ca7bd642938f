/**
 * Password hashing with node:crypto scrypt. Stored format (self-describing, so parameters can change later):
 * `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>`. New hashes use N = 2^17, r = 8, p = 1 (OWASP's current
 * advice; 128 MiB and a few hundred ms each, so `maxmem` is raised to fit); a hash of weaker parameters is replaced
 * at the member's next successful login (`needsRehash`).
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { passwordScryptLogN } from '~/config';

const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Upper bounds that keep a tampered hash from making verification arbitrarily expensive. */
const MAX_N = 2 ** 20;
const MAX_RP = 32;

function derive(password: string, salt: Buffer, keyLength: number, n: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** N of new hashes (configurable for the tests' speed only: PASSWORD_SCRYPT_LOG_N). */
export const currentN = (): number => 2 ** passwordScryptLogN();

export async function hashPassword(password: string, n = currentN()): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when a stored hash was made with weaker parameters than new hashes get (or is not ours). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.n < currentN() || parsed.r < R || parsed.key.length < KEY_LENGTH;
}

interface Parsed {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  const valid =
    Number.isInteger(n) && n > 1 && n <= MAX_N && (n & (n - 1)) === 0 && r >= 1 && r <= MAX_RP && p >= 1 && p <= MAX_RP;
  if (!valid || salt.length === 0 || key.length < 16) return undefined;
  return { n, r, p, salt, key };
}

/** Constant-time comparison of `password` with a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, parsed.n, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: { n: number; hash: Promise<string> } | undefined;

/**
 * Spends the same time as a real verification, for unknown accounts, so response timing does not reveal
 * whether an account exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  const n = currentN();
  if (dummyHash?.n !== n) dummyHash = { n, hash: hashPassword('dummy-password-for-timing', n) };
  await verifyPassword(password, await dummyHash.hash);
  return false;
}
