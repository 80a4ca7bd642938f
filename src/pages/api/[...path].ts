/**
 * The built-in member API: every /api/* request goes to src/server. With BUILTIN_API=off (the site pointed at
 * another backend through API_URL) it answers every call with the not-found envelope.
 */

import type { APIRoute } from 'astro';
import { builtinApiOn } from '~/config';
import { handleApiRequest, handleDisabledApi } from '~/server/handle';

export const prerender = false;

export const ALL: APIRoute = ({ request, clientAddress }) =>
  !builtinApiOn() ? handleDisabledApi(request) : handleApiRequest(request, { clientAddress });
