import { describe, expect, it } from 'vitest';
import { memberMenus, rule } from '~tests/support/menus';
import { registerMenus } from './handleMenus';
import { pageAllowed } from './pageAllowed';

describe('pageAllowed', () => {
  const { userMenus } = registerMenus([], memberMenus());

  it('finds an entry at any depth', () => {
    expect(pageAllowed(userMenus, '/user/account/overview')).toBe(true);
    expect(pageAllowed(userMenus, '/user/account/profile')).toBe(true);
  });

  it('refuses a page no entry grants, a directory, a hidden rule and a near miss', () => {
    // The header's member menu (nav_user_menu) links to the orders page but grants nothing.
    expect(pageAllowed(userMenus, '/user/order/hotel')).toBe(false);
    expect(pageAllowed(userMenus, '/user/hidden')).toBe(false);
    expect(pageAllowed(userMenus, '/user/account')).toBe(false);
    expect(pageAllowed(userMenus, '/user/account/overview/')).toBe(false);
    expect(pageAllowed(userMenus, '/user/account/OVERVIEW')).toBe(false);
    expect(pageAllowed([], '/user/account/overview')).toBe(false);
  });

  it('does not take an external link for the page it points at', () => {
    const menus = registerMenus(
      [],
      [
        rule({
          id: 40,
          type: 'menu',
          name: 'orders/link',
          path: 'orders/link',
          menu_type: 'link',
          url: '/user/order/hotel',
        }),
      ],
    ).userMenus;
    expect(pageAllowed(menus, '/user/order/hotel')).toBe(false);
  });
});
