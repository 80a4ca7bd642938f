/**
 * Query-string serialisation in PHP bracket notation (contract §7.1, SPEC §7): nested objects and arrays become
 * `name[key]` / `name[0][field]`, so ThinkPHP's `$_GET` sees real arrays.
 *
 * Scalar rules (chosen to match what ofetch/ufo send for top-level values, as the Nuxt front end did):
 * - string → as is; number/bigint → `String(n)` (non-finite numbers are dropped);
 * - boolean → `'true'` / `'false'` (PHP's `filter_var(..., FILTER_VALIDATE_BOOLEAN)` reads both);
 *   pass `1`/`0` yourself where the backend wants digits (e.g. `requiredLogin`);
 * - `null` → `''` (the key is sent empty); `undefined` → the key is dropped;
 * - `Date` → ISO 8601 (`toISOString()`); an invalid Date is dropped;
 * - empty arrays and objects send nothing (as PHP's `http_build_query`).
 */
export type ParamPair = [key: string, value: string];

function scalar(value: unknown): string | undefined {
  if (value === null) return '';
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  return undefined;
}

function walk(prefix: string, value: unknown, out: ParamPair[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      walk(`${prefix}[${index}]`, item, out);
    });
    return;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) walk(`${prefix}[${key}]`, item, out);
    return;
  }
  const text = scalar(value);
  if (text !== undefined) out.push([prefix, text]);
}

/** `{a: {b: 1}, c: [1, {d: 2}]}` → `[['a[b]', '1'], ['c[0]', '1'], ['c[1][d]', '2']]`, in insertion order. */
export function flattenParams(params: Record<string, unknown> | undefined | null): ParamPair[] {
  const out: ParamPair[] = [];
  if (!params) return out;
  for (const [key, value] of Object.entries(params)) walk(key, value, out);
  return out;
}

/** The encoded query string without `?` (brackets percent-encoded, which PHP decodes). '' when nothing to send. */
export function toQueryString(params: Record<string, unknown> | undefined | null): string {
  return new URLSearchParams(flattenParams(params)).toString();
}

/** Appends params to a URL that may already carry a query. */
export function withParams(url: string, params: Record<string, unknown> | undefined | null): string {
  const query = toQueryString(params);
  if (!query) return url;
  const hashIndex = url.indexOf('#');
  const base = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}
