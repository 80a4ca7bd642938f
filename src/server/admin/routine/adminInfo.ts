/**
 * `routine.AdminInfo/index|edit` (BuildAdmin's `app/admin/controller/routine/AdminInfo.php`): the signed-in operator's
 * own details, and their password. Unlike BuildAdmin, `edit` never takes another operator's id, and a new password
 * needs the current one (a session left open must not be enough to lock its owner out).
 */
import type { AdminOwnInfo } from '~/contract/admin/staff';
import { ownPasswordSchema, personDetailsSchema } from '~/contract/admin/staffInput';
import { verifyPassword } from '~/server/auth/password';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { parseInput } from '~/server/http/input';
import { stringParam } from '~/server/http/request';
import { ownInfoOf, saveOperator } from '../auth/staffStore';
import { type AdminContext, signedIn } from '../door';

async function index(ctx: AdminContext): Promise<Success<{ info: AdminOwnInfo }>> {
  return ok({ info: ownInfoOf(signedIn(ctx).admin) });
}

async function edit(ctx: AdminContext): Promise<Success<{ info: AdminOwnInfo }>> {
  const { admin, actor } = signedIn(ctx);
  const changingPassword = stringParam(ctx.body, 'password') !== '';
  const sent = (name: 'nickname' | 'email' | 'mobile' | 'motto') => ctx.body[name] ?? admin[name];
  const profile = parseInput(
    personDetailsSchema,
    { nickname: sent('nickname'), email: sent('email'), mobile: sent('mobile'), motto: sent('motto') },
    ctx,
    true,
  );
  let password: string | undefined;
  if (changingPassword) {
    const input = parseInput(ownPasswordSchema, ctx.body, ctx, true);
    if (!(await verifyPassword(input.old_password, admin.password))) {
      throw new ApiError('Old password error', { data: { field: 'old_password' } });
    }
    password = input.password;
  }
  const saved = await saveOperator(ctx.db, admin.id, { profile, status: admin.status, password }, actor, ctx.now);
  if (!saved) throw new ApiError('Record not found');
  return ok({ info: ownInfoOf(saved) }, password ? 'Password changed: sign in again' : 'Saved');
}

export const adminInfoRoutes = {
  'routine.admininfo/index': { GET: index },
  'routine.admininfo/edit': { POST: edit },
};
