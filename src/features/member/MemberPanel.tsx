/**
 * The member centre's side panel and menu (island, SPEC §2): a drawer on phones (closed again after each
 * navigation), a column on wider screens that can be shrunk to icons or closed; `PanelOpen` is the 'show menu'
 * button a closed panel leaves beside the breadcrumbs (a second island over the same store).
 *
 * Without JavaScript every button is the submit button of a plain form posting to /user/panel, which sets the
 * `ba-member-panel` cookie and returns to the page. Hydrated, a button changes `$memberCenter` at once and writes
 * the same cookie (./panelActions.ts), so the next page the server renders agrees; a body narrower than 992 px
 * shrinks the panel. The layout follows the aside's classes through `:has()` (styles/components/_member.scss).
 *
 * Props are what the server computed for this page: the panel cookie, the member menus and permissions, the
 * member's profile and the site configuration. The first island seeds the stores with them; every island of the
 * page then shares them (`$memberCenter`, `$userProfile`, `$siteConfig`).
 */

import { useEffect, useRef } from 'react';
import { renderedByReact } from '~/components/astroRenderer';
import MenuLink, { type MenuLinkText } from '~/components/MenuLink';
import type { AuthNode, MenuEntry } from '~/lib/menus';
import { $memberCenter, isNarrow, toggleMenuExpand } from '~/stores/memberCenter';
import { seedStore, useSeededKeys } from '~/stores/seeded';
import { $siteConfig, type SiteConfigState } from '~/stores/siteConfig';
import { $userProfile, type UserProfile } from '~/stores/userInfo';
import MenuIcon from './MenuIcon';
import type { PanelAction, PanelState } from './panel';
import { followWidth, runPanelAction } from './panelActions';

export interface MemberPanelText extends MenuLinkText {
  /** aria-label of the aside. */
  panel: string;
  /** The phone drawer's summary. */
  menu: string;
  expand: string;
  shrink: string;
  hide: string;
  show: string;
}

export interface PanelProps {
  panel: PanelState;
  /** This page's path and query, where the no-JavaScript form returns to. */
  here: string;
  text: MemberPanelText;
}

export interface MemberPanelProps extends PanelProps {
  /** The menu entry of this page: its own path, or the entry that grants it (an edit page's list, `RouteDef.menu`). */
  current: string;
  userMenus: MenuEntry[];
  /** The SVG path of each menu icon, by the entry's `icon` (`menuIconPaths`, ./icons.ts). */
  icons: Record<string, string>;
  showHeadline: boolean;
  authNode: AuthNode;
  profile: UserProfile;
  site: SiteConfigState;
}

const ICONS: Record<PanelAction, string> = {
  shrink: 'M15 6l-6 6 6 6',
  expand: 'M9 6l6 6-6 6',
  close: 'M6 6l12 12M18 6 6 18',
  open: 'M4 6h16M4 12h16M4 18h16',
};

const focusLater = (selector: string) => setTimeout(() => document.querySelector<HTMLElement>(selector)?.focus(), 0);

/** One panel control: a form button posting to /user/panel; hydrated, it acts at once instead. */
function PanelButton({
  action,
  label,
  here,
  className = 'btn btn-sm btn-outline-secondary',
  then,
}: {
  action: PanelAction;
  label: string;
  here: string;
  className?: string;
  /** A control to focus after the action (the one that undoes it). */
  then?: string;
}) {
  return (
    <form
      method="post"
      action="/user/panel"
      className="d-inline"
      onSubmit={(event) => {
        event.preventDefault();
        runPanelAction(action);
        if (then) focusLater(then);
      }}
    >
      <input type="hidden" name="to" value={here} />
      <button
        type="submit"
        name="panel"
        value={action}
        className={className}
        aria-label={label}
        title={label}
        data-panel={action}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d={ICONS[action]}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </form>
  );
}

/** Member menu entries grouped under their top-level entry, with headlines when there is more than one group. */
function MemberMenuList({
  userMenus,
  icons,
  showHeadline,
  current,
  text,
  iconOnly = false,
}: Pick<MemberPanelProps, 'userMenus' | 'icons' | 'showHeadline' | 'current'> & {
  text: MenuLinkText;
  iconOnly?: boolean;
}) {
  return userMenus.map((top) => (
    <div key={top.meta.id}>
      {showHeadline && <p className="menu-headline">{top.title}</p>}
      <div className="list-group mb-3">
        {(top.children.length > 0 ? top.children : [top]).map((menu) => (
          <MenuLink
            key={menu.meta.id}
            menu={menu}
            text={text}
            className="list-group-item list-group-item-action"
            current={current}
            iconOnly={iconOnly}
            onNavigate={() => toggleMenuExpand(false)}
          >
            <MenuIcon path={icons[menu.icon ?? ''] ?? ''} />
          </MenuLink>
        ))}
      </div>
    </div>
  ));
}

function MemberPanel(props: MemberPanelProps) {
  const { panel, here, text, current } = props;
  seedStore($userProfile, props.profile);
  seedStore($siteConfig, props.site);
  const state = useSeededKeys($memberCenter, {
    open: panel.open,
    shrink: panel.shrink,
    menuExpand: false,
    userMenus: props.userMenus,
    showHeadline: props.showHeadline,
    authNode: props.authNode,
  });
  const narrow = useRef<boolean | null>(null);

  // Contract §7.10: a body narrower than 992 px shrinks the panel; crossing back shows the member's choice.
  useEffect(() => {
    const onResize = () => {
      const now = isNarrow(document.body.clientWidth);
      if (now !== narrow.current) {
        narrow.current = now;
        followWidth(document.body.clientWidth);
      }
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const list = (iconOnly: boolean) => (
    <MemberMenuList
      userMenus={state.userMenus}
      icons={props.icons}
      showHeadline={state.showHeadline}
      current={current}
      text={text}
      iconOnly={iconOnly}
    />
  );
  const classes = ['member-aside', state.open ? (state.shrink ? 'panel-shrunk' : 'panel-open') : 'panel-closed'];
  return (
    <aside className={classes.join(' ')} aria-label={text.panel}>
      <details
        className="d-md-none mb-2"
        open={state.menuExpand}
        onToggle={(event) => {
          const open = event.currentTarget.open;
          if (open !== $memberCenter.get().menuExpand) toggleMenuExpand(open);
        }}
      >
        <summary className="btn btn-outline-secondary w-100">{text.menu}</summary>
        <nav className="mt-2">{list(false)}</nav>
      </details>
      {state.open && (
        <div className="d-none d-md-block">
          <div className="panel-tools">
            {/* One button that flips between shrink and expand, so it keeps the focus. */}
            <PanelButton
              key="size"
              action={state.shrink ? 'expand' : 'shrink'}
              label={state.shrink ? text.expand : text.shrink}
              here={here}
            />
            <PanelButton key="close" action="close" label={text.hide} here={here} then="[data-panel=open]" />
          </div>
          <nav data-testid="member-menu">{list(state.shrink)}</nav>
        </div>
      )}
    </aside>
  );
}

/** The 'show menu' button of a closed panel (island beside the breadcrumbs, sharing `$memberCenter`). */
export function PanelOpen({ panel, here, text }: Omit<PanelProps, 'text'> & { text: Pick<MemberPanelText, 'show'> }) {
  const { open } = useSeededKeys($memberCenter, { open: panel.open });
  if (open) return null;
  return (
    <div className="d-none d-md-block">
      <PanelButton action="open" label={text.show} here={here} then="[data-panel=close]" />
    </div>
  );
}

export default renderedByReact(MemberPanel);
renderedByReact(PanelOpen);
