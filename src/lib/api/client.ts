/**
 * The one API client (ARCHITECTURE "Data flow"): used per request by the Astro server and once in the browser.
 * It sends the contract headers, flattens query params PHP-style, resolves with the envelope whatever its `code`
 * (callers test `code === 1`, as in Nuxt), applies the code rules of `codes.ts` through its environment, and
 * rejects with an `ApiHttpError` (already translated and notified) on HTTP, network and timeout failures.
 */
import { createFetch, type FetchResponse } from 'ofetch';
import type { Lang } from '~/lib/i18n/locale';
import type { Translate } from '~/lib/i18n/translator';
import { USER_TOKEN_HEADER } from '~/lib/session/userCookie';
import { asksForRefresh, type CodeDecision, decideCode, type RouteTarget } from './codes';
import { ApiHttpError, classifyThrown, type TransportFailure, transportMessage } from './httpErrors';
import { createLoadingCounter } from './loading';
import { withParams } from './params';
import { createTokenRefresher, type TokenRefreshOptions } from './refresh';
import type { ApiEnvelope, RefreshTokenResult } from './types';
import { CODE_TOKEN_EXPIRED } from './types';

export type NotifyKind = 'success' | 'error';

/** Where the client meets its host: the browser (toasts, overlay, location) or a server page (collects, redirects). */
export interface ApiEnvironment {
  notify(type: NotifyKind, message: string): void;
  loading?: { open(): void; close(): void };
  currentRouteName(): string | undefined;
  navigate(route: RouteTarget): void;
  clearTokens(): void;
  isOnline(): boolean;
}

export interface ApiClientOptions {
  /** '' = same origin. No trailing slash needed. */
  baseURL: string;
  lang: Lang;
  getToken(): string;
  env: ApiEnvironment;
  /** Bound to the `request` namespace. */
  t: Translate;
  fetch?: typeof fetch;
  /** Milliseconds; default 10000. */
  timeout?: number;
  /** Extra headers, e.g. the visitor's `x-forwarded-for` during SSR. Never override the contract headers. */
  forwardHeaders?: Record<string, string>;
  /** Token refresh on 409 (contract §1.5, see `refresh.ts`); without it a 409 goes straight to the login route. */
  refresh?: TokenRefreshOptions;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, unknown>;
  /** JSON-serialisable value, or FormData for uploads. Ignored for GET. */
  body?: unknown;
  /** Show the shared loading overlay while the request runs. Default false. */
  loading?: boolean;
  /** Notify HTTP, network and timeout failures. Default true. */
  showErrorMessage?: boolean;
  /** Notify `msg` when `code` is not 1 (303/409 excepted). Default true. */
  showCodeMessage?: boolean;
  /** Notify `msg` (or 'Operation successful') when `code` is 1. Default false. */
  showSuccessMessage?: boolean;
}

export interface ApiClient {
  readonly lang: Lang;
  request<T = unknown>(path: string, options?: RequestOptions): Promise<ApiEnvelope<T>>;
}

export const DEFAULT_TIMEOUT = 10_000;

/** The refresh call's own path: a 409 from it never starts another refresh. */
export const REFRESH_TOKEN_PATH = 'common/refreshToken';

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/** 'index/index', 'api/index/index' and '/api/index/index' → '/api/index/index'. Absolute URLs are kept. */
export function normalisePath(path: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  const trimmed = path.replace(/^\/+/, '');
  return trimmed.startsWith('api/') ? `/${trimmed}` : `/api/${trimmed}`;
}

/** The request URL: base + normalised path; absolute paths ignore the base. */
export function buildUrl(baseURL: string, path: string): string {
  const normalised = normalisePath(path);
  return ABSOLUTE_URL.test(normalised) ? normalised : `${baseURL.replace(/\/+$/, '')}${normalised}`;
}

