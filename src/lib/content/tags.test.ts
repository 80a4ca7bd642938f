import { describe, expect, it } from 'vitest';
import { distinctTags, isTagLength, MAX_TAG_LENGTH, tagKey } from './tags';

describe('tagKey', () => {
  it('folds width, case and spaces', () => {
    expect(tagKey('  ＣＩＴＹ  walk ')).toBe('city walk');
    expect(tagKey('Citywalk')).toBe(tagKey('citywalk'));
    expect(tagKey('杭州')).toBe('杭州');
  });
});

describe('distinctTags', () => {
  it('keeps the first spelling of each key, in order, without empty names', () => {
    expect(distinctTags(['美食', ' ', 'Citywalk', 'CITYWALK', '美食 ', '亲子'])).toEqual(['美食', 'Citywalk', '亲子']);
  });
});

describe('isTagLength', () => {
  it('counts code points', () => {
    expect(isTagLength('')).toBe(false);
    expect(isTagLength('😀'.repeat(MAX_TAG_LENGTH))).toBe(true);
    expect(isTagLength('a'.repeat(MAX_TAG_LENGTH + 1))).toBe(false);
    expect(isTagLength('㍿'.repeat(MAX_TAG_LENGTH))).toBe(false);
  });
});
