import { describe, expect, it } from 'vitest';
import { htmlLang, langFromAcceptLanguage, matchLang, resolveLang } from './locale';

describe('locale resolution', () => {
  it('prefers a valid ba-lang cookie', () => {
    expect(resolveLang('en', 'zh-CN,zh;q=0.9')).toBe('en');
    expect(resolveLang('zh-cn', 'en-US')).toBe('zh-cn');
  });
  it('ignores an unknown cookie and falls back to Accept-Language', () => {
    expect(resolveLang('fr', 'en-GB,en;q=0.8')).toBe('en');
  });
  it('defaults to zh-cn', () => {
    expect(resolveLang(undefined, undefined)).toBe('zh-cn');
    expect(resolveLang(undefined, 'fr-FR,de;q=0.5')).toBe('zh-cn');
    expect(resolveLang(undefined, '')).toBe('zh-cn');
  });
  it('ranks Accept-Language by q-value, then by order', () => {
    expect(langFromAcceptLanguage('fr;q=1, zh-TW;q=0.4, en;q=0.6')).toBe('en');
    expect(langFromAcceptLanguage('zh-Hans-CN, en;q=0.9')).toBe('zh-cn');
    expect(langFromAcceptLanguage('en;q=0, zh;q=0.1')).toBe('zh-cn');
    expect(langFromAcceptLanguage('en;q=abc')).toBeUndefined();
  });
  it('maps tags', () => {
    expect(matchLang('EN-us')).toBe('en');
    expect(matchLang('zh')).toBe('zh-cn');
    expect(matchLang('ja')).toBeUndefined();
    expect(htmlLang('zh-cn')).toBe('zh-CN');
    expect(htmlLang('en')).toBe('en');
  });
});
