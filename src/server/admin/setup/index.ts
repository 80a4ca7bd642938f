/**
 * `Setup/index`: the first operator from the one-time setup link (`firstOperator.ts`). Anyone may call it; only the
 * link's token, unused, within its hour and while no operator exists, creates a super admin.
 */
import type { SetupDone, SetupLinkState } from '~/contract/admin/setup';
import { newOperatorSchema } from '~/contract/admin/staffInput';
import { issuesOf, translateIssue } from '~/lib/validation/issues';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { stringParam } from '~/server/http/request';
import { type AdminContext, actorOf } from '../door';
import { createFirstOperator, setupTokenUsable } from '../firstOperator';

async function state(ctx: AdminContext): Promise<Success<SetupLinkState>> {
  return ok({ usable: await setupTokenUsable(ctx.db, stringParam(ctx.query, 'token'), ctx.now) });
}

async function create(ctx: AdminContext): Promise<Success<SetupDone>> {
  const parsed = newOperatorSchema.safeParse({
    username: ctx.body.username,
    nickname: ctx.body.nickname,
    password: ctx.body.password,
  });
  if (!parsed.success) {
    const [issue] = issuesOf(parsed.error);
    throw new ApiError(issue ? translateIssue(issue, ctx.tv) : 'Parameter error', { translated: Boolean(issue) });
  }
  const actor = actorOf(ctx, { id: 0, username: 'setup link' });
  const result = await createFirstOperator(ctx.db, parsed.data, stringParam(ctx.body, 'token'), actor, ctx.now);
  if (!result.ok) {
    throw new ApiError(
      result.reason === 'name-taken' ? 'Username already exists' : 'This setup link has been used or has expired',
    );
  }
  return ok({ id: result.id, username: parsed.data.username }, 'The first operator is ready: sign in');
}

export const setupRoutes = {
  'setup/index': { GET: state, POST: create },
};
