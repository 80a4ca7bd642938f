import { describe, expect, it } from 'vitest';
import { editPath, isFiltered, parseTeamQuery, teamApiParams } from './teamQuery';

const parse = (query: string) => parseTeamQuery(new URLSearchParams(query));

describe('the team page query', () => {
  it('reads a search, a status, an order and a page', () => {
    const query = parse('q=%20Zhang%20&status=disable&order=username,asc&page=2&limit=20');
    expect(query).toEqual({ q: 'Zhang', status: 'disable', order: 'username,asc', paging: { page: 2, limit: 20 } });
    expect(teamApiParams(query)).toEqual({
      quickSearch: 'Zhang',
      search: [{ field: 'status', operator: '=', val: 'disable' }],
      order: 'username,asc',
      page: 2,
      limit: 20,
    });
    expect(isFiltered(query)).toBe(true);
  });

  it('falls back to the defaults on junk and cuts a long search to what the API takes', () => {
    const query = parse(`q=${'x'.repeat(80)}&status=gone&order=password,asc&page=-1&limit=7`);
    expect(query.q).toHaveLength(50);
    expect(query.status).toBe('');
    expect(query.order).toBe('create_time,desc');
    expect(query.paging).toEqual({ page: 1, limit: 10 });
    expect(teamApiParams(parse(''))).toEqual({ order: 'create_time,desc', page: 1, limit: 10 });
    expect(isFiltered(parse('order=username,asc'))).toBe(false);
  });

  it('links a sub-account to its edit page', () => {
    expect(editPath(42)).toBe('/user/manage/subAccount/edit/42');
  });
});
