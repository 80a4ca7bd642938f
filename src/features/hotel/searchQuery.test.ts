import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasFilters, listHref, searchPairs, stayPartyPairs, toApiParams, toQuery, withoutFilters } from './searchLinks';
import { DEFAULT_SEARCH, parseSearch, parseStayParty, resetNotice, type SearchState, SORTS } from './searchQuery';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe('parseSearch', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({ state: DEFAULT_SEARCH, rejected: [] });
  });

  it('reads a whole search', () => {
    const { state, rejected } = parse(
      'city=Shanghai&checkin=2026-12-01&checkout=2026-12-03&rooms=2&adults=3&children=2&age=9&age=5' +
        '&pmin=200&pmax=800&star=5&star=4&star=5&fac=wifi&fac=pool&free_cancel=1&meal=breakfast&sort=price_asc' +
        '&page=2&limit=20',
    );
    expect(rejected).toEqual([]);
    expect(state).toEqual({
      q: '',
      city: 'shanghai',
      checkin: '2026-12-01',
      checkout: '2026-12-03',
      rooms: 2,
      adults: 3,
      children: 2,
      ages: [9, 5],
      pmin: 200,
      pmax: 800,
      stars: [4, 5],
      facilities: ['pool', 'wifi'],
      freeCancel: true,
      meals: ['breakfast'],
      sort: 'price_asc',
      page: 2,
      limit: 20,
    });
  });

  it('keeps free text as q, trimmed, and lets a city code win over it', () => {
    expect(parse('q=%20%20%E4%B8%8A%E6%B5%B7%20').state.q).toBe('上海');
    expect(parse('q=Bund&city=shanghai').state).toMatchObject({ q: '', city: 'shanghai' });
  });

  it('falls back to defaults for junk and reports it', () => {
    const { state, rejected } = parse(
      'checkin=2026-02-30&checkout=tomorrow&rooms=99&adults=-1&children=x&age=40&pmin=cheap&star=9&star=3' +
        '&fac=%3Cscript%3E&meal=caviar&free_cancel=yes&sort=random&page=0&limit=7&city=%27%3Bdrop',
    );
    expect(state).toEqual({ ...DEFAULT_SEARCH, stars: [3] });
    expect(rejected.sort()).toEqual(
      [
        'checkin',
        'checkout',
        'rooms',
        'adults',
        'children',
        'age',
        'pmin',
        'star',
        'fac',
        'meal',
        'free_cancel',
        'sort',
        'page',
        'limit',
        'city',
      ].sort(),
    );
  });

  it('drops a stay with one day missing or ending before it starts', () => {
    expect(parse('checkin=2026-12-01').state.checkin).toBeUndefined();
    const backwards = parse('checkin=2026-12-03&checkout=2026-12-01');
    expect(backwards.state).toMatchObject({ checkin: undefined, checkout: undefined });
    expect(backwards.rejected).toEqual(['checkout']);
  });

  it('keeps ages in order, at most one per child, and stops at the first missing one', () => {
    expect(parse('children=1&age=4&age=7').state.ages).toEqual([4]);
    expect(parse('children=3&age=4&age=&age=7').state.ages).toEqual([4]);
    expect(parse('children=2').state).toMatchObject({ children: 2, ages: [] });
  });

  it('swaps a price range given the wrong way round and treats 0 as no minimum', () => {
    expect(parse('pmin=900&pmax=300').state).toMatchObject({ pmin: 300, pmax: 900 });
    expect(parse('pmin=0&pmax=300').state).toMatchObject({ pmin: undefined, pmax: 300 });
  });

  it('turns an over-long text into no text', () => {
    expect(parse(`q=${'x'.repeat(51)}`)).toEqual({ state: DEFAULT_SEARCH, rejected: ['q'] });
  });
});

