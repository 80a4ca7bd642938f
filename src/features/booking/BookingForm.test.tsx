import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Quote } from '~/contract/hotel';
import validate from '~/i18n/en/validate.json';
import { $notifications, dismissAll } from '~/stores/notifications';
import BookingForm, { type BookingFormProps } from './BookingForm';

const quote: Quote = {
  hotel_id: 3,
  room_type_id: 7,
  checkin: '2027-01-04',
  checkout: '2027-01-06',
  nights: 2,
  rooms: 1,
  adults: 2,
  children: 0,
  child_ages: [],
  breakfast: 0,
  extra_beds: 0,
  currency: 'CNY',
  lines: [
    { kind: 'night', code: 'room', label: 'Room', night: '2027-01-04', quantity: 1, unit_price: 45800, amount: 45800 },
    { kind: 'night', code: 'room', label: 'Room', night: '2027-01-05', quantity: 1, unit_price: 50000, amount: 50000 },
    {
      kind: 'fee',
      code: 'service_fee',
      label: 'Service charge',
      night: null,
      quantity: 1,
      unit_price: 9580,
      amount: 9580,
    },
  ],
  rooms_subtotal: 95800,
  extras_subtotal: 0,
  fees_total: 9580,
  cars_subtotal: 0,
  car_services: [],
  total: 105380,
  price_per_night: 47900,
  cancellation: { free_cancel_until: null, checkin_at: 0, segments: [], text: 'No refund after booking.' },
  rooms_left: 5,
  quote_hash: 'a'.repeat(32),
};

const props: BookingFormProps = {
  action: '/hotel/booking',
  lang: 'en',
  request: {
    roomTypeId: 7,
    hotelId: 3,
    checkin: '2027-01-04',
    checkout: '2027-01-06',
    rooms: 1,
    adults: 2,
    childAges: [],
    breakfast: false,
    extraBeds: 0,
    cars: {},
  },
  quote,
  offers: { breakfast: true, extraBeds: false },
  carOffers: undefined,
  countries: [
    { value: 'CN', label: 'China' },
    { value: 'US', label: 'United States' },
  ],
  values: { contact_area_code: '86', nationality: 'CN', request_id: '0b5f7c1e-8a8e-4c1e-9d7a-1f2e3d4c5b6a' },
  fieldErrors: {},
  formError: undefined,
  stale: undefined,
  text: {
    form: 'Booking form',
    extras: 'Extras',
    breakfast: 'Add breakfast',
    extraBeds: 'Extra beds',
    guests: 'Guests',
    guest: 'Guest {{number}}: full name',
    guestHint: 'As on the passport.',
    contact: 'Contact details',
    contactPerson: 'Contact person',
    areaCode: 'Calling code',
    phone: 'Mobile number',
    email: 'E-mail',
    nationality: 'Nationality',
    city: 'City',
    address: 'Address',
    zip: 'Postcode',
    specialRequests: 'Special requests',
    specialHint: 'No promise.',
    optional: ' (optional)',
    recalculate: 'Recalculate',
    book: 'Book now',
    cancellation: 'Cancellation policy',
    breakdown: {
      title: 'Price breakdown',
      night: 'Room, night of {{night}}',
      total: 'Total',
      times: '{{count}} × {{price}}',
    },
    quoteFailed: 'Could not update the price.',
    cars: {
      legend: 'Car services',
      intro: 'Add a transfer.',
      arrival: 'Arrival transfer on {{day}}',
      departure: 'Departure transfer on {{day}}',
      noArrival: 'No arrival transfer',
      noDeparture: 'No departure transfer',
      arrivalOption: '{{place}} → hotel · {{car}} ({{category}}, {{seats}} seats) · {{price}}',
      departureOption: 'Hotel → {{place}} · {{car}} ({{category}}, {{seats}} seats) · {{price}}',
      arrivalTime: 'Arrival time',
      departureTime: 'Pick-up time at the hotel',
      number: 'Flight or train number',
      timeHint: 'Local time at the hotel.',
      rental: 'Car hire during your stay',
      noRental: 'No car hire',
      rentalOption: '{{car}} ({{category}}, {{seats}} seats, {{driver}}) · {{price}} a day',
      withDriver: 'with driver',
      selfDrive: 'self-drive',
      rentalFrom: 'First day',
      rentalDays: 'Days',
      days: ['1 day', '2 days', '3 days'],
      rentalTime: 'Pick-up time at the hotel',
      rentalHint: 'Delivered to the hotel.',
      optional: ' (optional)',
    },
  },
  validate,
};

