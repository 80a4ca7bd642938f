import { describe, expect, it } from 'vitest';
import * as content from './index';

describe('the content core’s public face', () => {
  it('offers every module’s functions', () => {
    for (const name of [
      'transition',
      'allowedActions',
      'publishTimeAfter',
      'parseChannelRef',
      'channelPath',
      'channelRedirect',
      'highlightSegments',
      'highlightTitle',
      'isValidLink',
      'isSafeImageSrc',
      'linkAttributes',
      'pageOf',
      'lastPage',
      'beyondLast',
      'truncateText',
      'collapseSpace',
      'accessOf',
      'buyOptions',
      'checkBuy',
      'normalise',
      'indexTerms',
      'queryTerms',
      'pageSeo',
      'urlsetXml',
      'sitemapIndexXml',
    ]) {
      expect(typeof (content as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(content.HTML_POLICY.allowedTags).toContain('p');
    expect(content.ARTICLE_STATUSES).toContain('published');
  });
});
