import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beyondLast, lastPage, PAGE_TOO_FAR, pageOf } from './paging';

const limits = { default: 10, max: 20 };

describe('pageOf', () => {
  it('reads page and limit and gives the offset', () => {
    expect(pageOf({ page: '3', limit: '20' }, { limits })).toEqual({ page: 3, limit: 20, offset: 40 });
    expect(pageOf({ page: 2, limit: 5 }, { limits })).toEqual({ page: 2, limit: 5, offset: 5 });
    expect(pageOf({}, { limits })).toEqual({ page: 1, limit: 10, offset: 0 });
  });

  it('falls back to the defaults for junk and caps the limit', () => {
    for (const junk of ['x', '-2', '1.5', '', ' ', ['2'], { $gt: 1 }, null, Number.NaN, -1, 2.5, '1e3']) {
      expect(pageOf({ page: junk, limit: junk }, { limits }), JSON.stringify(junk)).toEqual({
        page: 1,
        limit: 10,
        offset: 0,
      });
    }
    expect(pageOf({ page: '0', limit: '0' }, { limits })).toEqual({ page: 1, limit: 10, offset: 0 });
    expect(pageOf({ limit: '500' }, { limits })).toMatchObject({ limit: 20 });
  });

  it('refuses pages beyond the maximum, however large', () => {
    expect(pageOf({ page: '1000' }, { limits })).toMatchObject({ page: 1000 });
    expect(pageOf({ page: '1001' }, { limits })).toEqual({ refused: PAGE_TOO_FAR });
    expect(pageOf({ page: '1000000000' }, { limits })).toEqual({ refused: PAGE_TOO_FAR });
    expect(pageOf({ page: '99999999999999999999' }, { limits })).toEqual({ refused: PAGE_TOO_FAR });
    expect(pageOf({ page: '9999999999999999' }, { limits })).toEqual({ refused: PAGE_TOO_FAR });
    expect(pageOf({ page: '101' }, { limits, maxPage: 100 })).toEqual({ refused: PAGE_TOO_FAR });
  });

  it('property: offsets are whole numbers within the allowed pages', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (page, limit) => {
        const window = pageOf({ page, limit }, { limits });
        if ('refused' in window) return;
        expect(Number.isSafeInteger(window.offset)).toBe(true);
        expect(window.page).toBeGreaterThanOrEqual(1);
        expect(window.page).toBeLessThanOrEqual(1000);
        expect(window.limit).toBeGreaterThanOrEqual(1);
        expect(window.limit).toBeLessThanOrEqual(20);
      }),
    );
  });
});

describe('last page', () => {
  it('is 1 for an empty list and rounds up', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
  });

  it('sends a page past the end to the last one', () => {
    expect(beyondLast(3, 25, 10)).toBeNull();
    expect(beyondLast(4, 25, 10)).toBe(3);
    expect(beyondLast(2, 0, 10)).toBe(1);
    expect(beyondLast(1, 0, 10)).toBeNull();
  });
});
