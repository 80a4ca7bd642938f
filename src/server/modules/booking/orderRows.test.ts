import { describe, expect, it } from 'vitest';
import { type BookingDraft, carServiceRows, guestRows, orderRow, priceLineRows } from './orderRows';
import type { QuoteAnswer } from './quote';

const NOW = 1_780_000_000;

const draft = {
  request: {
    hotel: { id: 7, city_id: 3, time_zone: 'Asia/Shanghai' },
    roomType: { id: 21, meal_type: 'none', bed_type: 'twin' },
    stay: { checkin: '2026-12-10', checkout: '2026-12-13' },
    nights: 3,
    party: { rooms: 2, adults: 3, childAges: [6, 9] },
    extras: { breakfast: true, extraBeds: 1 },
    settings: { orderExpireMinutes: 30 },
    cars: [
      {
        service: 'transfer',
        direction: 'arrival',
        car: { id: 4 },
        placeId: 12,
        day: '2026-12-10',
        days: 1,
        time: '14:30',
        number: 'MU5101',
      },
      { service: 'rental', direction: '', car: { id: 5 }, placeId: 13, day: '2026-12-11', days: 2, time: '09:00' },
    ],
  },
  contact: {
    request_id: 'req-1',
    guest_names: ['Li Lei', 'Han Meimei', 'Wang Fang', 'Li Xiaoming', 'Li Xiaohong'],
    contact_person: '李雷',
    contact_area_code: '86',
    contact_phone: '13800138000',
    email: 'guest@example.com',
    nationality: 'CN',
    city: '上海',
    address: '',
    zip: '',
    special_requests: '',
    quote_hash: 'q',
  },
  snapshot: '{"hotel":{}}',
  carSnapshots: [{ car: { code: 'A' } }],
} as unknown as BookingDraft;

const quote = {
  currency: 'CNY',
  rooms_subtotal: 300_000,
  extras_subtotal: 20_000,
  fees_total: 1_000,
  cars_subtotal: 50_000,
  total: 371_000,
  price_per_night: 50_000,
  quote_hash: 'q',
  lines: [
    { kind: 'room', code: '', night: '2026-12-10', quantity: 2, unit_price: 50_000, amount: 100_000 },
    { kind: 'fee', code: 'service', night: '', quantity: 1, unit_price: 1_000, amount: 1_000 },
  ],
  car_services: [
    { unit_price: 20_000, amount: 20_000 },
    { unit_price: 15_000, amount: 30_000 },
  ],
} as unknown as QuoteAnswer;

describe('a booking’s rows', () => {
  it('the order: a sub-account books on its main account’s wallet, and who booked it is kept', () => {
    const row = orderRow(
      { id: 9, parent_id: 2, username: 'demo_lina', nickname: '李娜' },
      draft,
      quote,
      'HB20261201000001',
      NOW,
    );
    expect(row).toMatchObject({
      booking_id: 'HB20261201000001',
      request_id: 'req-1',
      user_id: 2,
      booked_by: 9,
      booked_by_nickname: '李娜',
      hotel_id: 7,
      room_type_id: 21,
      room_nights: 6,
      children: 2,
      child_ages: '6,9',
      breakfast: 1,
      extra_beds: 1,
      total_price: 371_000,
      cars_subtotal: 50_000,
      snapshot: '{"hotel":{}}',
      expire_time: NOW + 30 * 60,
      pay_time: null,
    });
    expect(
      orderRow({ id: 2, parent_id: null, username: 'demo', nickname: '演示会员' }, draft, quote, 'x', NOW),
    ).toMatchObject({ user_id: 2, booked_by: 2 });
  });

  it('the guests: adults one per room in turn, then the children with their ages', () => {
    const { contact, request } = draft;
    const rows = guestRows(5, contact.guest_names, request.party.adults, request.party.childAges, request.party.rooms);
    expect(rows.map((row) => [row.position, row.room_no, row.is_child, row.age])).toEqual([
      [1, 1, 0, null],
      [2, 2, 0, null],
      [3, 1, 0, null],
      [4, 1, 1, 6],
      [5, 2, 1, 9],
    ]);
    expect(rows.every((row) => row.order_id === 5)).toBe(true);
  });

  it('the price lines numbered from 1, as the quote has them', () => {
    expect(priceLineRows(5, quote)).toEqual([
      {
        order_id: 5,
        position: 1,
        kind: 'room',
        code: '',
        night: '2026-12-10',
        quantity: 2,
        unit_price: 50_000,
        amount: 100_000,
      },
      {
        order_id: 5,
        position: 2,
        kind: 'fee',
        code: 'service',
        night: '',
        quantity: 1,
        unit_price: 1_000,
        amount: 1_000,
      },
    ]);
  });

  it('the car services with their quoted prices and snapshots, every guest a passenger', () => {
    const rows = carServiceRows(5, draft, quote, 5);
    expect(rows).toMatchObject([
      {
        position: 1,
        service: 'transfer',
        direction: 'arrival',
        car_id: 4,
        place_id: 12,
        time: '14:30',
        number: 'MU5101',
        passengers: 5,
        amount: 20_000,
        snapshot: '{"car":{"code":"A"}}',
      },
      {
        position: 2,
        service: 'rental',
        direction: '',
        car_id: 5,
        days: 2,
        passengers: 5,
        unit_price: 15_000,
        amount: 30_000,
        snapshot: '{}',
      },
    ]);
  });
});
