import { describe, expect, it } from 'vitest';
import { consoleMenu, consolePageOf, grantedNames } from './consolePages';

describe('consolePageOf', () => {
  it('finds the page of a menu rule ignoring case, none for the rest', () => {
    expect(consolePageOf('auth/adminLog')).toBe('/admin/log');
    expect(consolePageOf('auth/admin')).toBe('/admin/staff');
    expect(consolePageOf('routine/config')).toBeUndefined();
  });
});

describe('consoleMenu', () => {
  it('groups the menus of a directory that have a page, and drops the rest', () => {
    const menu = consoleMenu([
      {
        type: 'menu_dir',
        name: 'auth',
        title: 'Staff and roles',
        children: [
          {
            type: 'menu',
            name: 'auth/adminLog',
            title: 'Audit log',
            children: [{ type: 'button', name: 'x', title: 'x' }],
          },
          { type: 'menu', name: 'auth/rule', title: 'Permissions' },
        ],
      },
      {
        type: 'menu_dir',
        name: 'routine',
        title: 'Routine',
        children: [{ type: 'menu', name: 'routine/config', title: 'x' }],
      },
      { type: 'menu', name: 'auth/adminlog', title: 'Log' },
    ]);
    expect(menu).toEqual([
      { title: 'Staff and roles', entries: [{ title: 'Audit log', href: '/admin/log' }] },
      { title: '', entries: [{ title: 'Log', href: '/admin/log' }] },
    ]);
  });
});

describe('grantedNames', () => {
  it('collects every rule of the tree in lower case', () => {
    const names = grantedNames([
      {
        type: 'menu_dir',
        name: 'hotel',
        title: '',
        children: [
          {
            type: 'menu',
            name: 'hotel/order',
            title: '',
            children: [{ type: 'button', name: 'hotel/order/checkIn', title: '' }],
          },
        ],
      },
    ]);
    expect([...names]).toEqual(['hotel', 'hotel/order', 'hotel/order/checkin']);
  });
});
