/**
 * List filters in BuildAdmin's shape (contract §6.2; docs/api.md §1.10): the client flattens
 * `search: [{field, operator, val}]` into `search[i][field]`, `search[i][operator]`, `search[i][val]` query keys.
 * Each call declares which fields it filters and with which operators; anything else is a `Parameter error`, never
 * a query. `order=field,asc|desc` picks one of the call's sorts.
 */
import { type RawBuilder, sql } from 'kysely';
import { ApiError } from './errors';
import type { Params } from './request';

export const SEARCH_OPERATORS = ['=', 'IN', 'RANGE', 'FIND_IN_SET'] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];

/** At most this many entries (`i` from 0 to 19). */
export const MAX_SEARCH_ENTRIES = 20;
/** A value longer than this is refused before it is split. */
const MAX_VALUE_LENGTH = 500;
const KEY_RE = /^search\[(\d{1,2})\]\[(field|operator|val)\]$/;

export interface SearchField<T> {
  operators: readonly SearchOperator[];
  /** One value (an item of a list, an end of a range) → its typed form, or undefined when malformed. */
  parse(value: string): T | undefined;
}

export type SearchSpec = Record<string, SearchField<unknown>>;

export interface SearchEntry<T = unknown> {
  field: string;
  operator: SearchOperator;
  /** `=`: one value; `IN` and `FIND_IN_SET`: one or more; `RANGE`: `[min, max]`, an open end undefined. */
  values: (T | undefined)[];
}

const refuse = (): never => {
  throw new ApiError('Parameter error');
};

/** The entries of `params` as raw `{field, operator, val}` triples by index; refuses malformed keys and values. */
function rawEntries(params: Params): Map<number, Record<string, string>> {
  const entries = new Map<number, Record<string, string>>();
  for (const [key, value] of Object.entries(params)) {
    if (!key.startsWith('search')) continue;
    const match = KEY_RE.exec(key);
    if (!match || typeof value !== 'string' || value.length > MAX_VALUE_LENGTH) return refuse();
    const index = Number(match[1]);
    if (index >= MAX_SEARCH_ENTRIES) return refuse();
    const entry = entries.get(index) ?? {};
    entry[match[2] as string] = value;
    entries.set(index, entry);
  }
  return entries;
}

function splitList(val: string): string[] {
  const items = val.split(',').map((item) => item.trim());
  return items.length > 0 && items.every((item) => item !== '') ? items : refuse();
}

/** Parses the `search[…]` keys of `params` against the call's fields; the entries in index order. */
export function parseSearch(params: Params, spec: SearchSpec): SearchEntry[] {
  const raw = rawEntries(params);
  return [...raw.keys()]
    .sort((a, b) => a - b)
    .map((index) => {
      const { field = '', operator = '=', val } = raw.get(index) as Record<string, string>;
      const declared = Object.hasOwn(spec, field) ? spec[field] : undefined;
      const op = operator.toUpperCase() as SearchOperator;
      if (!declared?.operators.includes(op) || val === undefined) return refuse();
      const parseOne = (value: string) => declared.parse(value) ?? refuse();
      if (op === '=') return { field, operator: op, values: [parseOne(val.trim())] };
      if (op === 'RANGE') {
        const ends = val.split(',');
        if (ends.length !== 2) return refuse();
        const [min, max] = ends.map((end) => (end.trim() === '' ? undefined : parseOne(end.trim())));
        if (min === undefined && max === undefined) return refuse();
        return { field, operator: op, values: [min, max] };
      }
      return { field, operator: op, values: splitList(val).map(parseOne) };
    });
}

/** The values of every entry for `field` (all `FIND_IN_SET`/`IN` entries of one field together). */
export const searchValues = <T>(entries: readonly SearchEntry[], field: string): T[] =>
  entries.filter((entry) => entry.field === field).flatMap((entry) => entry.values as T[]);

/** `order=field,asc|desc` among `allowed` (`field,dir` strings); the default when absent. */
export function parseOrder<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string') return refuse();
  const normalised = value.trim().toLowerCase().replace(/\s+/g, '');
  return (allowed as readonly string[]).includes(normalised) ? (normalised as T) : refuse();
}

/** Integer parser for search values: digits only, within `[min, max]`. */
export const intValue =
  (min: number, max: number) =>
  (value: string): number | undefined => {
    if (!/^\d{1,15}$/.test(value)) return undefined;
    const number = Number(value);
    return number >= min && number <= max ? number : undefined;
  };

/** Parser for one of a fixed set of codes. */
export const codeValue =
  <T extends string>(codes: readonly T[]) =>
  (value: string): T | undefined =>
    (codes as readonly string[]).includes(value) ? (value as T) : undefined;

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally (with `escape '\'`). */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * `column` contains `text`, case ignored, its `%` and `_` taken literally: the same on SQLite (which needs the
 * `escape` clause for a backslash to escape) and PostgreSQL.
 */
export const containsText = (column: string, text: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) like ${containing(text.toLowerCase())} escape '\\'`;
