/**
 * Form schemas of the account pages (contract §3.4 `Account.php`, scene `edit`; §4 changePassword, verification,
 * changeBind), shared by the profile, password and bind forms and the built-in API. Messages are i18n keys of the
 * `validate` namespace.
 */
import '~/lib/validation/jitless';
import * as z from 'zod/mini';
import { MEMBERSHIP_KEYS, VALIDATE_KEYS, VERIFICATION_TYPES, type VerificationType } from '~/lib/validation/rules';
import {
  accountField,
  choiceField,
  codeField,
  currentPasswordField,
  emailValue,
  mobileValue,
  nicknameField,
  optionalPassword,
  optionalText,
  passwordField,
} from '~/lib/validation/schemas';
import type { LogEvent } from './account';

export { CHS_DASH_RE } from '~/lib/validation/schemas';

/** A calendar date `YYYY-MM-DD`. */
export const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MOTTO_MAX_LENGTH = 120;

export const ACCOUNT_VALIDATE_KEYS = {
  nicknameChsDash: 'nicknameChsDash',
  mottoTooLong: 'The personal signature can be at most 120 characters',
} as const;

/** True for a real calendar day (no 2023-02-30) between years 1000 and 9999. */
export function isRealDate(value: string): boolean {
  const match = DATE_RE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects.
const CONTROL_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const wrong = { error: VALIDATE_KEYS.correctField };

/** Birthday: '' / null / missing → null; otherwise a real `YYYY-MM-DD` date. */
const birthdayField = z.pipe(
  z.transform((value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value,
  ),
  z.nullable(z.string(wrong).check(z.trim(), z.refine(isRealDate, wrong))),
);

/** Gender 0 (secret), 1 (male), 2 (female), as a number or its string; missing → 0. */
const genderField = z.pipe(
  z.transform((value: unknown) =>
    value === undefined || value === null || value === '' ? 0 : typeof value === 'string' ? Number(value) : value,
  ),
  z.union([z.literal(0), z.literal(1), z.literal(2)], wrong),
);

/** An optional text: absent reads as ''. */
const orEmpty = (text: z.ZodMiniType<string, string>) =>
  z.pipe(
    z.optional(text),
    z.transform((value: string | undefined) => value ?? ''),
  );

/** Profile form, scene `edit`: username, nickname, birthday, plus the other saved fields. Other keys are dropped. */
export const profileSchema = z.object({
  username: accountField(),
  nickname: nicknameField(),
  gender: genderField,
  birthday: birthdayField,
  motto: orEmpty(
    z.string(wrong).check(
      z.trim(),
      z.refine((value) => [...value].length <= MOTTO_MAX_LENGTH, { error: ACCOUNT_VALIDATE_KEYS.mottoTooLong }),
      z.refine((value) => !CONTROL_RE.test(value), wrong),
    ),
  ),
  avatar: orEmpty(z.string(wrong).check(z.trim(), z.maxLength(255, wrong))),
});

/**
 * Change password: old required; new required + password rule; confirm equal to new. The confirmation is checked
 * whenever it is sent (our form always sends it; the contract's backend ignores it, so it may be absent).
 */
export const changePasswordSchema = z
  .object({
    oldPassword: currentPasswordField(),
    newPassword: passwordField(),
    confirmPassword: z.optional(z.string({ error: VALIDATE_KEYS.required })),
  })
  .check(
    z.superRefine((data, ctx) => {
      if (data.confirmPassword === undefined) return;
      const message = data.confirmPassword === '' ? VALIDATE_KEYS.required : MEMBERSHIP_KEYS.passwordMismatch;
      if (data.confirmPassword !== data.newPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message, input: data.confirmPassword });
      }
    }),
  );

/** `POST /api/account/verification`: the code sent to the member's current e-mail or mobile. */
export const verificationSchema = z.object({ type: choiceField(VERIFICATION_TYPES), captcha: codeField() });

/** `POST /api/account/changeBind`: the new value is checked against the type by `bindValueSchema`. */
export const changeBindSchema = z.object({
  type: choiceField(VERIFICATION_TYPES),
  captcha: codeField(),
  email: optionalText(),
  mobile: optionalText(),
  accountVerificationToken: optionalText(),
  password: optionalPassword(),
});

/**
 * The new e-mail or mobile of changeBind ('email format error' / 'mobile format error'): the API checks it, and the
 * bind dialog before asking for a code.
 */
export const bindValueSchema = (type: VerificationType) => (type === 'email' ? emailValue() : mobileValue());

/** Page and page size of a log list: page ≥ 1; limit 1..100, default 15. Unreadable values fall back. */
export function pagination(page: unknown, limit: unknown, defaultLimit = 15, maxLimit = 100) {
  const int = (value: unknown) => {
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d{1,9}$/.test(value.trim())
          ? Number(value)
          : NaN;
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
  };
  return { page: int(page) ?? 1, limit: Math.min(int(limit) ?? defaultLimit, maxLimit) };
}

/** What a log entry refers to after its event code (`event:hotel_booking:HB26112512345678`): a booking id or the like. */
export const LOG_MEMO_REFERENCE_RE = /^[A-Za-z0-9-]{1,32}$/;

/** A log entry's memo: an event code the pages translate, optionally naming what it refers to. */
export const logEventMemo = (event: LogEvent, reference?: string): string =>
  reference && LOG_MEMO_REFERENCE_RE.test(reference) ? `event:${event}:${reference}` : `event:${event}`;

/** A top-up's bounds, minor units: ¥1.00 to ¥50,000.00. */
export const TOP_UP_MIN = 100;
export const TOP_UP_MAX = 5_000_000;
