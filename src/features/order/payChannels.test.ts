import { describe, expect, it } from 'vitest';
import { isPayChannelName, paidChannelText, payChannelLabel, payChannelOptions, payChannels } from './payChannels';

describe('payChannels', () => {
  it('puts the balance first and keeps the order of the others', () => {
    expect(payChannels(['sandbox', 'balance', 'alipay'])).toEqual(['balance', 'sandbox', 'alipay']);
  });
  it('falls back to the balance when the API names none', () => {
    expect(payChannels(undefined)).toEqual(['balance']);
    expect(payChannels([])).toEqual(['balance']);
    expect(payChannels(['<b>', 42, ''])).toEqual(['balance']);
  });
  it('offers only what the API names when the balance is not among them', () => {
    expect(payChannels(['sandbox'])).toEqual(['sandbox']);
  });
  it('drops twins and names a form could not post', () => {
    expect(payChannels(['balance', 'balance', 'Sandbox', 'sand box'])).toEqual(['balance']);
    expect(isPayChannelName('sandbox')).toBe(true);
    expect(isPayChannelName('x'.repeat(33))).toBe(false);
  });
  it('labels each channel', () => {
    expect(payChannelOptions(['sandbox', 'balance'], (name) => name.toUpperCase())).toEqual([
      { value: 'balance', label: 'BALANCE' },
      { value: 'sandbox', label: 'SANDBOX' },
    ]);
  });
});

const t = (ns: string, key: string, options?: Record<string, unknown>) =>
  ns === 'order' ? `order:${key}` : key === 'pay_channel.balance' ? 'Balance' : String(options?.defaultValue);

describe('the company wallet of a sub-account', () => {
  it('labels the balance channel "Company balance" for a sub-account only', () => {
    expect(payChannelLabel(t, 'balance')).toBe('Balance');
    expect(payChannelLabel(t, 'balance', true)).toBe('order:Company balance');
    expect(payChannelLabel(t, 'sandbox', true)).toBe('sandbox');
  });
  it('says a booking paid from the balance was paid from the company balance, to a sub-account', () => {
    const paid = { pay_channel: 'balance', pay_channel_text: 'Balance' };
    expect(paidChannelText(t, paid, false)).toBe('Balance');
    expect(paidChannelText(t, paid, true)).toBe('order:Company balance');
    expect(paidChannelText(t, { pay_channel: 'sandbox', pay_channel_text: 'Online' }, true)).toBe('Online');
    expect(paidChannelText(t, { pay_channel: '', pay_channel_text: '' }, true)).toBe('');
  });
});
