/**
 * zod schemas of the member forms. Error messages are i18n keys of the `validate` namespace; the field label key
 * is `field.<name>` (see `issuesOf`). Shared schemas are written with `zod/mini` (functions instead of methods), so
 * an island ships only the checks it uses: about a fifth of the browser code of the method API.
 */
import '~/lib/validation/jitless';
import * as z from 'zod/mini';
import { ACCOUNT_RE, EMAIL_RE, ID_NUMBER_RE, MEMBERSHIP_KEYS, MOBILE_RE, PASSWORD_RE, VALIDATE_KEYS } from './rules';
import { isTruthy } from './truthy';

/** A required string: missing, non-string or blank gives 'Please input field'. Trimmed. */
export const requiredString = () =>
  z
    .string({ error: VALIDATE_KEYS.required })
    .check(z.trim(), z.minLength(1, { error: VALIDATE_KEYS.required, abort: true }));

/** A required password: not trimmed (spaces are characters of a password). */
export const passwordField = () =>
  z
    .string({ error: VALIDATE_KEYS.required })
    .check(
      z.minLength(1, { error: VALIDATE_KEYS.required, abort: true }),
      z.regex(PASSWORD_RE, { error: VALIDATE_KEYS.password }),
    );

export const accountField = () => requiredString().check(z.regex(ACCOUNT_RE, { error: VALIDATE_KEYS.account }));
export const mobileField = () => requiredString().check(z.regex(MOBILE_RE, { error: VALIDATE_KEYS.mobile }));
export const emailField = () =>
  requiredString().check(
    z.maxLength(100, { error: VALIDATE_KEYS.correctField }),
    z.regex(EMAIL_RE, { error: VALIDATE_KEYS.correctField }),
  );
/** ThinkPHP `chsDash`: Chinese characters, letters, digits, `_` and `-`. */
export const CHS_DASH_RE = /^[\p{Script=Han}a-zA-Z0-9_-]+$/u;
export const NICKNAME_MAX_LENGTH = 50;
/** A member's nickname (the profile's rule; a main account names its sub-accounts with it too). */
export const nicknameField = () =>
  requiredString().check(
    z.maxLength(NICKNAME_MAX_LENGTH, { error: VALIDATE_KEYS.correctField }),
    z.regex(CHS_DASH_RE, { error: 'nicknameChsDash' }),
  );
export const idNumberField = () => requiredString().check(z.regex(ID_NUMBER_RE, { error: VALIDATE_KEYS.idNumber }));

/** Longest identifier, code or id worth reading. */
export const MAX_TEXT = 100;

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

/** The e-mail of a code request or a binding ('email format error'). */
export const emailValue = () =>
  requiredString().check(
    z.maxLength(MAX_TEXT, { error: MEMBERSHIP_KEYS.emailFormat }),
    z.regex(EMAIL_RE, { error: MEMBERSHIP_KEYS.emailFormat }),
  );
/** The mobile of a code request or a binding ('mobile format error'). */
export const mobileValue = () => requiredString().check(z.regex(MOBILE_RE, { error: MEMBERSHIP_KEYS.mobileFormat }));

/** An optional password sent along with a code request; anything unreadable counts as absent. */
export const optionalPassword = () => z.catch(z.optional(z.string().check(z.maxLength(256))), undefined);

/** Checkbox-like value from JSON or a form body: true, 1, '1', 'true', 'on', 'yes' are true (`isTruthy`). */
export const flag = () => z.pipe(z.transform(isTruthy), z.boolean());

/** Login form (contract §3.4: username required; password required + password rule). */
export const loginSchema = z.object({
  username: requiredString().check(z.maxLength(100, { error: VALIDATE_KEYS.correctField })),
  password: passwordField(),
  keep: z.optional(flag()),
});

/**
 * The `validate` messages the login form can show (its schema's messages, its field labels and the notice of a
 * blocked submit): all the strings of that namespace the login island needs.
 */
export const LOGIN_MESSAGE_KEYS = [
  VALIDATE_KEYS.required,
  VALIDATE_KEYS.correctField,
  VALIDATE_KEYS.password,
  'Illegal input',
  'field.username',
  'field.password',
  'field.keep',
] as const;
