/** GET/POST /api/account/profile: verification types; scene `edit` with good, bad and hostile input (contract §4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERNAME } from '~/demo';
import { DEFAULT_AVATAR } from '~/lib/format/url';
import { issueToken } from '~/server/auth/tokens';
import { accountVerificationTypes } from '~/server/modules/user/verification-types';
import { call, ENGINES, loginDemo, setupDatabase, type TestDatabase, userRow } from './helpers';

const GOOD = { username: 'demo', nickname: '演示_Member-1', gender: '1', birthday: '1992-02-29', motto: 'Hello 你好' };

describe.each(ENGINES)('/api/account/profile (%s)', (engine) => {
  let t: TestDatabase;
  let token: string;
  let demoId: number;
  const post = (body: unknown, lang: 'en' | 'zh-cn' = 'en', as = token) =>
    call(t.db, '/api/account/profile', { body, lang, token: as });
  const demoRow = () => t.db.selectFrom('user').selectAll().where('id', '=', demoId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await setupDatabase(engine);
    ({ token, id: demoId } = await loginDemo(t.db));
    await t.db
      .insertInto('user')
      .values(userRow({ username: 'taken_name' }))
      .execute();
  });
  afterAll(async () => t.cleanup());

  it('needs login', async () => {
    expect((await call(t.db, '/api/account/profile')).body).toMatchObject({ code: 303, data: { type: 'need login' } });
    expect((await call(t.db, '/api/account/profile', { body: GOOD })).body.code).toBe(303);
    expect((await demoRow()).nickname).toBe('演示会员');
  });

  it('GET tells which account verifications are offered', async () => {
    const res = await call(t.db, '/api/account/profile', { token });
    expect(res.body).toMatchObject({ code: 1, data: { accountVerificationType: accountVerificationTypes() } });
    const checkIn = await call<{ accountVerificationType: string[] }>(t.db, '/api/user/checkIn');
    expect(res.body.data).toEqual({ accountVerificationType: checkIn.body.data.accountVerificationType });
    expect(checkIn.body.data.accountVerificationType).toContain('email');
  });

  it("takes the member's own id as the official front ends send it, and refuses another member's", async () => {
    expect((await post({ ...GOOD, id: demoId, birthday: null })).body).toMatchObject({ code: 1 });
    expect((await demoRow()).birthday).toBeNull();
    expect((await post({ ...GOOD, id: String(demoId) })).body.code).toBe(1);
    for (const id of [demoId + 1, 'abc', -1, [demoId]]) {
      expect((await post({ ...GOOD, nickname: 'changed', id })).body).toMatchObject({ code: 0 });
    }
    expect((await demoRow()).nickname).toBe(GOOD.nickname);
  });

  it('keeps gender, motto and avatar when the body leaves them out, as BuildAdmin does', async () => {
    expect((await post({ ...GOOD, gender: '2', motto: 'Kept motto' })).body.code).toBe(1);
    const { username, nickname } = GOOD;
    expect((await post({ username, nickname })).body.code).toBe(1);
    expect(await demoRow()).toMatchObject({ gender: 2, motto: 'Kept motto', birthday: null });
  });

  it('saves the edit fields, ignores the rest and answers in the request language', async () => {
    const res = await post(
      { ...GOOD, money: '99999.00', score: 1e9, email: 'x@y.z', status: 'disable', avatar: DEFAULT_AVATAR },
      'zh-cn',
    );
    expect(res.body).toMatchObject({ code: 1, msg: '个人资料已保存。', data: null });
    const row = await demoRow();
    expect(row).toMatchObject({
      username: 'demo',
      nickname: '演示_Member-1',
      gender: 1,
      birthday: '1992-02-29',
      motto: 'Hello 你好',
      avatar: '',
      money: 1_123_450,
      score: 800,
      email: 'demo@example.com',
      status: 'enable',
    });
    expect((await post({ ...GOOD, birthday: '', gender: 2 })).body.msg).toBe('Your profile has been saved.');
    expect((await demoRow()).birthday).toBeNull();
    await post({ username: 'demo', nickname: 'demo', gender: '', motto: '' });
    expect(await demoRow()).toMatchObject({ birthday: null, gender: 0, motto: '' });
  });

  it('refuses bad values with the field rule messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ nickname: '' }, 'Enter your nickname'],
      [
        { nickname: 'bad nick!' },
        'A nickname can only contain Chinese characters, letters, digits, underscores (_) and hyphens (-)',
      ],
      [{ nickname: '<script>alert(1)</script>' }, 'A nickname can only contain'],
      [{ username: '1abc' }, 'A user name has 3 to 15 characters'],
      [{ username: '' }, 'Enter your user name'],
      [{ birthday: '2023-02-29' }, 'Enter a valid birthday'],
      [{ birthday: '1990-1-1' }, 'Enter a valid birthday'],
      [{ gender: 3 }, 'Enter a valid gender'],
      [{ gender: 'male' }, 'Enter a valid gender'],
      [{ motto: 'x'.repeat(121) }, 'Your motto can be at most 120 characters'],
      [{ motto: 'a\u0000b' }, 'Enter a valid motto'],
    ];
    for (const [change, message] of cases) {
      const res = await post({ ...GOOD, ...change });
      expect(res.status).toBe(200);
      expect(res.body.code, JSON.stringify(change)).toBe(0);
      expect(res.body.msg).toContain(message);
    }
    expect((await post({ ...GOOD, motto: '长'.repeat(120) })).body.code).toBe(1);
    const zh = await post({ ...GOOD, nickname: 'a b' }, 'zh-cn');
    expect(zh.body.msg).toBe('昵称只能包含汉字、字母、数字、下划线（_）和连字符（-）');
  });

  it('survives hostile shapes without a 500', async () => {
    const hostile: unknown[] = [
      { ...GOOD, username: ['demo'] },
      { ...GOOD, nickname: { $ne: '' } },
      { ...GOOD, birthday: 19900101 },
      { ...GOOD, gender: [1] },
      { ...GOOD, motto: { toString: 'x' } },
      { ...GOOD, avatar: ['a'] },
    ];
    for (const body of hostile) {
      const res = await post(body);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    }
    const proto = await call(t.db, '/api/account/profile', {
      body: JSON.stringify({ ...GOOD, __proto__: { username: 'x' }, constructor: { prototype: { a: 1 } } }).replace(
        '{',
        '{"__proto__":{"nickname":"hacked"},',
      ),
      headers: { 'content-type': 'application/json' },
      token,
    });
    expect(proto.body.code).toBe(1);
    expect((await demoRow()).nickname).toBe(GOOD.nickname);
    for (const raw of ['[1,2]', 'null', '{"username":', '"text"']) {
      const res = await call(t.db, '/api/account/profile', {
        body: raw,
        headers: { 'content-type': 'application/json' },
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    }
  });

  it('keeps usernames unique, except for the member themself', async () => {
    const clash = await post({ ...GOOD, username: 'taken_name' });
    expect(clash.body).toMatchObject({ code: 0, msg: 'That user name is already taken' });
    expect((await post({ ...GOOD, username: DEMO_USERNAME })).body.code).toBe(1);
    expect((await post({ ...GOOD, username: 'demo_renamed' })).body.code).toBe(1);
    expect((await demoRow()).username).toBe('demo_renamed');
    expect((await post({ ...GOOD, username: DEMO_USERNAME })).body.code).toBe(1);
  });

  it('refuses another member’s name in any case; the member may change the case of their own', async () => {
    for (const username of ['Taken_Name', 'TAKEN_NAME']) {
      const clash = await post({ ...GOOD, username });
      expect(clash.body, username).toMatchObject({ code: 0, msg: 'That user name is already taken' });
    }
    expect((await demoRow()).username).toBe(DEMO_USERNAME);
    expect((await post({ ...GOOD, username: DEMO_USERNAME.toUpperCase() })).body.code).toBe(1);
    expect((await demoRow()).username).toBe(DEMO_USERNAME.toUpperCase());
    expect((await post({ ...GOOD, username: DEMO_USERNAME })).body.code).toBe(1);
    // The database refuses it too (migration 0004), whoever writes.
    await expect(
      t.db.updateTable('user').set({ username: 'TAKEN_name' }).where('id', '=', demoId).execute(),
    ).rejects.toThrow();
  });

  it('accepts as avatar only the default picture or an image the member uploaded', async () => {
    const other = await t.db
      .insertInto('user')
      .values(userRow({ username: `avatar_other` }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = { topic: 'default', width: 1, height: 1, name: 'a.png', size: 10, storage: 'local', quote: 1 };
    const now = Math.floor(Date.now() / 1000);
    await t.db
      .insertInto('attachment')
      .values([
        {
          ...base,
          user_id: demoId,
          url: '/storage/default/20250101/mine.png',
          mimetype: 'image/png',
          sha1: 'a'.repeat(40),
          create_time: now,
          last_upload_time: now,
        },
        {
          ...base,
          user_id: other.id,
          url: '/storage/default/20250101/theirs.png',
          mimetype: 'image/png',
          sha1: 'b'.repeat(40),
          create_time: now,
          last_upload_time: now,
        },
        {
          ...base,
          user_id: demoId,
          url: '/storage/default/20250101/mine.zip',
          mimetype: 'application/zip',
          sha1: 'c'.repeat(40),
          create_time: now,
          last_upload_time: now,
        },
      ])
      .execute();

    for (const avatar of [
      '/storage/default/20250101/theirs.png',
      '/storage/default/20250101/mine.zip',
      'https://evil.example/x.png',
      'javascript:alert(1)',
      '/storage/default/20250101/../../../etc/passwd',
    ]) {
      const res = await post({ ...GOOD, avatar });
      expect(res.body, avatar).toMatchObject({ code: 0, msg: 'The avatar must be an image you have uploaded.' });
    }
    expect((await post({ ...GOOD, avatar: '/storage/default/20250101/mine.png' })).body.code).toBe(1);
    expect((await demoRow()).avatar).toBe('/storage/default/20250101/mine.png');
    // The address the page displays (protocol-relative, this host) is stored as the path.
    expect((await post({ ...GOOD, avatar: '//localhost/storage/default/20250101/mine.png' })).body.code).toBe(1);
    expect((await demoRow()).avatar).toBe('/storage/default/20250101/mine.png');
    const index = await call<{ userInfo: { avatar: string } }>(t.db, '/api/index/index', { token });
    expect(index.body.data.userInfo.avatar).toBe('/storage/default/20250101/mine.png');
    // Unchanged avatar passes; the other member cannot take it.
    const otherToken = await issueToken(t.db, 'user', other.id, now);
    const theirs = await post(
      { ...GOOD, username: 'avatar_other', avatar: '/storage/default/20250101/mine.png' },
      'en',
      otherToken,
    );
    expect(theirs.body.code).toBe(0);
  });
});
