/**
 * Member-centre state (contract §7.10 `useMemberCenter`, SPEC §3). Browser only; the server computes the same
 * menus with `registerMenus` from `src/lib/menus`.
 */
import { map } from 'nanostores';
import { type AuthCheck, type AuthNode, auth, type Menu, type RegisteredMenus } from '~/lib/menus';

export interface MemberCenterState {
  /** The member centre is enabled (`openMemberCenter`). */
  open: boolean;
  userMenus: Menu[];
  showHeadline: boolean;
  authNode: AuthNode;
  /** Small screen: the side panel is shrunk (body width below 992 px). */
  shrink: boolean;
  /** The mobile drawer is open; collapsed after each navigation. */
  menuExpand: boolean;
  navUserMenus: Menu[];
}

/** Below this body width (px) the side panel shrinks. */
export const SHRINK_BELOW = 992;

export const INITIAL_MEMBER_CENTER: MemberCenterState = {
  open: true,
  userMenus: [],
  showHeadline: false,
  authNode: {},
  shrink: false,
  menuExpand: false,
  navUserMenus: [],
};

export const $memberCenter = map<MemberCenterState>({ ...INITIAL_MEMBER_CENTER });

export function setStatus<K extends keyof MemberCenterState>(key: K, value: MemberCenterState[K]): void {
  $memberCenter.set({ ...$memberCenter.get(), [key]: value });
}

export function setUserMenus(menus: Menu[]): void {
  $memberCenter.setKey('userMenus', menus);
}

export function setShowHeadline(show: boolean): void {
  $memberCenter.setKey('showHeadline', show);
}

export function setAuthNode(authNode: AuthNode): void {
  $memberCenter.setKey('authNode', { ...authNode });
}

/** Later entries win for the same page path. */
export function mergeAuthNode(authNode: AuthNode): void {
  $memberCenter.setKey('authNode', { ...$memberCenter.get().authNode, ...authNode });
}

export function setNavUserMenus(menus: Menu[]): void {
  $memberCenter.setKey('navUserMenus', menus);
}

export function mergeNavUserMenus(menus: Menu[]): void {
  $memberCenter.setKey('navUserMenus', [...$memberCenter.get().navUserMenus, ...menus]);
}

export function setShrink(shrink: boolean): void {
  $memberCenter.setKey('shrink', shrink);
}

/** Shrinks the side panel when the body is narrower than 992 px. */
export function shrinkForWidth(width: number): void {
  setShrink(width < SHRINK_BELOW);
}

/** Flips the mobile drawer, or sets it when a value is given (`false` after each navigation). */
export function toggleMenuExpand(value?: boolean): void {
  $memberCenter.setKey('menuExpand', value ?? !$memberCenter.get().menuExpand);
}

/** Replaces the menus and permissions with `registerMenus`' result (head nav lives in siteConfig). */
export function applyMenus(registered: RegisteredMenus): void {
  $memberCenter.set({
    ...$memberCenter.get(),
    authNode: { ...registered.authNode },
    userMenus: registered.userMenus,
    navUserMenus: registered.navUserMenus,
    showHeadline: registered.showHeadline,
  });
}

/** The permission check of SPEC §6 against the stored authNode. */
export function hasAuth(currentPath: string, node: AuthCheck): boolean {
  return auth($memberCenter.get().authNode, currentPath, node);
}
