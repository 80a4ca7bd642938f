export { type AuthCheck, auth } from './auth';
export { menuEntries, registerMenus } from './handleMenus';
export { findIframeEntry, firstMenuPath, menuAction, UNRECOGNIZED_MENU_KEY } from './menuAction';
export type { AuthNode, Menu, MenuEntry, RegisteredMenus } from './types';
