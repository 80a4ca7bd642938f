/** GET /sitemap.xml: the index of the site's sitemap files (`features/cms/sitemap.server.ts`). */
import type { APIRoute } from 'astro';
import { siteOrigin } from '~/config';
import { SITEMAP_HEADERS, sitemapIndex } from '~/features/cms/index.server';

export const prerender = false;

export const GET: APIRoute = async ({ locals, url }) =>
  new Response(await sitemapIndex(locals, siteOrigin() ?? url.origin), { headers: SITEMAP_HEADERS });
