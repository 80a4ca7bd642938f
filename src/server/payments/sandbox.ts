/**
 * The `sandbox` driver: a stand-in for an online payment gateway, a true boundary we cannot run here. Every charge
 * and refund succeeds at once and no money moves. Enabled only with PAYMENT_SANDBOX=on (demos and tests).
 *
 * For top-ups it plays the gateway's whole part: its payment page (`/pay/sandbox`, where the member chooses to pay or
 * to decline) and its signed notification to `POST /api/pay/notify?channel=sandbox`. The signature is an HMAC with
 * a key the first instance writes to `config` (every instance reads the same), over the trade, the amount, the
 * outcome and the payment's id, so a notice cannot be forged or changed.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { paymentSandboxOn } from '~/config';
import type { DB } from '~/server/db/schema';
import type { PaymentDriver, TopUpNotice } from './driver';

const KEY_NAME = 'payment_sandbox_key';

/** The sandbox gateway's signing key, made by the first instance that needs one. */
async function sandboxKey(db: Kysely<DB>): Promise<string> {
  const read = () => db.selectFrom('config').select('value').where('name', '=', KEY_NAME).executeTakeFirst();
  const found = await read();
  if (found) return found.value;
  await db
    .insertInto('config')
    .values({ name: KEY_NAME, group: 'payment', value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await read())?.value ?? '';
}

const signed = (key: string, notice: TopUpNotice) =>
  createHmac('sha256', key)
    .update([notice.outTradeNo, notice.amount, notice.paid ? 'paid' : 'failed', notice.txnId].join('|'))
    .digest('hex');

/** The sandbox gateway's notification of a top-up's outcome, signed. */
export async function sandboxNotice(
  db: Kysely<DB>,
  notice: Omit<TopUpNotice, 'txnId'>,
): Promise<Record<string, string>> {
  const full = { ...notice, txnId: `sandbox-${randomUUID()}` };
  return {
    out_trade_no: full.outTradeNo,
    amount: String(full.amount),
    result: full.paid ? 'paid' : 'failed',
    txn_id: full.txnId,
    sign: signed(await sandboxKey(db), full),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function readNotice(db: Kysely<DB>, params: Readonly<Record<string, unknown>>) {
  const amount = Number(text(params.amount));
  const result = text(params.result);
  if (!Number.isSafeInteger(amount) || (result !== 'paid' && result !== 'failed')) return undefined;
  const notice = { outTradeNo: text(params.out_trade_no), amount, paid: result === 'paid', txnId: text(params.txn_id) };
  const expected = Buffer.from(signed(await sandboxKey(db), notice));
  const given = Buffer.from(text(params.sign));
  return given.length === expected.length && timingSafeEqual(given, expected) ? notice : undefined;
}

export const sandboxDriver: PaymentDriver = {
  name: 'sandbox',
  enabled: () => paymentSandboxOn(),
  charge: async () => ({ txnId: `sandbox-${randomUUID()}` }),
  refund: async () => ({ txnId: `sandbox-${randomUUID()}` }),
  topUps: {
    start: async (_db, recharge) => ({ redirect: `/pay/sandbox?trade=${encodeURIComponent(recharge.out_trade_no)}` }),
    readNotice,
    acknowledgement: 'success',
  },
};
