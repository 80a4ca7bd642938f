/**
 * Paging of the content lists (design §4, §5): page and limit from a request's values, the offset, and the last
 * page (shared with the site's pager in `lib/routing/paging`). Junk falls back to the defaults as the other list
 * calls do; a page beyond `maxPage` is refused (lists and search stop there).
 */
import { lastPage } from '~/lib/routing/paging';

export { lastPage };

export const MAX_PAGE = 1000;
/** The refusal of a page beyond `maxPage` (English source of `api-cms`). */
export const PAGE_TOO_FAR = 'This page number is too large';

export interface PageLimits {
  /** When `limit` is absent or junk. */
  default: number;
  max: number;
}
export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
}

/** A whole number written in digits (or given as a number), else undefined. Large values stay large. */
function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^\d{1,30}$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isSafeInteger(number) ? number : Number.MAX_SAFE_INTEGER;
}

/**
 * `{page, limit, offset}` of a request: `page` from 1 (absent, 0 or junk → 1), `limit` within 1…`max` (absent or junk
 * → the default); a page beyond `maxPage` → `{refused}`.
 */
export function pageOf(
  input: { page?: unknown; limit?: unknown },
  options: { maxPage?: number; limits: PageLimits },
): PageWindow | { refused: typeof PAGE_TOO_FAR } {
  const maxPage = options.maxPage ?? MAX_PAGE;
  const page = Math.max(1, wholeNumber(input.page) ?? 1);
  if (page > maxPage) return { refused: PAGE_TOO_FAR };
  const asked = wholeNumber(input.limit);
  const limit = asked === undefined || asked < 1 ? options.limits.default : Math.min(asked, options.limits.max);
  return { page, limit, offset: (page - 1) * limit };
}

/** The page to redirect to when `page` is past the end of `total` items (the last page), else `null`. */
export function beyondLast(page: number, total: number, limit: number): number | null {
  const last = lastPage(total, limit);
  return page > last ? last : null;
}
