/** Tables of hotel orders (docs/design/hotels.md §2.2). Money in integer minor units, times unix seconds. */
import type { Generated, Insertable, Selectable } from 'kysely';
import type { PriceLineKind } from '~/contract/hotel';
import type { InvoiceStatus, OrderStatus, SettlementStatus } from '~/lib/booking/status';

export interface HotelOrderTable {
  id: Generated<number>;
  /** `HB` + yyMMdd (hotel day) + 8 random digits. */
  booking_id: string;
  /** The booking form's idempotency key; '' when none. */
  request_id: Generated<string>;
  /** The wallet owner: the member who booked, or the main account of the sub-account who booked. */
  user_id: number;
  /** The booker's user name at booking. */
  user_account: Generated<string>;
  /** Who booked (the member's id; equals `user_id` unless a sub-account booked on its main account's wallet). */
  booked_by: Generated<number>;
  /** The booker's nickname at booking. */
  booked_by_nickname: Generated<string>;
  hotel_id: number;
  room_type_id: number;
  city_id: number;
  time_zone: string;
  checkin: string;
  checkout: string;
  nights: number;
  rooms: number;
  room_nights: number;
  adults: number;
  children: Generated<number>;
  /** Comma list, e.g. `5,9`. */
  child_ages: Generated<string>;
  breakfast: Generated<number>;
  extra_beds: Generated<number>;
  meal_type: string;
  bed_type: string;
  currency: string;
  rooms_subtotal: number;
  extras_subtotal: Generated<number>;
  fees_total: Generated<number>;
  /** Car services (all-in, outside the service charge and taxes: docs/design/cars.md §0). */
  cars_subtotal: Generated<number>;
  total_price: number;
  price_per_night: number;
  paid_amount: Generated<number>;
  refund_amount: Generated<number>;
  quote_hash: string;
  /** JSON: what was booked, in both languages (`OrderSnapshot`). */
  snapshot: string;
  status: Generated<OrderStatus>;
  settlement_status: Generated<SettlementStatus>;
  invoice_status: Generated<InvoiceStatus>;
  /** A payment driver's name (`balance`, `sandbox`, or a registered gateway); '' while unpaid. */
  pay_channel: Generated<string>;
  hotel_confirmation_code: Generated<string>;
  room_number: Generated<string>;
  operator: Generated<string>;
  contact_person: string;
  contact_area_code: string;
  contact_phone: string;
  email: string;
  nationality: string;
  city: Generated<string>;
  address: Generated<string>;
  zip: Generated<string>;
  special_requests: Generated<string>;
  cancel_reason: Generated<string>;
  /** The operators' note on the order (never shown to the member). */
  operator_remark: Generated<string>;
  /** The invoice the member asked for (title, tax ID, where to send it) and, once issued, its number. */
  invoice_title: Generated<string>;
  invoice_tax_id: Generated<string>;
  invoice_email: Generated<string>;
  invoice_number: Generated<string>;
  no_show_time: Generated<number | null>;
  expire_time: number;
  pay_time: number | null;
  confirm_time: number | null;
  checked_in_time: number | null;
  complete_time: number | null;
  cancel_time: number | null;
  settle_time: number | null;
  create_time: number;
  update_time: number;
}

export interface OrderGuestTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  room_no: number;
  full_name: string;
  is_child: Generated<number>;
  age: number | null;
}

export interface OrderPriceLineTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  kind: PriceLineKind;
  code: string;
  night: string | null;
  quantity: number;
  unit_price: number;
  amount: number;
}

export interface PaymentTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  channel: string;
  amount: number;
  /** `succeeded`, `pending`, `failed`. */
  status: string;
  txn_id: string;
  create_time: number;
  update_time: number;
}

export interface RefundTable {
  id: Generated<number>;
  order_id: number;
  payment_id: number;
  user_id: number;
  channel: string;
  amount: number;
  status: string;
  txn_id: string;
  /** One refund per order and request id (the cancellation's is `cancel`). */
  request_id: Generated<string>;
  kind: Generated<RefundKind>;
  reason: Generated<string>;
  /** The operator who gave it; 0 for a member's cancellation. */
  admin_id: Generated<number>;
  create_time: number;
}

export type RefundKind = 'cancel' | 'partial' | 'goodwill';

/** An order's history: every transition and operator action, with who and when. */
export interface HotelOrderEventTable {
  id: Generated<number>;
  order_id: number;
  event: string;
  from_status: Generated<string>;
  to_status: Generated<string>;
  actor: 'member' | 'system' | 'operator';
  actor_id: Generated<number>;
  actor_name: Generated<string>;
  /** JSON of the action's values (a refund's amount, a room number…), '' when none. */
  data: Generated<string>;
  create_time: number;
}

export interface OrderTables {
  hotel_order: HotelOrderTable;
  order_guest: OrderGuestTable;
  order_price_line: OrderPriceLineTable;
  payment: PaymentTable;
  refund: RefundTable;
  hotel_order_event: HotelOrderEventTable;
}

export type HotelOrderRow = Selectable<HotelOrderTable>;
export type NewHotelOrder = Insertable<HotelOrderTable>;
