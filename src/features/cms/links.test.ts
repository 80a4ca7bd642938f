import { describe, expect, it } from 'vitest';
import { articleHref, channelHref, searchHref, singlePageHref, tagHref } from './links';

describe('content links', () => {
  it('write articles and pages with the comments page and language only when needed', () => {
    expect(articleHref(7)).toBe('/cms/info/7');
    expect(articleHref(7, undefined, 1)).toBe('/cms/info/7');
    expect(articleHref(7, 'en', 3)).toBe('/cms/info/7?cpage=3&lang=en');
    expect(singlePageHref(2)).toBe('/cms/page/2');
    expect(singlePageHref(2, 'zh-cn')).toBe('/cms/page/2?lang=zh-cn');
  });

  it('write a channel without its default layout and without page 1', () => {
    const travel = { name: 'travel', layout: 'list' as const };
    expect(channelHref(travel)).toBe('/cms/channel/travel');
    expect(channelHref(travel, { layout: 'list', page: 1 })).toBe('/cms/channel/travel');
    expect(channelHref(travel, { layout: 'picture', page: 2, lang: 'en' })).toBe(
      '/cms/channel/travel/picture?page=2&lang=en',
    );
  });

  it('write searches and tags, encoded, without empty values', () => {
    expect(searchHref({ q: ' 西湖 & tea ' })).toBe('/cms/search?q=%E8%A5%BF%E6%B9%96+%26+tea');
    expect(searchHref({ q: '', tag: '' })).toBe('/cms/search');
    expect(searchHref({ q: 'hotel', page: 2 }, 'en')).toBe('/cms/search?q=hotel&page=2&lang=en');
    expect(tagHref('亲子')).toBe('/cms/search?tag=%E4%BA%B2%E5%AD%90');
  });
});
