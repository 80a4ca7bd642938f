/**
 * The member rules of every site (BuildAdmin's user_rule): the member-centre menus and buttons, the guest head
 * navigation and the API rules, each with its English title, and how they are inserted (also by migrations that add
 * a feature's rules to databases seeded earlier).
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB, NewUserRule } from '~/server/db/schema';

export type RuleSeed = Pick<NewUserRule, 'pid' | 'type' | 'title' | 'name' | 'path' | 'icon'> &
  Partial<Pick<NewUserRule, 'component' | 'no_login_valid' | 'weigh' | 'extend'>> & { id: number; en: string };

const RULE_DEFAULTS = {
  menu_type: 'tab',
  url: '',
  component: '',
  no_login_valid: 0,
  extend: 'none',
  remark: '',
  weigh: 0,
  status: '1',
} as const satisfies Partial<NewUserRule>;

const ACCOUNT_COMPONENT = '/src/views/frontend/user/account/';

const menuEntry = (id: number, name: string, title: string, en: string, icon: string): RuleSeed => ({
  id,
  pid: 1,
  type: 'menu',
  title,
  en,
  name,
  path: name,
  icon,
  component: `${ACCOUNT_COMPONENT}${name.split('/')[1]}.vue`,
});

/** A head-navigation entry (type `nav`), shown to guests too. Each feature adds its own once its pages exist. */
export const navRule = (
  id: number,
  path: string,
  title: string,
  en: string,
  icon: string,
  weigh: number,
): RuleSeed => ({
  id,
  pid: 0,
  type: 'nav',
  title,
  en,
  name: path,
  path,
  icon,
  no_login_valid: 1,
  weigh,
});

/** The head navigation's hotels entry (SPEC §2 `/hotel/list`); migration 0010 adds it to earlier databases. */
export const HOTEL_NAV_RULE: RuleSeed = navRule(7, 'hotel/list', '酒店', 'Hotels', 'fa fa-building', 300);

/** The head navigation's news entry (SPEC §2 `/cms`); migration 0015 adds it to earlier databases. */
export const CMS_NAV_RULE: RuleSeed = {
  ...navRule(8, 'cms', '资讯', 'News', 'fa fa-newspaper-o', 200),
  name: 'cms/index',
};

/** The head navigation's cars entry (SPEC §2 `/car/list`); migration 0021_cars adds it to earlier databases. */
export const CAR_NAV_RULE: RuleSeed = navRule(9, 'car/list', '用车', 'Cars', 'fa fa-car', 250);

/** The "我的订单 / My orders" group of the member menu (SPEC §2 order pages). */
export const ORDER_MENU_DIR_RULE: RuleSeed = {
  id: 13,
  pid: 0,
  type: 'menu_dir',
  title: '我的订单',
  en: 'My orders',
  name: 'order',
  path: 'order',
  icon: 'fa fa-list',
};

/** "酒店订单 / Hotel orders" (`/user/order/hotel`): the menu entry, and the API rule the order calls check. */
export const ORDER_HOTEL_MENU_RULE: RuleSeed = {
  id: 14,
  pid: 13,
  type: 'menu',
  title: '酒店订单',
  en: 'Hotel orders',
  name: 'order/hotel',
  path: 'order/hotel',
  icon: 'fa fa-hotel',
  component: '/src/views/frontend/user/order/hotel.vue',
};

/** The "我的内容 / My content" group of the member menu (design §2 "Rules"; SPEC §2 member content pages). */
export const CMS_MENU_DIR_RULE: RuleSeed = {
  id: 18,
  pid: 0,
  type: 'menu_dir',
  title: '我的内容',
  en: 'My content',
  name: 'cms',
  path: 'cms',
  icon: 'fa fa-newspaper-o',
};

/**
 * The entries of the member content pages under group 18, ids 19–22: each is also the API rule its page's calls
 * check (`cms/content` covers the editor and preview too, `cms/order` buying).
 */
export const CMS_MEMBER_RULES: RuleSeed[] = (
  [
    [19, 'cms/content', '我的文章', 'My articles', 'fa fa-file-text-o'],
    [20, 'cms/collect', '我的收藏', 'Favourites', 'fa fa-heart-o'],
    [21, 'cms/comment', '我的评论', 'My comments', 'fa fa-comment-o'],
    [22, 'cms/order', '已购内容', 'Purchased content', 'fa fa-shopping-cart'],
  ] as const
).map(([id, name, title, en, icon]) => ({
  id,
  pid: 18,
  type: 'menu',
  title,
  en,
  name,
  path: name,
  icon,
  component: `/src/views/frontend/user/cms/${name.split('/')[1]}.vue`,
}));

/**
 * The "团队管理 / My team" group (id 30) with the team page `manage/subAccount` (31), which is also the API rule of
 * the sub-account calls, and its buttons add / edit / del (32–34). Main-only: never granted to a sub-account.
 */
