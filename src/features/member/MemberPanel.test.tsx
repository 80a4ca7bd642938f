// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMenus } from '~/lib/menus';
import { menuEntries } from '~/lib/menus/handleMenus';
import { memberMenus } from '~tests/support/menus';
import { menuIconPaths } from './icons';
import type { MemberPanelProps } from './MemberPanel';

const registered = registerMenus([], memberMenus());

const props = (overrides: Partial<MemberPanelProps> = {}): MemberPanelProps => ({
  panel: { open: true, shrink: false },
  here: '/user/account/profile?from=menu',
  current: '/user/account/profile',
  text: {
    panel: 'Member centre menu',
    menu: 'Menu',
    expand: 'Expand the menu',
    shrink: 'Shrink the menu to icons',
    hide: 'Hide the menu',
    show: 'Show the menu',
    unrecognized: 'Navigation failed, the menu type is unrecognized!',
    close: 'Close',
  },
  userMenus: menuEntries(registered.userMenus),
  icons: menuIconPaths(menuEntries(registered.userMenus)),
  showHeadline: registered.showHeadline,
  authNode: registered.authNode,
  profile: {
    email: 'demo@example.test',
    mobile: '',
    gender: 1,
    birthday: null,
    money: '12.50',
    score: 30,
    join_time: 1,
    last_login_time: 2,
    last_login_ip: '127.0.0.1',
    motto: 'hi',
  },
  site: {
    siteName: 'Concierge',
    recordNumber: '',
    version: 'v1',
    cdnUrl: '',
    apiUrl: '',
    upload: { mode: 'local' },
  },
  ...overrides,
});

let width = 1280;

/** Fresh modules per test: the stores and their seeds start empty, as on a new page. */
async function load() {
  vi.resetModules();
  const panel = await import('./MemberPanel');
  const stores = await import('~/stores/memberCenter');
  return { ...panel, $memberCenter: stores.$memberCenter };
}

const panelCookie = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('ba-member-panel='))
    ?.slice('ba-member-panel='.length);

const aside = () => screen.getByRole('complementary', { name: 'Member centre menu' });
const desktopMenu = () => screen.queryByTestId('member-menu');
const button = (action: string) => document.querySelector<HTMLButtonElement>(`[data-panel=${action}]`);

beforeEach(() => {
  width = 1280;
  Object.defineProperty(document.body, 'clientWidth', { configurable: true, get: () => width });
});
afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts without the panel cookie
  document.cookie = 'ba-member-panel=; Path=/; Max-Age=0';
});

