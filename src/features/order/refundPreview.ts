/**
 * What cancelling a booking now means in money (the `?confirm=cancel` step of `/user/order/detail/{id}`): what was
 * paid, what comes back, what is kept, and until when that holds before the next, smaller refund of the timeline
 * agreed at booking. Pure: the API's `cancellation` and `paid_amount` in, numbers out.
 */

import type { OrderDetail } from '~/contract/order';
import { segmentAt } from '~/lib/booking/timeline';

export interface RefundPreview {
  paid: number;
  /** What cancelling now refunds (the API's `refund_now`; 0 for an unpaid booking). */
  refund: number;
  refundBp: number;
  /** What the hotel keeps. */
  kept: number;
  /** When this refund stops applying (unix s), with the refund after it; null when it holds to the end. */
  change: { at: number; refund: number; refundBp: number } | null;
}

export function refundPreview(order: Pick<OrderDetail, 'paid_amount' | 'cancellation'>, now: number): RefundPreview {
  const paid = order.paid_amount;
  const { refund_amount, refund_bp } = order.cancellation.refund_now;
  const refund = paid > 0 ? Math.min(paid, refund_amount) : 0;
  const current = segmentAt(order.cancellation, now);
  const next =
    current.until === null
      ? undefined
      : order.cancellation.segments.find((segment) => segment.from >= (current.until ?? 0));
  const change =
    paid > 0 && next && current.until !== null && next.refund_amount !== refund
      ? { at: current.until, refund: Math.min(paid, next.refund_amount), refundBp: next.refund_bp }
      : null;
  return { paid, refund, refundBp: paid > 0 ? refund_bp : 0, kept: paid - refund, change };
}
