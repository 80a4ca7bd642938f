/**
 * The profile form's server side. It works without JavaScript: a chosen avatar file arrives with the form and is
 * passed on to `ajax/upload` (checked first with the same rules as the browser), then the fields go to
 * `POST account/profile` after the shared schema passed. The member cookie keeps the new nickname and avatar.
 */
import type { AstroCookies } from 'astro';
import { profileSchema } from '~/contract/accountInput';
import { setFlash, validateT, writeUser } from '~/features/site/index.server';
import { checkUpload, uploadFile } from '~/features/upload';
import { isApiHttpError } from '~/lib/api/httpErrors';
import { CODE_SUCCESS, type SiteInfo, type UserInfo } from '~/lib/api/types';
import { DEFAULT_AVATAR } from '~/lib/format';
import { pickStoredUser } from '~/lib/session/userCookie';
import { fieldErrorsOf, text } from '~/lib/validation';
import { createAccountEndpoints } from './endpoints';

export interface ProfileValues {
  avatar: string;
  username: string;
  nickname: string;
  gender: string;
  birthday: string;
  motto: string;
}

export type ProfileOutcome =
  | { kind: 'done' }
  | { kind: 'invalid'; values: ProfileValues; fieldErrors: Record<string, string> };

/** The form's starting values from the member's info; the default picture counts as no avatar. */
export function profileFromInfo(info: UserInfo): ProfileValues {
  return {
    avatar: info.avatar === DEFAULT_AVATAR ? '' : info.avatar,
    username: info.username,
    nickname: info.nickname,
    gender: String(info.gender ?? 0),
    birthday: info.birthday ?? '',
    motto: info.motto,
  };
}

export function profileValues(form: FormData): ProfileValues {
  return {
    avatar: text(form.get('avatar')),
    username: text(form.get('username')),
    nickname: text(form.get('nickname')),
    gender: text(form.get('gender')) || '0',
    birthday: text(form.get('birthday')),
    motto: text(form.get('motto')),
  };
}

export async function submitProfile(
  context: { locals: App.Locals; cookies: AstroCookies },
  form: FormData,
  site: SiteInfo,
  memberId: number,
): Promise<ProfileOutcome> {
  const { locals, cookies } = context;
  const values = profileValues(form);
  const parsed = profileSchema.safeParse(values);
  const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error, validateT(locals));

  const file = form.get('avatarFile');
  if (file instanceof File && file.size > 0 && !fieldErrors.avatar) {
    const problem = checkUpload(file, site.upload);
    if (problem) {
      fieldErrors.avatar = locals.t('utils', problem);
    } else if (Object.keys(fieldErrors).length === 0) {
      try {
        const res = await uploadFile(locals.api.client, file, file.name, { driver: site.upload.mode, topic: 'avatar' });
        if (res.code === CODE_SUCCESS) values.avatar = res.data.file.url;
        else fieldErrors.avatar = res.msg;
      } catch (error) {
        // A transport failure was already turned into a translated notice by the client.
        if (!isApiHttpError(error)) throw error;
        fieldErrors.avatar = error.message;
      }
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { kind: 'invalid', values, fieldErrors };

  const account = createAccountEndpoints(locals.api.client);
  const res = await account.saveProfile(
    { ...values, id: memberId, gender: Number(values.gender), birthday: values.birthday || null },
    { showSuccessMessage: false },
  );
  if (res.code !== CODE_SUCCESS) return { kind: 'invalid', values, fieldErrors: {} };
  writeUser(
    cookies,
    pickStoredUser({ ...locals.user, username: values.username, nickname: values.nickname, avatar: values.avatar }),
    locals.secure,
  );
  setFlash(cookies, { type: 'success', ns: 'api-account', key: 'Data updated successfully~' }, locals.secure);
  return { kind: 'done' };
}
