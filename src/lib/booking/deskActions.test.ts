import { describe, expect, it } from 'vitest';
import { deskActions } from './deskActions';
import type { OrderStatus } from './status';

const s = (iso: string) => Date.parse(iso) / 1000;
const ORDER = {
  settlement_status: 'unsettled' as const,
  invoice_status: 'none' as const,
  expire_time: s('2025-01-01T04:30:00Z'),
  checkin: '2025-01-10',
  checkout: '2025-01-12',
  time_zone: 'Asia/Shanghai',
};
const order = (status: OrderStatus, paid = 1000, refunded = 0) => ({
  ...ORDER,
  status,
  paid_amount: paid,
  refund_amount: refunded,
});

describe('deskActions', () => {
  it('offers what the status machine allows now, and a refund while something paid is left', () => {
    const onArrival = s('2025-01-10T07:00:00Z');
    expect(deskActions(order('paid'), onArrival)).toMatchObject({
      confirm: true,
      checkIn: false,
      cancel: true,
      refund: true,
    });
    expect(deskActions(order('confirmed'), onArrival)).toMatchObject({ checkIn: true, noShow: true, confirm: false });
    expect(deskActions(order('confirmed'), ORDER.expire_time)).toMatchObject({ checkIn: false, noShow: false });
    expect(deskActions(order('cancelled', 1000, 1000), onArrival)).toMatchObject({ refund: false, settle: false });
    expect(deskActions(order('pending', 0), onArrival)).toMatchObject({ refund: false, confirm: false });
  });
});
