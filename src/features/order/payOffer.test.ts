import { describe, expect, it } from 'vitest';
import { payBalance, payOffer } from './payOffer';

const main = { name: '演示会员' };

describe('payOffer', () => {
  it('offers Pay to whoever holds the button, a sub-account included', () => {
    expect(payOffer(true, true, undefined)).toEqual({ kind: 'pay' });
    expect(payOffer(true, true, main)).toEqual({ kind: 'pay' });
  });

  it('tells a sub-account without the button who pays', () => {
    expect(payOffer(true, false, main)).toEqual({ kind: 'wait', payer: '演示会员' });
  });

  it('shows nothing for a booking that cannot be paid, or a main account without the button', () => {
    expect(payOffer(false, true, undefined)).toEqual({ kind: 'none' });
    expect(payOffer(false, false, main)).toEqual({ kind: 'none' });
    expect(payOffer(true, false, undefined)).toEqual({ kind: 'none' });
  });
});

describe('payBalance', () => {
  it('gives the balance in minor units and what it lacks when the balance is the one way to pay', () => {
    expect(payBalance('11234.50', 613_826, ['balance'])).toEqual({ balance: 1_123_450, short: 0 });
    expect(payBalance('1234.50', 613_826, ['balance'])).toEqual({ balance: 123_450, short: 490_376 });
    // Another channel can pay what the balance cannot: Pay stays on.
    expect(payBalance('1234.50', 613_826, ['balance', 'alipay'])).toEqual({ balance: 123_450, short: 0 });
  });

  it('knows nothing from a missing or odd balance', () => {
    expect(payBalance(undefined, 100, ['balance'])).toBeUndefined();
    expect(payBalance('', 100, ['balance'])).toBeUndefined();
    expect(payBalance('abc', 100, ['balance'])).toBeUndefined();
  });
});
