import { describe, expect, it } from 'vitest';
import { isPayChannelName, payChannelOptions, payChannels } from './payChannels';

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
