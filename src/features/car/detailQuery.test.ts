import { describe, expect, it } from 'vitest';
import { availabilityParams, detailHref, monthBounds, parseDetailQuery } from './detailQuery';

const parse = (text: string) => parseDetailQuery(new URLSearchParams(text));

describe('the car detail query', () => {
  it('reads a range and a month, a lone day as one day', () => {
    expect(parse('from=2026-12-18&to=2026-12-21&month=2027-01')).toEqual({
      from: '2026-12-18',
      to: '2026-12-21',
      month: '2027-01',
    });
    expect(parse('from=2026-12-31')).toEqual({ from: '2026-12-31', to: '2027-01-01', month: '' });
  });

  it('drops a backwards, too long or malformed range and a bad month', () => {
    for (const text of [
      'from=2026-12-18&to=2026-12-18',
      'from=2026-12-18&to=2027-06-01',
      'from=2026-02-30',
      'to=2026-12-18',
    ]) {
      expect(parse(text)).toMatchObject({ from: '', to: '' });
    }
    expect(parse('month=2026-13').month).toBe('');
    expect(parse(`month=${'9'.repeat(10_000)}`).month).toBe('');
  });

  it('asks the API for the month shown and the range', () => {
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', next: '2028-03-01' });
    expect(availabilityParams(parse('from=2026-12-18&to=2026-12-21'))).toEqual({
      from: '2026-12-01',
      to: '2027-01-01',
      start: '2026-12-18',
      days: 3,
    });
    expect(availabilityParams(parse(''))).toEqual({});
    expect(detailHref(3, parse('month=2027-01&from=2027-01-05'))).toBe(
      '/car/detail/3?from=2027-01-05&to=2027-01-06&month=2027-01',
    );
  });
});
