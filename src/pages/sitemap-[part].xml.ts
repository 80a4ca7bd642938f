/** GET /sitemap-{pages | articles-n | hotels-n}.xml: one sitemap file; an unknown or empty part is a 404. */
import type { APIRoute } from 'astro';
import { siteOrigin } from '~/config';
import { SITEMAP_HEADERS, sitemapPart } from '~/features/cms/index.server';

export const prerender = false;

export const GET: APIRoute = async ({ locals, url, params }) => {
  const xml = await sitemapPart(locals, siteOrigin() ?? url.origin, params.part ?? '');
  return xml === undefined
    ? new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
    : new Response(xml, { headers: SITEMAP_HEADERS });
};
