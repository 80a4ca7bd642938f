// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { registerMenus } from '~/lib/menus';
import { menuEntries } from '~/lib/menus/handleMenus';
import { $memberCenter } from '~/stores/memberCenter';
import { memberMenus } from '~tests/support/menus';
import { menuIconPaths } from './icons';
import MemberPanel, { type MemberPanelProps, PanelOpen } from './MemberPanel';

// The server renders from props only: a store is one process-wide value shared by concurrent requests.
const registered = registerMenus([], memberMenus());
const text = {
  panel: '会员中心菜单',
  menu: '菜单',
  expand: '展开菜单',
  shrink: '收起为图标',
  hide: '隐藏菜单',
  show: '显示菜单',
  unrecognized: '导航失败，菜单类型无法识别！',
  close: '关闭',
};
const props = (panel: MemberPanelProps['panel']): MemberPanelProps => ({
  panel,
  here: '/user/account/overview',
  current: '/user/account/overview',
  text,
  userMenus: menuEntries(registered.userMenus),
  icons: menuIconPaths(menuEntries(registered.userMenus)),
  showHeadline: true,
  authNode: registered.authNode,
  profile: {
    email: '',
    mobile: '',
    gender: 0,
    birthday: null,
    money: '0',
    score: 0,
    join_time: 0,
    last_login_time: 0,
    last_login_ip: '',
    motto: '',
  },
  site: { siteName: '', recordNumber: '', version: '', cdnUrl: '', apiUrl: '', upload: { mode: 'local' } },
});

describe('MemberPanel on the server', () => {
  it('renders the panel the cookie asks for, not what the store holds', () => {
    $memberCenter.setKey('open', true);
    const closed = renderToString(<MemberPanel {...props({ open: false, shrink: false })} />);
    expect(closed).toContain('class="member-aside panel-closed"');
    expect(closed).not.toContain('data-testid="member-menu"');
    expect(renderToString(<PanelOpen panel={{ open: false, shrink: false }} here="/user" text={text} />)).toContain(
      'data-panel="open"',
    );
    $memberCenter.setKey('open', false);
    const shrunk = renderToString(<MemberPanel {...props({ open: true, shrink: true })} />);
    expect(shrunk).toContain('class="member-aside panel-shrunk"');
    expect(shrunk).toContain('data-testid="member-menu"');
    expect(shrunk).toContain('data-panel="expand"');
    expect(shrunk).toContain('aria-current="page"');
    expect(renderToString(<PanelOpen panel={{ open: true, shrink: true }} here="/user" text={text} />)).toBe('');
    // The store was not touched by rendering.
    expect($memberCenter.get().open).toBe(false);
  });

  it("draws each entry's icon with the path the server resolved for it", () => {
    const p = props({ open: true, shrink: false });
    const html = renderToString(<MemberPanel {...p} icons={{ ...p.icons, '': 'M1 1h2' }} />);
    // The test menus name no icon: every entry draws the path given for '' and nothing else.
    const drawn = [...html.matchAll(/<path d="([^"]*)"/g)].map((m) => m[1]);
    const entries = p.userMenus.flatMap((top) => (top.children.length > 0 ? top.children : [top]));
    // Twice: the phone drawer's list and the column's.
    expect(drawn.filter((d) => d === 'M1 1h2')).toHaveLength(entries.length * 2);
  });

  it('every panel button is a form posting to /user/panel with the page to return to', () => {
    const html = renderToString(<MemberPanel {...props({ open: true, shrink: false })} />);
    const forms = html
      .split('<form')
      .slice(1)
      .map((part) => part.slice(0, part.indexOf('</form>')));
    expect(forms).toHaveLength(2);
    for (const [index, action] of ['shrink', 'close'].entries()) {
      const form = forms[index] ?? '';
      expect(form).toContain('action="/user/panel"');
      expect(form).toContain('method="post"');
      expect(form).toContain('<input type="hidden" name="to" value="/user/account/overview"/>');
      expect(form).toMatch(
        new RegExp(`<button type="submit" value="${action}" [^>]*data-panel="${action}" name="panel"`),
      );
    }
  });
});
