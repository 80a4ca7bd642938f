/** The member behind the request, or the platform's 303 'need login' / 409 'Token expiration' answer. */
import { isMember } from '../../auth/current-user';
import { loginRequiredError } from '../../auth/guards';
import type { UserRow } from '../../db/schema';
import type { ApiContext } from '../../http/context';

export async function requireMember(ctx: ApiContext): Promise<UserRow> {
  const auth = await ctx.auth();
  if (!isMember(auth)) throw loginRequiredError(auth);
  return auth.user;
}
