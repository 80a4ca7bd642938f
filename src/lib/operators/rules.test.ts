import { describe, expect, it } from 'vitest';
import { allows, grantOf, parseRuleIds, rulePath } from './rules';

describe('rulePath', () => {
  it('turns the controller dots into slashes and lower-cases', () => {
    expect(rulePath('auth.admin/index')).toBe('auth/admin/index');
    expect(rulePath('hotel.Order/checkIn')).toBe('hotel/order/checkin');
    expect(rulePath('dashboard/index')).toBe('dashboard/index');
  });
});

describe('parseRuleIds', () => {
  it('reads * and comma ids, ignoring what is not a positive integer', () => {
    expect(parseRuleIds(' * ')).toBe('*');
    expect(parseRuleIds('1, 2,x,-3,0,4.5,7')).toEqual([1, 2, 7]);
    expect(parseRuleIds('')).toEqual([]);
  });
});

describe('grantOf and allows', () => {
  const rules = new Map([
    [1, 'hotel/order'],
    [2, 'hotel/order/index'],
    [3, 'hotel/order/confirm'],
    [4, 'User/User/Index'],
  ]);

  it('grants everything when one group has *', () => {
    const grant = grantOf([[1], '*'], rules);
    expect(allows(grant, 'anything.at/all')).toBe(true);
  });

  it('grants the union of the named rules, nothing else', () => {
    const grant = grantOf([[2], [3, 99]], rules);
    expect(allows(grant, 'hotel.order/index')).toBe(true);
    expect(allows(grant, 'hotel.Order/confirm')).toBe(true);
    expect(allows(grant, 'hotel.order/refund')).toBe(false);
    // A menu rule does not grant the calls under it.
    expect(allows(grant, 'hotel/order')).toBe(false);
  });

  it('compares rule names ignoring case', () => {
    expect(allows(grantOf([[4]], rules), 'user.user/index')).toBe(true);
  });

  it('grants nothing without groups', () => {
    expect(allows(grantOf([], rules), 'index/index')).toBe(false);
  });
});
