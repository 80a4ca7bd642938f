/**
 * What a payable booking shows where Pay goes (docs/design/subaccounts.md §8.3): Pay for a member with the pay
 * button; for a sub-account without it, "Waiting for payment by {main account}" (the main account pays from the
 * company balance); nothing otherwise (not payable, or a member whose group lacks the button). Pure.
 */
export type PayOffer = { kind: 'pay' } | { kind: 'wait'; payer: string } | { kind: 'none' };

export function payOffer(canPay: boolean, mayPay: boolean, mainAccount: { name: string } | undefined): PayOffer {
  if (!canPay) return { kind: 'none' };
  if (mayPay) return { kind: 'pay' };
  return mainAccount ? { kind: 'wait', payer: mainAccount.name } : { kind: 'none' };
}

/**
 * The member's balance beside Pay (`info.money`, yuan with two decimals) in minor units, and whether it falls short
 * of `due`: Pay is then disabled, but only when the balance is the one way to pay (`channels`). Undefined when the
 * balance is not known (a sub-account pays from its main account's wallet, which it does not see).
 */
export function payBalance(
  money: string | undefined,
  due: number,
  channels: readonly string[],
): { balance: number; short: number } | undefined {
  const yuan = Number(money);
  if (money === undefined || money.trim() === '' || !Number.isFinite(yuan)) return undefined;
  const balance = Math.round(yuan * 100);
  const onlyBalance = channels.length === 1 && channels[0] === 'balance';
  return { balance, short: onlyBalance ? Math.max(0, due - balance) : 0 };
}