export const SUBACCOUNT_RULES: RuleSeed[] = [
  {
    id: 30,
    pid: 0,
    type: 'menu_dir',
    title: '团队管理',
    en: 'My team',
    name: 'manage',
    path: 'manage',
    icon: 'fa fa-users',
  },
  {
    id: 31,
    pid: 30,
    type: 'menu',
    title: '子账号',
    en: 'Sub-accounts',
    name: 'manage/subAccount',
    path: 'manage/subAccount',
    icon: 'fa fa-user-plus',
    component: '/src/views/frontend/user/manage/subAccount.vue',
  },
  { id: 32, pid: 31, type: 'button', title: '添加', en: 'Add', name: 'manage/subAccount/add', path: '', icon: '' },
  { id: 33, pid: 31, type: 'button', title: '编辑', en: 'Edit', name: 'manage/subAccount/edit', path: '', icon: '' },
  { id: 34, pid: 31, type: 'button', title: '删除', en: 'Delete', name: 'manage/subAccount/del', path: '', icon: '' },
];

export const DEFAULT_RULES: RuleSeed[] = [
  {
    id: 1,
    pid: 0,
    type: 'menu_dir',
    title: '我的账户',
    en: 'My account',
    name: 'account',
    path: 'account',
    icon: 'fa fa-user-circle',
  },
  menuEntry(2, 'account/overview', '账户概览', 'Account overview', 'fa fa-home'),
  menuEntry(3, 'account/profile', '个人资料', 'Profile', 'fa fa-user-circle-o'),
  menuEntry(4, 'account/changePassword', '修改密码', 'Change password', 'fa fa-shield'),
  menuEntry(5, 'account/integral', '积分记录', 'Points log', 'fa fa-tag'),
  menuEntry(6, 'account/balance', '余额记录', 'Balance log', 'fa fa-money'),
  // Ids 7–9 are the head navigation of hotels, news and cars (`navRule`), each seeded when its pages land (a link
  // to a page that does not exist yet would only lead to a 404); databases seeded earlier get them by migration
  // (0010_hotel_nav, 0015_cms_nav, 0021_cars).
  HOTEL_NAV_RULE,
  CMS_NAV_RULE,
  CAR_NAV_RULE,
  // Permission nodes (type button): the export of each log, granted by the default group's '*'.
  { id: 10, pid: 5, type: 'button', title: '导出', en: 'Export', name: 'account/integral/export', path: '', icon: '' },
  { id: 11, pid: 6, type: 'button', title: '导出', en: 'Export', name: 'account/balance/export', path: '', icon: '' },
  // The API rule of uploads (contract §5.2), so a group with a rule list can be allowed to upload.
  {
    id: 12,
    pid: 0,
    type: 'route',
    title: '上传文件',
    en: 'Upload files',
    name: 'ajax/upload',
    path: '',
    icon: '',
    extend: 'add_rules_only',
  },
  // The member's orders (SPEC §2 /user/order/hotel): a "My orders" group with the "Hotel orders" entry, which is
  // also the API rule of hotel bookings (order/create, list, detail); migration 0011 turns the route rule of
  // databases seeded earlier into this entry.
  ORDER_MENU_DIR_RULE,
  ORDER_HOTEL_MENU_RULE,
  { id: 15, pid: 14, type: 'button', title: '支付', en: 'Pay', name: 'order/hotel/pay', path: '', icon: '' },
  { id: 16, pid: 14, type: 'button', title: '取消订单', en: 'Cancel', name: 'order/hotel/cancel', path: '', icon: '' },
  { id: 17, pid: 14, type: 'button', title: '导出', en: 'Export', name: 'order/hotel/export', path: '', icon: '' },
  // The member's content (SPEC §2 /user/cms/*): a "My content" group with its four pages, whose rules are also the API
  // rules of the member content calls. Migration 0016_cms_member_rules adds those rules (as route rules) to databases
  // seeded before the calls existed, and 0019_cms_menu turns them into this group's entries, keeping their ids.
  CMS_MENU_DIR_RULE,
  ...CMS_MEMBER_RULES,
  // A main account's team (docs/design/subaccounts.md §2.4): migration 0020 adds the API rule and its buttons to
  // databases seeded earlier, 0022 the group and makes the rule its entry.
  ...SUBACCOUNT_RULES,
];

/** Member rules with their English titles (the `title` column holds the Chinese one). */
export async function insertRules(
  db: Kysely<DB> | Transaction<DB>,
  rules: readonly RuleSeed[],
  now: number,
): Promise<void> {
  if (rules.length === 0) return;
  await db
    .insertInto('user_rule')
    .values(rules.map(({ en: _en, ...rule }) => ({ ...RULE_DEFAULTS, ...rule, create_time: now, update_time: now })))
    .execute();
  await db
    .insertInto('translation')
    .values(rules.map((r) => ({ scope: 'user_rule', ref: String(r.id), field: 'title', lang: 'en', value: r.en })))
    .execute();
}
