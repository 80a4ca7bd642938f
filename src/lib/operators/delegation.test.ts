import { describe, expect, it } from 'vitest';
import { mayGiveHotels, mayGiveRoles, mayGiveRules, mayManage } from './delegation';

const desk = { isSuper: false, ruleIds: [1, 2, 3] };
const boss = { isSuper: true, ruleIds: '*' as const };

describe('mayGiveRules', () => {
  it('lets a super admin give anything, every rule included', () => {
    expect(mayGiveRules(boss, '*')).toBe(true);
    expect(mayGiveRules(boss, [9, 10])).toBe(true);
  });

  it('lets another operator give only rules they hold', () => {
    expect(mayGiveRules(desk, [1, 3])).toBe(true);
    expect(mayGiveRules(desk, [])).toBe(true);
    expect(mayGiveRules(desk, [1, 4])).toBe(false);
  });

  it('never lets anyone but a super admin give every rule', () => {
    expect(mayGiveRules(desk, '*')).toBe(false);
    expect(mayGiveRules({ isSuper: false, ruleIds: '*' }, '*')).toBe(false);
    expect(mayGiveRules({ isSuper: false, ruleIds: '*' }, [7])).toBe(true);
  });
});

describe('mayGiveRoles', () => {
  it('needs every role to be within what the operator holds', () => {
    expect(mayGiveRoles(desk, [[1], [2, 3]])).toBe(true);
    expect(mayGiveRoles(desk, [[1], '*'])).toBe(false);
    expect(mayGiveRoles(desk, [])).toBe(true);
  });
});

describe('mayManage', () => {
  it('never lets an operator change their own account or role', () => {
    expect(mayManage({ ...boss, self: true }, { isSuper: true })).toBe(false);
    expect(mayManage({ ...desk, self: true }, { isSuper: false })).toBe(false);
  });

  it('leaves a super admin to super admins', () => {
    expect(mayManage({ ...desk, self: false }, { isSuper: true })).toBe(false);
    expect(mayManage({ ...desk, self: false }, { isSuper: false })).toBe(true);
    expect(mayManage({ ...boss, self: false }, { isSuper: true })).toBe(true);
  });
});

describe('mayGiveHotels', () => {
  it('lets an operator over every hotel limit a role to any hotels, or none', () => {
    expect(mayGiveHotels('all', [])).toBe(true);
    expect(mayGiveHotels('all', [4, 9])).toBe(true);
  });

  it('keeps an operator limited to some hotels within them', () => {
    expect(mayGiveHotels([1, 2], [2])).toBe(true);
    expect(mayGiveHotels([1, 2], [2, 3])).toBe(false);
    expect(mayGiveHotels([1, 2], [])).toBe(false);
  });
});
