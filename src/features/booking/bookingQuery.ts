/**
 * The booking page's request (`/hotel/booking?room_type_id=…&checkin=…&checkout=…&rooms=…&adults=…&child_ages=…`,
 * design §10.2) and the booking form's field rules. Pure and browser-safe: the page's loader, its form handler and
 * the `BookingForm` island read the same way.
 */
import type { z } from 'zod/mini';
import { readBookingContact } from '~/contract/orderInput';
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_ROOMS } from '~/features/hotel';
import { isCalendarDay } from '~/lib/format/calendarDays';
import type { Validatable } from '~/lib/validation/formErrors';
import { fieldLabelKey, type ValidationIssue } from '~/lib/validation/issues';
import { type CarPicks, carLogisticsIssues, carPickParams, parseCarPicks } from './bookingCars';

export interface BookingRequest {
  roomTypeId: number;
  /** The hotel the Book link came from (for the way back when the room is sold out); 0 when unknown. */
  hotelId: number;
  checkin: string;
  checkout: string;
  rooms: number;
  adults: number;
  childAges: number[];
  breakfast: boolean;
  extraBeds: number;
  /** The car transfers added to the booking (`bookingCars.ts`). */
  cars: CarPicks;
}

type Params = { get(name: string): FormDataEntryValue | null };

const whole = (raw: FormDataEntryValue | null | undefined, min: number, max: number, fallback: number): number => {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,7}$/.test(text)) return fallback;
  const value = Number(text);
  return value >= min && value <= max ? value : fallback;
};

