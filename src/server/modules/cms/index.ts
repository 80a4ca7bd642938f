/** Routes of the Cms controller (docs/api.md §14): the news site's guest reads and the member calls. */
import { memberAction } from '~/server/http/member';
import type { ModuleRoutes } from '~/server/http/router';
import { buyArticle } from './buy';
import { cmsChannel } from './channel';
import { cmsComments } from './comments';
import { loadEditContent, previewContent, saveContent } from './editContent';
import { ownFavourites, setFavourite } from './favourites';
import { cmsIndex } from './home';
import { cmsInfo } from './info';
import { deleteComment, ownComments, postComment } from './memberComments';
import { deleteContent, ownArticles } from './ownArticles';
import { cmsPage, cmsPages } from './pages';
import { ownPurchases } from './purchases';
import { cmsSearch } from './search';
import { cmsSitemap } from './sitemap';

export const cmsRoutes = {
  'cms/index': { GET: cmsIndex },
  'cms/channel': { GET: cmsChannel },
  'cms/info': { GET: cmsInfo },
  'cms/page': { GET: cmsPage },
  'cms/pages': { GET: cmsPages },
  'cms/search': { GET: cmsSearch },
  'cms/comments': { GET: cmsComments },
  'cms/sitemap': { GET: cmsSitemap },
  // Member calls, each checking the rule of its member page (design §2 "Rules").
  'cms/comment': { GET: memberAction('cms/comment', ownComments), POST: memberAction('cms/comment', postComment) },
  'cms/commentdelete': { POST: memberAction('cms/comment', deleteComment) },
  'cms/collect': { GET: memberAction('cms/collect', ownFavourites), POST: memberAction('cms/collect', setFavourite) },
  'cms/content': { GET: memberAction('cms/content', ownArticles) },
  'cms/editcontent': {
    GET: memberAction('cms/content', loadEditContent),
    POST: memberAction('cms/content', saveContent),
  },
  'cms/preview': { POST: memberAction('cms/content', previewContent) },
  'cms/contentdelete': { POST: memberAction('cms/content', deleteContent) },
  'cms/buy': { POST: memberAction('cms/order', buyArticle) },
  'cms/order': { GET: memberAction('cms/order', ownPurchases) },
} satisfies ModuleRoutes;

// What other modules, the server's entries and the demo use of this module.
export { recountArticles, recountChannelsAndTags } from './counters';
export { pageParam } from './params';
export { sanitizeBody } from './sanitize';
export { indexArticle } from './searchIndex';
export { SITEMAP_LIMIT } from './sitemap';
export { ensureTags, setArticleTags } from './tags';
export { stopViews } from './views';
