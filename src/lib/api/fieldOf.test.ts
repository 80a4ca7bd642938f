import { describe, expect, it } from 'vitest';
import { fieldOf } from './fieldOf';

describe('fieldOf', () => {
  it('reads data.field of a refusal', () => {
    expect(fieldOf({ field: 'username' })).toBe('username');
  });
  it('ignores anything else', () => {
    for (const data of [null, undefined, [], {}, { field: '' }, { field: 3 }, 'field']) {
      expect(fieldOf(data)).toBeUndefined();
    }
  });
});
