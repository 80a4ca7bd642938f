import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelCard, HotelListData } from '~/contract/hotel';
import en from '~/i18n/en/hotel.json';
import { pickKeys } from '~/lib/i18n/dictionary';
import HotelResults, { type HotelResultsProps } from './HotelResults';
import { LIST_TEXT_KEYS, listView } from './listView';
import { DEFAULT_SEARCH, type SearchState } from './searchQuery';

const request = vi.fn();
vi.mock('~/features/site', () => ({ getBrowserApi: () => ({ client: { request } }) }));

const card = (id: number, name: string, star: number): HotelCard => ({
  id,
  name,
  star,
  rating: 4.6,
  review_count: 120,
  area: 'The Bund',
  city: { id: 1, code: 'shanghai', name: 'Shanghai' },
  distance_m: 1700,
  photo: null,
  facilities: [{ code: 'wifi', name: 'Free Wi-Fi' }],
  offer: {
    room_type_id: id * 10,
    room_type: 'King',
    meal_type: 'none',
    meal_type_text: 'Room only',
    price_per_night: 129000,
    stay_total: 150414,
    free_cancel_until: null,
    rooms_left: null,
  },
  sold_out: false,
});

const answer = (list: HotelCard[]): HotelListData => ({
  list,
  total: list.length,
  currency: 'CNY',
  stay: { checkin: '2027-01-04', checkout: '2027-01-05', nights: 1 },
  party: { rooms: 1, adults: 2, children: 0, child_ages: [] },
  city: { id: 1, code: 'shanghai', name: 'Shanghai' },
  filters: { facilities: [{ code: 'wifi', name: 'Free Wi-Fi' }], meal_types: [], price: null },
});

const text = pickKeys({ hotel: en }, 'hotel', LIST_TEXT_KEYS);
const format = {
  lang: 'en' as const,
  t: (key: string) => key,
  cdnUrl: '',
  zones: { 1: 'Asia/Shanghai' },
  siteZone: 'Asia/Shanghai',
};
const state: SearchState = { ...DEFAULT_SEARCH, city: 'shanghai', checkin: '2027-01-04', checkout: '2027-01-05' };
const first = [card(1, 'Riverside', 5), card(2, 'Garden Inn', 3)];

function props(): HotelResultsProps {
  return {
    lang: 'en',
    state,
    apiCity: 'shanghai',
    view: listView({ code: 1, msg: '', time: 0, data: answer(first) }, state, { ...format }),
    currencySymbol: '¥',
    searchFormId: 'list-search-form',
    cdnUrl: '',
    zones: { 1: 'Asia/Shanghai' },
    siteZone: 'Asia/Shanghai',
    text,
    pagerText: {
      records: '{{total}} records',
      recordsOne: '{{total}} record',
      pageOf: 'Page {{page}} of {{pages}}',
      label: 'Pagination',
      previous: 'Previous page',
      next: 'Next page',
      perPage: 'Per page',
      show: 'Show',
    },
  };
}

/** A request that answers when `resolve` is called. */
function pending() {
  let resolve: (value: unknown) => void = () => undefined;
  request.mockImplementationOnce(() => new Promise((done) => (resolve = done)));
  return (value: unknown) => act(async () => resolve(value));
}

beforeEach(() => {
  request.mockReset();
  window.history.replaceState(null, '', '/hotel/list?city=shanghai&checkin=2027-01-04&checkout=2027-01-05');
});
afterEach(cleanup);

