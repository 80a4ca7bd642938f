/**
 * Form schemas of sign-in and verification (contract §3.4, §4, §5.5, §5.6), shared by the browser forms and the
 * built-in API. Messages are `validate` keys; field labels are `field.<name>`.
 */
import '~/lib/validation/jitless';
import * as z from 'zod/mini';
import { EMAIL_RE, isEmail, isMobile, MOBILE_RE, VALIDATE_KEYS, VERIFICATION_TYPES } from '~/lib/validation/rules';
import {
  accountField,
  choiceField,
  codeField,
  emailValue,
  MAX_TEXT,
  mobileValue,
  optionalPassword,
  optionalText,
  passwordField,
  requiredString,
} from '~/lib/validation/schemas';

/** `event` of `POST /api/Ems/send`. */
export const EMS_EVENTS = ['user_register', 'user_change_email', 'user_retrieve_pwd', 'user_email_verify'] as const;
export type EmsEvent = (typeof EMS_EVENTS)[number];
/** `template_code` of `POST /api/Sms/send`. */
export const SMS_TEMPLATES = [
  'user_register',
  'user_retrieve_pwd',
  'user_mobile_verify',
  'user_change_mobile',
] as const;
export type SmsTemplate = (typeof SMS_TEMPLATES)[number];

/** Register tab of checkIn: the chosen type's value is required; both are checked when given. */
export const registerSchema = z
  .object({
    username: accountField(),
    email: optionalText().check(z.refine(isEmail, { error: VALIDATE_KEYS.correctField })),
    mobile: optionalText().check(z.refine(isMobile, { error: VALIDATE_KEYS.mobile })),
    password: passwordField(),
    registerType: choiceField(VERIFICATION_TYPES),
    captcha: codeField(),
  })
  .check(
    z.superRefine((data, ctx) => {
      if (data[data.registerType] === '') {
        ctx.addIssue({ code: 'custom', path: [data.registerType], message: VALIDATE_KEYS.required, input: '' });
      }
    }),
  );

/**
 * The register schema as the server applies it: only the chosen channel's value counts (submitRegister sends the
 * other one as ''), so a stale e-mail does not block a registration by mobile.
 */
export const registerFormSchema = z.pipe(
  z.transform((values: unknown) => {
    if (!values || typeof values !== 'object') return values;
    const out: Record<string, unknown> = { ...(values as Record<string, unknown>) };
    if (out.registerType === 'mobile') out.email = '';
    else out.mobile = '';
    return out;
  }),
  registerSchema,
);

/** Retrieve password: the account is the e-mail or mobile of the chosen type. */
export const retrievePasswordSchema = z
  .object({
    type: choiceField(VERIFICATION_TYPES),
    account: requiredString().check(z.maxLength(MAX_TEXT, { error: VALIDATE_KEYS.correctField })),
    captcha: codeField(),
    password: passwordField(),
  })
  .check(
    z.superRefine((data, ctx) => {
      const valid = data.type === 'email' ? EMAIL_RE.test(data.account) : MOBILE_RE.test(data.account);
      if (!valid) ctx.addIssue({ code: 'custom', path: ['account'], message: VALIDATE_KEYS.correctField, input: '' });
    }),
  );

const captchaFields = {
  captchaId: requiredString().check(z.maxLength(128, { error: VALIDATE_KEYS.correctField })),
  captchaInfo: requiredString().check(z.maxLength(200, { error: VALIDATE_KEYS.correctField })),
};

/** `POST /api/Ems/send` (password only for user_email_verify). */
export const sendEmsSchema = z.object({
  email: emailValue(),
  event: choiceField(EMS_EVENTS),
  ...captchaFields,
  password: optionalPassword(),
});

/** `POST /api/Sms/send` (password only for user_mobile_verify). */
export const sendSmsSchema = z.object({
  mobile: mobileValue(),
  template_code: choiceField(SMS_TEMPLATES),
  ...captchaFields,
  password: optionalPassword(),
});
