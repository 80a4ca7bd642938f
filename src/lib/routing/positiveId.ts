/** An id from a URL or a form: digits from 1, at most nine of them (an integer column's range); else undefined. */
export function positiveId(value: unknown): number | undefined {
  return typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}