/** The request of a query string or a posted form; undefined without a room type or a readable stay. */
export function parseBooking(params: Params): BookingRequest | undefined {
  const roomTypeId = whole(params.get('room_type_id'), 1, 999_999_999, 0);
  const read = (name: string) => {
    const value = params.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const checkin = read('checkin');
  const checkout = read('checkout');
  if (roomTypeId === 0 || !isCalendarDay(checkin) || !isCalendarDay(checkout) || checkout <= checkin) return undefined;
  const rawAges = read('child_ages');
  const childAges = rawAges === '' ? [] : rawAges.split(',').map((age) => whole(age, 0, MAX_CHILD_AGE, -1));
  if (childAges.includes(-1) || childAges.length > MAX_CHILDREN) return undefined;
  const rooms = whole(params.get('rooms'), 1, MAX_ROOMS, 1);
  return {
    roomTypeId,
    hotelId: whole(params.get('hotel_id'), 1, 999_999_999, 0),
    checkin,
    checkout,
    rooms,
    adults: whole(params.get('adults'), 1, MAX_ADULTS, 2),
    childAges,
    breakfast: params.get('breakfast') === '1',
    extraBeds: whole(params.get('extra_beds'), 0, rooms, 0),
    cars: parseCarPicks(params),
  };
}

/** The stay and party of a request as the API reads them (docs/api.md §1.10): `hotel/quote`, `car/offers`. */
export function stayPartyParams(request: BookingRequest): Record<string, string | number> {
  return {
    checkin: request.checkin,
    checkout: request.checkout,
    rooms: request.rooms,
    adults: request.adults,
    children: request.childAges.length,
    ...(request.childAges.length > 0 ? { child_ages: request.childAges.join(',') } : {}),
  };
}

/** The request as `hotel/quote` and `order/create` read it (docs/api.md §1.10, §12). */
export function quoteParams(request: BookingRequest): Record<string, string | number> {
  return {
    room_type_id: request.roomTypeId,
    ...stayPartyParams(request),
    breakfast: request.breakfast ? 1 : 0,
    extra_beds: request.extraBeds,
    ...carPickParams(request.cars),
  };
}

/** The page's URL of a request: the login round trip and the "Recalculate" redirect come back to it. */
export function bookingHref(request: BookingRequest): string {
  const query = new URLSearchParams(Object.entries(quoteParams(request)).map(([key, value]) => [key, String(value)]));
  if (query.get('children') === '0') query.delete('children');
  if (query.get('breakfast') === '0') query.delete('breakfast');
  if (query.get('extra_beds') === '0') query.delete('extra_beds');
  if (request.hotelId > 0) query.set('hotel_id', String(request.hotelId));
  return `/hotel/booking?${query.toString()}`;
}

/**
 * Where a posted booking form comes back to when the member must log in first (the session ended while the form
 * was open): the GET page of the same room, stay, party and extras; the bare page when the form names none.
 */
export function bookingReturnHref(params: Params): string {
  const request = parseBooking(params);
  return request ? bookingHref(request) : '/hotel/booking';
}

export const guestCount = (request: Pick<BookingRequest, 'adults' | 'childAges'>): number =>
  request.adults + request.childAges.length;

/** The name of the i-th guest's field: PHP-style, as `order/create` reads it. */
export const guestField = (index: number): string => `guest_names[${index}]`;

/** The person's fields the form checks (hidden ones are the server's business). */
export const CONTACT_FIELDS = [
  'contact_person',
  'contact_area_code',
  'contact_phone',
  'email',
  'nationality',
  'city',
  'address',
  'zip',
  'special_requests',
] as const;

/** Values every rule accepts: each field is checked alone against them, so every field gets its own message. */
const ACCEPTED: Record<string, string> = {
  contact_person: 'A',
  contact_area_code: '86',
  contact_phone: '13800138000',
  email: 'guest@example.com',
  nationality: 'CN',
  quote_hash: '0'.repeat(32),
  request_id: '',
};

/**
 * Every problem of the form's values with the shared rules of `order/create` (`readBookingContact`, and the chosen
 * transfers' times and numbers), one per field, keyed by the field's name (`guest_names[i]` for a guest).
 */
export function bookingIssues(
  values: Record<string, unknown>,
  guests: number,
  isCountry: (code: string) => boolean,
  cars: CarPicks = {},
): ValidationIssue[] {
  const names = Array.from({ length: guests }, (_, index) => values[guestField(index)] ?? '');
  const issues: ValidationIssue[] = [];
  const check = (field: string, params: Record<string, unknown>, expected: string) => {
    const read = readBookingContact(
      { ...ACCEPTED, guest_names: names.map(() => 'A'), ...params },
      guests,
      (code) => code === ACCEPTED.nationality || isCountry(code),
    );
    if (!read.ok && read.issue.field === expected) {
      issues.push({ ...read.issue, field, params: { field: fieldLabelKey(expected) } });
    }
  };
  names.forEach((name, index) => {
    check(guestField(index), { guest_names: names.map((_other, at) => (at === index ? name : 'A')) }, 'guest_names');
  });
  for (const field of CONTACT_FIELDS) {
    const params: Record<string, unknown> = { [field]: values[field] ?? '' };
    // The phone's rule depends on the calling code.
    if (field === 'contact_phone') params.contact_area_code = values.contact_area_code ?? '';
    check(field, params, field);
  }
  return [...issues, ...carLogisticsIssues(cars, values)];
}

/**
 * The rules as a schema for `useFormValidation` and the form handler: the issues in zod's shape. The car services
 * checked are those the form's values choose at that moment (the selects change after the page is drawn).
 */
export function bookingValidator(guests: number, isCountry: (code: string) => boolean): Validatable {
  return {
    safeParse(input: unknown) {
      const values = (input ?? {}) as Record<string, unknown>;
      const cars = parseCarPicks({ get: (name) => (typeof values[name] === 'string' ? values[name] : null) });
      const issues = bookingIssues(values, guests, isCountry, cars);
      if (issues.length === 0) return { success: true };
      const error = { issues: issues.map((issue) => ({ path: [issue.field], message: issue.key })) };
      return { success: false, error: error as unknown as z.core.$ZodError };
    },
  };
}
