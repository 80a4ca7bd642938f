/**
 * The payment channels a Pay form offers, from the API's `pay_channels` (the drivers members may use now): the
 * member's balance first, then the others in the API's order. A backend that names none (an older or external
 * one) still takes the balance. Pure; the names are translated by the caller.
 */
export const DEFAULT_PAY_CHANNEL = 'balance';

/** A driver's name as the pay form may post it. */
const CHANNEL_RE = /^[a-z][a-z0-9_-]{0,31}$/;

export const isPayChannelName = (value: unknown): value is string =>
  typeof value === 'string' && CHANNEL_RE.test(value);

export function payChannels(fromApi: readonly unknown[] | undefined): string[] {
  const named = Array.isArray(fromApi) ? fromApi.filter(isPayChannelName) : [];
  const unique = [...new Set(named)];
  const others = unique.filter((name) => name !== DEFAULT_PAY_CHANNEL);
  return unique.includes(DEFAULT_PAY_CHANNEL) || others.length === 0 ? [DEFAULT_PAY_CHANNEL, ...others] : others;
}

export interface PayChannelOption {
  value: string;
  label: string;
}

export const payChannelOptions = (
  fromApi: readonly unknown[] | undefined,
  label: (name: string) => string,
): PayChannelOption[] => payChannels(fromApi).map((value) => ({ value, label: label(value) }));

/**
 * A payment channel's name in the request's language (a driver the site has no words for keeps its name). For a
 * sub-account (`companyWallet`) the balance is its main account's, the "Company balance".
 */
export const payChannelLabel = (
  t: (ns: string, key: string, options?: Record<string, unknown>) => string,
  name: string,
  companyWallet = false,
): string =>
  companyWallet && name === DEFAULT_PAY_CHANNEL
    ? t('order', 'Company balance')
    : t('api-hotel', `pay_channel.${name}`, { defaultValue: name });

/**
 * The channel a booking was paid through, as the API named it (`pay_channel_text`), except that a sub-account reads
 * the balance as the "Company balance".
 */
export const paidChannelText = (
  t: (ns: string, key: string, options?: Record<string, unknown>) => string,
  order: { pay_channel: string; pay_channel_text: string },
  companyWallet: boolean,
): string =>
  companyWallet && order.pay_channel === DEFAULT_PAY_CHANNEL ? t('order', 'Company balance') : order.pay_channel_text;
