/**
 * `GET /api/account/profile` (which account verifications the site offers) and `POST /api/account/profile`
 * (scene `edit`: username, nickname, gender, birthday, motto, avatar; every other key is ignored). As in BuildAdmin,
 * gender, motto and avatar keep their stored value when the body leaves them out, a missing birthday is cleared,
 * and the body may carry the member's own `id` (the official front ends send it); another member's id is refused.
 */

import { profileSchema } from '~/contract/accountInput';
import { DEFAULT_AVATAR } from '~/lib/format/url';
import { issuesOf, translateIssue } from '~/lib/validation/issues';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import type { Reply } from '~/server/http/router';
import { findOwnImage } from '~/server/modules/attachments';
import { accountVerificationTypes, takenField } from '~/server/modules/user';
import { MAX_AVATAR_PIXELS } from '~/server/storage/inspect';

/** Rule 'account/profile' (declared with the route), like saving. */
export async function profileConfig(_ctx: ApiContext, _user: UserRow): Reply<'account/profile', 'GET'> {
  // The same list as GET /api/user/checkIn, from the sign-in module.
  return ok({ accountVerificationType: accountVerificationTypes() });
}

/** The avatar to store: '' for none or the default picture, the member's current one, or an image they uploaded. */
async function avatarToStore(ctx: ApiContext, user: UserRow, avatar: string): Promise<string> {
  if (avatar === '' || avatar === DEFAULT_AVATAR) return '';
  // The page may send the address it displays: '//host/storage/…' or 'https://host/storage/…' of this site.
  const path = avatar.replace(
    new RegExp(`^(https?:)?//${ctx.host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=/)`, 'i'),
    '',
  );
  if (path === user.avatar) return path;
  const image = await findOwnImage(ctx.db, user.id, path);
  if (!image) throw new ApiError('The avatar must be an image you uploaded');
  // Uploaded under another topic, it may be larger than an avatar may be.
  if (image.width * image.height > MAX_AVATAR_PIXELS) {
    throw new ApiError('The image is too large: at most %s megapixels', {
      params: { max: MAX_AVATAR_PIXELS / 1_000_000 },
    });
  }
  return path;
}

/** Another member has the name, ignoring case (as at registration and login). */
async function usernameTaken(ctx: ApiContext, username: string, userId: number): Promise<boolean> {
  return (await takenField(ctx, { username }, userId)) !== undefined;
}

/** The body's `id`, when sent, must be the member's own (a number or its decimal string). */
function isOwnId(value: unknown, userId: number): boolean {
  if (value === undefined || value === null || value === '') return true;
  return (typeof value === 'number' || typeof value === 'string') && String(value).trim() === String(userId);
}

export async function saveProfile(ctx: ApiContext, user: UserRow): Reply<'account/profile', 'POST'> {
  if (!isOwnId(ctx.body.id, user.id)) throw new ApiError('Parameter error');
  const parsed = profileSchema.safeParse(ctx.body);
  if (!parsed.success) {
    const [issue] = issuesOf(parsed.error);
    throw new ApiError(issue ? translateIssue(issue, ctx.tv) : 'Parameter error', { translated: Boolean(issue) });
  }
  const sent = (key: string) => Object.hasOwn(ctx.body, key);
  const { username, nickname, birthday } = parsed.data;
  const gender = sent('gender') ? parsed.data.gender : user.gender;
  const motto = sent('motto') ? parsed.data.motto : user.motto;
  const avatar = sent('avatar') ? await avatarToStore(ctx, user, parsed.data.avatar) : user.avatar;
  const taken = () => new ApiError('Username already exists');
  if (await usernameTaken(ctx, username, user.id)) throw taken();

  try {
    await ctx.db
      .updateTable('user')
      .set({ username, nickname, gender, birthday, motto, avatar, update_time: ctx.now })
      .where('id', '=', user.id)
      .execute();
  } catch (error) {
    // Another request took the name between the check and the update (unique index).
    if (await usernameTaken(ctx, username, user.id)) throw taken();
    throw error;
  }
  return ok(null, 'Data updated successfully~');
}
