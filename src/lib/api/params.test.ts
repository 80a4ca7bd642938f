import { describe, expect, it } from 'vitest';
import { flattenParams, toQueryString, withParams } from './params';

describe('flattenParams', () => {
  it('flattens nested objects and arrays in PHP bracket notation', () => {
    expect(flattenParams({ a: { b: 1 }, c: [1, { d: 2 }], e: null, f: undefined })).toEqual([
      ['a[b]', '1'],
      ['c[0]', '1'],
      ['c[1][d]', '2'],
      ['e', ''],
    ]);
  });

  it('serialises search[] objects as the backend table convention needs', () => {
    expect(flattenParams({ search: [{ field: 'name', val: 'x', operator: 'LIKE' }] })).toEqual([
      ['search[0][field]', 'name'],
      ['search[0][val]', 'x'],
      ['search[0][operator]', 'LIKE'],
    ]);
  });

  it('writes booleans as true/false, dates as ISO, drops non-finite numbers and empty containers', () => {
    const date = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(
      flattenParams({ t: true, f: false, d: date, bad: new Date('x'), n: Number.NaN, i: Infinity, e: [], o: {} }),
    ).toEqual([
      ['t', 'true'],
      ['f', 'false'],
      ['d', '2024-01-02T03:04:05.000Z'],
    ]);
  });

  it('keeps numbers, zero and empty strings', () => {
    expect(flattenParams({ a: 0, b: '', c: 1.5, big: 10n })).toEqual([
      ['a', '0'],
      ['b', ''],
      ['c', '1.5'],
      ['big', '10'],
    ]);
  });

  it('accepts nothing', () => {
    expect(flattenParams(undefined)).toEqual([]);
    expect(flattenParams(null)).toEqual([]);
  });
});

describe('toQueryString / withParams', () => {
  it('percent-encodes keys and values', () => {
    expect(toQueryString({ a: { b: 'x y&z' } })).toBe('a%5Bb%5D=x+y%26z');
    expect(decodeURIComponent(toQueryString({ c: [1] }))).toBe('c[0]=1');
  });

  it('appends to URLs with and without a query, keeping the hash', () => {
    expect(withParams('/api/a', { x: 1 })).toBe('/api/a?x=1');
    expect(withParams('/api/a?y=2', { x: 1 })).toBe('/api/a?y=2&x=1');
    expect(withParams('/api/a#h', { x: 1 })).toBe('/api/a?x=1#h');
    expect(withParams('/api/a', {})).toBe('/api/a');
  });
});
