import { describe, expect, it } from 'vitest';
import { pageHref, pager, parsePaging } from './paging';

describe('list paging', () => {
  it('reads page and size, refusing odd values', () => {
    expect(parsePaging(new URLSearchParams('page=3&limit=20'))).toEqual({ page: 3, limit: 20 });
    expect(parsePaging(new URLSearchParams('page=0&limit=7'))).toEqual({ page: 1, limit: 10 });
    expect(parsePaging(new URLSearchParams('page=abc&limit=1e9'))).toEqual({ page: 1, limit: 10 });
    expect(parsePaging(new URLSearchParams('page=-2'))).toEqual({ page: 1, limit: 10 });
  });
  it('shows first, last and the pages around the current one', () => {
    const p = pager(6, 10, 120);
    expect(p.pages).toBe(12);
    expect(p.prev).toBe(5);
    expect(p.next).toBe(7);
    expect(p.items.map((i) => (i.kind === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page)))).toEqual([
      '1',
      '…',
      '4',
      '5',
      '[6]',
      '7',
      '8',
      '…',
      '12',
    ]);
  });
  it('handles an empty list and the edges', () => {
    expect(pager(1, 10, 0)).toMatchObject({ pages: 1, prev: undefined, next: undefined });
    expect(pager(99, 10, 25)).toMatchObject({ pages: 3, prev: 2, next: undefined });
  });
  it('builds links that keep other parameters', () => {
    const url = new URL('http://x/user/account/balance?limit=20&page=2&q=1');
    expect(pageHref(url, 3, 20)).toBe('/user/account/balance?limit=20&page=3&q=1');
    expect(pageHref(url, 1, 10)).toBe('/user/account/balance?q=1');
  });
});
