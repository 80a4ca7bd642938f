/** The built-in member API: every /api/* request goes to src/server. */
import type { APIRoute } from 'astro';
import { handleApiRequest } from '../../server/handle';

export const prerender = false;

export const ALL: APIRoute = ({ request, clientAddress }) => handleApiRequest(request, { clientAddress });
