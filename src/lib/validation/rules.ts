/**
 * Field rules of the member forms (contract §3.4 "Front-end mirror"), shared by browser forms and the built-in API.
 * Every validator accepts the empty value: required-ness is a separate rule.
 */

export const MOBILE_RE = /^(1[3-9])\d{9}$/;
/** SPEC §5: 3 to 15 characters, a letter first, then letters, digits, underscores (the contract regex allowed 16). */
export const ACCOUNT_RE = /^[a-zA-Z][a-zA-Z0-9_]{2,14}$/;
export const PASSWORD_RE = /^(?!.*[&<>"'\n\r]).{6,32}$/u;
export const ID_NUMBER_RE = /(^\d{15}$)|(^\d{18}$)|(^\d{17}(\d|X|x)$)/;
/**
 * Pragmatic e-mail shape: one @, a dot in the domain, no spaces, control characters, markup or quoting characters
 * (`< > " ' \` ( ) [ ] , ; : \\`: legal only in quoted or obscure forms nobody registers with, and dangerous wherever
 * an address is echoed). Internationalised addresses pass.
 */
export const EMAIL_RE =
  /^[^\s@\p{Cc}<>"'`()[\],;:\\]+@[^\s@.\p{Cc}<>"'`()[\],;:\\]+(\.[^\s@.\p{Cc}<>"'`()[\],;:\\]+)+$/u;

/** i18n keys of the `validate` namespace used by these rules. */
export const VALIDATE_KEYS = {
  required: 'Please input field',
  correctField: 'Please enter the correct field',
  mobile: 'Please enter the correct mobile number',
  account: 'Please enter the correct account',
  password: 'Please enter the correct password',
  idNumber: 'Please enter the correct ID number',
} as const;

/** `validate` keys of the membership forms (contract §4, §5.5, §5.6). */
export const MEMBERSHIP_KEYS = {
  emailFormat: 'email format error',
  mobileFormat: 'mobile format error',
  passwordMismatch: 'The duplicate password does not match the new password',
} as const;

/** Where a member receives codes and what an account is verified by: the one list of channels. */
export const VERIFICATION_TYPES = ['email', 'mobile'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

export const isVerificationType = (value: unknown): value is VerificationType =>
  typeof value === 'string' && (VERIFICATION_TYPES as readonly string[]).includes(value);

const optional = (re: RegExp) => (value: string) => value === '' || re.test(value);

export const isMobile = optional(MOBILE_RE);
export const isAccount = optional(ACCOUNT_RE);
export const isPassword = optional(PASSWORD_RE);
export const isIdNumber = optional(ID_NUMBER_RE);
export const isEmail = (value: string) => value === '' || (value.length <= 100 && EMAIL_RE.test(value));

/** How the backend reads a login identifier: mobile, e-mail or username. */
export type AccountKind = 'mobile' | 'email' | 'username';

export function accountKind(value: string): AccountKind {
  if (value !== '' && MOBILE_RE.test(value)) return 'mobile';
  if (value !== '' && EMAIL_RE.test(value)) return 'email';
  return 'username';
}
