import { describe, expect, it } from 'vitest';
import { dayRange, searchParams } from './listQuery';

describe('searchParams', () => {
  it("flattens the filters as BuildAdmin's table sends them", () => {
    expect(searchParams([['status', '=', 'paid'], ...dayRange('checkin', '2026-12-01', '')])).toEqual({
      'search[0][field]': 'status',
      'search[0][operator]': '=',
      'search[0][val]': 'paid',
      'search[1][field]': 'checkin',
      'search[1][operator]': 'RANGE',
      'search[1][val]': '2026-12-01,',
    });
  });
});

describe('dayRange', () => {
  it('spans whole days for a datetime column, and is nothing without an end', () => {
    expect(dayRange('create_time', '2026-11-01', '2026-11-02', true)).toEqual([
      ['create_time', 'RANGE', '2026-11-01 00:00:00,2026-11-02 23:59:59'],
    ]);
    expect(dayRange('create_time', '', '2026-11-02', true)).toEqual([['create_time', 'RANGE', ',2026-11-02 23:59:59']]);
    expect(dayRange('checkin', '', '')).toEqual([]);
  });
});
