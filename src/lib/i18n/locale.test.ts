import { describe, expect, it } from 'vitest';
import { htmlLang, langFromAcceptLanguage, langFromQuery, matchLang, resolveLang } from './locale';

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

describe('langFromQuery', () => {
  it('reads ?lang= with the exact codes, in any case', () => {
    expect(langFromQuery(new URL('https://h.example/cms?lang=en'))).toBe('en');
    expect(langFromQuery(new URL('https://h.example/cms?page=2&lang=zh-CN'))).toBe('zh-cn');
    expect(langFromQuery(new URLSearchParams('lang=%20en%20'))).toBe('en');
  });

  it('ignores anything else, and takes the first of several', () => {
    expect(langFromQuery(new URL('https://h.example/cms'))).toBeUndefined();
    expect(langFromQuery(new URL('https://h.example/cms?lang='))).toBeUndefined();
    expect(langFromQuery(new URL('https://h.example/cms?lang=en-GB'))).toBeUndefined();
    expect(langFromQuery(new URL('https://h.example/cms?lang=fr'))).toBeUndefined();
    expect(langFromQuery(new URLSearchParams('lang=fr&lang=en'))).toBeUndefined();
    expect(langFromQuery(new URLSearchParams('lang=en&lang=fr'))).toBe('en');
  });
});
