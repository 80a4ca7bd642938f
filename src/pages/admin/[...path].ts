/**
 * The admin API (`/admin/{controller}/{action}`, BuildAdmin's admin contract): a path of that shape goes to
 * src/server through the API's door (`../api/_handler.ts`); any other path here is the site's 404 page. The
 * console's pages are files beside this one, which Astro matches first.
 */
import type { APIRoute } from 'astro';
import { isAdminApiPath } from '~/lib/routing/adminApi';

export const prerender = false;

export const ALL: APIRoute = async (context) => {
  if (!isAdminApiPath(context.url.pathname)) return context.rewrite('/404');
  const { answerAdminRequest } = await import('../api/_handler');
  return answerAdminRequest(context.request, context.clientAddress);
};
