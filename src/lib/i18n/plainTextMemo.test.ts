import { describe, expect, it, vi } from 'vitest';
import { plainTextMemo } from './plainTextMemo';

describe('plainTextMemo', () => {
  it('asks once per key without options and always with options', () => {
    const translate = vi.fn((key: string, options?: { n: number }) =>
      options ? `${key}:${options.n}` : key.toUpperCase(),
    );
    const t = plainTextMemo(translate);
    expect([t('a'), t('a'), t('b')]).toEqual(['A', 'A', 'B']);
    expect(translate).toHaveBeenCalledTimes(2);
    expect([t('a', { n: 1 }), t('a', { n: 2 })]).toEqual(['a:1', 'a:2']);
    expect(translate).toHaveBeenCalledTimes(4);
  });

  it('keeps no more than its limit of keys', () => {
    const translate = vi.fn((key: string) => key);
    const t = plainTextMemo(translate, 2);
    for (const key of ['a', 'b', 'c', 'c']) t(key);
    t('a');
    expect(translate).toHaveBeenCalledTimes(4);
  });
});
