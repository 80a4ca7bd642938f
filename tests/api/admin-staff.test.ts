/**
 * Staff and roles at the admin API on both engines (`auth.Admin`, `auth.Group`, `auth.Rule`, `routine.AdminInfo`,
 * BuildAdmin's calls): operators added, changed and removed with their roles, each write in the audit log with no
 * secret; roles with rules and hotels; an operator who manages staff gives only what they hold, never changes
 * themselves or their own role, and leaves super admins alone; one enabled super admin always remains, even when
 * two remove each other at once; an operator's own profile and password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminList } from '~/contract/admin/auth';
import type { AdminGroup, AdminOperator, AdminOwnInfo } from '~/contract/admin/staff';
import { DEMO_OPERATOR_PASSWORD } from '~/demo';
import type { Database } from '~/server/database';
import { adminLogin, call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

const NEW_PASSWORD = 'Staff-pass-2026';

describe.each(ENGINES)('staff and roles (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let boss: string;

  const ruleIds = async (names: string[]) => {
    const rows = await db.selectFrom('admin_rule').select(['id', 'name']).where('name', 'in', names).execute();
    return names.map((name) => rows.find((row) => row.name === name)?.id ?? 0);
  };
  const operatorId = async (username: string) =>
    (await db.selectFrom('admin').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const addStaff = (token: string, body: Record<string, unknown>) =>
    call<{ id: number }>(db, '/admin/auth.Admin/add', { token, body, lang: 'en' });
  const lastAudit = () => db.selectFrom('admin_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    boss = await adminLogin(db, 'admin', DEMO_OPERATOR_PASSWORD);
  });
  afterAll(() => test.cleanup());

  it('lists operators with their roles and never a secret', async () => {
    const res = await call<AdminList<AdminOperator>>(db, '/admin/auth.Admin/index?quickSearch=front', {
      token: boss,
      lang: 'en',
    });
    expect(res.body.code).toBe(1);
    expect(res.body.data.list).toEqual([
      expect.objectContaining({ username: 'frontdesk', group_arr: [2], group_name_arr: ['Front desk'] }),
    ]);
    for (const key of ['password', 'salt', 'totp_secret', 'totp_recovery']) {
      expect(res.body.data.list[0]).not.toHaveProperty(key);
    }
  });

  it('refuses the staff calls to a role without them', async () => {
    const desk = await adminLogin(db, 'frontdesk', DEMO_OPERATOR_PASSWORD);
    for (const path of ['/admin/auth.Admin/index', '/admin/auth.Group/index', '/admin/auth.Rule/index']) {
      expect((await call(db, path, { token: desk })).body.code).toBe(401);
    }
    const own = await call<{ info: AdminOwnInfo }>(db, '/admin/routine.AdminInfo/index', { token: desk });
    expect(own.body.data.info).toMatchObject({ username: 'frontdesk', two_factor: false });
  });

  it('adds an operator with details and roles, in the audit log without the password', async () => {
    const res = await addStaff(boss, {
      username: 'nightdesk',
      nickname: 'NightDesk',
      password: NEW_PASSWORD,
      email: 'night@example.com',
      mobile: '13800000001',
      group_arr: [2],
    });
    expect(res.body).toMatchObject({ code: 1, msg: 'Added.' });
    const row = await db.selectFrom('admin').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'night@example.com', mobile: '13800000001', status: '1' });
    const entry = await lastAudit();
    expect(entry).toMatchObject({ title: 'Add operator', target: `admin:${row.id}` });
    expect(entry.after).toContain('night@example.com');
    expect(`${entry.data}${entry.after}`).not.toContain(NEW_PASSWORD);
    await expect(adminLogin(db, 'nightdesk', NEW_PASSWORD)).resolves.toBeTruthy();

    const taken = await addStaff(boss, { username: 'NightDesk', nickname: 'Again', password: NEW_PASSWORD });
    expect(taken.body).toMatchObject({ code: 0, msg: 'That user name is already taken' });
    const badMail = await addStaff(boss, { username: 'other', nickname: 'Other', password: NEW_PASSWORD, email: 'x@' });
    expect(badMail.body).toMatchObject({ code: 0, data: { field: 'email' } });
    const badRole = await addStaff(boss, {
      username: 'other',
      nickname: 'O',
      password: NEW_PASSWORD,
      group_arr: [999],
    });
    expect(badRole.body).toMatchObject({ code: 0, msg: 'That record does not exist.' });
  });

  it('changes an operator: a new password or a disabled account ends their sessions', async () => {
    const id = await operatorId('nightdesk');
    const session = await adminLogin(db, 'nightdesk', NEW_PASSWORD);
    const got = await call<{ row: AdminOperator }>(db, `/admin/auth.Admin/edit?id=${id}`, { token: boss });
    expect(got.body.data.row).toMatchObject({ username: 'nightdesk', group_arr: [2] });
    const renamed = await call<{ row: AdminOperator }>(db, '/admin/auth.Admin/edit', {
      token: boss,
      body: { ...got.body.data.row, nickname: 'NightShift', group_arr: [2, 3] },
      lang: 'en',
    });
    expect(renamed.body.data.row).toMatchObject({ nickname: 'NightShift', group_arr: [2, 3] });
    expect((await call(db, '/admin/routine.AdminInfo/index', { token: session })).body.code).toBe(1);

    const disabled = await call(db, '/admin/auth.Admin/edit', { token: boss, body: { id, status: '0' } });
    expect(disabled.body.code).toBe(1);
    expect((await call(db, '/admin/routine.AdminInfo/index', { token: session })).body.code).toBe(303);
    await expect(adminLogin(db, 'nightdesk', NEW_PASSWORD)).rejects.toThrow();

    await call(db, '/admin/auth.Admin/edit', { token: boss, body: { id, status: '1', password: 'Another-pass-1' } });
    const entry = await lastAudit();
    expect(`${entry.before}${entry.after}`).not.toContain('Another-pass-1');
    await expect(adminLogin(db, 'nightdesk', 'Another-pass-1')).resolves.toBeTruthy();
  });

  it('never lets an operator change or remove themselves through the staff calls', async () => {
    const self = await operatorId('admin');
    const edit = await call(db, '/admin/auth.Admin/edit', { token: boss, body: { id: self, status: '0' }, lang: 'en' });
    expect(edit.body).toMatchObject({ code: 0, msg: 'Change your own account on your profile page.' });
    const del = await call(db, `/admin/auth.Admin/del?ids[]=${self}`, { token: boss, method: 'DELETE', lang: 'en' });
    expect(del.body.code).toBe(0);
  });

  it('adds and edits roles with rules and hotels, summarised as BuildAdmin does', async () => {
    const rules = await ruleIds(['hotel', 'hotel/order', 'hotel/order/index']);
    const res = await call<{ id: number }>(db, '/admin/auth.Group/add', {
      token: boss,
      body: { name: '夜班', rules, hotel_ids: [1, 2], require_2fa: '0', status: '1' },
    });
    expect(res.body.code).toBe(1);
    const got = await call<{ row: AdminGroup }>(db, `/admin/auth.Group/edit?id=${res.body.data.id}`, { token: boss });
    expect(got.body.data.row).toMatchObject({ name: '夜班', rules: rules.map(String), hotel_ids: [1, 2] });
    const list = await call<{ list: AdminGroup[] }>(db, '/admin/auth.Group/index?isTree=0', {
      token: boss,
      lang: 'en',
    });
    const added = list.body.data.list.find((role) => role.id === res.body.data.id);
    expect(added?.rules).toMatch(/and more \(3 in all\)/);
    expect(list.body.data.list.find((role) => role.id === 1)?.rules).toBe('Every permission');

    // A renamed built-in role reads as named in every language.
    await call(db, '/admin/auth.Group/edit', { token: boss, body: { id: 4, name: '编辑部' } });
    const renamed = await call<{ row: AdminGroup }>(db, '/admin/auth.Group/edit?id=4', { token: boss, lang: 'en' });
    expect(renamed.body.data.row.name).toBe('编辑部');

    const unknown = await call(db, '/admin/auth.Group/add', { token: boss, body: { name: 'X', rules: [99999] } });
    expect(unknown.body).toMatchObject({ code: 0, data: { field: 'rules' } });
    const tree = await call<{ list: { name: string; children?: unknown[] }[] }>(db, '/admin/auth.Rule/index', {
      token: boss,
    });
    expect(tree.body.data.list.find((node) => node.name === 'auth')?.children?.length).toBeGreaterThan(2);
  });

  it('keeps a staff manager within their own rights', async () => {
    const manage = await ruleIds([
      'auth',
      'auth/admin',
      'auth/admin/index',
      'auth/admin/add',
      'auth/admin/edit',
      'auth/group',
      'auth/group/index',
      'auth/group/add',
      'auth/group/edit',
      'auth/group/hotels',
    ]);
    const role = await call<{ id: number }>(db, '/admin/auth.Group/add', {
      token: boss,
      body: { name: 'Staff manager', rules: manage, hotel_ids: [1] },
    });
    await addStaff(boss, {
      username: 'hrdesk',
      nickname: 'HR',
      password: NEW_PASSWORD,
      group_arr: [role.body.data.id],
    });
    const hr = await adminLogin(db, 'hrdesk', NEW_PASSWORD);
    const refused = { code: 0, msg: 'You cannot give more rights or hotels than you have yourself.' };

    expect(
      (await addStaff(hr, { username: 'desk2', nickname: 'D', password: NEW_PASSWORD, group_arr: [2] })).body,
    ).toMatchObject(refused);
    expect(
      (await addStaff(hr, { username: 'desk2', nickname: 'D', password: NEW_PASSWORD, group_arr: [1] })).body,
    ).toMatchObject(refused);
    const sub = await call<{ id: number }>(db, '/admin/auth.Group/add', {
      token: hr,
      body: { name: 'Roster', rules: manage.slice(0, 3), hotel_ids: [1] },
      lang: 'en',
    });
    expect(sub.body.code).toBe(1);
    const wider = { name: 'Wide', rules: manage.slice(0, 3) };
    expect((await call(db, '/admin/auth.Group/add', { token: hr, body: wider, lang: 'en' })).body).toMatchObject(
      refused,
    );
    expect(
      (
        await call(db, '/admin/auth.Group/add', {
          token: hr,
          body: { ...wider, rules: '*', hotel_ids: [1] },
          lang: 'en',
        })
      ).body,
    ).toMatchObject(refused);
    const added = await addStaff(hr, {
      username: 'desk2',
      nickname: 'D',
      password: NEW_PASSWORD,
      group_arr: [sub.body.data.id],
    });
    expect(added.body.code).toBe(1);

    const ownRole = await call(db, '/admin/auth.Group/edit', {
      token: hr,
      body: { id: role.body.data.id, rules: '*' },
      lang: 'en',
    });
    expect(ownRole.body).toMatchObject({ code: 0, msg: expect.stringContaining('role you hold yourself') });
    const bossEdit = await call(db, '/admin/auth.Admin/edit', {
      token: hr,
      body: { id: await operatorId('admin'), status: '0' },
      lang: 'en',
    });
    expect(bossEdit.body).toMatchObject({ code: 0, msg: 'Only a super admin can change a super admin.' });
    const hotels = await call<{ list: { id: number }[] }>(db, '/admin/auth.Group/hotels', { token: hr });
    expect(hotels.body.data.list.map((hotel) => hotel.id)).toEqual([1]);
  });

  it('finds the hotels a role may be limited to a page at a time: by a word, an id, or the ones chosen', async () => {
    type Hotels = AdminList<{ id: number; name: string }>;
    const hotels = (query: string) =>
      call<Hotels>(db, `/admin/auth.Group/hotels?${query}`, { token: boss, lang: 'en' });
    const onSale = await db.selectFrom('hotel').select('id').where('status', '=', '1').orderBy('id').execute();
    const first = await hotels('limit=5');
    expect(first.body.data.total).toBe(onSale.length);
    expect(first.body.data.list.map((hotel) => hotel.id)).toEqual(onSale.slice(0, 5).map((row) => row.id));
    expect(first.body.data.list.every((hotel) => hotel.name !== '')).toBe(true);
    const second = await hotels('limit=5&page=2');
    expect(second.body.data.list.map((hotel) => hotel.id)).toEqual(onSale.slice(5, 10).map((row) => row.id));

    const matching = await db
      .selectFrom('hotel_i18n')
      .innerJoin('hotel', 'hotel.id', 'hotel_i18n.hotel_id')
      .select('hotel_id')
      .distinct()
      .where('hotel.status', '=', '1')
      .where('search_text', 'like', '%shanghai%')
      .execute();
    expect(matching.length).toBeGreaterThan(0);
    const found = await hotels('quickSearch=Shanghai&limit=100');
    expect(found.body.data.list.map((hotel) => hotel.id)).toEqual(
      matching.map((row) => row.hotel_id).sort((a, b) => a - b),
    );
    expect(found.body.data.total).toBe(matching.length);
    const byId = await hotels(`quickSearch=${onSale[2]?.id}&limit=100`);
    expect(byId.body.data.list.map((hotel) => hotel.id)).toContain(onSale[2]?.id);
    expect((await hotels('quickSearch=%25_no_such_hotel')).body.data).toMatchObject({ list: [], total: 0 });

    const chosen = [onSale[3]?.id, onSale[1]?.id].join(',');
    const picked = await hotels(`search[0][field]=id&search[0][operator]=IN&search[0][val]=${chosen}`);
    expect(picked.body.data.list.map((hotel) => hotel.id)).toEqual([onSale[1]?.id, onSale[3]?.id]);
    expect((await hotels('search[0][field]=id&search[0][operator]=IN&search[0][val]=x')).body).toMatchObject({
      code: 0,
      msg: 'The request parameters are not valid.',
    });
  });

  it('keeps one enabled super admin when two remove each other at once', async () => {
    await addStaff(boss, { username: 'owner2', nickname: 'Owner', password: NEW_PASSWORD, group_arr: [1] });
    const other = await adminLogin(db, 'owner2', NEW_PASSWORD);
    const [a, b] = await Promise.all([
      call(db, `/admin/auth.Admin/del?ids[]=${await operatorId('owner2')}`, { token: boss, method: 'DELETE' }),
      call(db, `/admin/auth.Admin/del?ids[]=${await operatorId('admin')}`, { token: other, method: 'DELETE' }),
    ]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([0, 1]);
    const supers = await db
      .selectFrom('admin')
      .innerJoin('admin_group_access', 'admin_group_access.uid', 'admin.id')
      .select('admin.username')
      .where('admin_group_access.group_id', '=', 1)
      .execute();
    expect(supers).toHaveLength(1);
    const survivor = supers[0]?.username === 'admin' ? boss : other;
    boss = survivor;
  });

  it('lets an operator change their own details, and their password only with the current one', async () => {
    const desk = await adminLogin(db, 'frontdesk', DEMO_OPERATOR_PASSWORD);
    const saved = await call<{ info: AdminOwnInfo }>(db, '/admin/routine.AdminInfo/edit', {
      token: desk,
      body: { nickname: 'MorningDesk', motto: 'Welcome' },
    });
    expect(saved.body.data.info).toMatchObject({ nickname: 'MorningDesk', motto: 'Welcome' });
    const wrong = await call(db, '/admin/routine.AdminInfo/edit', {
      token: desk,
      body: { password: NEW_PASSWORD, old_password: 'not-it-123' },
      lang: 'en',
    });
    expect(wrong.body).toMatchObject({ code: 0, data: { field: 'old_password' } });
    const missing = await call(db, '/admin/routine.AdminInfo/edit', { token: desk, body: { password: NEW_PASSWORD } });
    expect(missing.body).toMatchObject({ code: 0, data: { field: 'old_password' } });
    const changed = await call(db, '/admin/routine.AdminInfo/edit', {
      token: desk,
      body: { password: NEW_PASSWORD, old_password: DEMO_OPERATOR_PASSWORD },
    });
    expect(changed.body.code).toBe(1);
    expect((await call(db, '/admin/routine.AdminInfo/index', { token: desk })).body.code).toBe(303);
    await expect(adminLogin(db, 'frontdesk', NEW_PASSWORD)).resolves.toBeTruthy();
  });
});
