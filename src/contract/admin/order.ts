/**
 * Answers of the orders desk (`hotel.Order`, our admin controller in BuildAdmin's style; docs/design/operators.md
 * §5). Money in minor units of the order's currency, times in unix seconds, days `YYYY-MM-DD` in the hotel's zone.
 */
import type { DeskAction } from '~/lib/booking/deskActions';
import type { OrderDetail, OrderSummary } from '../order';
import type { AdminList } from './auth';

/** One order of the desk's list: the member's summary and what the desk needs beside it. */
export interface DeskOrderRow extends OrderSummary {
  user_id: number;
  user_account: string;
  contact_person: string;
  contact_phone: string;
  paid_amount: number;
  refund_amount: number;
  hotel_confirmation_code: string;
  room_number: string;
}

/** One step of an order's history. */
export interface DeskOrderEvent {
  id: number;
  event: string;
  from_status: string;
  to_status: string;
  actor: 'member' | 'system' | 'operator';
  actor_name: string;
  /** The step's values (a refund's amount, a room number…), JSON, '' when none. */
  data: string;
  create_time: number;
}

export interface DeskRefund {
  id: number;
  amount: number;
  kind: 'cancel' | 'partial' | 'goodwill';
  reason: string;
  channel: string;
  create_time: number;
}

/** One order of the desk's export: every field the members' export has, and the desk's own. */
export type DeskExportOrder = OrderDetail & {
  paid_amount: number;
  refund_amount: number;
  hotel_confirmation_code: string;
  room_number: string;
  operator_remark: string;
  invoice_number: string;
  refunds: DeskRefund[];
};

/** `GET /admin/hotel.Order/edit?id=` and every action's answer. */
export interface DeskOrderDetail {
  row: OrderDetail & {
    user_id: number;
    paid_amount: number;
    refund_amount: number;
    operator: string;
    operator_remark: string;
    invoice_title: string;
    invoice_tax_id: string;
    invoice_email: string;
    invoice_number: string;
  };
  events: DeskOrderEvent[];
  refunds: DeskRefund[];
  /** What the desk may do now (the status machine's answer; the call still checks). */
  actions: Record<DeskAction | 'refund', boolean>;
}

export interface OrderDeskCalls {
  'hotel.order/index': { GET: AdminList<DeskOrderRow> };
  /** What `index` filters, every field of each order (the members' export's shape), 100 a page at most. */
  'hotel.order/export': { GET: { list: DeskExportOrder[]; total: number } };
  'hotel.order/edit': { GET: DeskOrderDetail; POST: DeskOrderDetail };
  'hotel.order/confirm': { POST: DeskOrderDetail };
  'hotel.order/checkin': { POST: DeskOrderDetail };
  'hotel.order/noshow': { POST: DeskOrderDetail };
  'hotel.order/complete': { POST: DeskOrderDetail };
  'hotel.order/cancel': { POST: DeskOrderDetail };
  'hotel.order/refund': { POST: DeskOrderDetail };
  'hotel.order/settle': { POST: DeskOrderDetail };
  'hotel.order/invoice': { POST: DeskOrderDetail };
}
