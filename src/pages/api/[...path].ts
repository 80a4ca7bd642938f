/**
 * The built-in member API: every /api/* request from the network goes to src/server through the API's door
 * (`_handler.ts`, which the site's own calls use in process). With BUILTIN_API=off (the site pointed at another
 * backend through API_URL) it answers every call with the not-found envelope.
 */

import type { APIRoute } from 'astro';
import { answerApiRequest } from './_handler';

export const prerender = false;

export const ALL: APIRoute = ({ request, clientAddress }) => answerApiRequest(request, clientAddress);
