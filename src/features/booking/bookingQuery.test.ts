import { describe, expect, it } from 'vitest';
import {
  bookingHref,
  bookingIssues,
  bookingReturnHref,
  bookingValidator,
  guestField,
  parseBooking,
  quoteParams,
} from './bookingQuery';

const query = (text: string) => new URLSearchParams(text);
const isCountry = (code: string) => ['CN', 'US', 'GB'].includes(code);

const valid = {
  [guestField(0)]: 'Alice Smith',
  [guestField(1)]: '张伟',
  contact_person: 'Alice Smith',
  contact_area_code: '86',
  contact_phone: '13800138000',
  email: 'alice@example.com',
  nationality: 'US',
  city: '',
  address: '',
  zip: '',
  special_requests: '',
};

describe('parseBooking', () => {
  it('reads the Book link of the detail page', () => {
    const request = parseBooking(
      query('room_type_id=7&checkin=2027-01-04&checkout=2027-01-06&rooms=1&adults=2&child_ages=5,9&hotel_id=3'),
    );
    expect(request).toEqual({
      roomTypeId: 7,
      hotelId: 3,
      checkin: '2027-01-04',
      checkout: '2027-01-06',
      rooms: 1,
      adults: 2,
      childAges: [5, 9],
      breakfast: false,
      extraBeds: 0,
      cars: {},
    });
    if (!request) throw new Error('unread');
    expect(quoteParams(request)).toMatchObject({ children: 2, child_ages: '5,9', breakfast: 0, extra_beds: 0 });
  });

  it('keeps the car transfers through the link and the API pairs', () => {
    const request = parseBooking(
      query(
        'room_type_id=7&checkin=2027-01-04&checkout=2027-01-06&transfer_in=12:3&transfer_out_car=5&transfer_out_place=9',
      ),
    );
    expect(request?.cars).toEqual({ transferIn: { car: 12, place: 3 }, transferOut: { car: 5, place: 9 } });
    if (!request) throw new Error('unread');
    expect(quoteParams(request)).toMatchObject({
      transfer_in_car: 12,
      transfer_in_place: 3,
      transfer_out_car: 5,
      transfer_out_place: 9,
    });
    expect(bookingHref(request)).toContain('transfer_in_car=12&transfer_in_place=3');
    expect(parseBooking(new URLSearchParams(bookingHref(request).split('?')[1]))?.cars).toEqual(request.cars);
  });

  it('refuses a link without a room type or a readable stay', () => {
    expect(parseBooking(query('checkin=2027-01-04&checkout=2027-01-06'))).toBeUndefined();
    expect(parseBooking(query('room_type_id=7&checkin=2027-01-06&checkout=2027-01-04'))).toBeUndefined();
    expect(parseBooking(query('room_type_id=7&checkin=2027-01-04&checkout=2027-01-06&child_ages=5,x'))).toBeUndefined();
  });

  it('keeps extra beds within the rooms and reads breakfast as a flag', () => {
    const request = parseBooking(
      query('room_type_id=7&checkin=2027-01-04&checkout=2027-01-05&rooms=2&breakfast=1&extra_beds=5'),
    );
    expect(request).toMatchObject({ rooms: 2, breakfast: true, extraBeds: 0 });
    if (!request) throw new Error('unread');
    expect(bookingHref(request)).toBe(
      '/hotel/booking?room_type_id=7&checkin=2027-01-04&checkout=2027-01-05&rooms=2&adults=2&breakfast=1',
    );
  });
});

describe('bookingIssues', () => {
  it('accepts a complete form', () => {
    expect(bookingIssues(valid, 2, isCountry)).toEqual([]);
  });

  it('names every failing field, each guest on its own', () => {
    const issues = bookingIssues(
      { ...valid, [guestField(1)]: '', contact_person: '', contact_phone: '123', email: 'x', nationality: 'ZZ' },
      2,
      isCountry,
    );
    expect(issues.map((issue) => [issue.field, issue.key])).toEqual([
      [guestField(1), 'Please enter one full name per guest'],
      ['contact_person', 'Please input field'],
      ['contact_phone', 'Please enter the correct mobile number'],
      ['email', 'email format error'],
      ['nationality', 'Please enter the correct field'],
    ]);
    expect(issues[1]?.params).toEqual({ field: 'field.contact_person' });
  });

  it('checks the phone by its calling code', () => {
    expect(bookingIssues({ ...valid, contact_area_code: '44', contact_phone: '2071234567' }, 2, isCountry)).toEqual([]);
    expect(
      bookingIssues({ ...valid, contact_area_code: '86', contact_phone: '2071234567' }, 2, isCountry),
    ).toHaveLength(1);
  });

  it('is the schema useFormValidation reads', () => {
    const schema = bookingValidator(2, isCountry);
    expect(schema.safeParse(valid)).toEqual({ success: true });
    const failed = schema.safeParse({ ...valid, zip: '<>' });
    expect(failed.success).toBe(false);
    if (!failed.success) expect(failed.error.issues[0]?.path).toEqual(['zip']);
  });
});

describe('bookingReturnHref', () => {
  it('turns a posted booking form into the GET page of the same booking', () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      op: 'book',
      room_type_id: '7',
      hotel_id: '3',
      checkin: '2027-01-04',
      checkout: '2027-01-06',
      rooms: '2',
      adults: '3',
      child_ages: '5',
      breakfast: '1',
      extra_beds: '1',
      quote_hash: 'f'.repeat(32),
      [guestField(0)]: 'Alice Smith',
      contact_phone: '13800138000',
    })) {
      form.set(key, value);
    }
    expect(bookingReturnHref(form)).toBe(
      '/hotel/booking?room_type_id=7&checkin=2027-01-04&checkout=2027-01-06&rooms=2&adults=3&children=1&child_ages=5&breakfast=1&extra_beds=1&hotel_id=3',
    );
  });
  it('is the bare page when the form names no booking', () => {
    expect(bookingReturnHref(new FormData())).toBe('/hotel/booking');
  });
});
