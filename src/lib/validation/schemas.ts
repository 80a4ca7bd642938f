/**
 * zod schemas of the member forms. Error messages are i18n keys of the `validate` namespace; the field label key
 * is `field.<name>` (see `issuesOf`).
 */
import { z } from 'zod';
import { ACCOUNT_RE, EMAIL_RE, ID_NUMBER_RE, MOBILE_RE, PASSWORD_RE, VALIDATE_KEYS } from './rules';
import { isTruthy } from './truthy';

/** A required string: missing, non-string or blank gives 'Please input field'. Trimmed. */
export const requiredString = () =>
  z.string({ error: VALIDATE_KEYS.required }).trim().min(1, { error: VALIDATE_KEYS.required, abort: true });

/** A required password: not trimmed (spaces are characters of a password). */
export const requiredPassword = () =>
  z
    .string({ error: VALIDATE_KEYS.required })
    .min(1, { error: VALIDATE_KEYS.required, abort: true })
    .regex(PASSWORD_RE, { error: VALIDATE_KEYS.password });

export const accountField = () => requiredString().regex(ACCOUNT_RE, { error: VALIDATE_KEYS.account });
export const passwordField = requiredPassword;
export const mobileField = () => requiredString().regex(MOBILE_RE, { error: VALIDATE_KEYS.mobile });
export const emailField = () =>
  requiredString()
    .max(100, { error: VALIDATE_KEYS.correctField })
    .regex(EMAIL_RE, { error: VALIDATE_KEYS.correctField });
export const idNumberField = () => requiredString().regex(ID_NUMBER_RE, { error: VALIDATE_KEYS.idNumber });

/** Checkbox-like value from JSON or a form body: true, 1, '1', 'true', 'on', 'yes' are true (`isTruthy`). */
export const flag = () => z.preprocess(isTruthy, z.boolean());

/** Login form (contract §3.4: username required; password required + password rule). */
export const loginSchema = z.object({
  username: requiredString().max(100, { error: VALIDATE_KEYS.correctField }),
  password: requiredPassword(),
  keep: flag().optional(),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;
