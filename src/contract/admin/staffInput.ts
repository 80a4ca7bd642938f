/**
 * Input schemas of the operators' accounts, shared by the first-operator setup page, `npm run operator -- add` and
 * the staff calls: an operator's user name, nickname and password follow the members' rules (one password rule on
 * the whole site). Messages are `validate` keys; field labels are `field.<name>`.
 */
import '~/lib/validation/jitless';
import * as z from 'zod/mini';
import { EMAIL_RE, MOBILE_RE, VALIDATE_KEYS } from '~/lib/validation/rules';
import {
  accountField,
  currentPasswordField,
  nicknameField,
  optionalText,
  passwordField,
  requiredString,
} from '~/lib/validation/schemas';

/** A new operator's account. */
export const newOperatorSchema = z.object({
  username: accountField(),
  nickname: nicknameField(),
  password: passwordField(),
});

export type NewOperator = z.output<typeof newOperatorSchema>;

/** `POST /admin/Index/login` (BuildAdmin's fields; the captcha's are read apart). */
export const operatorLoginSchema = z.object({
  username: accountField(),
  password: passwordField(),
});

const wrong = { error: VALIDATE_KEYS.correctField };
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects.
const CONTROL = /[\u0000-\u001f\u007f]/;
const hasControl = (value: string) => CONTROL.test(value);
/** An optional text that, when given, matches `pattern`. */
const optionalMatching = (pattern: RegExp) =>
  z.pipe(optionalText(), z.string().check(z.refine((value) => value === '' || pattern.test(value), wrong)));

/**
 * A person's details: an operator's (`auth.Admin/add|edit`, `routine.AdminInfo/edit`) or, set by an operator, a
 * member's (`user.User/edit`); other keys are dropped.
 */
export const personDetailsSchema = z.object({
  nickname: nicknameField(),
  email: optionalMatching(EMAIL_RE),
  mobile: optionalMatching(MOBILE_RE),
  motto: z.pipe(
    optionalText(),
    z.string().check(z.refine((value) => [...value].length <= 120 && !hasControl(value), wrong)),
  ),
});

export type PersonDetails = z.output<typeof personDetailsSchema>;

/** An operator changing their own password (`routine.AdminInfo/edit`): the current one, then the new one. */
export const ownPasswordSchema = z.object({
  old_password: currentPasswordField(),
  password: passwordField(),
});

/** A role's name (`auth.Group/add|edit`). */
export const roleNameSchema = z.object({
  name: requiredString().check(
    z.maxLength(30, wrong),
    z.refine((value) => !hasControl(value) && !/[<>]/.test(value), wrong),
  ),
});
