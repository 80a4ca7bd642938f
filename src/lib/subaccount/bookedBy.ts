/**
 * Who booked an order, as text (docs/design/subaccounts.md §4.3): "Me" for the caller's own bookings on the page,
 * "王芳 (wangfang)" for a member of the team, "王芳 (wangfang) (deleted)" once its sub-account is gone. Files and the
 * order's field rows never say "Me" (a file is read by others): they leave `self` out.
 */
export interface BookerName {
  nickname: string;
  username: string;
  deleted: boolean;
  self?: boolean;
}

/** Translate in the `order` namespace. */
type Translate = (key: string, params?: Record<string, unknown>) => string;

export function bookedByText(booker: BookerName, t: Translate): string {
  if (booker.self) return t('Me');
  const nickname = booker.nickname.trim();
  const username = booker.username.trim();
  const name =
    nickname && username && nickname !== username
      ? t('{{nickname}} ({{username}})', { nickname, username })
      : nickname || username;
  return booker.deleted ? t('{{name}} (deleted)', { name }) : name;
}
