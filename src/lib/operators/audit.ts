/**
 * What the audit log keeps of a write (docs/design/operators.md §4): never a secret (a key naming a password, salt,
 * token, secret, second factor or recovery code has its value replaced by `***`, at any depth), and of a change only
 * the fields that changed.
 */

const SECRET_KEY = /password|passwd|salt|token|secret|totp|recovery|captcha/i;
export const MASK = '***';

/** The value with every secret masked, at any depth. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? MASK : maskSecrets(inner)]),
  );
}

type Fields = Readonly<Record<string, unknown>>;

/** The fields of `after` whose value differs from `before`'s, each side with only those fields, secrets masked. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const pick = (source: Fields) => maskSecrets(Object.fromEntries(keys.map((key) => [key, source[key] ?? null])));
  return { before: pick(before) as Fields, after: pick(after) as Fields };
}
