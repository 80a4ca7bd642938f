/**
 * `user.User/resetPassword` (ours, docs/design/operators.md §6): an operator helps a member who cannot sign in by
 * sending them the code of the site's own password retrieval, to their bound e-mail address (else their mobile).
 * The operator never sees the code and never sets a password; the member sets one on the site with the code.
 */

import { type CodeChannel, deliverCode } from '~/server/codes/send-code';
import type { UserRow } from '~/server/db/schema';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { idParam } from '~/server/http/input';
import { emailChannel } from '~/server/modules/ems';
import { mobileChannel } from '~/server/modules/sms';
import { writeAudit } from '../audit';
import { type AdminContext, signedIn } from '../door';
import { liveMember } from './members';

/** The member's bound e-mail address, else mobile, whose channel can send now. */
function reachOf(user: UserRow): { channel: CodeChannel; target: string } | undefined {
  const reaches = [
    { channel: emailChannel, target: user.email },
    { channel: mobileChannel, target: user.mobile },
  ];
  return reaches.find((reach) => reach.target !== '' && reach.channel.available());
}

export async function sendResetCode(ctx: AdminContext): Promise<Success<{ sent_to: string }>> {
  const { actor } = signedIn(ctx);
  const id = idParam(ctx, ctx.body, 'id', 'user');
  const user = await liveMember(ctx, id);
  const reach = reachOf(user);
  if (!reach) throw new ApiError('No e-mail address or mobile number of this member can get a code now');
  await deliverCode(ctx, reach.channel, reach.target, 'user_retrieve_pwd');
  const data = { to: reach.channel.field };
  await writeAudit(ctx.db, actor, { title: 'Send password reset code', target: `user:${id}`, data }, ctx.now);
  return ok({ sent_to: reach.target }, 'A code to set a new password was sent to {{target}}', { target: reach.target });
}
