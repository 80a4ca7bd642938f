/**
 * One menu entry of the member centre's side panel (island): tab and iframe entries are links inside the site,
 * link entries open a new window, any other type shows the 'unrecognized' notice when clicked (SPEC §2) — a
 * popover, so it needs no script. The header renders the same entries with `MenuLink.astro` (both follow
 * `menuAction` of `src/lib/menus`): a React render per entry on every page doubles the server's CPU time for `/`.
 */
import { type ReactNode, useId } from 'react';
import { type Menu, menuAction } from '~/lib/menus';

export interface MenuLinkText {
  /** The `utils` namespace's 'Navigation failed, the menu type is unrecognized!', translated. */
  unrecognized: string;
  /** 'Close', for the notice's close button. */
  close: string;
}

export interface MenuLinkProps {
  menu: Pick<Menu, 'path' | 'meta' | 'title'>;
  text: MenuLinkText;
  className?: string | undefined;
  /** The page's path: a navigation entry pointing at it is marked as the current page. */
  current?: string | undefined;
  /** Called when a navigation entry is followed (the member panel closes its phone drawer). */
  onNavigate?: (() => void) | undefined;
  /** Before the label, e.g. the entry's icon. */
  children?: ReactNode;
  /** Only the icon shows (the shrunk side panel): the title becomes the entry's name and its tooltip. */
  iconOnly?: boolean | undefined;
}

export default function MenuLink({ menu, text, className, current, onNavigate, children, iconOnly }: MenuLinkProps) {
  const noticeId = `menu-notice-${useId().replace(/[^\w-]/g, '')}`;
  const action = menuAction(menu);
  const label = <span className="menu-label">{menu.title}</span>;
  const named = iconOnly ? { title: menu.title, 'aria-label': menu.title } : {};
  if (action.kind === 'navigate') {
    return (
      <a
        href={action.href}
        className={className}
        {...named}
        aria-current={current === action.href ? 'page' : undefined}
        onClick={onNavigate}
      >
        {children}
        {label}
      </a>
    );
  }
  if (action.kind === 'open') {
    // Link entries open a new window and never stay highlighted (contract §7.4).
    return (
      <a href={action.href} className={className} {...named} target="_blank" rel="noopener noreferrer">
        {children}
        {label}
      </a>
    );
  }
  return (
    <>
      <button type="button" className={className} {...named} popoverTarget={noticeId}>
        {children}
        {label}
      </button>
      <div id={noticeId} popover="auto" className="ba-notify ba-notify--error ba-notify--top-right" role="alert">
        <p className="ba-notify__message">{text.unrecognized}</p>
        <button
          type="button"
          className="ba-notify__close btn-close"
          popoverTarget={noticeId}
          popoverTargetAction="hide"
          aria-label={text.close}
        />
      </div>
    </>
  );
}
