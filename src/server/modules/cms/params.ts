/** Reading the content calls' parameters: plain strings only (an array or object where a word is expected is junk). */
import { PAGE_TOO_FAR, type PageLimits, type PageWindow, pageOf } from '~/lib/content/paging';
import { ApiError } from '~/server/http/errors';
import type { Params } from '~/server/http/request';

/** The parameter as trimmed text, or undefined when absent or not a scalar. */
export function textParam(params: Params, name: string): string | undefined {
  const value = params[name];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : undefined;
}

/** A positive id (1 – 2^31 − 1) or undefined. */
export function idOf(params: Params, name: string): number | undefined {
  const text = textParam(params, name);
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

/** The page window of a list call; a page beyond the last allowed one is refused (field `page`). */
export function pageParam(params: Params, limits: PageLimits, maxPage?: number): PageWindow {
  const window = pageOf(
    { page: params.page, limit: params.limit },
    maxPage === undefined ? { limits } : { limits, maxPage },
  );
  if ('refused' in window) throw new ApiError(PAGE_TOO_FAR, { data: { field: 'page' } });
  return window;
}
