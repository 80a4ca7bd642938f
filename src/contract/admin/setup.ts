/** The first operator's setup link (`/admin/setup?token=…`), our own admin controller in BuildAdmin's style. */

/** `GET /admin/Setup/index?token=`: whether the link can still create the first operator. */
export interface SetupLinkState {
  usable: boolean;
}

/** `POST /admin/Setup/index` `{token, username, nickname, password}`: the super admin it created. */
export interface SetupDone {
  id: number;
  username: string;
}

export interface SetupCalls {
  'setup/index': { GET: SetupLinkState; POST: SetupDone };
}
