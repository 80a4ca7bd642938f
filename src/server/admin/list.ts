/**
 * BuildAdmin's admin list trait (`index`: `quickSearch`, `search[]`, `order`, `page`, `limit`) over one table, each
 * controller declaring what may be searched and sorted: anything else is refused before any query is built.
 */
import { TZDate } from '@date-fns/tz';
import { siteTimeZone } from '~/config';
import { pageParams } from '~/server/http/input';
import type { Params } from '~/server/http/request';
import { parseOrder, parseSearch, type SearchEntry, type SearchSpec } from '~/server/http/search';

/** BuildAdmin's table asks for 10 rows a page; no list gives more than 100 at once. */
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
const MAX_QUICK_SEARCH = 100;

export interface ListRequest<O extends string> {
  quickSearch: string;
  search: SearchEntry[];
  order: O;
  page: number;
  limit: number;
}

/** Reads the trait's parameters against the call's search fields and sorts (`field,asc|desc`). */
export function listRequest<O extends string>(
  params: Params,
  spec: SearchSpec,
  orders: readonly O[],
  defaultOrder: O,
): ListRequest<O> {
  const quick = typeof params.quickSearch === 'string' ? params.quickSearch.trim().slice(0, MAX_QUICK_SEARCH) : '';
  return {
    quickSearch: quick,
    search: parseSearch(params, spec),
    order: parseOrder(params.order, orders, defaultOrder),
    ...pageParams(params, DEFAULT_LIMIT, MAX_LIMIT),
  };
}

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A time in a search (BuildAdmin's `datetime` columns send `YYYY-MM-DD HH:mm:ss`, read in the site's zone; unix
 * seconds are taken too) as unix seconds, or undefined when malformed.
 */
export function timeValue(value: string): number | undefined {
  if (/^\d{1,12}$/.test(value)) return Number(value);
  const match = DATETIME.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match.map((part) => part ?? '') as string[];
  const date = new TZDate(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), siteTimeZone());
  const time = date.getTime();
  return Number.isFinite(time) ? Math.floor(time / 1000) : undefined;
}
