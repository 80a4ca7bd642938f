import { describe, expect, it } from 'vitest';
import { flag } from './schemas';
import { isTruthy } from './truthy';

describe('isTruthy', () => {
  it('accepts true, 1 and the usual true strings in any case', () => {
    for (const value of [true, 1, '1', 'true', 'TRUE', 'on', 'On', 'yes', 'YES']) expect(isTruthy(value)).toBe(true);
  });
  it('refuses everything else', () => {
    for (const value of [false, 0, 2, '', '0', 'false', 'off', 'no', ' 1', null, undefined, {}, ['1']]) {
      expect(isTruthy(value)).toBe(false);
    }
  });
  it('is what the flag schema reads', () => {
    expect(flag().parse('on')).toBe(true);
    expect(flag().parse('nope')).toBe(false);
  });
});
