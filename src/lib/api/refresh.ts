/**
 * Access-token refresh (contract §1.5, Vue web reference), as a single-flight gate the client consults when an
 * answer has code 409 (or 303 'need login' while a refresh token is held: the token a concurrent refresh replaced,
 * on a backend that deletes it; `asksForRefresh` in codes.ts):
 *
 * - The first 409 starts ONE `POST /api/common/refreshToken` {refreshToken} (the expired token still goes in the
 *   header); every request that hits 409 while it runs waits on the same attempt (the queue of the Vue client).
 * - A request that was sent with a token older than the current one (it raced a refresh that already finished)
 *   does not refresh again: it is simply replayed.
 * - Outcome 'refreshed': the new token is stored (`setToken`) with the rotated refresh token when the answer has one
 *   (`refresh_token`, the built-in API; a BuildAdmin backend does not rotate), and each waiting request is
 *   replayed once.
 * - Outcome 'failed' (refused, or no refresh token): the caller clears the tokens and goes to the login route; on
 *   the login page it replays with an empty token instead.
 * - A transport failure of the refresh call itself rejects the waiting requests with that error and keeps the
 *   tokens: a flaky network must not log a member out.
 */
import type { ApiEnvelope, RefreshTokenResult } from './types';
import { CODE_SUCCESS } from './types';

export interface TokenRefreshOptions {
  /** The stored refresh token ('' when the member did not ask to be remembered). */
  getRefreshToken(): string;
  /** Stores the new access token and, when rotated, the new refresh token ('' = keep the old one). */
  setToken(token: string, refreshToken: string): void;
}

export type RefreshOutcome = 'refreshed' | 'failed';

/** Calls `common/refreshToken` with the given refresh token (and the current, expired, access token header). */
export type RefreshCall = (refreshToken: string) => Promise<ApiEnvelope<RefreshTokenResult>>;

export interface TokenRefresher {
  /**
   * What to do about a 409 answer to a request sent with `sentToken`. Resolves 'refreshed' when the request should
   * be replayed with the (new) current token, 'failed' when no new token could be had.
   */
  refresh(sentToken: string, currentToken: string): Promise<RefreshOutcome>;
}

/** The new access token of a refresh answer ('' when refused) and the rotated refresh token ('' when none). */
export function newTokensOf(envelope: ApiEnvelope<unknown>): { token: string; refreshToken: string } {
  const none = { token: '', refreshToken: '' };
  if (envelope.code !== CODE_SUCCESS) return none;
  const data = envelope.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return none;
  const { token, refresh_token: refreshToken } = data as { token?: unknown; refresh_token?: unknown };
  if (typeof token !== 'string') return none;
  return { token, refreshToken: typeof refreshToken === 'string' ? refreshToken : '' };
}

export function createTokenRefresher(options: TokenRefreshOptions, call: RefreshCall): TokenRefresher {
  let pending: Promise<RefreshOutcome> | undefined;

  async function run(): Promise<RefreshOutcome> {
    const refreshToken = options.getRefreshToken();
    if (!refreshToken) return 'failed';
    const next = newTokensOf(await call(refreshToken));
    if (!next.token) return 'failed';
    options.setToken(next.token, next.refreshToken);
    return 'refreshed';
  }

  return {
    refresh(sentToken, currentToken) {
      if (pending) return pending;
      // Someone else refreshed after this request left: replay it with the new token.
      if (currentToken && sentToken !== currentToken) return Promise.resolve('refreshed');
      pending = run().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}
