import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStayParty } from './hotelInput';

const fieldOf = (params: Record<string, unknown>) => {
  const read = readStayParty(params);
  return read.ok ? undefined : read.issue.field;
};

describe('readStayParty', () => {
  it('defaults to 1 room, 2 adults, no children and no dates', () => {
    expect(readStayParty({})).toEqual({
      ok: true,
      value: { checkin: undefined, checkout: undefined, rooms: 1, adults: 2, children: 0, childAges: [] },
    });
  });

  it('reads dates, counts and child ages in each spelling', () => {
    const value = {
      checkin: '2027-02-28',
      checkout: '2027-03-02',
      rooms: 2,
      adults: 3,
      children: 2,
      childAges: [5, 9],
    };
    expect(
      readStayParty({ checkin: '2027-02-28', checkout: '2027-03-02', rooms: '2', adults: '3', child_ages: '5,9' }),
    ).toEqual({ ok: true, value });
    expect(
      readStayParty({
        checkin: ' 2027-02-28 ',
        checkout: '2027-03-02',
        rooms: 2,
        adults: 3,
        children: '2',
        'child_ages[1]': '9',
        'child_ages[0]': '5',
      }),
    ).toEqual({ ok: true, value });
    expect(
      readStayParty({ checkin: '2027-02-28', checkout: '2027-03-02', rooms: 2, adults: 3, child_ages: [5, '9'] }),
    ).toEqual({ ok: true, value });
  });

  it('names the first malformed field', () => {
    expect(fieldOf({ checkin: '2023-02-29', checkout: '2023-03-01' })).toBe('checkin');
    expect(fieldOf({ checkin: '2027-01-01' })).toBe('checkout');
    expect(fieldOf({ checkout: '2027-01-01' })).toBe('checkin');
    expect(fieldOf({ rooms: '-1' })).toBe('rooms');
    expect(fieldOf({ rooms: '1.5' })).toBe('rooms');
    expect(fieldOf({ adults: '100' })).toBe('adults');
    expect(fieldOf({ adults: ['2'] })).toBe('adults');
    expect(fieldOf({ child_ages: '5,,9' })).toBe('child_ages');
    expect(fieldOf({ child_ages: 'x' })).toBe('child_ages');
    expect(fieldOf({ children: 'two' })).toBe('children');
    expect(fieldOf({ checkin: "2027-01-01' or 1=1", checkout: '2027-01-02' })).toBe('checkin');
  });

  it('never throws on junk', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('checkin', 'checkout', 'rooms', 'adults', 'children', 'child_ages', 'child_ages[0]'),
          fc.anything(),
        ),
        (params) => {
          const read = readStayParty(params);
          if (read.ok) {
            expect(Number.isInteger(read.value.rooms)).toBe(true);
            expect(read.value.childAges.every(Number.isInteger)).toBe(true);
          }
        },
      ),
    );
  });
});
