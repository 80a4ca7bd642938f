/**
 * A member's info as the API answered it, made ready to show and edit: an external BuildAdmin backend HTML-escapes
 * nickname and motto on save (sometimes twice), so they are decoded once here. The built-in API stores text as
 * typed, which may legitimately contain `&amp;`, so its answers are left alone.
 */
import { usesBuiltinApi } from '~/config';
import type { UserInfo } from '~/lib/api/types';
import { decodeEscapedText } from '~/lib/format/entities';

export function memberInfoFromApi<T extends Pick<UserInfo, 'nickname' | 'motto'>>(
  info: T,
  external = !usesBuiltinApi(),
): T {
  if (!external) return info;
  return {
    ...info,
    nickname: decodeEscapedText(String(info.nickname ?? '')),
    motto: decodeEscapedText(String(info.motto ?? '')),
  };
}
