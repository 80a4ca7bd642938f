/**
 * An order as the label/value rows of SPEC §3 "Hotel order fields", in the order SPEC lists them (the detail page,
 * the CSV and the XLSX use the same rows, so every field shows with the same label everywhere). Pure: the caller
 * passes the translation (namespace `order`) and the locale's formatters.
 */

import type { OrderDetail } from '~/contract/order';
import { bookedByText } from '~/lib/subaccount/bookedBy';

/**
 * SPEC §3's fields, in its order, with who booked after the user account (a main account's team, design
 * subaccounts §8.3); the label key of each is `field.<key>` in `order.json`.
 */
export const ORDER_FIELD_KEYS = [
  'booking_id',
  'hotel_confirmation_code',
  'hotel_name',
  'room_number',
  'room_type',
  'meal_type',
  'bed_type',
  'booking_date',
  'stay_dates',
  'room_nights',
  'guest_count',
  'adults',
  'children',
  'guest_names',
  'cancellation_policy',
  'total_price',
  'order_status',
  'settlement_status',
  'invoice_status',
  'pay_channel',
  'user_account',
  'booked_by',
  'contact_person',
  'contact_phone',
  'nationality',
  'email',
  'city',
  'address',
  'zip',
  'special_requests',
  'price_per_night',
  'operator',
] as const;

export type OrderFieldKey = (typeof ORDER_FIELD_KEYS)[number];

export interface OrderFieldRow {
  key: OrderFieldKey;
  label: string;
  value: string;
}

export interface OrderFieldFormat {
  /** Translate in the `order` namespace. */
  t(key: string, params?: Record<string, unknown>): string;
  /** Minor units of the order's currency. */
  money(amount: number, currency: string): string;
  /** A calendar day `YYYY-MM-DD`. */
  day(day: string): string;
  /** A unix time in the hotel's time zone. */
  time(unixSeconds: number, timeZone: string): string;
  number(value: number): string;
  /** An empty field (the page says 'None'; a file leaves the cell empty). */
  none?: string;
  /** The contact phone (the page: `+86 13800138000`). */
  phone?(areaCode: string, number: string): string;
}

export const fieldLabelKey = (key: OrderFieldKey): string => `field.${key}`;

/** The value of every SPEC §3 field of an order ('None' for an empty one, unless `f.none` says otherwise). */
export function orderFieldValues(order: OrderDetail, f: OrderFieldFormat): Record<OrderFieldKey, string> {
  const none = f.none ?? f.t('None');
  const text = (value: string) => (value.trim() === '' ? none : value);
  const ages = order.child_ages.map((age) => f.t('{{age}} years', { age })).join(f.t('list separator'));
  return {
    booking_id: order.booking_id,
    hotel_confirmation_code: text(order.hotel_confirmation_code),
    hotel_name: order.hotel_name,
    room_number: text(order.room_number),
    room_type: order.room_type,
    meal_type: text(order.meal_type_text),
    bed_type: text(order.bed_type_text),
    booking_date: f.time(order.booking_date, order.time_zone),
    stay_dates: f.t('{{checkin}} – {{checkout}}', {
      checkin: f.day(order.checkin_date),
      checkout: f.day(order.checkout_date),
    }),
    room_nights: f.t('{{roomNights}} ({{nights}} nights × {{rooms}} rooms)', {
      roomNights: f.number(order.room_nights),
      nights: f.number(order.nights),
      rooms: f.number(order.rooms),
    }),
    guest_count: f.number(order.guest_count),
    adults: f.number(order.adults),
    children:
      order.children > 0
        ? f.t('{{count}} (ages: {{ages}})', { count: f.number(order.children), ages })
        : f.number(order.children),
    guest_names: order.guest_names.length > 0 ? order.guest_names.join(f.t('list separator')) : none,
    cancellation_policy: text(order.cancellation_policy),
    total_price: f.money(order.total_price, order.currency),
    order_status: order.order_status_text,
    settlement_status: order.settlement_status_text,
    invoice_status: order.invoice_status_text,
    pay_channel: text(order.pay_channel_text),
    user_account: order.user_account,
    // A backend without sub-accounts: the account holder booked it.
    booked_by: order.booked_by ? bookedByText({ ...order.booked_by, self: false }, f.t) : order.user_account,
    contact_person: order.contact_person,
    contact_phone: f.phone
      ? f.phone(order.contact_area_code, order.contact_phone)
      : `+${order.contact_area_code} ${order.contact_phone}`,
    nationality: text(order.nationality_text),
    email: order.email,
    city: text(order.city),
    address: text(order.address),
    zip: text(order.zip),
    special_requests: text(order.special_requests),
    price_per_night: f.money(order.price_per_night, order.currency),
    operator: text(order.operator),
  };
}

/** The SPEC §3 rows of an order: translated label and formatted value. */
export function orderFields(order: OrderDetail, f: OrderFieldFormat): OrderFieldRow[] {
  const values = orderFieldValues(order, f);
  return ORDER_FIELD_KEYS.map((key) => ({ key, label: f.t(fieldLabelKey(key)), value: values[key] }));
}

/** A night line as one line of text: `2026-12-18 Room 458.00 × 1 = 458.00` (currency units, two decimals). */
export function priceLineText(line: OrderDetail['lines'][number]): string {
  const units = (minor: number) => (minor / 100).toFixed(2);
  const head = line.night ? `${line.night} ${line.label}` : line.label;
  return `${head} ${units(line.unit_price)} × ${line.quantity} = ${units(line.amount)}`;
}
