/**
 * Form schemas of sign-in and verification (contract §3.4, §4, §5.5, §5.6), shared by the browser forms and the
 * built-in API. Messages are `validate` keys; field labels are `field.<name>`.
 */
import * as z from 'zod/mini';
import { EMAIL_RE, isEmail, isMobile, MOBILE_RE, VALIDATE_KEYS } from '~/lib/validation/rules';
import { accountField, passwordField, requiredString } from '~/lib/validation/schemas';

export const MEMBERSHIP_KEYS = {
  emailFormat: 'email format error',
  mobileFormat: 'mobile format error',
  passwordMismatch: 'The duplicate password does not match the new password',
  exists: 'Field already exists',
} as const;

export const VERIFICATION_TYPES = ['email', 'mobile'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

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

/** Longest identifier, code or id worth reading. */
const MAX_TEXT = 100;

/** A required choice among `values` (missing → 'Please input field', other → 'Please enter the correct field'). */
export const choiceField = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(requiredString(), z.enum(values, { error: VALIDATE_KEYS.correctField }));

/** The e-mailed or SMS code. */
export const codeField = () => requiredString().check(z.maxLength(16, { error: VALIDATE_KEYS.correctField }));

/** A password that is only compared (old password): required, not trimmed, bounded. */
export const currentPasswordField = () =>
  z
    .string({ error: VALIDATE_KEYS.required })
    .check(
      z.minLength(1, { error: VALIDATE_KEYS.required, abort: true }),
      z.maxLength(256, { error: VALIDATE_KEYS.correctField }),
    );

/** An optional text field: absent or null reads as ''; non-strings are wrong. Trimmed. */
export const optionalText = () =>
  z.pipe(
    z.pipe(
      z.optional(
        z.union([z.string({ error: VALIDATE_KEYS.correctField }), z.null()], { error: VALIDATE_KEYS.correctField }),
      ),
      z.transform((value: string | null | undefined) => (value ?? '').trim()),
    ),
    z.string().check(z.maxLength(MAX_TEXT, { error: VALIDATE_KEYS.correctField })),
  );

const emailValue = () =>
  requiredString().check(
    z.maxLength(MAX_TEXT, { error: MEMBERSHIP_KEYS.emailFormat }),
    z.regex(EMAIL_RE, { error: MEMBERSHIP_KEYS.emailFormat }),
  );
const mobileValue = () => requiredString().check(z.regex(MOBILE_RE, { error: MEMBERSHIP_KEYS.mobileFormat }));

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
export type RegisterData = z.output<typeof registerSchema>;

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
export type RetrievePasswordData = z.output<typeof retrievePasswordSchema>;

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
export type ChangePasswordData = z.output<typeof changePasswordSchema>;

/** An optional password sent along with a code request; anything unreadable counts as absent. */
const optionalPassword = () => z.catch(z.optional(z.string().check(z.maxLength(256))), undefined);

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
export type SendEmsData = z.output<typeof sendEmsSchema>;

/** `POST /api/Sms/send` (password only for user_mobile_verify). */
export const sendSmsSchema = z.object({
  mobile: mobileValue(),
  template_code: choiceField(SMS_TEMPLATES),
  ...captchaFields,
  password: optionalPassword(),
});
export type SendSmsData = z.output<typeof sendSmsSchema>;

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

/** The new e-mail or mobile of changeBind ('email format error' / 'mobile format error'). */
export const bindValueSchema = (type: VerificationType) => (type === 'email' ? emailValue() : mobileValue());
