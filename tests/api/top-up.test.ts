/**
 * Top-ups on both engines (`account/recharge`, `pay/notify`, `pay/sandbox`): a main account asks for a top-up, the
 * sandbox gateway's signed notice credits the balance once with its log line, a notice repeated, forged, for another
 * amount or raced across handles changes nothing more; a declined one leaves the balance; sub-accounts and bad
 * amounts are refused; without a gateway there is no channel.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TopUpOptions } from '~/contract/account';
import type { Database } from '~/server/database';
import { sandboxNotice } from '~/server/payments/sandbox';
import { call, ENGINES, type LoggedIn, loginDemo, setupDatabase, type TestDatabase } from './helpers';

describe.each(ENGINES)('top-ups (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let demo: LoggedIn;

  beforeAll(async () => {
    process.env.PAYMENT_SANDBOX = 'on';
    test = await setupDatabase(engine);
    db = test.db;
    demo = await loginDemo(db);
  });
  afterEach(() => {
    process.env.PAYMENT_SANDBOX = 'on';
  });
  afterAll(async () => {
    delete process.env.PAYMENT_SANDBOX;
    await test.cleanup();
  });

  const balance = async () =>
    (await db.selectFrom('user').select('money').where('id', '=', demo.id).executeTakeFirstOrThrow()).money;
  const start = (amount: string, channel = 'sandbox') =>
    call<{ out_trade_no: string; redirect: string }>(db, '/api/account/recharge', {
      token: demo.token,
      body: { amount, channel },
      lang: 'en',
    });
  const notify = (params: Record<string, string>) =>
    call(db, '/api/pay/notify?channel=sandbox', {
      body: new URLSearchParams(params),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      lang: 'en',
    });

  it('offers the sandbox gateway and its bounds', async () => {
    const res = await call<TopUpOptions>(db, '/api/account/recharge', { token: demo.token });
    expect(res.body.data).toEqual({ channels: ['sandbox'], min: '1.00', max: '50000.00', recharge: null });
  });

  it('credits a paid top-up once, with its log line, however often the notice comes', async () => {
    const before = await balance();
    const started = await start('250.50');
    expect(started.body.code).toBe(1);
    const trade = started.body.data.out_trade_no;
    expect(started.body.data.redirect).toBe(`/pay/sandbox?trade=${trade}`);
    const page = await call<{ recharge: { amount: string; status: string } }>(db, `/api/pay/sandbox?trade=${trade}`);
    expect(page.body.data.recharge).toMatchObject({ amount: '250.50', status: 'pending' });

    const params = await sandboxNotice(db, { outTradeNo: trade, amount: 25_050, paid: true });
    const results = await Promise.all([notify(params), notify(params), notify(params)]);
    expect(results.map((res) => res.body.code)).toEqual([1, 1, 1]);
    expect(results[0]?.body.msg).toBe('success');
    expect(await balance()).toBe(before + 25_050);
    const lines = await db
      .selectFrom('user_money_log')
      .selectAll()
      .where('memo', '=', `event:top_up:${trade}`)
      .execute();
    expect(lines).toEqual([expect.objectContaining({ money: 25_050, before, after: before + 25_050 })]);
    const state = await call<TopUpOptions>(db, `/api/account/recharge?out_trade_no=${trade}`, { token: demo.token });
    expect(state.body.data.recharge).toMatchObject({ status: 'paid', amount: '250.50' });
  });

  it('refuses a forged or changed notice, and one for another amount settles nothing', async () => {
    const before = await balance();
    const trade = (await start('10')).body.data.out_trade_no;
    const params = await sandboxNotice(db, { outTradeNo: trade, amount: 1_000, paid: true });
    const forged = await notify({ ...params, sign: 'f'.repeat(64) });
    expect(forged.body).toMatchObject({ code: 0, msg: 'The notification could not be verified.' });
    expect((await notify({ ...params, amount: '999999' })).body.code).toBe(0);
    const other = await sandboxNotice(db, { outTradeNo: trade, amount: 99_999, paid: true });
    expect((await notify(other)).body.code).toBe(1);
    expect(await balance()).toBe(before);
    const row = await db.selectFrom('recharge').selectAll().where('out_trade_no', '=', trade).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('leaves the balance when the member declines at the gateway, and the page says where to go back', async () => {
    const before = await balance();
    const trade = (await start('30')).body.data.out_trade_no;
    const decided = await call<{ return_url: string }>(db, '/api/pay/sandbox', { body: { trade, result: 'failed' } });
    expect(decided.body.data.return_url).toBe(`/user/account/balance?topup=${trade}`);
    expect(await balance()).toBe(before);
    const row = await db.selectFrom('recharge').selectAll().where('out_trade_no', '=', trade).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    // A decision after the outcome changes nothing.
    await call(db, '/api/pay/sandbox', { body: { trade, result: 'paid' } });
    expect(await balance()).toBe(before);
  });

  it('refuses amounts out of bounds, an unknown channel, and a sub-account', async () => {
    for (const amount of ['0.99', '50000.01', 'abc', '-5', '1.001']) {
      expect((await start(amount)).body).toMatchObject({ code: 0, data: { field: 'amount' } });
    }
    expect((await start('10', 'balance')).body).toMatchObject({ code: 0, data: { field: 'channel' } });
    const sub = await db.selectFrom('user').select('id').where('username', '=', 'demo_zhangwei').executeTakeFirst();
    expect(sub).toBeDefined();
    {
      const subLogin = await call<{ userInfo: { token: string } }>(db, '/api/user/checkIn', {
        body: { tab: 'login', username: 'demo_zhangwei', password: 'demo123456', keep: 0 },
      });
      const token = subLogin.body.data.userInfo.token;
      const res = await call(db, '/api/account/recharge', { token, body: { amount: '10', channel: 'sandbox' } });
      expect(res.body.code).toBe(401);
    }
  });

  it('has no channel and no sandbox page without a gateway', async () => {
    const trade = (await start('10')).body.data.out_trade_no;
    delete process.env.PAYMENT_SANDBOX;
    const res = await call<TopUpOptions>(db, '/api/account/recharge', { token: demo.token });
    expect(res.body.data.channels).toEqual([]);
    expect((await start('10')).body.code).toBe(0);
    expect((await call(db, `/api/pay/sandbox?trade=${trade}`)).body.code).toBe(0);
  });
});
