/** GET /robots.txt: what crawlers may read, and where the sitemap is (on the site's public origin). */
import type { APIRoute } from 'astro';
import { siteOrigin } from '~/config';
import { robotsTxt } from '~/features/cms/index.server';

export const prerender = false;

export const GET: APIRoute = ({ url }) =>
  new Response(robotsTxt(siteOrigin() ?? url.origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
