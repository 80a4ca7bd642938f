/**
 * An operator edits a member's details and helps one who cannot sign in, at the admin API on both engines
 * (`user.User/edit`, `user.User/resetPassword`): a changed e-mail, mobile, motto or group follows the site's rules,
 * an address another member has is refused, fields sent back unchanged are kept, each change is in the audit log; a
 * reset sends the site's own retrieval code to the member (the operator never sees it), which the member uses to set
 * a new password.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMember } from '~/contract/admin/user';
import { DEMO_OPERATOR_PASSWORD } from '~/demo';
import type { Database } from '~/server/database';
import { mailOutboxDir } from '~/server/mail/mailer';
import { adminLogin, call, ENGINES, privateDataDir, setupDatabase, type TestDatabase, userRow } from './helpers';

privateDataDir('member-edit');

describe.each(ENGINES)('a member edited by an operator (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let boss: string;
  let desk: string;
  let memberId: number;
  const email = `guest-${engine}@example.com`;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    boss = await adminLogin(db, 'admin', DEMO_OPERATOR_PASSWORD);
    desk = await adminLogin(db, 'frontdesk', DEMO_OPERATOR_PASSWORD);
    const row = await db
      .insertInto('user')
      .values(userRow({ username: `guest_${engine}`, nickname: 'Guest', email, mobile: '13900000001' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    memberId = row.id;
    await db
      .insertInto('user')
      .values(userRow({ username: `other_${engine}`, email: `other-${engine}@example.com`, mobile: '13900000002' }))
      .execute();
  });
  afterAll(() => test.cleanup());

  const edit = (body: Record<string, unknown>) =>
    call<{ row: AdminMember }>(db, '/admin/user.User/edit', {
      token: boss,
      body: { id: memberId, ...body },
      lang: 'en',
    });

  it("changes a member's details and group, keeping what is sent back unchanged", async () => {
    const { body } = await call<{ row: AdminMember }>(db, `/admin/user.User/edit?id=${memberId}`, { token: boss });
    const saved = await edit({ ...body.data.row, mobile: '13900000003', motto: 'Late arrivals', group_id: 1 });
    expect(saved.body.data.row).toMatchObject({
      mobile: '13900000003',
      motto: 'Late arrivals',
      email,
      nickname: 'Guest',
    });
    const entry = await db.selectFrom('admin_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ title: 'Edit member', target: `user:${memberId}` });
    expect(JSON.parse(entry.after)).toEqual({ mobile: '13900000003', motto: 'Late arrivals' });
  });

  it("finds a main account's sub-accounts", async () => {
    const main = await db.selectFrom('user').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const query = `search[0][field]=parent_id&search[0][operator]=%3D&search[0][val]=${main.id}`;
    const res = await call<{ list: AdminMember[] }>(db, `/admin/user.User/index?${query}`, { token: boss });
    expect(res.body.data.list.length).toBeGreaterThan(0);
    expect(res.body.data.list.every((member) => member.parent_id === main.id)).toBe(true);
  });

  it("lists the orders a sub-account booked on its main account's wallet", async () => {
    const lina = await db.selectFrom('user').select('id').where('username', '=', 'demo_lina').executeTakeFirstOrThrow();
    const query = `search[0][field]=booked_by&search[0][operator]=%3D&search[0][val]=${lina.id}`;
    const res = await call<{ list: { id: number }[]; total: number }>(db, `/admin/hotel.Order/index?${query}`, {
      token: boss,
    });
    const booked = await db.selectFrom('hotel_order').select('id').where('booked_by', '=', lina.id).execute();
    expect(booked.length).toBeGreaterThan(0);
    expect(res.body.data.list.map((order) => order.id).sort()).toEqual(booked.map((order) => order.id).sort());
  });

  it("refuses another member's e-mail or mobile, a malformed one, and an unknown group, beside the field", async () => {
    expect((await edit({ email: `OTHER-${engine}@example.com` })).body).toMatchObject({
      code: 0,
      msg: 'That e-mail address is already taken',
      data: { field: 'email' },
    });
    expect((await edit({ mobile: '13900000002' })).body).toMatchObject({ code: 0, data: { field: 'mobile' } });
    expect((await edit({ email: 'not-an-address' })).body).toMatchObject({ code: 0, data: { field: 'email' } });
    expect((await edit({ group_id: 999 })).body).toMatchObject({ code: 0, data: { field: 'group_id' } });
    const row = await db.selectFrom('user').select(['email', 'mobile']).where('id', '=', memberId).executeTakeFirst();
    expect(row).toEqual({ email, mobile: '13900000003' });
  });

  it("sends the site's reset code to the member, who sets a new password with it", async () => {
    const res = await call<{ sent_to: string }>(db, '/admin/user.User/resetPassword', {
      token: desk,
      body: { id: memberId },
      lang: 'en',
    });
    expect(res.body).toMatchObject({ code: 1, data: { sent_to: email } });
    expect(res.body.msg).toContain(email);
    expect(JSON.stringify(res.body)).not.toMatch(/verification code is/);
    // One code a minute.
    const again = await call(db, '/admin/user.User/resetPassword', { token: desk, body: { id: memberId } });
    expect(again.body.code).toBe(0);
    const dir = mailOutboxDir();
    const mails = await Promise.all(readdirSync(dir).map((file) => simpleParser(readFileSync(join(dir, file)))));
    const mail = mails.filter((found) => JSON.stringify(found.to).includes(email)).at(-1);
    const code = /code is (\S{4})\./.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\S{4}$/);
    const reset = await call(db, '/api/account/retrievePassword', {
      body: { type: 'email', account: email, captcha: code, password: 'brand-new-1' },
      lang: 'en',
    });
    expect(reset.body.code).toBe(1);
    const entry = await db
      .selectFrom('admin_log')
      .selectAll()
      .where('title', '=', 'Send password reset code')
      .executeTakeFirstOrThrow();
    expect(entry.data).not.toContain(code ?? '????');
  });
});