/** Reads a body into an envelope; anything that is not `{code: number, ...}` is undefined. */
export function toEnvelope(text: unknown): ApiEnvelope<unknown> | undefined {
  let parsed: unknown = text;
  if (typeof text === 'string') {
    try {
      parsed = JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const raw = parsed as Record<string, unknown>;
  const code = typeof raw.code === 'string' && raw.code.trim() !== '' ? Number(raw.code) : raw.code;
  if (typeof code !== 'number' || !Number.isFinite(code)) return undefined;
  return {
    code,
    msg: typeof raw.msg === 'string' ? raw.msg : '',
    time: typeof raw.time === 'number' ? raw.time : 0,
    data: raw.data === undefined ? null : raw.data,
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { env, t } = options;
  const $fetch = createFetch({ fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)) });
  const counter = env.loading ? createLoadingCounter(env.loading) : undefined;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT;

  function headers(): Record<string, string> {
    const out: Record<string, string> = { ...options.forwardHeaders, server: 'true', 'think-lang': options.lang };
    const token = options.getToken();
    if (token) out[USER_TOKEN_HEADER] = token;
    return out;
  }

  function fail(failure: TransportFailure, url: string, show: boolean, cause?: unknown): ApiHttpError {
    const message = transportMessage(failure, t);
    if (show) env.notify('error', message);
    return new ApiHttpError(message, failure, url, cause === undefined ? undefined : { cause });
  }

  function apply(decision: CodeDecision): void {
    if (decision.clearTokens) env.clearTokens();
    if (decision.notify) env.notify(decision.notify.type, decision.notify.message);
    if (decision.navigate) env.navigate(decision.navigate);
  }

  /** The single place an envelope's code is acted on (409 reaches it only when no refresh applies). */
  function handleEnvelope<T>(envelope: ApiEnvelope<unknown>, opts: RequestOptions): ApiEnvelope<T> {
    const decision = decideCode(
      envelope,
      {
        showCodeMessage: opts.showCodeMessage ?? true,
        showSuccessMessage: opts.showSuccessMessage ?? false,
        currentRouteName: env.currentRouteName(),
      },
      t,
    );
    apply(decision);
    return envelope as ApiEnvelope<T>;
  }

  async function send(
    url: string,
    opts: RequestOptions,
    headerValues: Record<string, string>,
  ): Promise<FetchResponse<unknown>> {
    const method = opts.method ?? 'GET';
    const body = method === 'GET' || opts.body === undefined ? undefined : (opts.body as BodyInit);
    return $fetch.raw(url, {
      method,
      headers: headerValues,
      ...(body === undefined ? {} : { body }),
      timeout,
      retry: 0,
      responseType: 'text',
      ignoreResponseError: true,
    });
  }

  /** One HTTP exchange: the envelope, or a rejection with an ApiHttpError (already notified). */
  async function exchange(url: string, opts: RequestOptions, headerValues: Record<string, string>) {
    const show = opts.showErrorMessage ?? true;
    let response: FetchResponse<unknown>;
    try {
      response = await send(url, opts, headerValues);
    } catch (error) {
      throw fail(classifyThrown(error, env.isOnline()), url, show, error);
    }
    if (!response.ok) throw fail({ kind: 'http', status: response.status, url }, url, show);
    const envelope = toEnvelope(response._data);
    if (!envelope) throw fail({ kind: 'http', status: response.status, url }, url, show);
    return envelope;
  }

  async function run<T>(path: string, opts: RequestOptions, mayRefresh: boolean): Promise<ApiEnvelope<T>> {
    const url = withParams(buildUrl(options.baseURL, path), opts.query);
    const sent = headers();
    const envelope = await exchange(url, opts, sent);
    // A 303 'need login' refreshes only with a refresh token at hand (a token a concurrent refresh replaced);
    // without one it is simply the end of the session, handled below.
    const refreshable =
      envelope.code === CODE_TOKEN_EXPIRED || (asksForRefresh(envelope) && Boolean(options.refresh?.getRefreshToken()));
    if (refreshable && mayRefresh && refresher && sent[USER_TOKEN_HEADER]) {
      const outcome = await refresher.refresh(sent[USER_TOKEN_HEADER], options.getToken());
      if (outcome === 'refreshed') return run<T>(path, opts, false);
      // Refused: forget the tokens; on the login page itself, replay without a token instead of redirecting.
      env.clearTokens();
      if (env.currentRouteName() === 'userLogin') return run<T>(path, opts, false);
    }
    return handleEnvelope<T>(envelope, opts);
  }

  const refresher = options.refresh
    ? createTokenRefresher(options.refresh, (refreshToken) =>
        run<RefreshTokenResult>(
          REFRESH_TOKEN_PATH,
          { method: 'POST', body: { refreshToken }, showCodeMessage: false, showErrorMessage: true },
          false,
        ),
      )
    : undefined;

  return {
    lang: options.lang,
    async request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<ApiEnvelope<T>> {
      const loading = Boolean(opts.loading && counter);
      if (loading) counter?.increment();
      try {
        return await run<T>(path, opts, normalisePath(path) !== normalisePath(REFRESH_TOKEN_PATH));
      } finally {
        if (loading) counter?.decrement();
      }
    },
  };
}
