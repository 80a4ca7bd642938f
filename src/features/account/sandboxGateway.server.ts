/**
 * The sandbox gateway's page (`/pay/sandbox`, PAYMENT_SANDBOX=on): a stand-in for an online gateway's payment page,
 * where the member pays or declines a top-up; the API signs the outcome and settles it as any gateway's notice.
 */
import type { TopUp } from '~/contract/account';
import type { ApiClient } from '~/lib/api/client';
import { CODE_SUCCESS } from '~/lib/api/types';

export async function loadSandboxTopUp(
  client: ApiClient,
  trade: string,
): Promise<{ recharge: TopUp; siteName: string } | undefined> {
  const res = await client
    .request<{ recharge: TopUp; siteName: string }>('pay/sandbox', { query: { trade } })
    .catch(() => undefined);
  return res?.code === CODE_SUCCESS ? res.data : undefined;
}

/** The member's choice; where to send them back (their balance page). */
export async function decideSandboxTopUp(client: ApiClient, trade: string, pay: boolean): Promise<string> {
  const res = await client
    .request<{ return_url: string }>('pay/sandbox', {
      method: 'POST',
      body: { trade, result: pay ? 'paid' : 'failed' },
    })
    .catch(() => undefined);
  return res?.code === CODE_SUCCESS ? res.data.return_url : '/user/account/balance';
}
