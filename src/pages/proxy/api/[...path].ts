/** The browser's calls to the API, through the site, which adds the member's token (see apiProxy.server.ts). */
import type { APIRoute } from 'astro';
import { proxyApiCall } from '~/features/site/apiProxy.server';

export const prerender = false;

export const ALL: APIRoute = (context) => proxyApiCall(context);
