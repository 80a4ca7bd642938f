import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '~/contract/order';
import { resources } from '~/i18n';
import { formatDateTime, formatMoney, formatNumber } from '~/lib/format/intl';
import type { Lang } from '~/lib/i18n/locale';
import { createI18n, fixedT } from '~/lib/i18n/translator';
import { ordersCsv } from './export.server';
import { ORDER_FIELD_KEYS, orderFields, priceLineText } from './orderFields';

const i18n = createI18n(resources);

function format(lang: Lang) {
  const t = fixedT(i18n, lang, 'order');
  return {
    t: (key: string, params?: Record<string, unknown>) => t(key, params),
    money: (amount: number, currency: string) => formatMoney(amount, lang, currency),
    day: (day: string) => {
      const [y, m, d] = day.split('-').map(Number) as [number, number, number];
      return formatDateTime(Date.UTC(y, m - 1, d) / 1000, lang, 'UTC', { dateStyle: 'medium' });
    },
    time: (seconds: number, zone: string) => formatDateTime(seconds, lang, zone),
    number: (value: number) => formatNumber(value, lang),
  };
}

const ORDER: OrderDetail = {
  id: 3,
  booking_id: 'HB26121812345678',
  hotel_id: 1,
  hotel_name: 'Bund Hotel',
  room_type: 'Deluxe King',
  photo: null,
  checkin_date: '2026-12-18',
  checkout_date: '2026-12-20',
  nights: 2,
  rooms: 1,
  room_nights: 2,
  guest_count: 3,
  total_price: 103_200,
  currency: 'CNY',
  order_status: 'paid',
  order_status_text: 'Paid',
  settlement_status: 'unsettled',
  settlement_status_text: 'Unsettled',
  invoice_status: 'none',
  invoice_status_text: 'Not requested',
  pay_channel: 'balance',
  pay_channel_text: 'Balance',
  booking_date: 1_795_000_000,
  expire_time: 1_795_001_800,
  can_pay: false,
  can_cancel: true,
  hotel_confirmation_code: '',
  room_number: '',
  meal_type: 'breakfast',
  meal_type_text: 'Breakfast',
  bed_type: 'king',
  bed_type_text: 'King bed',
  adults: 2,
  children: 1,
  child_ages: [5],
  breakfast: 1,
  extra_beds: 0,
  guest_names: ['Li Lei', 'Han Meimei', 'Li Xiaoming'],
  guests: [
    { room_no: 1, full_name: 'Li Lei', is_child: false, age: null },
    { room_no: 1, full_name: 'Han Meimei', is_child: false, age: null },
    { room_no: 1, full_name: 'Li Xiaoming', is_child: true, age: 5 },
  ],
  cancellation_policy: 'Free cancellation until 16 Dec.',
  cancellation: {
    free_cancel_until: 1_795_900_000,
    checkin_at: 1_796_000_000,
    segments: [],
    text: 'Free cancellation until 16 Dec.',
    refund_now: { refund_bp: 10_000, refund_amount: 103_200 },
  },
  user_account: 'demo',
  contact_person: 'Li Lei',
  contact_area_code: '86',
  contact_phone: '13800138000',
  nationality: 'CN',
  nationality_text: 'China',
  email: 'demo@example.com',
  city: 'Shanghai',
  address: '',
  zip: '',
  special_requests: 'High floor',
  price_per_night: 45_800,
  operator: '',
  hotel_address: '1 Zhongshan Road',
  time_zone: 'Asia/Shanghai',
  check_in_time: '14:00',
  check_out_time: '12:00',
  lines: [
    {
      kind: 'night',
      code: 'room',
      label: 'Room',
      night: '2026-12-18',
      quantity: 1,
      unit_price: 45_800,
      amount: 45_800,
    },
    {
      kind: 'fee',
      code: 'service_fee',
      label: 'Service charge',
      night: null,
      quantity: 1,
      unit_price: 11_600,
      amount: 11_600,
    },
  ],
  rooms_subtotal: 91_600,
  extras_subtotal: 0,
  fees_total: 11_600,
  paid_amount: 103_200,
  refund_amount: 0,
  pay_time: 1_795_000_100,
  cancel_time: null,
  cancel_reason: '',
  pay_channels: ['balance'],
};

