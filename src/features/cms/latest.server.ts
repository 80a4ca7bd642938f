/** The newest public articles for another page (the home page's "Latest news"); none when the API cannot tell. */
import { CODE_SUCCESS } from '~/lib/api/types';
import { createCmsEndpoints } from './endpoints';
import type { ArticleCard } from './types';

export async function latestNews(locals: App.Locals, count: number): Promise<ArticleCard[]> {
  try {
    const res = await createCmsEndpoints(locals.api.client).index(count);
    return res.code === CODE_SUCCESS && Array.isArray(res.data.latest) ? res.data.latest : [];
  } catch {
    return [];
  }
}
