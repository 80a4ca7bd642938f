/** The contract's answers when login is required but missing (303 / 409), or present but unwanted (303). */
import { CODE_REDIRECT, CODE_TOKEN_EXPIRED } from '~/lib/api/types';
import type { AuthState } from '~/server/auth/current-user';
import { ApiError } from './errors';

/** For a caller that is not a member: 409 for an expired token, else 303 'need login'. */
export function loginRequiredError(state: AuthState): ApiError {
  if (state.status === 'expired') return new ApiError('Token expiration', { code: CODE_TOKEN_EXPIRED, data: [] });
  return new ApiError('Please login first', { code: CODE_REDIRECT, data: { type: 'need login' } });
}

export function alreadyLoggedInError(): ApiError {
  return new ApiError('You have already logged in. There is no need to log in again~', {
    code: CODE_REDIRECT,
    data: { type: 'logged in' },
  });
}