describe('MemberPanel island', () => {
  it('renders the menu from its props, the current page marked, with plain forms posting to /user/panel', async () => {
    const { default: MemberPanel } = await load();
    render(<MemberPanel {...props()} />);
    const menu = desktopMenu();
    if (!menu) throw new Error('no desktop menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(
      registered.userMenus.flatMap((top) => (top.children.length > 0 ? top.children : [top])).map((m) => m.title),
    );
    expect(within(menu).getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/user/account/profile');
    const shrink = button('shrink');
    const form = shrink?.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/user/panel');
    expect(shrink?.getAttribute('name')).toBe('panel');
    expect(shrink?.value).toBe('shrink');
    expect(form?.querySelector<HTMLInputElement>('input[name=to]')?.value).toBe('/user/account/profile?from=menu');
    expect(aside().className).toContain('panel-open');
  });

  it('shrinks and expands at once, keeping the focus, and writes the cookie the server reads', async () => {
    const { default: MemberPanel, $memberCenter } = await load();
    render(<MemberPanel {...props()} />);
    const shrink = button('shrink');
    shrink?.focus();
    fireEvent.click(shrink as HTMLButtonElement);
    expect($memberCenter.get()).toMatchObject({ open: true, shrink: true });
    expect(panelCookie()).toBe('o1s1');
    expect(aside().className).toContain('panel-shrunk');
    // The same button now expands, and still has the focus.
    expect(button('expand')).toBe(shrink);
    expect(document.activeElement).toBe(shrink);
    fireEvent.click(button('expand') as HTMLButtonElement);
    expect($memberCenter.get().shrink).toBe(false);
    expect(panelCookie()).toBe('o1s0');
  });

  it('names every icon of the shrunk panel and shows the name as a tooltip; the open panel shows its labels', async () => {
    const { default: MemberPanel } = await load();
    render(<MemberPanel {...props()} />);
    const links = () => within(desktopMenu() as HTMLElement).getAllByRole('link');
    expect(links().map((link) => link.getAttribute('title'))).toEqual(links().map(() => null));
    fireEvent.click(button('shrink') as HTMLButtonElement);
    expect(links().length).toBeGreaterThan(0);
    for (const link of links()) {
      const title = link.querySelector('.menu-label')?.textContent;
      expect(link.getAttribute('title')).toBe(title);
      expect(link.getAttribute('aria-label')).toBe(title);
    }
    // The phone drawer always shows the labels.
    const drawer = within(aside()).getByText('Menu').closest('details') as HTMLElement;
    for (const link of within(drawer).getAllByRole('link', { hidden: true }))
      expect(link.getAttribute('title')).toBeNull();
  });

  it('closes, leaving the show button beside the breadcrumbs, and opens again', async () => {
    // The server rendered what the cookie says.
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the server read
    document.cookie = 'ba-member-panel=o1s1; Path=/';
    const { default: MemberPanel, PanelOpen, $memberCenter } = await load();
    const p = props({ panel: { open: true, shrink: true } });
    render(
      <>
        <MemberPanel {...p} />
        <PanelOpen panel={p.panel} here={p.here} text={p.text} />
      </>,
    );
    expect(button('open')).toBeNull();
    fireEvent.click(button('close') as HTMLButtonElement);
    expect($memberCenter.get().open).toBe(false);
    expect(panelCookie()).toBe('o0s1');
    expect(desktopMenu()).toBeNull();
    expect(aside().className).toContain('panel-closed');
    // The phone drawer stays.
    expect(within(aside()).getByText('Menu').tagName).toBe('SUMMARY');
    fireEvent.click(button('open') as HTMLButtonElement);
    expect($memberCenter.get()).toMatchObject({ open: true, shrink: true });
    expect(panelCookie()).toBe('o1s1');
    expect(desktopMenu()).not.toBeNull();
    expect(button('open')).toBeNull();
  });

  it('a body narrower than 992 px shrinks the panel without changing the choice; wider shows the choice', async () => {
    width = 900;
    const { default: MemberPanel, $memberCenter } = await load();
    render(<MemberPanel {...props()} />);
    expect($memberCenter.get().shrink).toBe(true);
    expect(aside().className).toContain('panel-shrunk');
    expect(panelCookie()).toBeUndefined();
    // Closing and opening keep the forced shrink; the cookie keeps the member's 'not shrunk'.
    fireEvent.click(button('close') as HTMLButtonElement);
    expect(panelCookie()).toBe('o0s0');
    width = 1300;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect($memberCenter.get()).toMatchObject({ open: false, shrink: false });
    width = 700;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect($memberCenter.get().shrink).toBe(true);
    // Expanding while narrow is the member's word until the width crosses 992 px again.
    act(() => $memberCenter.setKey('open', true));
    fireEvent.click(button('expand') as HTMLButtonElement);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect($memberCenter.get().shrink).toBe(false);
  });

  it('the phone drawer follows the store and closes when an entry is followed', async () => {
    const { default: MemberPanel, $memberCenter } = await load();
    render(<MemberPanel {...props()} />);
    const details = aside().querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    act(() => $memberCenter.setKey('menuExpand', true));
    expect(details.open).toBe(true);
    const link = within(details).getAllByRole('link')[0] as HTMLAnchorElement;
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect($memberCenter.get().menuExpand).toBe(false);
    expect(details.open).toBe(false);
  });

  it('seeds the shared stores once from the first island, and later islands share them', async () => {
    const { default: MemberPanel, PanelOpen, $memberCenter } = await load();
    const { $userProfile, $userInfo } = await import('~/stores/userInfo');
    const { $siteConfig } = await import('~/stores/siteConfig');
    const p = props();
    render(<MemberPanel {...p} />);
    expect($memberCenter.get()).toMatchObject({
      open: true,
      authNode: registered.authNode,
      showHeadline: true,
      userMenus: p.userMenus,
    });
    expect($userProfile.get()).toEqual(p.profile);
    expect($userInfo.get()).toMatchObject({ email: 'demo@example.test', score: 30 });
    expect($siteConfig.get()).toEqual(p.site);
    // A second island with other props neither reseeds nor disagrees.
    render(<PanelOpen panel={{ open: false, shrink: false }} here={p.here} text={p.text} />);
    expect($memberCenter.get().open).toBe(true);
    expect(button('open')).toBeNull();
  });

  it('an entry of an unknown type is a button opening the translated notice', async () => {
    const { default: MemberPanel } = await load();
    const odd = {
      title: 'Odd',
      icon: '',
      path: '/user/odd',
      meta: { id: 99, type: 'menu' as const, menu_type: 'teleport' },
    };
    render(<MemberPanel {...props({ userMenus: [{ ...odd, children: [] }], showHeadline: false })} />);
    const entry = within(desktopMenu() as HTMLElement).getByRole('button', { name: 'Odd' });
    const notice = document.getElementById(entry.getAttribute('popovertarget') ?? '');
    expect(notice?.getAttribute('popover')).toBe('auto');
    expect(notice?.textContent).toBe('Navigation failed, the menu type is unrecognized!');
    expect(notice?.querySelector('button')?.getAttribute('aria-label')).toBe('Close');
  });
});
