/** A failure a handler reports to the client: an envelope with a translated message, never a stack trace. */
import { CODE_ERROR } from '~/lib/api/types';

export interface ApiErrorOptions {
  /** Envelope code (default 0). */
  code?: number;
  /** Envelope data (default null). */
  data?: unknown;
  /** HTTP status (default 200, as the contract's actions answer). */
  status?: number;
  /** Interpolation values for the message. */
  params?: Record<string, unknown>;
  /** The message is already translated (validation messages); do not look it up. */
  translated?: boolean;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly status: number;
  readonly params: Record<string, unknown>;
  readonly translated: boolean;
  readonly headers: Record<string, string>;

  /** `key` is an `api` namespace key (the contract's English message). */
  constructor(key: string, options: ApiErrorOptions = {}) {
    super(key);
    this.name = 'ApiError';
    this.code = options.code ?? CODE_ERROR;
    this.data = options.data ?? null;
    this.status = options.status ?? 200;
    this.params = options.params ?? {};
    this.translated = options.translated ?? false;
    this.headers = options.headers ?? {};
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
