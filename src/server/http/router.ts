/** `/api/{controller}/{action}[.html]` → handler, matched case-insensitively (contract §1.1). */

import type { Answer, ApiCalls, CallKey, CallMethod } from '~/contract/calls';
import type { ApiContext } from './context';
import type { Success } from './envelope';

export type Handler<T = unknown> = (ctx: ApiContext) => Promise<Success<T>>;
export type Method = 'GET' | 'POST' | 'DELETE';

/** What a handler of a call returns: a success whose `data` is the call's answer in the contract. */
export type Reply<K extends CallKey, M extends CallMethod<K> = CallMethod<K>> = Promise<Success<Answer<K, M>>>;
/** The whole route table the contract asks for: every call, every method, each handler typed by its answer. */
export type RouteTable = { [K in CallKey]: { [M in CallMethod<K>]: Handler<ApiCalls[K][M]> } };
/** One module's part of the route table. */
export type ModuleRoutes = Partial<RouteTable>;

const API_PREFIX = '/api/';
/** A controller's name: BuildAdmin's admin side nests controllers in folders, named with dots (`auth.Admin`). */
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
const NESTED_NAME = /^[A-Za-z][A-Za-z0-9_]{0,49}(\.[A-Za-z][A-Za-z0-9_]{0,49}){0,2}$/;

/**
 * The lower-cased 'controller/action' of a path under `prefix` (the member API's `/api/` unless given), or undefined
 * for any other shape. Under another prefix (the admin API's `/admin/`) a controller may be nested (`auth.admin`).
 */
export function routeKey(pathname: string, prefix = API_PREFIX): string | undefined {
  if (!pathname.toLowerCase().startsWith(prefix)) return undefined;
  let rest = pathname.slice(prefix.length);
  try {
    rest = decodeURIComponent(rest);
  } catch {
    return undefined;
  }
  rest = rest.replace(/\.html$/i, '');
  const [controller = '', action = '', ...more] = rest.split('/');
  const controllerName = prefix === API_PREFIX ? NAME : NESTED_NAME;
  if (more.length > 0 || !controllerName.test(controller) || !NAME.test(action)) return undefined;
  return `${controller}/${action}`.toLowerCase();
}

export type Match<H = Handler> =
  | { kind: 'found'; handler: H; key: string }
  | { kind: 'not-found' }
  | { kind: 'method-not-allowed'; allow: Method[] };

/** The handler of a path and method in a route table (of the member API unless `prefix` says). */
export function matchRoute<H = Handler>(
  routes: Record<string, Partial<Record<Method, H>>>,
  pathname: string,
  method: string,
  prefix = API_PREFIX,
): Match<H> {
  const key = routeKey(pathname, prefix);
  const entry = key ? routes[key] : undefined;
  if (!key || !entry) return { kind: 'not-found' };
  const handler = entry[(method === 'HEAD' ? 'GET' : method) as Method];
  if (!handler) return { kind: 'method-not-allowed', allow: Object.keys(entry) as Method[] };
  return { kind: 'found', handler, key };
}