describe('HotelResults', () => {
  it('renders the server’s cards, count and the filters the search box sends along', () => {
    const { container } = render(<HotelResults {...props()} />);
    expect(screen.getAllByTestId('hotel-card')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: '2 hotels' })).toBeTruthy();
    // Without filters the search box carries nothing; the sort form carries the search.
    expect(container.querySelectorAll('input[form="list-search-form"]')).toHaveLength(0);
  });

  it('a filter loads the list in place: busy, URL pushed, new cards, count announced', async () => {
    const { container } = render(<HotelResults {...props()} />);
    const answerWith = pending();
    await act(async () => fireEvent.click(screen.getByTestId('filter-star-5')));
    expect(screen.getByTestId('hotel-results').getAttribute('aria-busy')).toBe('true');
    expect(window.location.search).toBe('?city=shanghai&checkin=2027-01-04&checkout=2027-01-05&star=5');
    const [path, options] = request.mock.calls[0] as [string, { query: Record<string, unknown> }];
    expect(path).toBe('hotel/list');
    expect(options.query).toMatchObject({ city: 'shanghai', search: [{ field: 'star', operator: 'IN', val: '5' }] });
    await answerWith({ code: 1, msg: '', time: 0, data: answer([card(1, 'Riverside', 5)]) });
    expect(screen.getByTestId('hotel-results').getAttribute('aria-busy')).toBe('false');
    expect(screen.getAllByTestId('hotel-card')).toHaveLength(1);
    expect(screen.getByTestId('hotel-list-announce').textContent).toBe('1 hotel');
    // The search box now sends the filter along.
    const carried = container.querySelector<HTMLInputElement>('input[form="list-search-form"]');
    expect([carried?.name, carried?.value]).toEqual(['star', '5']);
  });

  it('clearing the filters unticks them', async () => {
    render(<HotelResults {...props()} state={{ ...state, stars: [5] }} />);
    const star = screen.getByTestId('filter-star-5') as HTMLInputElement;
    expect(star.checked).toBe(true);
    request.mockResolvedValueOnce({ code: 1, msg: '', time: 0, data: answer(first) });
    await act(async () => fireEvent.click(screen.getByTestId('filters-clear')));
    expect(window.location.search).toBe('?city=shanghai&checkin=2027-01-04&checkout=2027-01-05');
    expect((screen.getByTestId('filter-star-5') as HTMLInputElement).checked).toBe(false);
  });

  it('only the latest of two quick changes is shown', async () => {
    render(<HotelResults {...props()} />);
    const slow = pending();
    const fast = pending();
    await act(async () => fireEvent.click(screen.getByTestId('filter-star-5')));
    await act(async () => fireEvent.click(screen.getByTestId('filter-star-4')));
    await fast({ code: 1, msg: '', time: 0, data: answer([card(3, 'Harbour View', 4)]) });
    await slow({ code: 1, msg: '', time: 0, data: answer([card(1, 'Riverside', 5)]) });
    expect(screen.getByText('Harbour View')).toBeTruthy();
    expect(screen.queryByText('Riverside')).toBeNull();
  });

  it('an unreachable API shows the error state, and Try again loads the same search', async () => {
    render(<HotelResults {...props()} />);
    request.mockRejectedValueOnce(new Error('offline'));
    await act(async () => fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'price_asc' } }));
    expect(screen.getByTestId('hotel-list-error').textContent).toContain('Please try again later.');
    request.mockResolvedValueOnce({ code: 1, msg: '', time: 0, data: answer(first) });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Try again' })));
    expect(request).toHaveBeenCalledTimes(2);
    expect((request.mock.calls[1] as [string, { query: Record<string, unknown> }])[1].query.order).toBe('price,asc');
    expect(screen.getAllByTestId('hotel-card')).toHaveLength(2);
  });

  it('a refused parameter shows the API’s message', async () => {
    render(<HotelResults {...props()} />);
    request.mockResolvedValueOnce({ code: 0, msg: 'The price range is not valid', time: 0, data: { field: 'price' } });
    await act(async () => fireEvent.click(screen.getByTestId('filter-free-cancel')));
    expect(screen.getByTestId('hotel-list-invalid').textContent).toBe('The price range is not valid');
  });

  it('the back button loads the search of the URL', async () => {
    render(<HotelResults {...props()} />);
    request.mockResolvedValueOnce({ code: 1, msg: '', time: 0, data: answer([card(1, 'Riverside', 5)]) });
    window.history.replaceState(null, '', '/hotel/list?city=shanghai&checkin=2027-01-04&checkout=2027-01-05&star=5');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect((request.mock.calls[0] as [string, { query: Record<string, unknown> }])[1].query.search).toEqual([
      { field: 'star', operator: 'IN', val: '5' },
    ]);
    expect((screen.getByTestId('filter-star-5') as HTMLInputElement).checked).toBe(true);
  });
});
