import { describe, expect, it } from 'vitest';
import { ApiError } from '~/server/http/errors';
import { idListParam } from './params';

describe('idListParam', () => {
  it('reads an array, a number, a comma list and PHP-flattened keys; absent is undefined', () => {
    expect(idListParam({ rules: [1, '2', 3] }, 'rules', 10)).toEqual([1, 2, 3]);
    expect(idListParam({ rules: 7 }, 'rules', 10)).toEqual([7]);
    expect(idListParam({ rules: '4, 5' }, 'rules', 10)).toEqual([4, 5]);
    expect(idListParam({ rules: '' }, 'rules', 10)).toEqual([]);
    expect(idListParam({ 'rules[0]': '8', 'rules[1]': '9' }, 'rules', 10)).toEqual([8, 9]);
    expect(idListParam({ 'rules[]': '8' }, 'rules', 10)).toEqual([8]);
    expect(idListParam({ other: '1' }, 'rules', 10)).toBeUndefined();
  });
  it('refuses junk and lists over the cap with Parameter error', () => {
    for (const rules of [
      '*',
      '1,,2',
      '-1',
      '0',
      '1.5',
      'abc',
      { a: 1 },
      [[1]],
      [null],
      true,
      '9999999999',
      [1, 2, 3],
    ]) {
      expect(() => idListParam({ rules }, 'rules', 2), JSON.stringify(rules)).toThrow(ApiError);
    }
    expect(() => idListParam({ 'rules[0][a]': '1' }, 'rules', 2)).not.toThrow();
    expect(idListParam({ 'rules[0][a]': '1' }, 'rules', 2)).toBeUndefined();
  });
});
