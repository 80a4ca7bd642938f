import { describe, expect, it } from 'vitest';
import { orderApiParams, orderHref, parseOrderFilter } from './orderQuery';

const parse = (query: string) => parseOrderFilter(new URLSearchParams(query));

describe('order filter', () => {
  it('reads status and check-in dates', () => {
    const filter = parse('status=paid&from=2026-12-01&to=2026-12-31');
    expect(filter).toEqual({ status: 'paid', from: '2026-12-01', to: '2026-12-31', invalidDates: false });
    expect(orderApiParams(filter)).toEqual({
      search: [
        { field: 'status', operator: 'IN', val: 'paid' },
        { field: 'checkin', operator: 'RANGE', val: '2026-12-01,2026-12-31' },
      ],
    });
    expect(orderHref('/user/order/hotel.csv', filter)).toBe(
      '/user/order/hotel.csv?status=paid&from=2026-12-01&to=2026-12-31',
    );
  });

  it('ignores unknown statuses and bad dates, and swaps a reversed range', () => {
    expect(parse('status=lost&from=2026-13-01')).toEqual({ status: '', from: '', to: '', invalidDates: true });
    expect(parse('from=2026-12-31&to=2026-12-01')).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(orderApiParams(parse(''))).toEqual({});
    expect(orderApiParams(parse('to=2026-12-01'))).toEqual({
      search: [{ field: 'checkin', operator: 'RANGE', val: ',2026-12-01' }],
    });
  });
});
