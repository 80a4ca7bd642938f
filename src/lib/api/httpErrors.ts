/**
 * Transport-level failures (SPEC §8, contract §7.5): HTTP status → translation key of the `request` namespace,
 * plus the timeout and network texts. The keys are the English source sentences of `src/i18n/<lang>/request.json`.
 */
import type { Translate } from '~/lib/i18n/translator';

export const HTTP_STATUS_KEYS: Readonly<Record<number, string>> = {
  302: 'Interface redirected!',
  400: 'Incorrect parameter!',
  401: 'You do not have permission to operate!',
  403: 'You do not have permission to operate!',
  404: 'Error requesting address:',
  408: 'Request timed out!',
  409: 'The same data already exists in the system!',
  500: 'Server internal error!',
  501: 'Service not implemented!',
  502: 'Gateway error!',
  503: 'Service unavailable!',
  504: 'The service is temporarily unavailable Please try again later!',
  505: 'HTTP version is not supported!',
};
export const HTTP_OTHER_KEY = 'Abnormal problem, please contact the website administrator!';
export const TIMEOUT_KEY = 'Network request timeout!';
export const NETWORK_ONLINE_KEY = 'Server exception!';
export const NETWORK_OFFLINE_KEY = 'You are disconnected!';
export const SUCCESS_FALLBACK_KEY = 'Operation successful';

/** What went wrong below the envelope. `status` is 0 for timeouts and network failures. */
export type TransportFailure =
  | { kind: 'http'; status: number; url: string }
  | { kind: 'timeout' }
  | { kind: 'network'; online: boolean };

/** The translated message for a failure; 404 appends the requested URL (as Nuxt does). */
export function transportMessage(failure: TransportFailure, t: Translate): string {
  switch (failure.kind) {
    case 'timeout':
      return t(TIMEOUT_KEY);
    case 'network':
      return t(failure.online ? NETWORK_ONLINE_KEY : NETWORK_OFFLINE_KEY);
    case 'http': {
      const key = HTTP_STATUS_KEYS[failure.status] ?? HTTP_OTHER_KEY;
      return failure.status === 404 ? `${t(key)}${failure.url}` : t(key);
    }
  }
}

/** The one error the API client rejects with. `message` is already translated and was notified if allowed. */
export class ApiHttpError extends Error {
  override readonly name = 'ApiHttpError';
  /** HTTP status, or 0 for timeouts and network failures. */
  readonly status: number;
  readonly kind: TransportFailure['kind'];
  readonly url: string;

  constructor(message: string, failure: TransportFailure, url: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = failure.kind;
    this.status = failure.kind === 'http' ? failure.status : 0;
    this.url = url;
  }
}

export function isApiHttpError(error: unknown): error is ApiHttpError {
  return error instanceof ApiHttpError;
}

/**
 * The API has no such module: a BuildAdmin backend without the hotel, car or content module answers its missing
 * controller with HTTP 404 (ThinkPHP's "controller not exists"), where a backend that is down times out or answers 5xx.
 */
export const isMissingModule = (error: unknown): boolean => isApiHttpError(error) && error.status === 404;

/** Classifies a thrown fetch error: an abort caused by our timeout, or any other network failure. */
export function classifyThrown(error: unknown, online: boolean): TransportFailure {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { name, message } = current as { name?: unknown; message?: unknown };
    if (name === 'TimeoutError' || (typeof message === 'string' && /timeout/i.test(message))) {
      return { kind: 'timeout' };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return { kind: 'network', online };
}
