/** Page and page size from a list page's query, and the links a pager shows (real links, crawlable, no JS). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface Paging {
  page: number;
  limit: number;
}

export function parsePaging(params: URLSearchParams, sizes: readonly number[] = PAGE_SIZES): Paging {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const limit = Number.parseInt(params.get('limit') ?? '', 10);
  return {
    page: Number.isSafeInteger(page) && page > 0 && page < 100_000 ? page : 1,
    limit: sizes.includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

export type PagerItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap' };

export interface Pager {
  pages: number;
  prev: number | undefined;
  next: number | undefined;
  items: PagerItem[];
}

/** The number of the last page of `total` items, `limit` a page: 1 for an empty list. */
export const lastPage = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));

/** Pages around the current one, with the first and last always present and gaps between. */
export function pager(page: number, limit: number, total: number, around = 2): Pager {
  const pages = lastPage(total, limit);
  const current = Math.min(Math.max(1, page), pages);
  const wanted = new Set<number>([1, pages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) items.push({ kind: 'gap' });
    items.push({ kind: 'page', page: p, current: p === current });
  });
  return {
    pages,
    prev: current > 1 ? current - 1 : undefined,
    next: current < pages ? current + 1 : undefined,
    items,
  };
}

/** The URL of another page of the same list, keeping the other query parameters. */
export function pageHref(url: URL, page: number, limit: number): string {
  const params = new URLSearchParams(url.search);
  params.set('page', String(page));
  if (limit === DEFAULT_PAGE_SIZE) params.delete('limit');
  else params.set('limit', String(limit));
  if (page === 1) params.delete('page');
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
