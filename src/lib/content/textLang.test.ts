import { describe, expect, it } from 'vitest';
import { otherLang, scriptLang } from './textLang';

describe('otherLang', () => {
  it('marks a Chinese-only article on the English site, and an English-only one on the Chinese site', () => {
    expect(otherLang('zh-cn', 'en')).toBe('zh-cn');
    expect(otherLang('en', 'zh-cn')).toBe('en');
  });
  it('marks nothing when the article is in the page language', () => {
    expect(otherLang('en', 'en')).toBeUndefined();
    expect(otherLang('zh-cn', 'zh-cn')).toBeUndefined();
  });
});

describe('scriptLang', () => {
  it('marks a Chinese tag on the English site', () => {
    expect(scriptLang('美食', 'en')).toBe('zh-cn');
    expect(scriptLang('上海 2026', 'en')).toBe('zh-cn');
  });
  it('marks a Latin tag on the Chinese site', () => {
    expect(scriptLang('SPA', 'zh-cn')).toBe('en');
  });
  it('marks nothing in the page language or without letters', () => {
    expect(scriptLang('美食', 'zh-cn')).toBeUndefined();
    expect(scriptLang('Food', 'en')).toBeUndefined();
    expect(scriptLang('2026', 'en')).toBeUndefined();
  });
});
