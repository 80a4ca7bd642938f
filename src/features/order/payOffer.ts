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
