/**
 * Form schemas of the account pages (contract §3.4 `Account.php`, scene `edit`), shared by the profile form and
 * the built-in API. Messages are i18n keys of the `validate` namespace.
 */
import * as z from 'zod/mini';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import { accountField, requiredString } from '~/lib/validation/schemas';

/** ThinkPHP `chsDash`: Chinese characters, letters, digits, `_` and `-`. */
export const CHS_DASH_RE = /^[\p{Script=Han}a-zA-Z0-9_-]+$/u;
/** A calendar date `YYYY-MM-DD`. */
export const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MOTTO_MAX_LENGTH = 120;
export const NICKNAME_MAX_LENGTH = 50;

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
  nickname: requiredString().check(
    z.maxLength(NICKNAME_MAX_LENGTH, wrong),
    z.regex(CHS_DASH_RE, { error: ACCOUNT_VALIDATE_KEYS.nicknameChsDash }),
  ),
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

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileData = z.output<typeof profileSchema>;

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
