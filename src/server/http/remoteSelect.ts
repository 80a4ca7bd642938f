/**
 * The remote-select convention (contract §6.1) over an in-memory option list: `select=true` turns a lookup into a
 * paged, searchable list `{list, total}`; `quickSearch` matches label and value (case-insensitive substring);
 * `page` (from 1) and `limit` (default 10, at most 100) page the result; a non-empty `initValue` (scalar, array,
 * comma list or PHP-flattened `initValue[0]`, `initValue[1]`…) returns exactly the listed options, unpaged.
 */
import type { RemoteSelectAnswer, SelectOption } from '~/contract/ajax';
import type { Params } from './request';

export interface RemoteSelectQuery {
  quickSearch: string;
  page: number;
  limit: number;
  /** Field of the option the init values refer to ('value' unless `initKey` names another field). */
  initKey: keyof SelectOption;
  initValues: string[];
}

export const SELECT_DEFAULT_LIMIT = 10;
export const SELECT_MAX_LIMIT = 100;
const MAX_INIT_VALUES = 1000;

const TRUE = new Set(['1', 'true', 'on', 'yes']);

/** True when the caller asks for the remote-select shape. */
export function isSelectRequest(params: Params): boolean {
  const value = params.select;
  return value === true || value === 1 || (typeof value === 'string' && TRUE.has(value.toLowerCase()));
}

const scalar = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

function positiveInt(value: unknown): number | undefined {
  const text = scalar(value)?.trim() ?? '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 ? n : undefined;
}

/** `initValue` in any of its spellings, as trimmed non-empty strings. */
export function initValuesOf(params: Params): string[] {
  const raw = params.initValue;
  let values: unknown[] = [];
  if (Array.isArray(raw)) values = raw;
  else if (raw !== undefined && scalar(raw) !== undefined) values = (scalar(raw) ?? '').split(',');
  else {
    values = Object.keys(params)
      .filter((key) => /^initValue\[\d*\]$/.test(key))
      .map((key) => params[key]);
  }
  return values
    .map((value) => scalar(value)?.trim() ?? '')
    .filter(Boolean)
    .slice(0, MAX_INIT_VALUES);
}

export function remoteSelectQuery(params: Params): RemoteSelectQuery {
  const initKey = scalar(params.initKey) === 'label' ? 'label' : 'value';
  return {
    quickSearch: (scalar(params.quickSearch) ?? '').trim().slice(0, 100),
    page: positiveInt(params.page) ?? 1,
    limit: Math.min(positiveInt(params.limit) ?? SELECT_DEFAULT_LIMIT, SELECT_MAX_LIMIT),
    initKey,
    initValues: initValuesOf(params),
  };
}

/** Filters and pages `options` as the query asks. */
export function remoteSelect<T extends SelectOption>(
  options: readonly T[],
  query: RemoteSelectQuery,
): RemoteSelectAnswer<T> {
  let matches: readonly T[] = options;
  if (query.initValues.length > 0) {
    const wanted = new Set(query.initValues);
    matches = matches.filter((option) => wanted.has(String(option[query.initKey])));
  }
  const keyword = query.quickSearch.toLowerCase();
  if (keyword) {
    matches = matches.filter(
      (option) => option.label.toLowerCase().includes(keyword) || String(option.value).toLowerCase().includes(keyword),
    );
  }
  if (query.initValues.length > 0) return { list: [...matches], total: matches.length };
  const start = (query.page - 1) * query.limit;
  return { list: matches.slice(start, start + query.limit), total: matches.length };
}
