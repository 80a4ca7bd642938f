/**
 * The pure half of the "Send" button for e-mail and SMS codes (contract §4 bind flow, §5.5, §5.6; the button is
 * SendCodeButton.tsx): the event names, the send call `Ems/send {email, event, captchaId, captchaInfo}` or
 * `Sms/send {mobile, template_code, captchaId, captchaInfo}` (+ `password` for the *_verify events) with the
 * success message shown, and the 60 s countdown before another code may be asked for.
 */

import type { CaptchaProof, EmsEvent, SmsTemplate } from '~/contract/user';
import { CODE_SUCCESS } from '~/lib/api/types';
import type { VerificationType } from '~/lib/validation';
import type { AuthEndpoints } from './endpoints';

export const RESEND_SECONDS = 60;

/** The purpose of a code; the same names serve as Ems events and SMS template codes (without the channel part). */
export type CodePurpose = 'user_register' | 'user_retrieve_pwd' | 'verify' | 'change';

/** The event / template_code for a channel and purpose, e.g. ('mobile', 'verify') → 'user_mobile_verify'. */
export function eventFor(channel: VerificationType, purpose: CodePurpose): string {
  if (purpose === 'verify') return `user_${channel}_verify`;
  if (purpose === 'change') return `user_change_${channel}`;
  return purpose;
}

export interface SendCodeRequest {
  channel: VerificationType;
  /** The e-mail address or mobile number the code goes to. */
  target: string;
  event: string;
  proof: CaptchaProof;
  password?: string;
}

/** Posts the send call with the success message shown; true on code 1. */
export async function postSendCode(api: AuthEndpoints, request: SendCodeRequest): Promise<boolean> {
  const { proof, password } = request;
  const extra = password ? { password } : {};
  const options = { showSuccessMessage: true, loading: true };
  const res =
    request.channel === 'email'
      ? await api.sendEms({ email: request.target, event: request.event as EmsEvent, ...proof, ...extra }, options)
      : await api.sendSms(
          { mobile: request.target, template_code: request.event as SmsTemplate, ...proof, ...extra },
          options,
        );
  return res.code === CODE_SUCCESS;
}

/** Ticks `onTick(n)` for n = seconds … 1, one per second, then `onDone()`. Returns a cancel function. */
export function countdown(seconds: number, onTick: (left: number) => void, onDone: () => void): () => void {
  let left = seconds;
  onTick(left);
  const timer = setInterval(() => {
    left -= 1;
    if (left <= 0) {
      clearInterval(timer);
      onDone();
    } else onTick(left);
  }, 1000);
  return () => clearInterval(timer);
}
