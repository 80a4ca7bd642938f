/**
 * The balance page's top-up (docs/design/operators.md §6): the gateways a member may top up through, the form's
 * post (answered by the gateway's page), and on the way back (`?topup=`) what became of it, as a notice.
 */
import type { TopUpOptions } from '~/contract/account';
import { fieldOf } from '~/lib/api/fieldOf';
import { CODE_SUCCESS } from '~/lib/api/types';
import { text } from '~/lib/validation';
import type { AccountEndpoints } from './endpoints';

export interface TopUpForm {
  options: TopUpOptions;
  amount: string;
  channel: string;
  /** The API's refusal of the last post, beside its field. */
  error?: { field: string; message: string };
}

export type TopUpPost = { redirect: string } | { form: TopUpForm };

/** The form, or undefined when no gateway takes top-ups (or the member may not). */
export async function loadTopUp(account: AccountEndpoints, outTradeNo: string): Promise<TopUpOptions | undefined> {
  const res = await account.topUpOptions(outTradeNo || undefined).catch(() => undefined);
  return res?.code === CODE_SUCCESS ? res.data : undefined;
}

export async function postTopUp(account: AccountEndpoints, options: TopUpOptions, form: FormData): Promise<TopUpPost> {
  const amount = text(form.get('amount')).trim().slice(0, 20);
  const channel = text(form.get('channel')).slice(0, 20);
  const res = await account.startTopUp(amount, channel).catch(() => undefined);
  if (res?.code === CODE_SUCCESS) return { redirect: res.data.redirect };
  const field = fieldOf(res?.data) ?? 'amount';
  return { form: { options, amount, channel, error: { field, message: res?.msg ?? '' } } };
}

/** What the notice says of a top-up on the way back: its `account` message key and kind. */
export function topUpOutcome(options: TopUpOptions): { type: 'success' | 'error'; key: string } | undefined {
  const status = options.recharge?.status;
  if (!status) return undefined;
  if (status === 'paid') return { type: 'success', key: 'topUp.paid' };
  if (status === 'failed') return { type: 'error', key: 'topUp.failed' };
  return { type: 'success', key: 'topUp.pending' };
}
