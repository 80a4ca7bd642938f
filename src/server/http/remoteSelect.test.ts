import { describe, expect, it } from 'vitest';
import { initValuesOf, isSelectRequest, remoteSelect, remoteSelectQuery } from './remoteSelect';

const options = Array.from({ length: 25 }, (_, i) => ({
  value: i + 1,
  label: i % 2 ? `Odd ${i + 1}` : `偶数 ${i + 1}`,
}));

describe('remote select (contract §6.1)', () => {
  it('reads select like a flag', () => {
    expect([true, 'true', '1', 'on', 1].map((select) => isSelectRequest({ select }))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['false', '0', '', undefined, ['true']].map((select) => isSelectRequest({ select }))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('pages with limit 10 by default and caps the limit at 100', () => {
    const first = remoteSelect(options, remoteSelectQuery({}));
    expect(first.total).toBe(25);
    expect(first.list.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(remoteSelect(options, remoteSelectQuery({ page: '3' })).list.map((o) => o.value)).toEqual([
      21, 22, 23, 24, 25,
    ]);
    expect(remoteSelect(options, remoteSelectQuery({ page: '9' })).list).toEqual([]);
    expect(remoteSelectQuery({ limit: '100000' }).limit).toBe(100);
    expect(remoteSelectQuery({ limit: '-3', page: 'x' })).toMatchObject({ limit: 10, page: 1 });
    expect(remoteSelectQuery({ page: { $gt: 1 }, limit: ['5'] })).toMatchObject({ limit: 10, page: 1 });
  });

  it('searches label and value case-insensitively', () => {
    expect(remoteSelect(options, remoteSelectQuery({ quickSearch: 'odd 1' })).list.map((o) => o.value)).toEqual([
      10, 12, 14, 16, 18,
    ]);
    expect(remoteSelect(options, remoteSelectQuery({ quickSearch: '偶数' })).total).toBe(13);
    expect(remoteSelect(options, remoteSelectQuery({ quickSearch: '25' })).list).toEqual([
      { value: 25, label: '偶数 25' },
    ]);
  });

  it('forces the init values, in every spelling, unpaged', () => {
    expect(initValuesOf({ initValue: '3' })).toEqual(['3']);
    expect(initValuesOf({ initValue: '3,4' })).toEqual(['3', '4']);
    expect(initValuesOf({ initValue: [3, '4', {}] })).toEqual(['3', '4']);
    expect(initValuesOf({ 'initValue[0]': '5', 'initValue[1]': '6' })).toEqual(['5', '6']);
    expect(initValuesOf({ initValue: '' })).toEqual([]);
    const many = remoteSelect(
      options,
      remoteSelectQuery({ initValue: options.map((o) => String(o.value)), limit: '2' }),
    );
    expect(many.list).toHaveLength(25);
    const two = remoteSelect(
      options,
      remoteSelectQuery({ initKey: 'value', 'initValue[0]': '2', 'initValue[1]': '24' }),
    );
    expect(two).toEqual({ list: [options[1], options[23]], total: 2 });
    const byLabel = remoteSelect(options, remoteSelectQuery({ initKey: 'label', initValue: 'Odd 2' }));
    expect(byLabel.list).toEqual([{ value: 2, label: 'Odd 2' }]);
  });
});
