import { describe, expect, it } from 'vitest';
import { payOffer } from './payOffer';

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
