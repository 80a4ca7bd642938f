/**
 * Every endpoint of the built-in API (src/server/routes.ts), one row each: method, path as the contract spells it,
 * minimal valid parameters, and who may call it — 'guest' (anyone), 'member' (any logged-in member) or the rule
 * name the member's group needs. tests/api/permissions.test.ts calls each row as a guest, with an expired token, as
 * a member whose group lacks the rule and as the demo member, and fails while a route has no row here: a new
 * endpoint joins with one row.
 */
import sharp from 'sharp';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_USERNAME } from '~/demo';
import { issueToken } from '~/server/auth/tokens';
import { newUserRow } from '~/server/auth/user-row';
import { answerInfo, createClickCaptcha, readClickCaptcha } from '~/server/captcha';
import { discardCode, issueCode } from '~/server/codes/codes';
import type { Database } from '~/server/database';
import type { Params } from '~/server/http/request';
import { routeKey } from '~/server/http/router';
import { RETRIEVE_EVENT } from '~/server/modules/account/password';
import { type CallOptions, type CallResult, call } from './helpers';

/** What a call answers: the envelope's code and, where the table states it, its message (English). */
export interface Answer {
  code: number;
  msg?: string;
}

/** What a parameter factory may use: the database, the demo member's id and a number unique to the call. */
export interface CallContext {
  db: Database;
  demoId: number;
  seq: number;
}

export interface EndpointRow {
  method: 'GET' | 'POST';
  /** As the contract spells it; routes match case-insensitively. */
  path: string;
  /** 'guest': anyone may call it; 'member': any logged-in member; otherwise the rule the member's group needs. */
  needs: 'guest' | 'member' | (string & {});
  /** Query (GET) or body (POST): minimal valid parameters, or a factory for ones that are used up by a call. */
  params?: Params | FormData | ((ctx: CallContext) => Promise<Params | FormData>);
  /** 'guest' rows: the contract's answer to a caller who is not logged in. */
  guest?: Answer;
  /** The demo member's answer (every rule granted) when it is not code 1, e.g. 303 'logged in' from checkIn. */
  member?: Answer;
}

const now = () => Math.floor(Date.now() / 1000);

/** A click captcha created and solved, as the send-code endpoints want it. */
async function solvedCaptcha({ db, seq }: CallContext): Promise<{ captchaId: string; captchaInfo: string }> {
  const captchaId = `endpoints-${seq}`;
  await createClickCaptcha(db, captchaId, 'en', now());
  const stored = await readClickCaptcha(db, captchaId, now());
  if (!stored) throw new Error('captcha not stored');
  return { captchaId, captchaInfo: answerInfo(stored.targets, stored) };
}

/** A fresh code for target + event (the previous one is dropped first: codes are one per 60 s). */
async function freshCode(db: Database, target: string, event: string): Promise<string> {
  await discardCode(db, target, event);
  const code = await issueCode(db, target, event, now());
  if (!code) throw new Error('code not issued');
  return code;
}

let png: Promise<Buffer> | undefined;
const smallPng = () => {
  png ??= sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b5d5e' } })
    .png()
    .toBuffer();
  return png;
};

/** A valid booking of room type 1 for a night three weeks ahead (a fresh quote, so its hash is current). */
async function bookingParams({ db }: CallContext): Promise<Params> {
  const day = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const next = new Date(Date.now() + 22 * 86_400_000).toISOString().slice(0, 10);
  const stay = { room_type_id: '1', checkin: day, checkout: next, adults: '1' };
  const quote = await call<{ quote_hash: string }>(db, `/api/hotel/quote?${new URLSearchParams(stay)}`);
  return {
    ...stay,
    guest_names: ['Test Guest'],
    contact_person: 'Test Guest',
    contact_area_code: '86',
    contact_phone: '13800138000',
    email: 'guest@example.com',
    nationality: 'CN',
    quote_hash: quote.body.data.quote_hash,
  };
}

