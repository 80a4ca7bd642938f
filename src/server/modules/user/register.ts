/**
 * Registration, the `register` tab of `POST /api/user/checkIn` (contract §3.2): User.php's rules, the code sent to
 * the e-mail or mobile for 'user_register', then the member and an access token, all in one transaction.
 * Only the verified channel is stored: a second, unverified address would let anyone claim someone else's.
 */

import type { CheckInResult } from '~/contract/user';
import { registerSchema } from '~/contract/userInput';
import { findMemberBy } from '~/server/auth/find-member';
import { hashPassword } from '~/server/auth/password';
import { issueToken } from '~/server/auth/tokens';
import { toUserInfo } from '~/server/auth/user-info';
import { newUserRow } from '~/server/auth/user-row';
import { consumeCode } from '~/server/codes/codes';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { parseInput, pick } from '~/server/http/input';
import type { Reply } from '~/server/http/router';

export const REGISTER_EVENT = 'user_register';

type Unique = 'username' | 'email' | 'mobile';

/** The 'already exists' answer of a unique field, in the request's language. */
export function existsError(ctx: ApiContext, field: Unique, options: { naming?: boolean } = {}): ApiError {
  return new ApiError(ctx.tv('Field already exists', { field: ctx.tv(`field.${field}`) }), {
    translated: true,
    // The calls of our own contract name the field (docs/api.md §1.10); registration answers as BuildAdmin does.
    ...(options.naming ? { data: { field } } : {}),
  });
}

/** The first of `fields` whose value another member already has (usernames and e-mails ignore case). */
export async function takenField(
  ctx: ApiContext,
  fields: Partial<Record<Unique, string>>,
  exceptUserId = 0,
): Promise<Unique | undefined> {
  for (const [field, value] of Object.entries(fields) as [Unique, string][]) {
    if (value && (await findMemberBy(ctx.db, field, value, exceptUserId))) return field;
  }
  return undefined;
}

export async function register(ctx: ApiContext): Reply<'user/checkin', 'POST'> {
  const input = pick(ctx.body, ['username', 'password', 'registerType', 'email', 'mobile', 'captcha']);
  const data = parseInput(registerSchema, input, ctx);
  const type = data.registerType;
  const target = type === 'email' ? data.email.toLowerCase() : data.mobile;
  const unique = { username: data.username, [type]: target };
  const taken = await takenField(ctx, unique);
  if (taken) throw existsError(ctx, taken);

  const passwordHash = await hashPassword(data.password);
  const { now, ip } = ctx;
  let result: Awaited<ReturnType<typeof insertMember>>;
  try {
    result = await ctx.db.transaction().execute((trx) => insertMember(trx, data.captcha));
  } catch (error) {
    // Lost a race for the same username or address: answer like the check above.
    const raced = await takenField(ctx, unique);
    if (raced) throw existsError(ctx, raced);
    throw error;
  }
  if (!result) throw new ApiError('Please enter the correct verification code');
  const answer: CheckInResult = { userInfo: toUserInfo(result.user, result.token), routePath: '/user' };
  return ok(answer, 'Login succeeded!');

  async function insertMember(trx: typeof ctx.db, code: string) {
    if (!(await consumeCode(trx, target, REGISTER_EVENT, code, now))) return undefined;
    const row = newUserRow(
      {
        username: data.username,
        password: passwordHash,
        email: type === 'email' ? target : '',
        mobile: type === 'mobile' ? target : '',
        last_login_time: now,
        last_login_ip: ip,
      },
      now,
    );
    const user = await trx.insertInto('user').values(row).returningAll().executeTakeFirstOrThrow();
    const token = await issueToken(trx, 'user', user.id, now);
    return { user, token };
  }
}
