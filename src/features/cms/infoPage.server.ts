/**
 * `/cms/info/{id}` (`cms/info` and `cms/comments`, side by side): an article with a page of its comments (`cpage`).
 * An unknown or unpublished article is the site's 404; comments that fail to load show as none.
 */

import type { Article, CommentsAnswer } from '~/contract/cms';
import { CODE_SUCCESS } from '~/lib/api/types';
import { createCmsEndpoints } from './endpoints';
import { type CmsLoad, loadCmsPage, NOT_FOUND, type PageContext } from './load.server';
import { idSegment, pageParam } from './pageQuery';

export const COMMENTS_PAGE_SIZE = 20;

export interface ArticlePage {
  article: Article;
  comments: CommentsAnswer;
  commentsPage: number;
}

export async function loadArticle(context: PageContext, idParam: string | undefined): Promise<CmsLoad<ArticlePage>> {
  const id = idSegment(idParam);
  if (id === undefined) return { kind: 'notFound' };
  const commentsPage = pageParam(context.url.searchParams, 'cpage');
  const cms = createCmsEndpoints(context.locals.api.client);
  return loadCmsPage(
    context,
    () => Promise.all([cms.info(id), cms.comments(id, commentsPage, COMMENTS_PAGE_SIZE).catch(() => undefined)]),
    ([info, comments]) => {
      if (info.code !== CODE_SUCCESS) return NOT_FOUND;
      return {
        article: info.data,
        comments: comments?.code === CODE_SUCCESS ? comments.data : { list: [], total: 0 },
        commentsPage,
      };
    },
  );
}
