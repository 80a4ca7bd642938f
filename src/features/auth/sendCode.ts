/**
 * A "Send" button for e-mail and SMS codes (contract §4 bind flow, §5.5, §5.6): it opens the click captcha, then
 * posts `Ems/send {email, event, captchaId, captchaInfo}` or `Sms/send {mobile, template_code, captchaId,
 * captchaInfo}` (+ `password` for the *_verify events) with the success message shown; after a success it counts
 * down 60 s ('N Seconds') and is enabled again. Strings: `login` namespace ('Send', 'N Seconds').
 */

import { browserText } from '~/features/site';
import type { Endpoints } from '~/lib/api/endpoints';
import type { CaptchaProof, EmsEvent, SmsTemplate } from '~/lib/api/types';
import { CODE_SUCCESS } from '~/lib/api/types';

/** The popup and the API client load on the first Send, so a form page ships neither up front. */
const loadCaptcha = async () => (await import('./captchaDialog')).openClickCaptcha();
const loadEndpoints = async () => (await import('~/features/site')).getBrowserApi().endpoints;

export const RESEND_SECONDS = 60;

export type CodeChannel = 'email' | 'mobile';
/** The purpose of a code; the same names serve as Ems events and SMS template codes (without the channel part). */
export type CodePurpose = 'user_register' | 'user_retrieve_pwd' | 'verify' | 'change';

/** The event / template_code for a channel and purpose, e.g. ('mobile', 'verify') → 'user_mobile_verify'. */
export function eventFor(channel: CodeChannel, purpose: CodePurpose): string {
  if (purpose === 'verify') return `user_${channel}_verify`;
  if (purpose === 'change') return `user_change_${channel}`;
  return purpose;
}

export interface SendCodeRequest {
  channel: CodeChannel;
  /** The e-mail address or mobile number the code goes to. */
  target: string;
  event: string;
  proof: CaptchaProof;
  password?: string;
}

/** Posts the send call with the success message shown; true on code 1. */
export async function postSendCode(api: Endpoints, request: SendCodeRequest): Promise<boolean> {
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

export interface SendCodeButtonOptions {
  button: HTMLButtonElement;
  /** Read at click time: the channel may follow a radio button. */
  channel: () => CodeChannel;
  purpose: CodePurpose;
  /** The e-mail or mobile value; return undefined (after showing why) to stop. */
  target: () => string | undefined;
  password?: () => string;
  endpoints?: Endpoints;
  /** For tests: the captcha step. */
  solveCaptcha?: () => Promise<CaptchaProof>;
}

/** Wires a send button; returns a function that unwires it. */
export function enhanceSendCode(options: SendCodeButtonOptions): () => void {
  const { button } = options;
  const doc = button.ownerDocument;
  const label = browserText('login', 'Send', doc);
  const secondsText = (n: number) => browserText('login', 'N Seconds', doc).replace('{{count}}', String(n));
  let cancel: (() => void) | undefined;
  let running = false;

  const onClick = async () => {
    if (running) return;
    const target = options.target();
    if (!target) return;
    running = true;
    button.disabled = true;
    try {
      const proof = await (options.solveCaptcha ?? loadCaptcha)();
      const channel = options.channel();
      const sent = await postSendCode(options.endpoints ?? (await loadEndpoints()), {
        channel,
        target,
        event: eventFor(channel, options.purpose),
        proof,
        ...(options.password ? { password: options.password() } : {}),
      });
      if (sent) {
        cancel = countdown(
          RESEND_SECONDS,
          (left) => {
            button.textContent = secondsText(left);
          },
          () => {
            button.textContent = label;
            button.disabled = false;
            running = false;
          },
        );
        return;
      }
    } catch {
      // A closed captcha (CaptchaClosedError) is the person's choice; transport failures were already notified.
    }
    button.disabled = false;
    running = false;
  };
  const listener = () => void onClick();
  button.disabled = false;
  button.addEventListener('click', listener);
  return () => {
    cancel?.();
    button.removeEventListener('click', listener);
  };
}