describe('order fields (SPEC §3)', () => {
  it('lists every SPEC §3 field once, in its order, who booked after the user account', () => {
    expect(ORDER_FIELD_KEYS).toHaveLength(32);
    expect(new Set(ORDER_FIELD_KEYS).size).toBe(32);
    expect(ORDER_FIELD_KEYS.indexOf('booked_by')).toBe(ORDER_FIELD_KEYS.indexOf('user_account') + 1);
  });

  it('names who booked: the account holder, a team member, a deleted one; never "Me" in a field', () => {
    const bookedBy = (order: OrderDetail, lang: Lang = 'en') =>
      orderFields(order, format(lang)).find((row) => row.key === 'booked_by')?.value;
    expect(bookedBy(ORDER)).toBe('demo');
    const booker = { id: 9, username: 'wangfang', nickname: '王芳', self: true, sub_account: true, deleted: false };
    expect(bookedBy({ ...ORDER, booked_by: booker })).toBe('王芳 (wangfang)');
    expect(bookedBy({ ...ORDER, booked_by: { ...booker, deleted: true } }, 'zh-cn')).toBe('王芳（wangfang）（已删除）');
  });

  it('gives English labels and values', () => {
    const rows = Object.fromEntries(orderFields(ORDER, format('en')).map((r) => [r.label, r.value]));
    expect(rows).toMatchObject({
      'Booking ID': 'HB26121812345678',
      'Hotel confirmation code': 'None',
      'Hotel name': 'Bund Hotel',
      'Room type': 'Deluxe King',
      'Meal type': 'Breakfast',
      'Check-in/out dates': 'Dec 18, 2026 – Dec 20, 2026',
      'Room nights': '2 (2 × 1)',
      'Guest count': '3',
      Children: '1 (ages 5)',
      'Guest full names': 'Li Lei, Han Meimei, Li Xiaoming',
      'Total price': '¥1,032.00',
      'Order status': 'Paid',
      'Contact phone': '+86 13800138000',
      Nationality: 'China',
      Address: 'None',
      'Price per night': '¥458.00',
      Operator: 'None',
      'Booked by': 'demo',
    });
    expect(Object.keys(rows)).toHaveLength(32);
  });

  it('gives Chinese labels and values', () => {
    const rows = Object.fromEntries(orderFields(ORDER, format('zh-cn')).map((r) => [r.label, r.value]));
    expect(rows).toMatchObject({
      预订号: 'HB26121812345678',
      酒店确认号: '无',
      '入住/离店日期': '2026年12月18日 至 2026年12月20日',
      间夜数: '2（2 晚 × 1 间）',
      儿童: '1（5 岁）',
      入住人姓名: 'Li Lei、Han Meimei、Li Xiaoming',
      总价: '¥1,032.00',
      每晚价格: '¥458.00',
      预订人: 'demo',
    });
    expect(Object.keys(rows)).toHaveLength(32);
  });

  it('writes a price line as one line of text', () => {
    expect(ORDER.lines.map(priceLineText)).toEqual([
      '2026-12-18 Room 458.00 × 1 = 458.00',
      'Service charge 116.00 × 1 = 116.00',
    ]);
  });

  it('writes a CSV a spreadsheet reads as shown: empty cells empty, the phone without a visible guard', () => {
    const o = fixedT(i18n, 'zh-cn', 'order');
    const [header = '', row = ''] = ordersCsv([ORDER], 'zh-cn', (key, params) => o(key, params))
      .slice(1)
      .split('\r\n');
    const cells = row.split(',');
    const at = (key: string) => cells[header.split(',').indexOf(o(`field.${key}`))];
    expect(at('contact_phone')).toBe('(+86) 13800138000');
    expect(at('hotel_confirmation_code')).toBe('');
    expect(at('room_number')).toBe('');
    expect(at('zip')).toBe('');
    expect(row).not.toContain("'");
    expect(row).not.toContain(o('None'));
  });
});
