import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carListHref, carQueryString, DEFAULT_CAR_QUERY, parseCarQuery, toApiParams } from './carQuery';

const parse = (text: string) => parseCarQuery(new URLSearchParams(text));

describe('the car list query', () => {
  it('reads every filter and writes it back canonically', () => {
    const { query, rejected } = parse(
      'energy=hybrid&cat=van&cat=economy&city=shanghai&seats=5&gear=automatic&service=transfer&place=12&day=2026-12-18&pmin=300&pmax=200&driver=1&sort=price_day_asc&page=2&limit=24',
    );
    expect(rejected).toEqual([]);
    expect(query).toMatchObject({ cat: ['economy', 'van'], energy: ['hybrid'], pmin: 200, pmax: 300, driver: true });
    expect(carQueryString(query)).toBe(
      'city=shanghai&service=transfer&cat=economy&cat=van&seats=5&gear=automatic&energy=hybrid&place=12&day=2026-12-18&pmin=200&pmax=300&driver=1&sort=price_day_asc&page=2&limit=24',
    );
    expect(carListHref(DEFAULT_CAR_QUERY)).toBe('/car/list');
  });

  it('drops junk and reports it, and needs a city for a place or a day', () => {
    const { query, rejected } = parse(
      'cat=van&cat=jet&seats=6&gear=auto&sort=id;drop&page=0&limit=13&pmin=-1&place=3&day=2026-02-30',
    );
    expect(query).toEqual({ ...DEFAULT_CAR_QUERY, cat: ['van'] });
    expect(rejected.sort()).toEqual(['cat', 'day', 'gear', 'limit', 'page', 'place', 'pmin', 'seats', 'sort'].sort());
    expect(parse(`city=${'a'.repeat(10_000)}`).query.city).toBe('');
  });

  it('round-trips any parsed query through its canonical string', () => {
    const keys = [
      'city',
      'service',
      'cat',
      'seats',
      'gear',
      'energy',
      'place',
      'day',
      'pmin',
      'pmax',
      'driver',
      'sort',
      'page',
      'limit',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...keys), fc.string({ maxLength: 12 })), { maxLength: 12 }),
        (pairs) => {
          const { query } = parseCarQuery(new URLSearchParams(pairs));
          const again = parse(carQueryString(query));
          expect(again.query).toEqual(query);
          expect(again.rejected).toEqual([]);
        },
      ),
    );
  });

  it('turns a view into the API call with search entries and minor units', () => {
    const { query } = parse('city=sanya&cat=suv&seats=7&pmin=200&driver=1&sort=seats_desc');
    expect(toApiParams(query)).toEqual({
      page: 1,
      limit: 12,
      city: 'sanya',
      order: 'seats,desc',
      'search[0][field]': 'category',
      'search[0][operator]': 'IN',
      'search[0][val]': 'suv',
      'search[1][field]': 'seats',
      'search[1][operator]': 'RANGE',
      'search[1][val]': '7,',
      'search[2][field]': 'price_day',
      'search[2][operator]': 'RANGE',
      'search[2][val]': '20000,',
      'search[3][field]': 'with_driver',
      'search[3][operator]': '=',
      'search[3][val]': '1',
    });
  });
});
