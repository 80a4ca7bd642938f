import { describe, expect, it } from 'vitest';
import { resources } from '~/i18n';
import { createI18n, fixedT } from '~/lib/i18n/translator';
import { buyOptionText, paidAmountText, priceText } from './priceText';

const i18n = createI18n(resources);
const tOf = (lang: 'en' | 'zh-cn') => (ns: string, key: string, options?: Record<string, unknown>) =>
  fixedT(i18n, lang, ns)(key, options);

describe('price text', () => {
  it('writes points with their number filled in, in both languages', () => {
    const paid = { price_money: 0, price_points: 1200, currency: 'CNY' };
    expect(priceText(paid, 'en', tOf('en'))).toBe('1,200 points');
    expect(priceText(paid, 'zh-cn', tOf('zh-cn'))).toBe('1,200 积分');
    expect(priceText({ ...paid, price_points: 1 }, 'en', tOf('en'))).toBe('1 point');
  });

  it('writes money from minor units, and the ways to buy', () => {
    expect(priceText({ price_money: 300, price_points: 300, currency: 'CNY' }, 'en', tOf('en'))).toBe('¥3.00');
    expect(buyOptionText({ pay: 'balance', amount: 300, currency: 'CNY' }, 'en', tOf('en'))).toBe(
      '¥3.00 from your balance',
    );
    expect(buyOptionText({ pay: 'points', amount: 300 }, 'en', tOf('en'))).toBe('300 points');
    expect(paidAmountText('points', 30, 'CNY', 'zh-cn', tOf('zh-cn'))).toBe('30 积分');
  });
});
