import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '~/i18n/en/hotel.json';
import { pickKeys } from '~/lib/i18n/dictionary';
import DateRangePicker, { DATE_TEXT_KEYS, type DateRangePickerProps } from './DateRangePicker';
import GuestPicker, { type GuestPickerProps } from './GuestPicker';

afterEach(cleanup);

const guests: GuestPickerProps = {
  id: 'home-search',
  rooms: 1,
  adults: 2,
  childCount: 0,
  ages: [],
  maxRooms: 8,
  maxAdults: 32,
  maxChildren: 6,
  ageLabels: ['Under 1', '1 year old', '2 years old', '3 years old'],
  showAges: false,
  invalid: [],
  countClass: 'col-4',
  text: {
    rooms: 'Rooms',
    adults: 'Adults',
    children: 'Children',
    ages: 'Children’s ages',
    ageOf: 'Age of child {{number}}',
    chooseAge: 'Choose an age',
  },
};

describe('GuestPicker', () => {
  it('asks for one age per child as soon as the number of children changes, keeping chosen ages', () => {
    render(<GuestPicker {...guests} />);
    const children = screen.getByTestId('home-search-children') as HTMLSelectElement;
    fireEvent.change(children, { target: { value: '2' } });
    const ages = screen.getAllByTestId('home-search-age') as HTMLSelectElement[];
    expect(ages.map((select) => select.labels?.[0]?.textContent)).toEqual(['Age of child 1', 'Age of child 2']);
    fireEvent.change(ages[0] as HTMLSelectElement, { target: { value: '3' } });
    fireEvent.change(children, { target: { value: '1' } });
    expect(screen.getAllByTestId('home-search-age')).toHaveLength(1);
    fireEvent.change(children, { target: { value: '2' } });
    expect((screen.getAllByTestId('home-search-age')[0] as HTMLSelectElement).value).toBe('3');
    fireEvent.change(children, { target: { value: '0' } });
    expect(screen.queryAllByTestId('home-search-age')).toHaveLength(0);
  });

  it('marks missing ages and describes them with the message', () => {
    render(<GuestPicker {...guests} childCount={2} ages={[1]} showAges agesMessage="Choose each age" />);
    const ages = screen.getAllByTestId('home-search-age');
    expect(ages[0]?.className).not.toContain('is-invalid');
    expect(ages[1]?.className).toContain('is-invalid');
    expect(ages[1]?.getAttribute('aria-describedby')).toBe('home-search-ages-message');
  });
});

const dates: DateRangePickerProps = {
  id: 'home-search',
  lang: 'en',
  checkin: '2027-01-04',
  checkout: '2027-01-06',
  today: '2026-12-01',
  maxDay: '2027-12-01',
  maxNights: 30,
  invalid: [],
  fieldClass: 'col-6',
  text: pickKeys({ hotel: en }, 'hotel', DATE_TEXT_KEYS),
};

describe('DateRangePicker', () => {
  // The calendar is a lazy chunk: compile it once up front, as a browser would have it cached.
  beforeAll(() => import('./RangeCalendar'));

  it('keeps the check-out after the check-in and within the longest stay', () => {
    render(<DateRangePicker {...dates} />);
    const checkin = screen.getByTestId('home-search-checkin') as HTMLInputElement;
    const checkout = screen.getByTestId('home-search-checkout') as HTMLInputElement;
    fireEvent.change(checkin, { target: { value: '2027-01-05' } });
    expect(checkout.value).toBe('2027-01-06');
    fireEvent.change(checkin, { target: { value: '2027-01-10' } });
    expect(checkout.value).toBe('2027-01-11');
    expect(checkout.min).toBe('2027-01-11');
    expect(checkout.max).toBe('2027-02-09');
  });

  it('writes both fields from the calendar and closes it', async () => {
    render(<DateRangePicker {...dates} />);
    const toggle = screen.getByTestId('home-search-calendar-toggle');
    await act(async () => fireEvent.click(toggle));
    const calendar = screen.getByRole('dialog', { name: 'Choose your dates' });
    // The calendar itself loads on first use.
    expect(await screen.findByText('2 nights')).toBeTruthy();
    const day = (iso: string) => calendar.querySelector(`[data-day="${iso}"] button`) as HTMLButtonElement;
    await act(async () => fireEvent.click(day('2027-01-12')));
    expect((screen.getByTestId('home-search-checkin') as HTMLInputElement).value).toBe('2027-01-12');
    expect(calendar.textContent).toContain('Now choose your check-out date');
    await act(async () => fireEvent.click(day('2027-01-15')));
    expect((screen.getByTestId('home-search-checkout') as HTMLInputElement).value).toBe('2027-01-15');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on Escape', async () => {
    render(<DateRangePicker {...dates} />);
    await act(async () => fireEvent.click(screen.getByTestId('home-search-calendar-toggle')));
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
