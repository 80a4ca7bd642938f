export { type AuthCheck, auth } from './auth';
export {
  encodeIframeMenus,
  handleAuthNode,
  handleMenus,
  IFRAME_PREFIX,
  menuEntries,
  registerMenus,
  USER_PREFIX,
} from './handleMenus';
export { findIframeEntry, firstMenuPath, type MenuAction, menuAction, UNRECOGNIZED_MENU_KEY } from './menuAction';
export { pageAllowed } from './pageAllowed';
export type { AuthNode, Menu, MenuEntry, RegisteredMenus } from './types';
