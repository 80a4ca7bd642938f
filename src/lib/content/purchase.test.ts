import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessOf,
  BUY_REFUSALS,
  buyOptions,
  checkBuy,
  isPaid,
  isPayMethod,
  type PricedArticle,
  type Reader,
} from './purchase';

const article = (over: Partial<PricedArticle> = {}): PricedArticle => ({
  status: 'published',
  user_id: 7,
  price_money: 990,
  price_points: 100,
  ...over,
});
const buyer: Reader = { id: 8, purchased: false };
const rich = { money: 100_000, score: 10_000 };

describe('accessOf', () => {
  it('is free without prices, author for the author, purchased for a buyer, else locked', () => {
    expect(accessOf(article({ price_money: 0, price_points: 0 }), null)).toBe('free');
    expect(accessOf(article(), { id: 7, purchased: false })).toBe('author');
    expect(accessOf(article(), { id: 8, purchased: true })).toBe('purchased');
    expect(accessOf(article(), buyer)).toBe('locked');
    expect(accessOf(article(), null)).toBe('locked');
    expect(accessOf(article({ user_id: null }), buyer)).toBe('locked');
  });
});

describe('buyOptions', () => {
  it('lists balance then points, only the prices that are set', () => {
    expect(buyOptions(article(), 'CNY')).toEqual([
      { pay: 'balance', amount: 990, currency: 'CNY' },
      { pay: 'points', amount: 100 },
    ]);
    expect(buyOptions(article({ price_money: 0 }), 'CNY')).toEqual([{ pay: 'points', amount: 100 }]);
    expect(buyOptions(article({ price_money: 0, price_points: 0 }), 'CNY')).toEqual([]);
  });

  it('takes only whole, non-negative prices', () => {
    expect(() => buyOptions(article({ price_money: 9.9 }), 'CNY')).toThrow(RangeError);
    expect(() => isPaid(article({ price_points: -1 }))).toThrow(RangeError);
    expect(() => isPaid(article({ price_money: Number.NaN }))).toThrow(RangeError);
  });
});

describe('checkBuy', () => {
  it('gives every refusal in order', () => {
    expect(checkBuy(null, buyer, 'balance', rich)).toEqual({ refused: BUY_REFUSALS.notFound });
    expect(checkBuy(article({ status: 'draft' }), buyer, 'balance', rich)).toEqual({ refused: 'Article not found' });
    expect(checkBuy(article({ price_money: 0, price_points: 0 }), buyer, 'balance', rich)).toEqual({
      refused: 'This article is free',
    });
    expect(checkBuy(article(), { id: 7, purchased: false }, 'balance', rich)).toEqual({
      refused: 'You wrote this article',
    });
    expect(checkBuy(article(), { id: 8, purchased: true }, 'points', rich)).toEqual({ refused: 'Already purchased' });
    expect(checkBuy(article({ price_points: 0 }), buyer, 'points', rich)).toEqual({
      refused: 'This article cannot be bought with points',
    });
    expect(checkBuy(article({ price_money: 0 }), buyer, 'balance', rich)).toEqual({
      refused: 'This article cannot be bought with balance',
    });
    expect(checkBuy(article(), buyer, 'balance', { money: 989, score: 0 })).toEqual({
      refused: 'Insufficient balance',
    });
    expect(checkBuy(article(), buyer, 'points', { money: 0, score: 99 })).toEqual({ refused: 'Insufficient points' });
  });

  it('lets a member buy with exactly enough', () => {
    expect(checkBuy(article(), buyer, 'balance', { money: 990, score: 0 })).toEqual({
      ok: true,
      pay: 'balance',
      amount: 990,
    });
    expect(checkBuy(article(), buyer, 'points', { money: 0, score: 100 })).toEqual({
      ok: true,
      pay: 'points',
      amount: 100,
    });
  });

  it('knows the payment methods', () => {
    expect(isPayMethod('points')).toBe(true);
    expect(isPayMethod('sandbox')).toBe(false);
    expect(isPayMethod(['balance'])).toBe(false);
  });

  it('property: a purchase costs the whole integer price and never more than the wallet holds', () => {
    const amount = fc.integer({ min: 0, max: 1_000_000_000 });
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        amount,
        fc.constantFrom('balance' as const, 'points' as const),
        (pm, pp, money, score, pay) => {
          const priced = article({ price_money: pm, price_points: pp });
          const result = checkBuy(priced, buyer, pay, { money, score });
          const price = pay === 'balance' ? pm : pp;
          const held = pay === 'balance' ? money : score;
          if ('ok' in result) {
            expect(Number.isSafeInteger(result.amount)).toBe(true);
            expect(result.amount).toBe(price);
            expect(result.amount).toBeGreaterThan(0);
            expect(held).toBeGreaterThanOrEqual(result.amount);
          } else if (price > 0) {
            expect(result.refused).toBe(pay === 'balance' ? 'Insufficient balance' : 'Insufficient points');
            expect(held).toBeLessThan(price);
          }
          for (const option of buyOptions(priced, 'CNY')) {
            expect(Number.isSafeInteger(option.amount) && option.amount > 0).toBe(true);
          }
        },
      ),
    );
  });
});