afterEach(() => {
  act(() => dismissAll());
  cleanup();
});

const form = () => screen.getByRole('form', { name: 'Booking form' }) as HTMLFormElement;
const hidden = (name: string) => (form().elements.namedItem(name) as HTMLInputElement).value;

describe('BookingForm island', () => {
  it('renders the plain form the server handles: hidden request, one name per guest, the breakdown', () => {
    render(<BookingForm {...props} fieldErrors={{ email: 'Taken' }} stale="The price has changed." />);
    expect(form().method).toBe('post');
    expect(hidden('room_type_id')).toBe('7');
    expect(hidden('quote_hash')).toBe('a'.repeat(32));
    expect(hidden('request_id')).toBe(props.values.request_id);
    expect(screen.getByLabelText('Guest 2: full name').getAttribute('name')).toBe('guest_names[1]');
    expect(screen.getAllByTestId('line-room')).toHaveLength(2);
    expect(screen.getByTestId('quote-total').textContent).toContain('1,053.80');
    expect(screen.getByTestId('quote-stale').textContent).toBe('The price has changed.');
    expect(screen.getByTestId('booking-email-error').textContent).toBe('Taken');
    // Book comes before Recalculate: Enter in a field books.
    const buttons = [...form().querySelectorAll('button[type="submit"]')].map((button) => button.getAttribute('value'));
    expect(buttons).toEqual(['book', 'quote']);
  });

  it('checks a field when it is left, and blocks a Book with the messages beside the fields', () => {
    render(<BookingForm {...props} />);
    const phone = screen.getByLabelText('Mobile number');
    fireEvent.input(phone, { target: { value: '123' } });
    fireEvent.blur(phone);
    expect(screen.getByTestId('booking-phone-error').textContent).toBe('Enter a valid mobile number');

    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => {
      form().dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true);
    expect(screen.getByTestId('booking-guest-0-error').textContent).toBe('Enter one full name for each guest');
    expect(screen.getByTestId('booking-contact-error').textContent).toBe('Enter your contact name');
    expect($notifications.get().at(-1)?.message).toBe('Illegal input');
  });

  it('checks the car services chosen after the page was drawn: a hire needs its pick-up time', () => {
    const car = {
      id: 4,
      name: 'Lavida',
      summary: '',
      category: 'economy',
      category_text: 'Economy',
      seats: 4,
      doors: 4,
      luggage: 2,
      transmission: 'automatic',
      transmission_text: 'Automatic',
      energy: 'petrol',
      energy_text: 'Petrol',
      range_km: null,
      with_driver: false,
      services: ['rental' as const],
      price_per_day: 26_000,
      price_per_transfer: null,
      currency: 'CNY',
      city: { id: 1, code: 'shanghai', name: 'Shanghai' },
      photo: null,
    };
    const carOffers = {
      hotel_id: 3,
      currency: 'CNY',
      cars: [{ ...car, hubs: [] }],
      arrival: [],
      departure: [],
      rental: [{ car_id: car.id, price_per_day: 26_000, deposit: 300_000, free_days: ['2027-01-04'] }],
    };
    render(<BookingForm {...props} carOffers={carOffers} />);
    expect(screen.getByLabelText('First day').getAttribute('name')).toBe('rental_from');
    const hire = screen.getByTestId('booking-rental_car-select') as HTMLSelectElement;
    hire.value = '4';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => {
      form().dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true);
    expect(screen.getByTestId('booking-rental_time-error').textContent).toBe(
      'Enter your hand-over time of the hired car',
    );
  });
});
