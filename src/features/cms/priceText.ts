/**
 * Prices of paid articles as text, in the page's language: points with their plural and locale digits, money from
 * minor units. One place for the badge, the paywall, the buy form and the purchases list.
 */

import type { ArticlePrice, BuyOption } from '~/contract/cms';
import { formatMoney, formatNumber } from '~/lib/format/intl';
import type { Lang } from '~/lib/i18n/locale';

type Translate = (ns: string, key: string, options?: Record<string, unknown>) => string;

/** "300 points" / "300 积分". */
export const pointsText = (points: number, lang: Lang, t: Translate): string =>
  t('cms', '{{count}} points', { count: points, formatted: formatNumber(points, lang) });

/** A way to buy: "¥3.00 from your balance" or "300 points". */
export const buyOptionText = (option: BuyOption, lang: Lang, t: Translate): string =>
  option.pay === 'balance'
    ? t('cms', '{{amount}} from your balance', { amount: formatMoney(option.amount, lang, option.currency) })
    : pointsText(option.amount, lang, t);

/** A paid article's price on its badge: the money price, or the points when it is sold for points only. */
export const priceText = (paid: ArticlePrice, lang: Lang, t: Translate): string =>
  paid.price_money > 0 ? formatMoney(paid.price_money, lang, paid.currency) : pointsText(paid.price_points, lang, t);

/** An amount paid: money for the balance, points for points. */
export const paidAmountText = (
  pay: 'balance' | 'points',
  amount: number,
  currency: string,
  lang: Lang,
  t: Translate,
) => (pay === 'balance' ? formatMoney(amount, lang, currency) : pointsText(amount, lang, t));
