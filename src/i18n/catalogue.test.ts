/**
 * Both languages say everything: every namespace has the same keys in zh-cn and en (plural forms count as one key:
 * English has `_one` and `_other`, Chinese only `_other`), and no value is empty.
 */
import { describe, expect, it } from 'vitest';
import { resources } from './index';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const keysOf = (messages: Record<string, string>) =>
  new Set(Object.keys(messages).map((key) => key.replace(PLURAL, '')));

describe('translation catalogue', () => {
  const zh = resources['zh-cn'] ?? {};
  const en = resources.en ?? {};
  it('has the same namespaces in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });
  for (const ns of Object.keys(zh)) {
    it(`has the same keys in both languages: ${ns}`, () => {
      const zhKeys = [...keysOf(zh[ns] ?? {})].sort();
      const enKeys = [...keysOf(en[ns] ?? {})].sort();
      expect(
        enKeys.filter((key) => !zhKeys.includes(key)),
        'only in en',
      ).toEqual([]);
      expect(
        zhKeys.filter((key) => !enKeys.includes(key)),
        'only in zh-cn',
      ).toEqual([]);
      for (const [key, value] of [...Object.entries(zh[ns] ?? {}), ...Object.entries(en[ns] ?? {})]) {
        expect(value.trim(), `${ns}:${key}`).not.toBe('');
      }
    });
  }
});
