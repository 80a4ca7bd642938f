/**
 * `POST /api/account/verification` and `POST /api/account/changeBind` (contract §4): prove control of the current
 * e-mail or mobile with a code, then bind a new one with a code sent to it.
 */
import { bindValueSchema, changeBindSchema, verificationSchema } from '~/contract/accountInput';
import { checkPassToken, deletePassToken, issuePassToken } from '~/server/auth/pass-token';
import { consumeCode } from '~/server/codes/codes';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { parseInput, pick } from '~/server/http/input';
import { checkMemberPassword, requireMember, throttledError } from '~/server/http/member';
import type { Reply } from '~/server/http/router';
import { takenField } from '~/server/modules/user';

const wrongCode = () => new ApiError('Please enter the correct verification code');

/** Checks the code sent to the member's current address for `user_{type}_verify`; answers a `{type}-pass` token. */
async function verification(ctx: ApiContext): Reply<'account/verification'> {
  const user = await requireMember(ctx);
  const { type, captcha } = parseInput(verificationSchema, pick(ctx.body, ['type', 'captcha']), ctx);
  const current = user[type];
  const token = await ctx.db.transaction().execute(async (trx) => {
    if (!current || !(await consumeCode(trx, current, `user_${type}_verify`, captcha, ctx.now))) return undefined;
    return issuePassToken(trx, type, user.id, ctx.now);
  });
  if (!token) throw wrongCode();
  return ok({ type, accountVerificationToken: token });
}

async function changeBind(ctx: ApiContext): Reply<'account/changebind'> {
  const user = await requireMember(ctx);
  const fields = ['type', 'captcha', 'email', 'mobile', 'accountVerificationToken', 'password'];
  const data = parseInput(changeBindSchema, pick(ctx.body, fields), ctx);
  const { type, accountVerificationToken: passToken } = data;

  // A bound address is changed only after verification; binding a first one needs the password.
  if (user[type]) {
    if (!(await checkPassToken(ctx.db, passToken, type, user.id, ctx.now))) {
      throw new ApiError('You need to verify your account before modifying the binding information');
    }
  } else {
    const verdict = await checkMemberPassword(ctx.db, user, data.password ?? '', ctx.ip, ctx.now);
    if (verdict === 'throttled') throw throttledError();
    if (verdict === 'wrong') throw new ApiError('Password error');
  }

  const parsed = bindValueSchema(type).safeParse(data[type]);
  if (!parsed.success) throw new ApiError(`${type} format error`);
  const value = type === 'email' ? parsed.data.toLowerCase() : parsed.data;
  if (await takenField(ctx, { [type]: value }, user.id)) throw new ApiError(`${type} is occupied`);

  const changed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, value, `user_change_${type}`, data.captcha, ctx.now))) return false;
    await trx
      .updateTable('user')
      .set({ [type]: value, update_time: ctx.now })
      .where('id', '=', user.id)
      .execute();
    await deletePassToken(trx, passToken, type);
    return true;
  });
  if (!changed) throw wrongCode();
  return ok(null, '');
}

export const bindRoutes = {
  'account/verification': { POST: verification },
  'account/changebind': { POST: changeBind },
};
