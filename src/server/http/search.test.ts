import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { codeValue, intValue, parseOrder, parseSearch, type SearchSpec, searchValues } from './search';

const spec: SearchSpec = {
  price: { operators: ['RANGE'], parse: intValue(0, 10_000_000) },
  star: { operators: ['IN'], parse: intValue(1, 5) },
  facility: { operators: ['FIND_IN_SET'], parse: codeValue(['wifi', 'pool', 'gym']) },
  free_cancel: { operators: ['='], parse: codeValue(['1']) },
};

const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof ApiError && error.message === 'Parameter error';
  }
  return false;
};

describe('parseSearch', () => {
  it('reads every operator in index order', () => {
    const entries = parseSearch(
      {
        'search[1][field]': 'star',
        'search[1][operator]': 'in',
        'search[1][val]': '4, 5',
        'search[0][field]': 'price',
        'search[0][operator]': 'RANGE',
        'search[0][val]': '30000,',
        'search[2][field]': 'facility',
        'search[2][operator]': 'FIND_IN_SET',
        'search[2][val]': 'wifi',
        'search[3][field]': 'facility',
        'search[3][operator]': 'FIND_IN_SET',
        'search[3][val]': 'pool,gym',
        'search[4][field]': 'free_cancel',
        'search[4][val]': '1',
        page: '2',
      },
      spec,
    );
    expect(entries).toEqual([
      { field: 'price', operator: 'RANGE', values: [30_000, undefined] },
      { field: 'star', operator: 'IN', values: [4, 5] },
      { field: 'facility', operator: 'FIND_IN_SET', values: ['wifi'] },
      { field: 'facility', operator: 'FIND_IN_SET', values: ['pool', 'gym'] },
      { field: 'free_cancel', operator: '=', values: ['1'] },
    ]);
    expect(searchValues(entries, 'facility')).toEqual(['wifi', 'pool', 'gym']);
    expect(parseSearch({ q: 'x' }, spec)).toEqual([]);
  });

  it.each([
    ['an unknown field', { 'search[0][field]': 'password', 'search[0][operator]': '=', 'search[0][val]': 'x' }],
    [
      'an operator the field does not take',
      { 'search[0][field]': 'star', 'search[0][operator]': '=', 'search[0][val]': '5' },
    ],
    ['an unknown operator', { 'search[0][field]': 'star', 'search[0][operator]': 'LIKE', 'search[0][val]': '5' }],
    ['a value out of range', { 'search[0][field]': 'star', 'search[0][operator]': 'IN', 'search[0][val]': '6' }],
    ['an empty item', { 'search[0][field]': 'star', 'search[0][operator]': 'IN', 'search[0][val]': '4,,5' }],
    ['SQL text', { 'search[0][field]': 'star', 'search[0][operator]': 'IN', 'search[0][val]': '1);drop table hotel' }],
    ['a range with one end', { 'search[0][field]': 'price', 'search[0][operator]': 'RANGE', 'search[0][val]': '5' }],
    ['an open range', { 'search[0][field]': 'price', 'search[0][operator]': 'RANGE', 'search[0][val]': ',' }],
    ['a missing value', { 'search[0][field]': 'star', 'search[0][operator]': 'IN' }],
    ['index 20', { 'search[20][field]': 'star', 'search[20][operator]': 'IN', 'search[20][val]': '5' }],
    ['a malformed key', { 'search[0][field][x]': 'star' }],
    ['a nested key', { search: 'star' }],
    ['a long value', { 'search[0][field]': 'star', 'search[0][operator]': 'IN', 'search[0][val]': '5,'.repeat(300) }],
    ['an array', { 'search[0][field]': ['star'], 'search[0][operator]': 'IN', 'search[0][val]': '5' }],
  ])('refuses %s', (_name, params) => {
    expect(refused(() => parseSearch(params, spec))).toBe(true);
  });

  it('keeps prototype names out of the spec lookup', () => {
    expect(
      refused(() =>
        parseSearch({ 'search[0][field]': 'constructor', 'search[0][operator]': '=', 'search[0][val]': '1' }, spec),
      ),
    ).toBe(true);
  });
});

describe('parseOrder', () => {
  const sorts = ['popularity,desc', 'price,asc', 'price,desc'] as const;
  it('accepts the listed sorts, case and spaces aside, and falls back when absent', () => {
    expect(parseOrder('price, ASC', sorts, 'popularity,desc')).toBe('price,asc');
    expect(parseOrder(undefined, sorts, 'popularity,desc')).toBe('popularity,desc');
    expect(parseOrder('', sorts, 'popularity,desc')).toBe('popularity,desc');
  });
  it('refuses anything else', () => {
    expect(refused(() => parseOrder('id;drop', sorts, 'popularity,desc'))).toBe(true);
    expect(refused(() => parseOrder(['price,asc'], sorts, 'popularity,desc'))).toBe(true);
  });
});
