import { describe, expect, it } from 'vitest';
import { checkParty, DEFAULT_PARTY_LIMITS, fits, guestCount, type PartyInput, perRoom } from './party';

const party = (rooms: number, adults: number, childAges: number[] = []): PartyInput => ({
  rooms,
  adults,
  childAges,
  children: childAges.length,
});

describe('the fullest room', () => {
  it.each([
    [party(1, 2), { adults: 2, children: 0 }],
    [party(2, 3), { adults: 2, children: 0 }], // 3 adults in 2 rooms: 2 in one
    [party(2, 4, [5]), { adults: 2, children: 1 }],
    [party(3, 3, [1, 2, 3, 4]), { adults: 1, children: 2 }],
    [party(8, 32, [0, 0, 0, 0, 0, 0]), { adults: 4, children: 1 }],
  ])('%j → %j', (input, expected) => {
    expect(perRoom(input)).toEqual(expected);
  });

  it('counts guests', () => {
    expect(guestCount(party(2, 3, [4, 9]))).toBe(5);
  });
});

describe('whether a room type fits', () => {
  const double = { max_adults: 2, max_children: 1 };

  it('fits at the boundary and not beyond', () => {
    expect(fits(double, party(1, 2))).toBe(true);
    expect(fits(double, party(1, 2, [5]))).toBe(true);
    expect(fits(double, party(1, 3))).toBe(false); // adults over max_adults
    expect(fits(double, party(1, 1, [5, 8]))).toBe(true); // 3 guests, 1 adult
    expect(fits(double, party(1, 2, [5, 8]))).toBe(false); // 4 guests
    expect(fits(double, party(2, 3))).toBe(true); // 2 + 1
    expect(fits(double, party(2, 4, [5, 6]))).toBe(true);
    expect(fits(double, party(2, 5))).toBe(false);
  });

  it('takes one more guest per room with an extra bed, never one more adult', () => {
    expect(fits(double, party(1, 2, [5, 8]), 1)).toBe(true);
    expect(fits(double, party(1, 2, [5, 8, 9]), 1)).toBe(false);
    expect(fits(double, party(1, 3), 1)).toBe(false);
    expect(fits({ max_adults: 2, max_children: 0 }, party(1, 2, [3]), 1)).toBe(true);
  });

  it('needs as many extra beds as there are guests beyond the rooms', () => {
    // 2 rooms of 3 places, 8 guests: each room needs its extra bed.
    expect(fits(double, party(2, 4, [5, 6, 7, 8]), 1)).toBe(false);
    expect(fits(double, party(2, 4, [5, 6, 7, 8]), 2)).toBe(true);
    // 7 guests: one room takes 4 (with the bed), the other 3.
    expect(fits(double, party(2, 4, [5, 6, 7]), 1)).toBe(true);
  });
});

describe('party rules', () => {
  it('accepts a sensible party', () => {
    expect(checkParty(party(1, 2))).toBeNull();
    expect(checkParty(party(8, 32, [0, 5, 9, 11, 12, 17]))).toBeNull();
    expect(checkParty(party(2, 2))).toBeNull();
  });

  it.each([
    [party(0, 2), 'rooms', 'Please enter the correct field'],
    [party(9, 9), 'rooms', 'Please enter the correct field'],
    [party(1.5, 2), 'rooms', 'Please enter the correct field'],
    [party(1, 5), 'adults', 'Please enter the correct field'], // more than 4 per room
    [party(1, -1), 'adults', 'Please enter the correct field'],
    [party(1, 1.5), 'adults', 'Please enter the correct field'],
    [party(1, 0), 'adults', 'Each room needs at least one adult'],
    [party(3, 2), 'adults', 'Each room needs at least one adult'],
    [party(1, 2, [1, 2, 3, 4, 5, 6, 7]), 'children', 'Please enter the correct field'],
    [{ ...party(1, 2, [4]), children: -1 }, 'children', 'Please enter the correct field'],
    [{ ...party(1, 2, [4]), children: 2 }, 'child_ages', 'Please choose the age of each child'],
    [{ ...party(1, 2), children: 1 }, 'child_ages', 'Please choose the age of each child'],
    [party(1, 2, [18]), 'child_ages', 'Please choose the age of each child'],
    [party(1, 2, [-1]), 'child_ages', 'Please choose the age of each child'],
    [party(1, 2, [4.5]), 'child_ages', 'Please choose the age of each child'],
  ])('%j is refused on %s', (input, field, key) => {
    expect(checkParty(input)).toEqual({ field, key, params: { field: `field.${field}` } });
  });

  it('follows the limits it is given', () => {
    expect(checkParty(party(3, 3), { ...DEFAULT_PARTY_LIMITS, maxRooms: 2 })?.field).toBe('rooms');
    expect(checkParty(party(1, 4, [16]), { ...DEFAULT_PARTY_LIMITS, maxChildAge: 15 })?.field).toBe('child_ages');
  });
});
