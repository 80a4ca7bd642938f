/** Routes of the Cms controller (docs/api.md §14): the news site's guest reads. */
import type { Routes } from '~/server/http/router';
import { cmsChannel } from './channel';
import { cmsComments } from './comments';
import { cmsIndex } from './home';
import { cmsInfo } from './info';
import { cmsPage, cmsPages } from './pages';
import { cmsSearch } from './search';
import { cmsSitemap } from './sitemap';

export const cmsRoutes: Routes = {
  'cms/index': { GET: cmsIndex },
  'cms/channel': { GET: cmsChannel },
  'cms/info': { GET: cmsInfo },
  'cms/page': { GET: cmsPage },
  'cms/pages': { GET: cmsPages },
  'cms/search': { GET: cmsSearch },
  'cms/comments': { GET: cmsComments },
  'cms/sitemap': { GET: cmsSitemap },
};
