/** The one reading of yes/no flags from JSON, forms and query strings. */

const TRUE_STRINGS: ReadonlySet<string> = new Set(['1', 'true', 'on', 'yes']);

/** true, 1 and the strings '1', 'true', 'on', 'yes' (any case) are true; anything else is false. */
export function isTruthy(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && TRUE_STRINGS.has(value.toLowerCase()));
}
