import { describe, expect, it } from 'vitest';
import type { OrderCancellation } from '~/contract/order';
import { refundPreview } from './refundPreview';

const HOUR = 3600;
const booked = 1_800_000_000;
const cancellation = (refundNow: { refund_bp: number; refund_amount: number }): OrderCancellation => ({
  free_cancel_until: booked + 10 * HOUR,
  checkin_at: booked + 30 * HOUR,
  segments: [
    { from: booked, until: booked + 10 * HOUR, refund_bp: 10_000, refund_amount: 50_000 },
    { from: booked + 10 * HOUR, until: booked + 30 * HOUR, refund_bp: 5_000, refund_amount: 25_000 },
    { from: booked + 30 * HOUR, until: null, refund_bp: 0, refund_amount: 0 },
  ],
  text: '',
  refund_now: refundNow,
});

describe('refundPreview', () => {
  it('shows the full refund before the free deadline and when it drops', () => {
    const preview = refundPreview(
      { paid_amount: 50_000, cancellation: cancellation({ refund_bp: 10_000, refund_amount: 50_000 }) },
      booked + HOUR,
    );
    expect(preview).toEqual({
      paid: 50_000,
      refund: 50_000,
      refundBp: 10_000,
      kept: 0,
      change: { at: booked + 10 * HOUR, refund: 25_000, refundBp: 5_000 },
    });
  });

  it('keeps the share the hotel keeps, and a deadline instant belongs to the later segment', () => {
    const preview = refundPreview(
      { paid_amount: 50_000, cancellation: cancellation({ refund_bp: 5_000, refund_amount: 25_000 }) },
      booked + 10 * HOUR,
    );
    expect(preview.kept).toBe(25_000);
    expect(preview.change).toEqual({ at: booked + 30 * HOUR, refund: 0, refundBp: 0 });
  });

  it('has no change after the last deadline', () => {
    const preview = refundPreview(
      { paid_amount: 50_000, cancellation: cancellation({ refund_bp: 0, refund_amount: 0 }) },
      booked + 31 * HOUR,
    );
    expect(preview).toMatchObject({ refund: 0, kept: 50_000, change: null });
  });

  it('refunds nothing and announces no change for an unpaid booking', () => {
    const preview = refundPreview(
      { paid_amount: 0, cancellation: cancellation({ refund_bp: 10_000, refund_amount: 50_000 }) },
      booked + HOUR,
    );
    expect(preview).toEqual({ paid: 0, refund: 0, refundBp: 0, kept: 0, change: null });
  });
});
