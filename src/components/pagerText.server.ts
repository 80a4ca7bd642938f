/** The pager's words in the request's language (the `account` catalogue holds them). */
import type { PagerText } from './Pager';

/** `t` is the request's translator (`Astro.locals.t`: namespace, key, options). */
export function pagerText(t: (ns: string, key: string, options?: Record<string, unknown>) => string): PagerText {
  const a = (key: string, options?: Record<string, unknown>) => t('account', key, options);
  return {
    records: a('{{total}} records', { total: '{{total}}', count: 2 }),
    recordsOne: a('{{total}} records', { total: '{{total}}', count: 1 }),
    pageOf: a('Page {{page}} of {{pages}}', { page: '{{page}}', pages: '{{pages}}' }),
    label: a('Pagination'),
    previous: a('Previous page'),
    next: a('Next page'),
    perPage: a('Per page'),
    show: a('Show'),
  };
}
