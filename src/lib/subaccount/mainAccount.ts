/**
 * Whose company balance a member books on (docs/design/subaccounts.md §8.3): a sub-account's `UserInfo` names its
 * main account (`main_account`, the built-in API); a main account's says null and a BuildAdmin backend's leaves
 * it out, and both mean "not a sub-account". The name shown is the nickname, else the user name.
 */
export interface MainAccountName {
  id: number;
  /** The nickname, else the user name. */
  name: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The main account of the member whose info this is, or undefined when the member is no sub-account. */
export function mainAccountOf(info: { main_account?: unknown } | null | undefined): MainAccountName | undefined {
  const main = info?.main_account;
  if (typeof main !== 'object' || main === null) return undefined;
  const { id, nickname, username } = main as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return undefined;
  return { id, name: text(nickname) || text(username) || String(id) };
}
