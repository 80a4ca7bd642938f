/** `/api/{controller}/{action}[.html]` → handler, matched case-insensitively (contract §1.1). */

import type { Answer, ApiCalls, CallKey, CallMethod } from '~/contract/calls';
import type { ApiContext } from './context';
import type { Success } from './envelope';

export type Handler<T = unknown> = (ctx: ApiContext) => Promise<Success<T>>;
export type Method = 'GET' | 'POST';
/** 'controller/action' in lower case → method → handler. */
export type Routes = Record<string, Partial<Record<Method, Handler>>>;

/** What a handler of a call returns: a success whose `data` is the call's answer in the contract. */
export type Reply<K extends CallKey, M extends CallMethod<K> = CallMethod<K>> = Promise<Success<Answer<K, M>>>;
/** The whole route table the contract asks for: every call, every method, each handler typed by its answer. */
export type RouteTable = { [K in CallKey]: { [M in CallMethod<K>]: Handler<ApiCalls[K][M]> } };
/** One module's part of the route table. */
export type ModuleRoutes = Partial<RouteTable>;

const API_PREFIX = '/api/';

/** The lower-cased 'controller/action' of an API path, or undefined for any other shape. */
export function routeKey(pathname: string): string | undefined {
  if (!pathname.toLowerCase().startsWith(API_PREFIX)) return undefined;
  let rest = pathname.slice(API_PREFIX.length);
  try {
    rest = decodeURIComponent(rest);
  } catch {
    return undefined;
  }
  rest = rest.replace(/\.html$/i, '');
  const parts = rest.split('/');
  if (parts.length !== 2 || !parts.every((p) => /^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(p))) return undefined;
  return parts.join('/').toLowerCase();
}

export type Match =
  | { kind: 'found'; handler: Handler; key: string }
  | { kind: 'not-found' }
  | { kind: 'method-not-allowed'; allow: Method[] };

export function matchRoute(routes: Routes, pathname: string, method: string): Match {
  const key = routeKey(pathname);
  const entry = key ? routes[key] : undefined;
  if (!key || !entry) return { kind: 'not-found' };
  const handler = entry[(method === 'HEAD' ? 'GET' : method) as Method];
  if (!handler) return { kind: 'method-not-allowed', allow: Object.keys(entry) as Method[] };
  return { kind: 'found', handler, key };
}
