import { describe, expect, it } from 'vitest';
import { idSegment, pageParam } from './pageQuery';

describe('news page queries', () => {
  it('read page numbers, falling back to 1', () => {
    const read = (query: string) => pageParam(new URLSearchParams(query));
    expect(read('page=3')).toBe(3);
    for (const query of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=9999999', 'page=01']) {
      expect(read(query), query).toBe(1);
    }
    expect(pageParam(new URLSearchParams('cpage=2'), 'cpage')).toBe(2);
  });

  it('read ids of path segments', () => {
    expect(idSegment('12')).toBe(12);
    for (const value of [undefined, '', '0', '012', '1e3', '12a', '1234567890'])
      expect(idSegment(value)).toBeUndefined();
  });
});
