/**
 * Input schemas of the operators' accounts, shared by the first-operator setup page, `npm run operator -- add` and
 * the staff calls: an operator's user name, nickname and password follow the members' rules (one password rule on
 * the whole site). Messages are `validate` keys; field labels are `field.<name>`.
 */
import '~/lib/validation/jitless';
import * as z from 'zod/mini';
import { accountField, nicknameField, passwordField } from '~/lib/validation/schemas';

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
