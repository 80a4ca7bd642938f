/**
 * The console's sign-in (`/admin/login`): the password step (the members' login schema, the click captcha once an
 * account's throttle asks for it), then, for a role that moves money, the second factor with the ticket the admin
 * API gave (a code, or enrolment with a QR code), and after an enrolment the recovery codes, shown once. The session
 * is the console's HttpOnly cookie.
 */
import type { AstroCookies } from 'astro';
import QRCode from 'qrcode';
import type { AdminLoginResult, AdminTwoFactorRequired } from '~/contract/admin';
import { loginNeedsCaptcha } from '~/features/auth/index.server';
import { validateT } from '~/features/site/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { safeRedirectTarget } from '~/lib/routing/routes';
import { fieldErrorsOf, loginSchema, text } from '~/lib/validation';
import { adminCall } from './adminApi.server';
import { type ConsolePageContext, consoleCaller } from './consoleView.server';
import { writeConsoleToken } from './session.server';

export interface SecondStep {
  ticket: string;
  enrol?: { secret: string; qr: string };
  /** The API's message (what to do, or why the code was refused). */
  message: string;
  error: boolean;
}

export type ConsoleLoginOutcome =
  | { kind: 'success'; redirect: string }
  | { kind: 'recovery'; codes: string[]; next: string }
  | { kind: 'second'; step: SecondStep }
  | {
      kind: 'invalid';
      username: string;
      fieldErrors: Record<string, string>;
      captchaRequired: boolean;
      message?: string;
    };

/** Where to go after signing in: the console page asked for, else its start. */
export const consoleTarget = (value: unknown): string => {
  const target = safeRedirectTarget(value, '/admin');
  return target.startsWith('/admin') ? target : '/admin';
};

const isSecondFactor = (data: unknown): data is AdminTwoFactorRequired =>
  typeof data === 'object' && data !== null && 'twoFactor' in data && 'ticket' in data;

async function secondStep(data: AdminTwoFactorRequired, message: string, error: boolean): Promise<SecondStep> {
  if (data.twoFactor === 'code') return { ticket: data.ticket, message, error };
  const svg = await QRCode.toString(data.otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const qr = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return { ticket: data.ticket, enrol: { secret: data.secret, qr }, message, error };
}

function signedIn(cookies: AstroCookies, secure: boolean, data: AdminLoginResult, next: string): ConsoleLoginOutcome {
  writeConsoleToken(cookies, data.userInfo.token, secure);
  return data.recoveryCodes
    ? { kind: 'recovery', codes: data.recoveryCodes, next }
    : { kind: 'success', redirect: next };
}

export async function submitConsoleLogin(context: ConsolePageContext, form: FormData): Promise<ConsoleLoginOutcome> {
  const { locals, cookies } = context;
  const next = consoleTarget(form.get('to'));
  const caller = { ...consoleCaller(context), token: '' };
  const ticket = text(form.get('ticket')).slice(0, 128);
  const username = text(form.get('username')).trim();
  let params: Record<string, string>;
  if (ticket) {
    params = {
      ticket,
      totp: text(form.get('totp')).trim().slice(0, 20),
      totpSecret: text(form.get('totpSecret')).slice(0, 64),
    };
  } else {
    const parsed = loginSchema.safeParse({ username, password: text(form.get('password')) });
    if (!parsed.success) {
      return {
        kind: 'invalid',
        username,
        fieldErrors: fieldErrorsOf(parsed.error, validateT(locals)),
        captchaRequired: false,
      };
    }
    params = {
      username: parsed.data.username,
      password: parsed.data.password,
      captchaId: text(form.get('captchaId')).slice(0, 128),
      captchaInfo: text(form.get('captchaInfo')).slice(0, 200),
    };
  }
  const res = await adminCall(caller, 'index/login', 'POST', params);
  if (res.code === CODE_SUCCESS) return signedIn(cookies, locals.secure, res.data, next);
  if (isSecondFactor(res.data)) {
    return { kind: 'second', step: await secondStep(res.data, res.msg, Boolean(ticket)) };
  }
  return { kind: 'invalid', username, fieldErrors: {}, captchaRequired: loginNeedsCaptcha(res), message: res.msg };
}
