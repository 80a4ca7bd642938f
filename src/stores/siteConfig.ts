/**
 * Site configuration and the bootstrap of `GET /api/index/index` (contract §7.3, §7.10 `useSiteConfig`,
 * SPEC §3, §4). Browser only; the server calls the endpoint per request and renders with plain data.
 */
import { map } from 'nanostores';
import type { Endpoints } from '~/lib/api/endpoints';
import { type ApiEnvelope, CODE_SUCCESS, type IndexData, type UploadConfig } from '~/lib/api/types';
import { type Menu, registerMenus } from '~/lib/menus';
import { applyMenus, setStatus } from './memberCenter';
import { dataFill as fillUser, isLogin } from './userInfo';

export type SiteUpload = { mode: string } & Partial<Omit<UploadConfig, 'mode'>>;

export interface SiteConfigState {
  siteName: string;
  recordNumber: string;
  version: string;
  cdnUrl: string;
  /** Never filled by `/api/index/index`; set by the page from its API base. */
  apiUrl: string;
  upload: SiteUpload;
  headNav: Menu[];
  /** Guest bootstrap done. */
  initialize: boolean;
  /** Member bootstrap done. */
  userInitialize: boolean;
}

export const INITIAL_SITE_CONFIG: SiteConfigState = {
  siteName: '',
  recordNumber: '',
  version: '',
  cdnUrl: '',
  apiUrl: '',
  upload: { mode: 'local' },
  headNav: [],
  initialize: false,
  userInitialize: false,
};

export const $siteConfig = map<SiteConfigState>({ ...INITIAL_SITE_CONFIG, upload: { mode: 'local' } });

/** Merges (as Nuxt's `$patch`); `upload` is merged key by key over `{mode: 'local'}`. */
export function dataFill(data: Partial<SiteConfigState>): void {
  const current = $siteConfig.get();
  $siteConfig.set({ ...current, ...data, upload: { ...current.upload, ...data.upload } });
}

export function setHeadNav(headNav: Menu[]): void {
  $siteConfig.setKey('headNav', headNav);
}

export function setInitialize(value: boolean): void {
  $siteConfig.setKey('initialize', value);
}

export function setUserInitialize(value: boolean): void {
  $siteConfig.setKey('userInitialize', value);
}

/** Applies a successful bootstrap answer to the site, member-centre and user stores. */
export function applyIndexData(data: IndexData): void {
  dataFill(data.site);
  setStatus('open', data.openMemberCenter);
  const registered = registerMenus(data.rules, data.menus);
  setHeadNav(registered.headNav);
  applyMenus(registered);
  if (data.userInfo && !Array.isArray(data.userInfo)) {
    fillUser(data.userInfo);
    setUserInitialize(true);
  }
  setInitialize(true);
}

let pending: Promise<ApiEnvelope<IndexData> | undefined> | undefined;

/**
 * Loads the bootstrap data when needed: skipped for a guest once `initialize` is set and for a member once
 * `userInitialize` is set. Concurrent calls share one request. Resolves with the envelope (undefined when
 * skipped); the stores change only on code 1 (the client already handled 303/409).
 */
export function initialize(
  requiredLogin: boolean,
  endpoints: Pick<Endpoints, 'index'>,
): Promise<ApiEnvelope<IndexData> | undefined> {
  const state = $siteConfig.get();
  const loggedIn = isLogin();
  if ((!loggedIn && state.initialize) || (loggedIn && state.userInitialize)) return Promise.resolve(undefined);
  pending ??= endpoints
    .index(requiredLogin)
    .then((res) => {
      if (res.code === CODE_SUCCESS) applyIndexData(res.data);
      return res;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}
