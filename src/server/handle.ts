/**
 * Entry of the built-in API: one Request in, one enveloped JSON Response out.
 * Used by src/pages/api/[...path].ts; tests call it directly (optionally with their own database).
 */

import { bodyLimit } from '~/server/modules/attachments';
import { type AuthState, authenticate } from './auth/current-user';
import { nowSeconds } from './clock';
import { type Database, getDb } from './database';
import type { ApiContext } from './http/context';
import { corsHeaders } from './http/cors';
import type { Success } from './http/envelope';
import { envelope, jsonResponse } from './http/envelope';
import { ApiError, isApiError } from './http/errors';
import { clientIp, publicHost } from './http/proxy';
import { accessToken, type Params, queryParams, readBody, requestLang } from './http/request';
import { type Method, matchRoute } from './http/router';
import { translators } from './i18n';
import { routes } from './routes';

export interface RequestInfo {
  clientAddress: string;
}

export interface HandleOptions {
  /** Database to use instead of the process-wide one (tests). */
  db?: Database | Promise<Database>;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * One API's door: where its paths start, its route table, and what a call goes through before its handler (the
 * admin API checks the operator there, and gives the handler a context of its own).
 */
export interface Door<C extends ApiContext> {
  prefix: string;
  routes: Readonly<Record<string, Partial<Record<Method, (ctx: C) => Promise<Success>>>>>;
  enter(ctx: ApiContext, key: string): Promise<C>;
}

const MEMBER_DOOR: Door<ApiContext> = { prefix: '/api/', routes, enter: async (ctx) => ctx };

/** The member API (`/api/…`). */
export function handleApiRequest(request: Request, info: RequestInfo, options: HandleOptions = {}): Promise<Response> {
  return handleThrough(MEMBER_DOOR, request, info, options);
}

/** A request through one API's door: one Request in, one enveloped JSON Response out. */
export async function handleThrough<C extends ApiContext>(
  door: Door<C>,
  request: Request,
  info: RequestInfo,
  options: HandleOptions = {},
): Promise<Response> {
  const now = nowSeconds();
  const url = new URL(request.url);
  const lang = requestLang(url, request.headers);
  const { t, tv } = translators(lang);
  const cors = corsHeaders(request, url);
  const method = request.method.toUpperCase();

  if (method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });

  const reply = (code: number, msg: string, data: unknown, status = 200, headers: Record<string, string> = {}) =>
    jsonResponse(envelope(code, msg, data, now), status, { ...cors, ...headers, 'content-language': lang });

  try {
    const match = matchRoute(door.routes, url.pathname, method, door.prefix);
    if (match.kind === 'not-found') throw new ApiError('API not found', { status: 404 });
    if (match.kind === 'method-not-allowed') {
      throw new ApiError('Request method not allowed', { status: 405, headers: { allow: match.allow.join(', ') } });
    }

    const query = queryParams(url);
    const db = await (options.db ?? getDb());
    const body: Params = BODY_METHODS.has(method)
      ? await readBody(request, await bodyLimit(db, match.key, request))
      : {};
    const params: Params = { ...query, ...body };
    const token = accessToken(request.headers, params);
    let auth: Promise<AuthState> | undefined;

    const ctx: ApiContext = {
      request,
      url,
      method,
      lang,
      t,
      tv,
      ip: clientIp(request.headers, info.clientAddress),
      host: publicHost(request.headers, url, info.clientAddress),
      now,
      db,
      query,
      body,
      params,
      token,
      auth: () => {
        auth ??= authenticate(db, token, now);
        return auth;
      },
    };
    const result = await match.handler(await door.enter(ctx, match.key));
    return reply(result.code, result.msg ? t(result.msg, result.params) : '', result.data, 200, result.headers);
  } catch (error) {
    if (isApiError(error)) {
      const msg = error.translated ? error.message : t(error.message, error.params);
      return reply(error.code, msg, error.data, error.status, error.headers);
    }
    console.error('[api] unexpected error on', method, url.pathname, error);
    return reply(0, t('Server internal error'), null, 500);
  }
}

/** The answer of a switched-off built-in API (BUILTIN_API=off): the not-found envelope, translated. */
export function handleDisabledApi(request: Request): Response {
  const url = new URL(request.url);
  const lang = requestLang(url, request.headers);
  const { t } = translators(lang);
  return jsonResponse(envelope(0, t('API not found'), null, nowSeconds()), 404, { 'content-language': lang });
}
