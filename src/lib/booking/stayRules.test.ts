import { describe, expect, it } from 'vitest';
import { NO_STAY_RULES, stayRuleBreak } from './stayRules';

const night = (rules: Partial<typeof NO_STAY_RULES>) => ({ ...NO_STAY_RULES, ...rules });

describe('stayRuleBreak', () => {
  it('lets a stay without rules through, and one whose nights do not exist', () => {
    expect(stayRuleBreak(night({}), night({}), 1)).toBeNull();
    expect(stayRuleBreak(undefined, undefined, 3)).toBeNull();
  });

  it('refuses an arrival on a night closed to arrival', () => {
    expect(stayRuleBreak(night({ closed_arrival: 1 }), undefined, 5)).toEqual({ rule: 'closedArrival' });
    expect(stayRuleBreak(night({ closed_arrival: true }), undefined, 5)).toEqual({ rule: 'closedArrival' });
  });

  it("holds a stay to its first night's minimum, and only the first night's", () => {
    expect(stayRuleBreak(night({ min_stay: 3 }), undefined, 2)).toEqual({ rule: 'minStay', nights: 3 });
    expect(stayRuleBreak(night({ min_stay: 3 }), undefined, 3)).toBeNull();
    expect(stayRuleBreak(night({ min_stay: 1 }), undefined, 1)).toBeNull();
    expect(stayRuleBreak(night({}), night({ min_stay: 7 }), 1)).toBeNull();
  });

  it('refuses a check-out on a day closed to departure, and not an arrival on it', () => {
    expect(stayRuleBreak(night({}), night({ closed_departure: 1 }), 2)).toEqual({ rule: 'closedDeparture' });
    expect(stayRuleBreak(night({ closed_departure: 1 }), night({}), 2)).toBeNull();
  });

  it('names the arrival first, then the length, then the departure', () => {
    const all = night({ closed_arrival: 1, min_stay: 4 });
    expect(stayRuleBreak(all, night({ closed_departure: 1 }), 1)).toEqual({ rule: 'closedArrival' });
    expect(stayRuleBreak(night({ min_stay: 4 }), night({ closed_departure: 1 }), 1)).toEqual({
      rule: 'minStay',
      nights: 4,
    });
  });
});
