/**
 * Form schemas of a main account's team (docs/design/subaccounts.md §7), shared by the manage page's forms and the
 * built-in API: the register form's rules for user name, password, e-mail and mobile, the profile's for the
 * nickname. Messages are `validate` keys; field labels are `field.<name>`.
 */
import '~/lib/validation/jitless';
import * as z from 'zod/mini';
import { isEmail, isMobile, MEMBERSHIP_KEYS, VALIDATE_KEYS } from '~/lib/validation/rules';
import { accountField, nicknameField, optionalPassword, optionalText, passwordField } from '~/lib/validation/schemas';

export const SUBACCOUNT_STATUSES = ['enable', 'disable'] as const;
export type SubAccountStatus = (typeof SUBACCOUNT_STATUSES)[number];
/** Where the new sub-account receives codes: nowhere yet, or an address verified by a code now. */
export const CONTACT_TYPES = ['none', 'email', 'mobile'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** One of `values`; absent or '' means `fallback`. */
const choiceOr = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.pipe(
    z.transform((value: unknown) => (value === undefined || value === null || value === '' ? fallback : value)),
    z.enum(values, { error: VALIDATE_KEYS.correctField }),
  );

/** A confirmation that must equal the password when it is sent (the API takes it when present). */
const confirmed = z.superRefine((data: { password: string; confirmPassword?: string | undefined }, ctx) => {
  if (data.confirmPassword !== undefined && data.confirmPassword !== data.password) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: MEMBERSHIP_KEYS.passwordMismatch,
      input: data.confirmPassword,
    });
  }
});

/** `POST /api/subAccount/add` (rules are read apart: a list of ids). */
export const subAccountAddSchema = z
  .object({
    username: accountField(),
    nickname: nicknameField(),
    password: passwordField(),
    confirmPassword: optionalPassword(),
    contact_type: choiceOr(CONTACT_TYPES, 'none'),
    email: optionalText().check(z.refine(isEmail, { error: VALIDATE_KEYS.correctField })),
    mobile: optionalText().check(z.refine(isMobile, { error: VALIDATE_KEYS.mobile })),
    captcha: optionalText().check(z.maxLength(16, { error: VALIDATE_KEYS.correctField })),
    status: choiceOr(SUBACCOUNT_STATUSES, 'enable'),
  })
  .check(
    confirmed,
    z.superRefine((data, ctx) => {
      if (data.contact_type === 'none') return;
      for (const field of [data.contact_type, 'captcha'] as const) {
        if (data[field] === '')
          ctx.addIssue({ code: 'custom', path: [field], message: VALIDATE_KEYS.required, input: '' });
      }
    }),
  );

/** `POST /api/subAccount/edit`: only the keys sent change (rules are read apart). */
export const subAccountEditSchema = z.object({
  nickname: z.optional(nicknameField()),
  status: z.optional(z.enum(SUBACCOUNT_STATUSES, { error: VALIDATE_KEYS.correctField })),
});

/** `POST /api/subAccount/password`. */
export const subAccountPasswordSchema = z
  .object({ password: passwordField(), confirmPassword: optionalPassword() })
  .check(confirmed);
