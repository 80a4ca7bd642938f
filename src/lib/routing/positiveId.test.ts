import { describe, expect, it } from 'vitest';
import { positiveId } from './positiveId';

describe('positiveId', () => {
  it('reads digits from 1', () => {
    expect(positiveId('7')).toBe(7);
    expect(positiveId('999999999')).toBe(999_999_999);
  });
  it('refuses anything else', () => {
    for (const value of ['0', '07', '-1', '1.5', ' 3', '1234567890', '', 'x', undefined, null, 3, ['3']]) {
      expect(positiveId(value), String(value)).toBeUndefined();
    }
  });
});
