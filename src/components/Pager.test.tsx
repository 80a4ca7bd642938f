import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resources } from '~/i18n';
import type { Lang } from '~/lib/i18n/locale';
import { createI18n, fixedT } from '~/lib/i18n/translator';
import Pager from './Pager';
import { pagerText } from './pagerText.server';

const instance = createI18n(resources);
const textIn = (lang: Lang) => pagerText((ns, key, options) => fixedT(instance, lang, ns)(key, options));

const countLine = (lang: Lang, total: number) =>
  renderToStaticMarkup(
    <Pager
      page={1}
      limit={10}
      total={total}
      sizes={[10]}
      hrefFor={(page) => `?page=${page}`}
      keep={[]}
      text={textIn(lang)}
    />,
  ).match(/<p[^>]*>(.*?)<\/p>/)?.[1];

describe('the pager’s count of records', () => {
  it('says one record in English, and records otherwise', () => {
    expect(countLine('en', 1)).toBe('1 record · Page 1 of 1');
    expect(countLine('en', 0)).toBe('0 records · Page 1 of 1');
    expect(countLine('en', 12)).toBe('12 records · Page 1 of 2');
  });
  it('has one form in Chinese', () => {
    expect(countLine('zh-cn', 1)).toBe('共 1 条 · 第 1 / 1 页');
    expect(countLine('zh-cn', 12)).toBe('共 12 条 · 第 1 / 2 页');
  });
});
