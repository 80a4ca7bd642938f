import { describe, expect, it } from 'vitest';
import { EnvError, seedArticles } from './index';

describe('news site settings from the environment', () => {
  it('SEED_ARTICLES: a whole number 0–200,000, default 0', () => {
    expect(seedArticles({})).toBe(0);
    expect(seedArticles({ SEED_ARTICLES: '' })).toBe(0);
    expect(seedArticles({ SEED_ARTICLES: ' 100000 ' })).toBe(100_000);
    expect(seedArticles({ SEED_ARTICLES: '0' })).toBe(0);
    expect(seedArticles({ SEED_ARTICLES: '200000' })).toBe(200_000);
  });
  it('names SEED_ARTICLES when it is malformed or out of range', () => {
    for (const value of ['-1', '200001', '1.5', 'many', '1e3x']) {
      expect(() => seedArticles({ SEED_ARTICLES: value })).toThrow(EnvError);
      expect(() => seedArticles({ SEED_ARTICLES: value })).toThrow(/SEED_ARTICLES/);
    }
  });
});
