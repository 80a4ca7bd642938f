/**
 * The built-in API's door, shared by its route (`[...path].ts`, requests from the network) and the site's own calls
 * in this process (`features/site/apiTransport.server.ts`, registered by src/middleware.ts, which loads this module
 * on the first call). Not a route: Astro skips files whose name starts with `_`. With BUILTIN_API=off every call gets
 * the not-found envelope, from the network or from the site.
 */
import { builtinApiOn } from '~/config';
import { type HandleOptions, handleApiRequest, handleDisabledApi, type RequestInfo } from '~/server/handle';
import { handleAdminRequest } from '~/server/handleAdmin';

type Handle = (request: Request, info: RequestInfo, options: HandleOptions) => Promise<Response>;

/** An API's answer to the peer at `clientAddress` (the socket's remote address); off with the built-in API. */
const answerWith =
  (handle: Handle) =>
  (request: Request, clientAddress: string, options: HandleOptions = {}): Promise<Response> | Response =>
    builtinApiOn() ? handle(request, { clientAddress }, options) : handleDisabledApi(request);

/** Answers one member API request (`/api/{controller}/{action}`). */
export const answerApiRequest = answerWith(handleApiRequest);

/** Answers one admin API request (`/admin/{controller}/{action}`). */
export const answerAdminRequest = answerWith(handleAdminRequest);

/**
 * The address the site's own calls come from. They never leave the process, as they never left the machine over
 * loopback: the site is a trusted proxy, so the API reads the visitor's address from the X-Forwarded-For the site
 * sends (and the host and scheme from X-Forwarded-Host/-Proto), whatever address the server listens on.
 */
export const SITE_ADDRESS = '127.0.0.1';

/** The handler of the site's own calls in this process, the console's admin calls too (`options.db`: tests). */
export function siteCallHandler(options: HandleOptions = {}): (request: Request) => Promise<Response> {
  return async (request) =>
    new URL(request.url).pathname.startsWith('/admin/')
      ? answerAdminRequest(request, SITE_ADDRESS, options)
      : answerApiRequest(request, SITE_ADDRESS, options);
}
