/** GET /api/index/index: guest and member shapes, languages, requiredLogin (contract §2). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndexData, RuleNode, UserInfo } from '~/lib/api/types';
import { hashToken } from '~/server/auth/tokens';
import { call, ENGINES, loginDemo, setupDatabase, type TestDatabase } from './helpers';

const MEMBER_NODE_KEYS = [
  'component',
  'extend',
  'icon',
  'id',
  'menu_type',
  'name',
  'no_login_valid',
  'path',
  'pid',
  'title',
  'type',
  'url',
];
const GUEST_NODE_KEYS = [
  ...MEMBER_NODE_KEYS,
  'children',
  'create_time',
  'remark',
  'status',
  'update_time',
  'weigh',
].sort();
/** The contract's UserInfo plus ours: `main_account` (docs/design/subaccounts.md §3.4). */
const USER_INFO_KEYS = [
  'avatar',
  'birthday',
  'email',
  'gender',
  'id',
  'join_time',
  'last_login_ip',
  'last_login_time',
  'main_account',
  'mobile',
  'money',
  'motto',
  'nickname',
  'refresh_token',
  'score',
  'token',
  'username',
];

const keys = (value: object) => Object.keys(value).sort();

describe.each(ENGINES)('GET /api/index/index (%s)', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    // Hotels (id 7), news (id 8) and cars (id 9) are seeded: the head navigation, heaviest first.
    t = await setupDatabase(engine);
  });
  afterAll(async () => t.cleanup());

  it('answers guests with the exact contract shape', async () => {
    const res = await call<IndexData>(t.db, '/api/index/index');
    expect(res.status).toBe(200);
    expect(keys(res.body)).toEqual(['code', 'data', 'msg', 'time']);
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toBe('');
    expect(Number.isInteger(res.body.time)).toBe(true);
    const data = res.body.data;
    expect(keys(data)).toEqual(['menus', 'openMemberCenter', 'rules', 'site', 'userInfo']);
    expect(data.userInfo).toEqual([]);
    expect(data.menus).toEqual([]);
    expect(data.openMemberCenter).toBe(true);
    expect(data.site).toEqual({
      siteName: '礼宾酒店',
      recordNumber: '京ICP备00000000号-1',
      version: 'v1.0.0',
      cdnUrl: '//localhost',
      upload: {
        maxSize: 10 * 1024 * 1024,
        saveName: '/storage/{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}',
        allowedSuffixes: 'jpg,png,bmp,jpeg,gif,webp,zip,rar,wav,mp4,mp3',
        allowedMimeTypes: [],
        mode: 'local',
      },
    });
    expect(data.rules.map((r) => [r.path, r.title, r.type, r.no_login_valid, r.status])).toEqual([
      ['hotel/list', '酒店', 'nav', 1, '1'],
      ['car/list', '用车', 'nav', 1, '1'],
      ['cms', '资讯', 'nav', 1, '1'],
    ]);
    for (const rule of data.rules) {
      expect(keys(rule)).toEqual(GUEST_NODE_KEYS);
      expect(rule.children).toEqual([]);
    }
  });

  it('translates site name and rule titles to English', async () => {
    const res = await call<IndexData>(t.db, '/api/index/index', { lang: 'en' });
    expect(res.body.data.site.siteName).toBe('Concierge Hotels');
    expect(res.body.data.rules.map((r) => r.title)).toEqual(['Hotels', 'Cars', 'News']);
    const viaQuery = await call<IndexData>(t.db, '/api/index/index?lang=en', { lang: 'zh-cn' });
    expect(viaQuery.body.data.site.siteName).toBe('Concierge Hotels');
    const viaAccept = await call<IndexData>(t.db, '/api/index/index', {
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(viaAccept.body.data.site.siteName).toBe('Concierge Hotels');
  });

  it('lets shared caches keep a guest answer briefly, never a member answer', async () => {
    const guest = await call(t.db, '/api/index/index', { lang: 'en' });
    expect(guest.headers.get('cache-control')).toBe('public, max-age=10');
    expect(guest.headers.get('vary')).toMatch(/think-lang.*ba-user-token.*x-forwarded-host/);
    const { token } = await loginDemo(t.db);
    const member = await call(t.db, '/api/index/index', { token });
    expect(member.headers.get('cache-control')).toBe('no-store');
    const unknownToken = await call(t.db, '/api/index/index', { token: 'not-a-token' });
    expect(unknownToken.headers.get('cache-control')).toBe('no-store');
    const needLogin = await call(t.db, '/api/index/index?requiredLogin=1');
    expect(needLogin.headers.get('cache-control')).toBe('no-store');
  });

  it('answers members with user info, rules and menus', async () => {
    const { token } = await loginDemo(t.db);
    const res = await call<IndexData>(t.db, '/api/index/index?requiredLogin=1', { token, lang: 'en' });
    expect(res.body.code).toBe(1);
    const data = res.body.data;
    const info = data.userInfo as UserInfo;
    expect(keys(info)).toEqual(USER_INFO_KEYS);
    expect(info).toMatchObject({ username: 'demo', nickname: '演示会员', token, refresh_token: '', money: '11234.50' });
    expect(info.money).toMatch(/^\d+\.\d{2}$/);
    expect(data.menus).toHaveLength(4);
    const [account, orders, content, team] = data.menus as [RuleNode, RuleNode, RuleNode, RuleNode];
    expect(keys(account)).toEqual([...MEMBER_NODE_KEYS, 'children'].sort());
    expect(account).toMatchObject({ id: 1, type: 'menu_dir', title: 'My account', icon: 'fa fa-user-circle' });
    expect(account.children?.map((c) => [c.id, c.name, c.title, c.icon])).toEqual([
      [2, 'account/overview', 'Account overview', 'fa fa-home'],
      [3, 'account/profile', 'Profile', 'fa fa-user-circle-o'],
      [4, 'account/changePassword', 'Change password', 'fa fa-shield'],
      [5, 'account/integral', 'Points log', 'fa fa-tag'],
      [6, 'account/balance', 'Balance log', 'fa fa-money'],
    ]);
    for (const child of account.children ?? []) {
      const { children, ...rest } = child;
      expect(keys(rest as RuleNode)).toEqual(MEMBER_NODE_KEYS);
      // Pages with permission nodes carry them as button children (the log exports).
      if (child.name === 'account/balance' || child.name === 'account/integral') {
        expect(children?.map((b) => [b.type, b.name, b.title])).toEqual([['button', `${child.name}/export`, 'Export']]);
      } else {
        expect(children).toBeUndefined();
      }
    }
    // "My orders": the hotel orders entry, which carries its buttons (pay, cancel, export).
    expect(orders).toMatchObject({ id: 13, type: 'menu_dir', title: 'My orders', name: 'order' });
    expect(orders.children?.map((c) => [c.id, c.type, c.name, c.path, c.title])).toEqual([
      [14, 'menu', 'order/hotel', 'order/hotel', 'Hotel orders'],
    ]);
    expect(orders.children?.[0]?.children?.map((b) => [b.type, b.name])).toEqual([
      ['button', 'order/hotel/pay'],
      ['button', 'order/hotel/cancel'],
      ['button', 'order/hotel/export'],
    ]);
    // "My content": the member content pages, whose rules are also the API rules of their calls.
    expect(content).toMatchObject({ id: 18, type: 'menu_dir', title: 'My content', name: 'cms', path: 'cms' });
    expect(content.children?.map((c) => [c.id, c.type, c.name, c.path, c.title, c.icon])).toEqual([
      [19, 'menu', 'cms/content', 'cms/content', 'My articles', 'fa fa-file-text-o'],
      [20, 'menu', 'cms/collect', 'cms/collect', 'Favourites', 'fa fa-heart-o'],
      [21, 'menu', 'cms/comment', 'cms/comment', 'My comments', 'fa fa-comment-o'],
      [22, 'menu', 'cms/order', 'cms/order', 'Purchased content', 'fa fa-shopping-cart'],
    ]);
    // "My team": the sub-accounts page, whose rule is also the API rule of the sub-account calls, with its buttons.
    expect(team).toMatchObject({ id: 30, type: 'menu_dir', title: 'My team', name: 'manage', icon: 'fa fa-users' });
    expect(team.children?.map((c) => [c.id, c.type, c.name, c.path, c.title])).toEqual([
      [31, 'menu', 'manage/subAccount', 'manage/subAccount', 'Sub-accounts'],
    ]);
    expect(team.children?.[0]?.children?.map((b) => [b.type, b.name, b.title])).toEqual([
      ['button', 'manage/subAccount/add', 'Add'],
      ['button', 'manage/subAccount/edit', 'Edit'],
      ['button', 'manage/subAccount/del', 'Delete'],
    ]);
    // Head-nav entries and the API rule of uploads (a route rule, never a menu).
    expect(data.rules.map((r) => r.name)).toEqual(['hotel/list', 'car/list', 'cms/index', 'ajax/upload']);
    for (const rule of data.rules) {
      const { children, ...rest } = rule as RuleNode & { children?: RuleNode[] };
      expect(keys(rest as RuleNode)).toEqual(MEMBER_NODE_KEYS);
      expect(children).toBeUndefined();
    }
  });

  it('limits a member to the rules of a group with an id list', async () => {
    const now = Math.floor(Date.now() / 1000);
    await t.db
      .insertInto('user_group')
      .values({ name: 'limited', rules: '1,2,7', status: '1', create_time: now, update_time: now })
      .execute();
    const group = await t.db
      .selectFrom('user_group')
      .select('id')
      .where('name', '=', 'limited')
      .executeTakeFirstOrThrow();
    expect(group.id).toBeGreaterThan(1);
    await t.db.updateTable('user').set({ group_id: group.id }).where('username', '=', 'demo').execute();
    try {
      const { token } = await loginDemo(t.db);
      const res = await call<IndexData>(t.db, '/api/index/index', { token });
      expect(res.body.data.menus.map((m) => [m.id, m.children?.map((c) => c.id)])).toEqual([[1, [2]]]);
      expect(res.body.data.rules.map((r) => r.id)).toEqual([7]);
    } finally {
      await t.db.updateTable('user').set({ group_id: 1 }).where('username', '=', 'demo').execute();
    }
  });

  it('requiredLogin=1 without a token gives 303 need login', async () => {
    for (const lang of ['en', 'zh-cn'] as const) {
      const res = await call(t.db, '/api/index/index?requiredLogin=1', { lang });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 303, data: { type: 'need login' } });
      expect(res.body.msg).toBe(lang === 'en' ? 'Please log in first.' : '请先登录。');
    }
  });

  it('requiredLogin=1 with an unknown token gives 303, with an expired one 409', async () => {
    const unknown = await call(t.db, '/api/index/index?requiredLogin=1', { token: 'not-a-token' });
    expect(unknown.body).toMatchObject({ code: 303, data: { type: 'need login' } });

    const { token } = await loginDemo(t.db);
    await t.db.updateTable('token').set({ expire_time: 1000 }).where('token', '=', hashToken(token)).execute();
    const expired = await call(t.db, '/api/index/index?requiredLogin=1', { token, lang: 'zh-cn' });
    expect(expired.body).toMatchObject({ code: 409, msg: '登录已过期，请重新登录。', data: [] });
    // Without requiredLogin an expired token just reads as a guest.
    const guest = await call<IndexData>(t.db, '/api/index/index', { token });
    expect(guest.body.code).toBe(1);
    expect(guest.body.data.userInfo).toEqual([]);
  });

  it('accepts the token from every place the contract lists', async () => {
    const { token } = await loginDemo(t.db);
    const viaHeader = await call<IndexData>(t.db, '/api/index/index?requiredLogin=1', {
      headers: { bausertoken: token },
    });
    expect(viaHeader.body.code).toBe(1);
    for (const name of ['ba-user-token', 'ba_user_token', 'bausertoken']) {
      const res = await call<IndexData>(t.db, `/api/index/index?requiredLogin=1&${name}=${encodeURIComponent(token)}`);
      expect(res.body.code).toBe(1);
    }
  });

  it('uses the configured CDN URL and reports a closed member centre', async () => {
    await t.db.updateTable('config').set({ value: 'https://cdn.example.com' }).where('name', '=', 'cdn_url').execute();
    await t.db.updateTable('config').set({ value: '0' }).where('name', '=', 'open_member_center').execute();
    try {
      const res = await call<IndexData>(t.db, '/api/index/index');
      expect(res.body.data.site.cdnUrl).toBe('https://cdn.example.com');
      expect(res.body.data.openMemberCenter).toBe(false);
    } finally {
      await t.db.updateTable('config').set({ value: '' }).where('name', '=', 'cdn_url').execute();
      await t.db.updateTable('config').set({ value: '1' }).where('name', '=', 'open_member_center').execute();
    }
  });
});
