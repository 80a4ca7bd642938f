/**
 * Demo data for a fresh database: site settings in both languages, the member menu and guest navigation,
 * the default group and a demo member. Runs in one transaction and only while the user table is empty, so two
 * processes starting at once seed once.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { hashPassword } from '~/server/auth/password';
import { newUserRow } from '~/server/auth/user-row';
import { type Engine, engineOf, withBusyRetry } from '~/server/db/engine';
import type { DB, NewUserRule } from '~/server/db/schema';
import { seedAccountDemo } from '~/server/modules/account/seed';
import { seedCarCatalogue } from '~/server/modules/car/seed';
import { seedContent } from '~/server/modules/cms/seed';
import { seedHotelCatalogue } from '~/server/modules/hotel/seed';
import { seedDemoOrders } from '~/server/modules/order/seed';
import { seedMembershipDemo } from '~/server/modules/user/seed';

/** Credentials of the seeded demo member (printed by the README, used by e2e tests). */
export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo123456';
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_MOBILE = '13800138000';
export const DEMO_NICKNAME = '演示会员';
export const DEMO_CREDENTIALS = { username: DEMO_USERNAME, password: DEMO_PASSWORD } as const;

/** Arbitrary constant for PostgreSQL's advisory lock around seeding. */
const SEED_LOCK_ID = 720_301;

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

/** `manage/subAccount` (id 31) and its buttons add / edit / del (32–34); id 30 is kept for the "My team" group. */
export const SUBACCOUNT_RULES: RuleSeed[] = [
  {
    id: 31,
    pid: 0,
    type: 'route',
    title: '子账号',
    en: 'Sub-accounts',
    name: 'manage/subAccount',
    path: '',
    icon: '',
    extend: 'add_rules_only',
  },
  { id: 32, pid: 31, type: 'button', title: '添加', en: 'Add', name: 'manage/subAccount/add', path: '', icon: '' },
  { id: 33, pid: 31, type: 'button', title: '编辑', en: 'Edit', name: 'manage/subAccount/edit', path: '', icon: '' },
  { id: 34, pid: 31, type: 'button', title: '删除', en: 'Delete', name: 'manage/subAccount/del', path: '', icon: '' },
];

export const SEED_RULES: RuleSeed[] = [
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
  // A main account's team (docs/design/subaccounts.md §2.4): the API rule of the sub-account calls and its buttons;
  // migration 0020 adds them to databases seeded earlier. Main-only: never granted to a sub-account.
  ...SUBACCOUNT_RULES,
];

/** name → [group, zh-cn value, en value (only for translatable settings that differ)] */
export const SEED_CONFIG: Record<string, [string, string, string?]> = {
  site_name: ['basics', '礼宾酒店', 'Concierge Hotels'],
  record_number: ['basics', '京ICP备00000000号-1'],
  version: ['basics', 'v1.0.0'],
  cdn_url: ['basics', ''],
  open_member_center: ['basics', '1'],
  upload_max_size: ['upload', '10mb'],
  upload_allowed_suffixes: ['upload', 'jpg,png,bmp,jpeg,gif,webp,zip,rar,wav,mp4,mp3'],
  upload_allowed_mime_types: ['upload', ''],
  upload_mode: ['upload', 'local'],
  upload_save_name: ['upload', '/storage/{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}'],
  // Booking rules (modules/hotel/settings.ts holds the same defaults for databases without these rows).
  hotel_order_expire_minutes: ['hotel', '30'],
  hotel_booking_horizon_days: ['hotel', '365'],
  hotel_max_nights: ['hotel', '30'],
  hotel_max_rooms: ['hotel', '8'],
  hotel_max_pending_orders: ['hotel', '5'],
  // Content rules (modules/cms/settings.ts holds the same defaults for databases without these rows).
  cms_comment_min_interval: ['cms', '15'],
  cms_comment_per_hour: ['cms', '30'],
  cms_comment_max_length: ['cms', '500'],
  cms_submit_per_day: ['cms', '20'],
  cms_related_count: ['cms', '4'],
  // Car services (modules/car/settings.ts holds the same defaults for databases without these rows).
  car_min_lead_hours: ['car', '4'],
  car_max_rental_days: ['car', '14'],
  // Team rules (modules/subaccount/settings.ts holds the same default for databases without this row).
  subaccount_max: ['subaccount', '10'],
};

async function isSeeded(db: Kysely<DB> | Transaction<DB>): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

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

async function insertAll(trx: Transaction<DB>, engine: Engine, passwordHash: string, now: number): Promise<void> {
  await trx
    .insertInto('user_group')
    .values({ id: 1, name: '默认分组', rules: '*', status: '1', create_time: now, update_time: now })
    .execute();

  await insertRules(trx, SEED_RULES, now);
  const translations = Object.entries(SEED_CONFIG).flatMap(([name, [, , en]]) =>
    en === undefined ? [] : [{ scope: 'config', ref: name, field: 'value', lang: 'en', value: en }],
  );
  await trx.insertInto('translation').values(translations).execute();

  await trx
    .insertInto('config')
    .values(Object.entries(SEED_CONFIG).map(([name, [group, value]]) => ({ name, group, value })))
    .execute();

  const demo = await trx
    .insertInto('user')
    .values(
      newUserRow(
        {
          username: DEMO_USERNAME,
          nickname: DEMO_NICKNAME,
          email: DEMO_EMAIL,
          mobile: DEMO_MOBILE,
          password: passwordHash,
          birthday: '1990-01-01',
          money: 123_450,
          score: 800,
        },
        now,
      ),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await seedMembershipDemo(trx, demo.id, now);
  await seedAccountDemo(trx, demo.id, now);
  await seedHotelCatalogue(trx, now);
  await seedCarCatalogue(trx, now);
  await seedDemoOrders(trx, demo.id, DEMO_USERNAME, now);
  await seedContent(trx, engine, demo.id, now);
}

/** Explicit ids do not advance PostgreSQL identity sequences; move them past the seeded rows. */
async function syncSequences(trx: Transaction<DB>): Promise<void> {
  for (const table of ['user_group', 'user_rule', 'user']) {
    await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`.execute(
      trx,
    );
  }
}

/** Seeds the demo site when the database has no members yet. Returns true when it inserted the data. */
export async function seedDatabase(db: Kysely<DB>, now = Math.floor(Date.now() / 1000)): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const engine = engineOf(db);
  return withBusyRetry(() =>
    db.transaction().execute(async (trx) => {
      if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
      if (await isSeeded(trx)) return false;
      await insertAll(trx, engine, passwordHash, now);
      if (engine === 'postgres') await syncSequences(trx);
      return true;
    }),
  );
}
