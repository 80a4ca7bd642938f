import { describe, expect, it } from 'vitest';
import { orderApiParams, orderHref, parseOrderFilter } from './orderQuery';

const parse = (query: string) => parseOrderFilter(new URLSearchParams(query));

describe('order filter', () => {
  it('reads status and check-in dates', () => {
    const filter = parse('status=paid&from=2026-12-01&to=2026-12-31');
    expect(filter).toEqual({ status: 'paid', booker: '', from: '2026-12-01', to: '2026-12-31', invalidDates: false });
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
    expect(parse('status=lost&from=2026-13-01&booker=x')).toEqual({
      status: '',
      booker: '',
      from: '',
      to: '',
      invalidDates: true,
    });
    expect(parse('from=2026-12-31&to=2026-12-01')).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(orderApiParams(parse(''))).toEqual({});
    expect(orderApiParams(parse('to=2026-12-01'))).toEqual({
      search: [{ field: 'checkin', operator: 'RANGE', val: ',2026-12-01' }],
    });
  });

  it('reads who booked, for a main account with a team', () => {
    const filter = parse('booker=42&status=pending');
    expect(filter.booker).toBe(42);
    expect(orderApiParams(filter)).toEqual({
      search: [
        { field: 'status', operator: 'IN', val: 'pending' },
        { field: 'booked_by', operator: '=', val: '42' },
      ],
    });
    expect(orderHref('/user/order/hotel.csv', filter)).toBe('/user/order/hotel.csv?status=pending&booker=42');
    for (const junk of ['0', '-3', '1.5', '9999999999', 'me']) expect(parse(`booker=${junk}`).booker).toBe('');
  });
});