/** A sub-account of the demo member, written directly: `fresh` makes a new one, else the table's shared one is reused. */
async function demoSub({ db, demoId, seq }: CallContext, fresh = false): Promise<number> {
  const username = fresh ? `ep_sub${seq}` : 'ep_team';
  const found = fresh
    ? undefined
    : await db.selectFrom('user').select('id').where('username', '=', username).executeTakeFirst();
  if (found) return found.id;
  const { id } = await db
    .insertInto('user')
    .values({ ...newUserRow({ username, password: 'x', nickname: 'Endpoint' }), parent_id: demoId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A pending order of the demo member, written directly (the caller's group may lack the booking rule). */
async function demoOrder({ db, demoId, seq }: CallContext): Promise<Params> {
  const { id } = await db
    .insertInto('hotel_order')
    .values({
      booking_id: `HB${String(990_000_000_000 + seq).padStart(14, '0')}`,
      user_id: demoId,
      hotel_id: 1,
      room_type_id: 1,
      city_id: 1,
      time_zone: 'Asia/Shanghai',
      checkin: '2030-01-01',
      checkout: '2030-01-02',
      nights: 1,
      rooms: 1,
      room_nights: 1,
      adults: 1,
      meal_type: 'none',
      bed_type: 'king',
      currency: 'CNY',
      rooms_subtotal: 10_000,
      total_price: 10_000,
      price_per_night: 10_000,
      quote_hash: '0'.repeat(32),
      snapshot: '{}',
      contact_person: 'Test Guest',
      contact_area_code: '86',
      contact_phone: '13800138000',
      email: 'guest@example.com',
      nationality: 'CN',
      expire_time: now() + 1800,
      pay_time: null,
      confirm_time: null,
      checked_in_time: null,
      complete_time: null,
      cancel_time: null,
      settle_time: null,
      create_time: now(),
      update_time: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: String(id) };
}

/** The id of a channel by its URL name (the seeded news site's). */
async function channelId(db: Database, name: string): Promise<number> {
  const row = await db.selectFrom('cms_channel').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** An article written directly: by `userId` (null: the editorial team), in a state, optionally priced. */
async function cmsArticle(
  db: Database,
  userId: number | null,
  status: 'draft' | 'published',
  price = 0,
): Promise<number> {
  const channel = await channelId(db, 'quick-posts');
  const { id } = await db
    .insertInto('cms_article')
    .values({
      channel_id: channel,
      top_channel_id: channel,
      user_id: userId,
      status,
      price_money: price,
      publish_time: status === 'published' ? now() : null,
      submit_time: null,
      create_time: now(),
      update_time: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('cms_article_i18n')
    .values({ article_id: id, lang: 'zh-cn', title: `Endpoint article ${id}`, content: '<p>Body</p>' })
    .execute();
  return id;
}

export const ENDPOINTS: EndpointRow[] = [
  // index
  { method: 'GET', path: '/api/index/index', needs: 'guest', guest: { code: 1 } },
  // user
  {
    method: 'GET',
    path: '/api/user/checkIn',
    needs: 'guest',
    guest: { code: 1 },
    member: { code: 303, msg: 'You are already logged in.' },
  },
  {
    method: 'POST',
    path: '/api/user/checkIn',
    needs: 'guest',
    params: { tab: 'login', username: DEMO_USERNAME, password: DEMO_PASSWORD },
    guest: { code: 1, msg: 'You are now logged in.' },
    member: { code: 303, msg: 'You are already logged in.' },
  },
  { method: 'POST', path: '/api/user/logout', needs: 'guest', guest: { code: 1 } },
  // common
  {
    method: 'POST',
    path: '/api/common/refreshToken',
    needs: 'guest',
    params: async ({ db, demoId }) => ({ refreshToken: await issueToken(db, 'user-refresh', demoId, now()) }),
    guest: { code: 0, msg: 'Your session is not valid. Please log in again.' },
    // The refresh token is of another login than the caller's access token (tokens.test.ts has the real refresh).
    member: { code: 0, msg: 'Your session has expired. Please log in again.' },
  },
  {
    method: 'GET',
    path: '/api/common/clickCaptcha',
    needs: 'guest',
    params: async ({ seq }) => ({ id: `click-${seq}` }),
    guest: { code: 1 },
  },
  {
    method: 'POST',
    path: '/api/common/checkClickCaptcha',
    needs: 'guest',
    params: async (ctx) => {
      const { captchaId, captchaInfo } = await solvedCaptcha(ctx);
      return { id: captchaId, info: captchaInfo };
    },
    guest: { code: 1 },
  },
  // account
  { method: 'GET', path: '/api/account/overview', needs: 'account/overview' },
  { method: 'GET', path: '/api/account/profile', needs: 'account/profile' },
  {
    method: 'POST',
    path: '/api/account/profile',
    needs: 'account/profile',
    params: { username: DEMO_USERNAME, nickname: '演示会员' },
  },
  { method: 'GET', path: '/api/account/integral', needs: 'account/integral' },
  { method: 'GET', path: '/api/account/balance', needs: 'account/balance' },
  { method: 'GET', path: '/api/account/recharge', needs: 'account/balance' },
  // No gateway takes top-ups here (the sandbox is off): the member's answer is the channel's refusal.
  {
    method: 'POST',
    path: '/api/account/recharge',
    needs: 'account/balance',
    params: { amount: '10', channel: 'sandbox' },
    member: { code: 0 },
  },
  // A gateway's notification needs no member; an unsigned one is refused.
  { method: 'POST', path: '/api/pay/notify', needs: 'guest', guest: { code: 0 }, member: { code: 0 } },
  // The sandbox gateway's page, off here.
  { method: 'GET', path: '/api/pay/sandbox', needs: 'guest', guest: { code: 0 }, member: { code: 0 } },
  { method: 'POST', path: '/api/pay/sandbox', needs: 'guest', guest: { code: 0 }, member: { code: 0 } },
  {
    method: 'POST',
    path: '/api/account/changePassword',
    needs: 'account/changepassword',
    // The same password again: the change goes through (and logs the member out), the demo password stays.
    params: { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  },
  {
    method: 'POST',
    path: '/api/account/retrievePassword',
    needs: 'guest',
    params: async ({ db }) => ({
      type: 'email',
      account: DEMO_EMAIL,
      captcha: await freshCode(db, DEMO_EMAIL, RETRIEVE_EVENT),
      password: DEMO_PASSWORD,
    }),
    guest: { code: 1, msg: 'Your password has been changed. Log in with your new password.' },
  },
  {
    method: 'POST',
    path: '/api/account/verification',
    needs: 'member',
    params: async ({ db }) => ({ type: 'email', captcha: await freshCode(db, DEMO_EMAIL, 'user_email_verify') }),
  },
  {
    method: 'POST',
    path: '/api/account/changeBind',
    needs: 'member',
    // Well-formed, but the demo member has not verified the current address first (the flow's first step).
    params: async ({ seq }) => ({ type: 'email', email: `bind-${seq}@example.com`, captcha: 'AB3X' }),
    member: {
      code: 0,
      msg: 'Complete the account verification first, then change the e-mail address or mobile number.',
    },
  },
  // ajax
  {
    method: 'POST',
    path: '/api/ajax/upload',
    needs: 'ajax/upload',
    params: async () => {
      const body = new FormData();
      body.append('file', new File([new Uint8Array(await smallPng())], 'dot.png', { type: 'image/png' }));
      return body;
    },
  },
  { method: 'GET', path: '/api/ajax/area', needs: 'guest', guest: { code: 1 } },
  { method: 'GET', path: '/api/ajax/country', needs: 'guest', guest: { code: 1 } },
  // hotel (guest calls over the catalogue)
  { method: 'GET', path: '/api/hotel/city', needs: 'guest', guest: { code: 1 } },
  { method: 'GET', path: '/api/hotel/list', needs: 'guest', params: { city: 'shanghai' }, guest: { code: 1 } },
  { method: 'GET', path: '/api/hotel/detail', needs: 'guest', params: { id: '1' }, guest: { code: 1 } },
  { method: 'GET', path: '/api/hotel/calendar', needs: 'guest', params: { id: '1' }, guest: { code: 1 } },
  { method: 'GET', path: '/api/hotel/quote', needs: 'guest', params: { room_type_id: '1' }, guest: { code: 1 } },
  { method: 'GET', path: '/api/hotel/sitemap', needs: 'guest', guest: { code: 1 } },
  // car (guest calls over the car catalogue)
  { method: 'GET', path: '/api/car/list', needs: 'guest', params: { city: 'shanghai' }, guest: { code: 1 } },
  { method: 'GET', path: '/api/car/detail', needs: 'guest', params: { id: '1' }, guest: { code: 1 } },
  { method: 'GET', path: '/api/car/availability', needs: 'guest', params: { id: '1' }, guest: { code: 1 } },
  { method: 'GET', path: '/api/car/offers', needs: 'guest', params: { hotel_id: '1' }, guest: { code: 1 } },
  { method: 'GET', path: '/api/car/sitemap', needs: 'guest', guest: { code: 1 } },
  // cms (the news site's guest reads)
  { method: 'GET', path: '/api/cms/index', needs: 'guest', guest: { code: 1 } },
  { method: 'GET', path: '/api/cms/channel', needs: 'guest', params: { value: 'travel' }, guest: { code: 1 } },
  { method: 'GET', path: '/api/cms/info', needs: 'guest', params: { id: '1' }, guest: { code: 1 } },
  { method: 'GET', path: '/api/cms/page', needs: 'guest', params: { id: '1' }, guest: { code: 1 } },
  { method: 'GET', path: '/api/cms/pages', needs: 'guest', guest: { code: 1 } },
  { method: 'GET', path: '/api/cms/search', needs: 'guest', params: { keyword: '酒店' }, guest: { code: 1 } },
  { method: 'GET', path: '/api/cms/comments', needs: 'guest', params: { article_id: '1' }, guest: { code: 1 } },
  { method: 'GET', path: '/api/cms/sitemap', needs: 'guest', guest: { code: 1 } },
  // cms (the member calls, each behind the rule of its member page)
  {
    method: 'POST',
    path: '/api/cms/comment',
    needs: 'cms/comment',
    params: { article_id: '1', content: 'A comment from the endpoint table.' },
  },
  { method: 'GET', path: '/api/cms/comment', needs: 'cms/comment' },
  {
    method: 'POST',
    path: '/api/cms/commentDelete',
    needs: 'cms/comment',
    params: async ({ db, demoId }) => {
      const { id } = await db
        .insertInto('cms_comment')
        .values({ article_id: 1, user_id: demoId, content: 'To be deleted', create_time: now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: String(id) };
    },
  },
  { method: 'POST', path: '/api/cms/collect', needs: 'cms/collect', params: { article_id: '1', favourite: '1' } },
  { method: 'GET', path: '/api/cms/collect', needs: 'cms/collect' },
  { method: 'GET', path: '/api/cms/content', needs: 'cms/content' },
  { method: 'GET', path: '/api/cms/editContent', needs: 'cms/content', params: { id: '0' } },
  {
    method: 'POST',
    path: '/api/cms/editContent',
    needs: 'cms/content',
    params: async ({ db }) => ({
      op: 'draft',
      title: 'A draft from the endpoint table',
      channel_id: String(await channelId(db, 'quick-posts')),
    }),
  },
  {
    method: 'POST',
    path: '/api/cms/preview',
    needs: 'cms/content',
    params: async ({ db }) => ({
      title: 'A preview from the endpoint table',
      channel_id: String(await channelId(db, 'quick-posts')),
      content: '<p>Preview</p>',
    }),
  },
  {
    method: 'POST',
    path: '/api/cms/contentDelete',
    needs: 'cms/content',
    params: async ({ db, demoId }) => ({ id: String(await cmsArticle(db, demoId, 'draft')) }),
  },
  {
    method: 'POST',
    path: '/api/cms/buy',
    needs: 'cms/order',
    params: async ({ db }) => ({ article_id: String(await cmsArticle(db, null, 'published', 100)), pay: 'balance' }),
  },
  { method: 'GET', path: '/api/cms/order', needs: 'cms/order' },
  // order (the member's hotel bookings)
  { method: 'POST', path: '/api/order/create', needs: 'order/hotel', params: bookingParams },
  { method: 'GET', path: '/api/order/list', needs: 'order/hotel' },
  {
    method: 'GET',
    path: '/api/order/detail',
    needs: 'order/hotel',
    params: demoOrder,
  },
  { method: 'POST', path: '/api/order/pay', needs: 'order/hotel/pay', params: demoOrder },
  { method: 'POST', path: '/api/order/cancel', needs: 'order/hotel/cancel', params: demoOrder },
  { method: 'GET', path: '/api/order/export', needs: 'order/hotel/export' },
  {
    method: 'POST',
    path: '/api/order/invoice',
    needs: 'order/hotel',
    params: async (ctx) => {
      const order = await demoOrder(ctx);
      // Paid: an invoice is asked for what was paid.
      await ctx.db
        .updateTable('hotel_order')
        .set({ status: 'paid', paid_amount: 10_000, pay_time: now() })
        .where('id', '=', Number(order.id))
        .execute();
      return { ...order, title: 'ACME Ltd', email: 'finance@example.com' };
    },
  },
  // subAccount (a main account's team)
  { method: 'GET', path: '/api/subAccount/index', needs: 'manage/subAccount' },
  { method: 'GET', path: '/api/subAccount/rules', needs: 'manage/subAccount' },
  {
    method: 'POST',
    path: '/api/subAccount/add',
    needs: 'manage/subAccount/add',
    params: async ({ seq }) => ({ username: `ep_add${seq}`, nickname: 'Endpoint', password: 'Team-pass-1' }),
  },
  {
    method: 'GET',
    path: '/api/subAccount/edit',
    needs: 'manage/subAccount',
    params: async (ctx) => ({ id: String(await demoSub(ctx)) }),
  },
  {
    method: 'POST',
    path: '/api/subAccount/edit',
    needs: 'manage/subAccount/edit',
    params: async (ctx) => ({ id: String(await demoSub(ctx)), nickname: 'Endpoint' }),
  },
  {
    method: 'POST',
    path: '/api/subAccount/password',
    needs: 'manage/subAccount/edit',
    params: async (ctx) => ({ id: String(await demoSub(ctx)), password: 'Team-pass-2' }),
  },
  {
    method: 'POST',
    path: '/api/subAccount/del',
    needs: 'manage/subAccount/del',
    params: async (ctx) => ({ ids: String(await demoSub(ctx, true)) }),
  },
  // sms, ems
  {
    method: 'POST',
    path: '/api/Sms/send',
    needs: 'guest',
    params: async (ctx) => ({
      mobile: `139${String(ctx.seq).padStart(8, '0')}`,
      template_code: 'user_register',
      ...(await solvedCaptcha(ctx)),
    }),
    guest: { code: 1 },
  },
  {
    method: 'POST',
    path: '/api/Ems/send',
    needs: 'guest',
    params: async (ctx) => ({
      email: `guest-${ctx.seq}@example.com`,
      event: 'user_register',
      ...(await solvedCaptcha(ctx)),
    }),
    guest: { code: 1, msg: 'The verification code has been sent. Check your e-mail.' },
  },
];

/** Calls `row` with its parameters (a factory's made afresh for this call) as `options` say. */
export async function callRow(
  row: EndpointRow,
  ctx: CallContext,
  options: Omit<CallOptions, 'method' | 'body'> = {},
): Promise<CallResult> {
  const params = typeof row.params === 'function' ? await row.params(ctx) : row.params;
  if (row.method === 'POST') return call(ctx.db, row.path, { ...options, method: 'POST', body: params ?? {} });
  if (params instanceof FormData) throw new Error(`${row.path}: a GET takes no form data`);
  const query = new URLSearchParams(Object.entries(params ?? {}).map(([key, value]) => [key, String(value)]));
  return call(ctx.db, `${row.path}${query.size ? `?${query}` : ''}`, { ...options, method: 'GET' });
}

/** The table's key of a row, as src/server/routes.ts has it: 'METHOD controller/action' in lower case. */
export const rowKey = (row: EndpointRow) => `${row.method} ${routeKey(new URL(row.path, 'http://localhost').pathname)}`;

/** Needs a logged-in member (any, or one whose group has a rule). */
export const needsLogin = (row: EndpointRow) => row.needs !== 'guest';
/** The rule a row needs, if any. */
export const ruleOf = (row: EndpointRow) => (row.needs === 'guest' || row.needs === 'member' ? undefined : row.needs);
