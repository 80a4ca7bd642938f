/**
 * What the client does with an envelope's `code` (SPEC §2, §4, §8; contract §1.3, §7.1), as a pure decision.
 * `client.ts` applies the decision through its environment; nothing here touches the DOM or the network.
 *
 * - code 1: notify success (`msg`, else 'Operation successful') only when `showSuccessMessage`.
 * - code 409, or 303 with `data.type == 'need login'`: clear the tokens and go to `userLogin`.
 * - any other 303: go to `user`.
 *   303/409 answers without `data` (null/undefined) change nothing, as in Nuxt.
 *   303/409 never notify unless the client actually navigates; then `msg` is notified as an error.
 *   Navigation (and its notification) is skipped when the current route is already the target; tokens are
 *   still cleared.
 * - any other code: notify `msg` as an error unless `showCodeMessage` is false (an empty `msg` is not notified).
 */
import type { Translate } from '~/lib/i18n/translator';
import { SUCCESS_FALLBACK_KEY } from './httpErrors';
import type { ApiEnvelope } from './types';
import { CODE_REDIRECT, CODE_SUCCESS, CODE_TOKEN_EXPIRED } from './types';

export type RouteTarget = 'userLogin' | 'user';

export interface CodeOptions {
  showCodeMessage: boolean;
  showSuccessMessage: boolean;
  /** Name of the route being shown, when known. */
  currentRouteName: string | undefined;
}

export interface CodeDecision {
  notify?: { type: 'success' | 'error'; message: string };
  clearTokens: boolean;
  navigate?: RouteTarget;
}

const NOTHING: CodeDecision = { clearTokens: false };

function dataType(data: unknown): unknown {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as { type?: unknown }).type : undefined;
}

/** True for the codes that redirect instead of notifying (303, 409). */
export function isRedirectCode(code: number): boolean {
  return code === CODE_REDIRECT || code === CODE_TOKEN_EXPIRED;
}

/**
 * True when the answer means "refresh the access token, then try again": 409 (it expired), or 303 'need login'
 * (it is unknown, which is also what a token replaced by a concurrent refresh is on a backend that deletes the old
 * one, as BuildAdmin does). The caller refreshes only when it sent a token and holds a refresh token.
 */
export function asksForRefresh(envelope: ApiEnvelope<unknown>): boolean {
  return (
    envelope.code === CODE_TOKEN_EXPIRED ||
    (envelope.code === CODE_REDIRECT && dataType(envelope.data) === 'need login')
  );
}

/** The redirect decision alone: the single place that knows what 303/409 mean (token refresh hooks in before it). */
export function decideRedirect(envelope: ApiEnvelope<unknown>, currentRouteName: string | undefined): CodeDecision {
  if (envelope.data === null || envelope.data === undefined) return NOTHING;
  const needLogin = envelope.code === CODE_TOKEN_EXPIRED || dataType(envelope.data) === 'need login';
  const target: RouteTarget = needLogin ? 'userLogin' : 'user';
  if (currentRouteName === target) return { clearTokens: needLogin };
  return {
    clearTokens: needLogin,
    navigate: target,
    ...(envelope.msg ? { notify: { type: 'error' as const, message: envelope.msg } } : {}),
  };
}

export function decideCode(envelope: ApiEnvelope<unknown>, options: CodeOptions, t: Translate): CodeDecision {
  if (envelope.code === CODE_SUCCESS) {
    if (!options.showSuccessMessage) return NOTHING;
    return { clearTokens: false, notify: { type: 'success', message: envelope.msg || t(SUCCESS_FALLBACK_KEY) } };
  }
  if (isRedirectCode(envelope.code)) return decideRedirect(envelope, options.currentRouteName);
  if (!options.showCodeMessage || !envelope.msg) return NOTHING;
  return { clearTokens: false, notify: { type: 'error', message: envelope.msg } };
}
