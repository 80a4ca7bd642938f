/**
 * The newest public articles for another page (the home page's "Latest news"), shared by every guest of a language
 * for a few seconds (`guestShared`); none when the API cannot tell.
 */

import type { ArticleCard } from '~/contract/cms';
import { CODE_SUCCESS } from '~/lib/api/types';
import { createCmsEndpoints } from './endpoints';

export async function latestNews(locals: App.Locals, count: number): Promise<ArticleCard[]> {
  try {
    const cms = createCmsEndpoints(locals.api.client);
    const res = await locals.api.guestShared(`cms/index?limit=${count}`, () => cms.index(count));
    return res.code === CODE_SUCCESS && Array.isArray(res.data.latest) ? res.data.latest : [];
  } catch {
    return [];
  }
}