describe('canonical query', () => {
  it('drops defaults and sorts repeated values', () => {
    expect(toQuery(parse('star=5&star=3&sort=popularity&page=1&limit=10&rooms=1&adults=2').state).toString()).toBe(
      'star=3&star=5',
    );
    expect(listHref(DEFAULT_SEARCH)).toBe('/hotel/list');
    expect(listHref({ ...DEFAULT_SEARCH, q: '上海' })).toBe('/hotel/list?q=%E4%B8%8A%E6%B5%B7');
  });

  it('writes parts for forms that edit the others', () => {
    const { state } = parse('city=beijing&star=4&sort=rating&page=3');
    expect(searchPairs(state, { filters: false, paging: false })).toEqual([
      ['city', 'beijing'],
      ['sort', 'rating'],
    ]);
    expect(stayPartyPairs({ ...state, children: 1, ages: [6] })).toEqual([
      ['children', '1'],
      ['age', '6'],
    ]);
  });

  const states = fc.record<SearchState>({
    q: fc.constantFrom('', '上海', 'Bund hotel'),
    city: fc.constantFrom('', 'shanghai', 'xian'),
    checkin: fc.constant(undefined),
    checkout: fc.constant(undefined),
    rooms: fc.integer({ min: 1, max: 8 }),
    adults: fc.integer({ min: 1, max: 32 }),
    children: fc.integer({ min: 0, max: 6 }),
    ages: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 6 }),
    pmin: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
    pmax: fc.option(fc.integer({ min: 5000, max: 9000 }), { nil: undefined }),
    stars: fc.uniqueArray(fc.integer({ min: 1, max: 5 })).map((a) => a.sort()),
    facilities: fc.uniqueArray(fc.constantFrom('gym', 'pool', 'wifi')).map((a) => a.sort()),
    freeCancel: fc.boolean(),
    meals: fc.uniqueArray(fc.constantFrom('breakfast', 'none')).map((a) => a.sort()),
    sort: fc.constantFrom(...SORTS),
    page: fc.integer({ min: 1, max: 1000 }),
    limit: fc.constantFrom(10, 20, 50),
  });

  it('parse ↔ canonical: a canonical query reads back to the same query (property)', () => {
    fc.assert(
      fc.property(states, (state) => {
        const query = toQuery(state).toString();
        const again = parseSearch(new URLSearchParams(query));
        expect(again.rejected).toEqual([]);
        expect(toQuery(again.state).toString()).toBe(query);
      }),
    );
  });

  it('any junk query parses without throwing and its canonical form is stable (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('q', 'city', 'rooms', 'age', 'star', 'pmin', 'sort', 'page'), fc.string())),
        (pairs) => {
          const once = toQuery(parseSearch(new URLSearchParams(pairs)).state).toString();
          expect(toQuery(parseSearch(new URLSearchParams(once)).state).toString()).toBe(once);
        },
      ),
    );
  });
});

describe('API parameters', () => {
  it('sends the city, the party, the filters as search[] and the order', () => {
    const { state } = parse(
      'city=shanghai&checkin=2026-12-01&checkout=2026-12-03&children=2&age=9&age=5&pmin=200&pmax=800&star=4' +
        '&fac=wifi&free_cancel=1&meal=breakfast&sort=price_desc&page=2',
    );
    expect(toApiParams(state)).toEqual({
      city: 'shanghai',
      checkin: '2026-12-01',
      checkout: '2026-12-03',
      rooms: 1,
      adults: 2,
      children: 2,
      child_ages: '9,5',
      search: [
        { field: 'price', operator: 'RANGE', val: '20000,80000' },
        { field: 'star', operator: 'IN', val: '4' },
        { field: 'facility', operator: 'FIND_IN_SET', val: 'wifi' },
        { field: 'free_cancel', operator: '=', val: '1' },
        { field: 'meal_type', operator: 'IN', val: 'breakfast' },
      ],
      order: 'price,desc',
      page: 2,
      limit: 10,
    });
  });

  it('sends free text as the keyword unless it resolved to a city, and an open price end as empty', () => {
    const { state } = parse('q=Bund&pmax=500');
    expect(toApiParams(state)).toMatchObject({ keyword: 'Bund', search: [{ val: ',50000' }] });
    expect(toApiParams(state, 'shanghai')).toMatchObject({ city: 'shanghai' });
    expect(toApiParams(state, 'shanghai')).not.toHaveProperty('keyword');
  });

  it('knows when filters are set and clears them', () => {
    const { state } = parse('city=xian&star=4&page=3');
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters(withoutFilters(state))).toBe(false);
    expect(withoutFilters(state).page).toBe(1);
    expect(parseStayParty(new URLSearchParams('rooms=2')).state.rooms).toBe(2);
  });
});

describe('resetNotice', () => {
  it('says the dates were reset when a link had them reversed', () => {
    const { rejected } = parseStayParty(new URLSearchParams('checkin=2030-05-10&checkout=2030-05-08'));
    expect(resetNotice(rejected)).toBe('Dates reset');
  });
  it('says the dates were reset when one is not a day', () => {
    expect(resetNotice(parseStayParty(new URLSearchParams('checkin=2030-13-40&checkout=2030-05-08')).rejected)).toBe(
      'Dates reset',
    );
  });
  it('says settings were reset for anything else, and nothing when all was read', () => {
    expect(resetNotice(parseStayParty(new URLSearchParams('rooms=99')).rejected)).toBe('Search settings reset');
    expect(
      resetNotice(parseStayParty(new URLSearchParams('checkin=2030-05-08&checkout=2030-05-10')).rejected),
    ).toBeUndefined();
  });
});
