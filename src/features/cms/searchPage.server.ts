/**
 * `/cms/search?q=…` or `?tag=…` (`cms/search`): the hits, a page at a time. No query: a hint and the latest
 * articles; a query the API refuses: its message as the empty state; no hits: "nothing found" and the latest
 * articles. Page numbers past the last go to the last (302), as the channels do.
 */

import type { ArticleCard, SearchAnswer } from '~/contract/cms';
import { CODE_SUCCESS } from '~/lib/api/types';
import { beyondLast } from '~/lib/content/paging';
import { createCmsEndpoints } from './endpoints';
import { linkLang, searchHref } from './links';
import { type CmsLoad, loadCmsPage, type Moved, type PageContext } from './load.server';
import { pageParam } from './pageQuery';

const SEARCH_PAGE_SIZE = 10;
const LATEST = 4;

export interface SearchPage {
  q: string;
  tag: string;
  page: number;
  limit: number;
  /** The hits; undefined when there was nothing to search or the query was refused. */
  result: SearchAnswer | undefined;
  /** The API's message for a refused query. */
  refused: string | undefined;
  /** Shown when there are no hits. */
  latest: ArticleCard[];
}

export function loadSearch(context: PageContext): Promise<CmsLoad<SearchPage>> {
  const params = context.url.searchParams;
  const q = (params.get('q') ?? '').trim();
  const tag = (params.get('tag') ?? '').trim();
  const page = pageParam(params);
  const limit = SEARCH_PAGE_SIZE;
  const cms = createCmsEndpoints(context.locals.api.client);
  const latest = () =>
    cms
      .index(LATEST)
      .then((res) => (res.code === CODE_SUCCESS ? res.data.latest : []))
      .catch(() => []);
  return loadCmsPage(
    context,
    async () => {
      if (q === '' && tag === '') return { search: undefined, latest: await latest() };
      const search = await cms.search({ ...(q ? { keyword: q } : {}), ...(tag ? { tag } : {}), page, limit });
      const none = search.code !== CODE_SUCCESS || search.data.total === 0;
      return { search, latest: none ? await latest() : [] };
    },
    ({ search, latest: newest }): SearchPage | Moved => {
      if (search?.code === CODE_SUCCESS) {
        const last = page > 1 ? beyondLast(page, search.data.total, limit) : null;
        if (last !== null && search.data.total > 0) {
          return { moved: searchHref({ q, tag, page: last }, linkLang(context.locals)), status: 302 };
        }
      }
      return {
        q,
        tag,
        page,
        limit,
        result: search?.code === CODE_SUCCESS ? search.data : undefined,
        refused: search && search.code !== CODE_SUCCESS ? search.msg : undefined,
        latest: newest,
      };
    },
  );
}
