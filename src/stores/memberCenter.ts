/**
 * Member-centre state (contract §7.10 `useMemberCenter`, SPEC §3): the side panel (open, shrunk), the phone
 * drawer, the member menu and the permissions (authNode). The server computes the same data per request
 * (`registerMenus` in `src/lib/menus`, the panel cookie) and hands it to the islands as props; the first island
 * of a page seeds this store with it (`useSeededKeys`), and every island then shares it.
 */
import { map } from 'nanostores';
import type { AuthNode, MenuEntry } from '~/lib/menus';

export interface MemberCenterState {
  /** The side panel is open (a closed panel leaves only its 'show' button). */
  open: boolean;
  /** The side panel shows icons only: the member's choice, or forced while the body is narrower than 992 px. */
  shrink: boolean;
  /** The phone drawer is open; collapsed after each navigation. */
  menuExpand: boolean;
  userMenus: MenuEntry[];
  showHeadline: boolean;
  /** Page path → permitted buttons (SPEC §6); checked with `auth` of `src/lib/menus`. */
  authNode: AuthNode;
}

/** Below this body width (px) the side panel shrinks. */
export const SHRINK_BELOW = 992;

export const INITIAL_MEMBER_CENTER: MemberCenterState = {
  open: true,
  shrink: false,
  menuExpand: false,
  userMenus: [],
  showHeadline: false,
  authNode: {},
};

export const $memberCenter = map<MemberCenterState>({ ...INITIAL_MEMBER_CENTER });

export function setPanel(panel: { open: boolean; shrink: boolean }): void {
  $memberCenter.set({ ...$memberCenter.get(), open: panel.open, shrink: panel.shrink });
}

export function setShrink(shrink: boolean): void {
  $memberCenter.setKey('shrink', shrink);
}

/** Is a body of this width narrow enough to shrink the side panel? */
export function isNarrow(width: number): boolean {
  return width < SHRINK_BELOW;
}

/** Flips the phone drawer, or sets it when a value is given (`false` when an entry is followed). */
export function toggleMenuExpand(value?: boolean): void {
  $memberCenter.setKey('menuExpand', value ?? !$memberCenter.get().menuExpand);
}
