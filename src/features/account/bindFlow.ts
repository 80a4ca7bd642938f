/**
 * The steps of changing a bound e-mail or mobile (contract §4 bind flow), as plain data: a bound value is verified
 * first (the account password and a code sent to it → a token), then the new value is bound with a code sent to it,
 * and with the token, or with the password when nothing was bound.
 */
import type { VerificationType } from '~/lib/validation';
import type { ChangeBindPayload } from './endpoints';

export type BindStage = 'closed' | 'verify' | 'bind';

/** Where the flow starts: verification when a value is bound, binding at once when none is. */
export const firstStage = (current: string): BindStage => (current ? 'verify' : 'bind');

export interface BindInput {
  type: VerificationType;
  /** The new e-mail or mobile, already checked. */
  value: string;
  /** The code sent to the new value. */
  code: string;
  /** The verification token, '' when nothing was bound. */
  token: string;
  password: string;
}

/** The body of `account/changeBind`: the token when there was a verification, the password otherwise. */
export function changeBindPayload({ type, value, code, token, password }: BindInput): ChangeBindPayload {
  return {
    type,
    captcha: code.trim(),
    [type]: value,
    ...(token ? { accountVerificationToken: token } : { password }),
  };
}
