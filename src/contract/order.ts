/**
 * The answers of the order controller (docs/api.md §13), type-only. Money is integer minor units with `currency`
 * beside it; days are `YYYY-MM-DD` in the hotel's time zone; instants are unix seconds.
 */

import type { InvoiceStatus, OrderStatus, SettlementStatus } from '~/lib/booking/status';
import type { CarServiceAnswer } from './car';
import type { PriceLine, Quote } from './hotel';

/** A photo with its `srcset` sources (as the hotel calls answer it). */
export interface OrderPhoto {
  url: string;
  width: number;
  height: number;
  alt: string;
  sources: { w: number; url: string }[];
}

/** The cancellation timeline agreed at booking: refund shares from `from` until `until` (unix s). */
export interface OrderCancellation {
  free_cancel_until: number | null;
  checkin_at: number;
  segments: { from: number; until: number | null; refund_bp: number; refund_amount: number }[];
  /** The whole policy as one sentence in the request's language. */
  text: string;
  /** What a cancellation now refunds. */
  refund_now: { refund_bp: number; refund_amount: number };
}

export type { InvoiceStatus, OrderStatus, SettlementStatus };
/** The payment driver that took the money: '' before payment; 'balance' and 'sandbox' are built in, more may be registered. */
export type PayChannel = string;

export interface OrderSummary {
  id: number;
  booking_id: string;
  hotel_id: number;
  hotel_name: string;
  room_type: string;
  photo: OrderPhoto | null;
  checkin_date: string;
  checkout_date: string;
  nights: number;
  rooms: number;
  room_nights: number;
  guest_count: number;
  total_price: number;
  currency: string;
  order_status: OrderStatus;
  order_status_text: string;
  settlement_status: SettlementStatus;
  settlement_status_text: string;
  invoice_status: InvoiceStatus;
  invoice_status_text: string;
  pay_channel: PayChannel;
  pay_channel_text: string;
  booking_date: number;
  expire_time: number;
  can_pay: boolean;
  can_cancel: boolean;
  /** Who booked (docs/api.md §13): absent from a backend without sub-accounts. */
  booked_by?: BookedBy;
  /** The car services booked with the stay (docs/api.md §13): absent from a backend without cars. */
  car_services?: CarServiceAnswer[];
}

/** Who booked an order: the caller, or one of its main account's team (names as they were at booking). */
export interface BookedBy {
  id: number;
  username: string;
  nickname: string;
  /** The caller booked it. */
  self: boolean;
  /** A sub-account booked it on its main account's wallet. */
  sub_account: boolean;
  /** The booker's sub-account has been deleted since. */
  deleted: boolean;
}

/** One entry of the "booked by" filter of a main account. */
export interface Booker {
  id: number;
  username: string;
  nickname: string;
  deleted: boolean;
}

export interface OrderGuest {
  room_no: number;
  full_name: string;
  is_child: boolean;
  age: number | null;
}

export interface OrderDetail extends OrderSummary {
  hotel_confirmation_code: string;
  room_number: string;
  meal_type: string;
  meal_type_text: string;
  bed_type: string;
  bed_type_text: string;
  adults: number;
  children: number;
  child_ages: number[];
  breakfast: number;
  extra_beds: number;
  guest_names: string[];
  guests: OrderGuest[];
  cancellation_policy: string;
  cancellation: OrderCancellation;
  user_account: string;
  contact_person: string;
  contact_area_code: string;
  contact_phone: string;
  nationality: string;
  nationality_text: string;
  email: string;
  city: string;
  address: string;
  zip: string;
  special_requests: string;
  price_per_night: number;
  operator: string;
  hotel_address: string;
  time_zone: string;
  check_in_time: string;
  check_out_time: string;
  lines: PriceLine[];
  rooms_subtotal: number;
  extras_subtotal: number;
  fees_total: number;
  /** The car services' lines together, inside the total: absent from a backend without cars. */
  cars_subtotal?: number;
  paid_amount: number;
  refund_amount: number;
  pay_time: number | null;
  cancel_time: number | null;
  cancel_reason: string;
  /** The payment channels (driver names) members may pay with now, `balance` first. */
  pay_channels: string[];
  /** The invoice the member asked for (and its number once issued); null before a request, absent elsewhere. */
  invoice?: OrderInvoice | null;
}

export interface OrderInvoice {
  title: string;
  tax_id: string;
  email: string;
  /** '' until the hotel issues it. */
  number: string;
}

export interface OrderListData {
  list: OrderSummary[];
  total: number;
  /** The payment channels (driver names) members may pay with now, `balance` first. */
  pay_channels: string[];
  /** A main account's other bookers (its team, deleted ones marked); [] otherwise; absent from other backends. */
  bookers?: Booker[];
}

export interface OrderExportData {
  list: OrderDetail[];
  total: number;
}

export interface PayAnswer {
  order: OrderDetail;
  /** The balance after, as UserInfo.money; null for a sub-account, which is not shown the company's balance. */
  money: string | null;
}

export interface CancelAnswer {
  order: OrderDetail;
  refund_amount: number;
}

/** What the booking page reads of `order/create`'s answer (an OrderDetail): where to send the member next. */
export type CreatedOrder = Pick<OrderDetail, 'id' | 'booking_id'>;

/** A stale `quote_hash`: the field and the new quote (docs/api.md §13). */
export type CreateOrderErrorData = { field?: string; quote?: Quote } | null;

/** The order calls (docs/api.md §13): each call's answer (`data`) by method. */
export interface OrderCalls {
  'order/create': { POST: OrderDetail };
  'order/list': { GET: OrderListData };
  'order/detail': { GET: OrderDetail };
  'order/pay': { POST: PayAnswer | null };
  'order/cancel': { POST: CancelAnswer | null };
  'order/export': { GET: OrderExportData };
  'order/invoice': { POST: OrderDetail };
}
