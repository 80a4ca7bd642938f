/**
 * Paid content (design §8): who may read a paid article's body and whether a member may buy it. The site shows the
 * buy box from it; the API refuses with it before its transaction (whose conditional statements keep it true under
 * races). Money is integer minor units, points integers.
 */
import { isMinor, type Minor } from '~/lib/booking/money';
import type { ArticleStatus } from './articleStatus';

export const PAY_METHODS = ['balance', 'points'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export type Access = 'free' | 'author' | 'purchased' | 'locked';

/** Refusal keys of `cms/buy` (English sources of `api-cms`), in the order they are checked. */
export const BUY_REFUSALS = {
  notFound: 'Article not found',
  free: 'This article is free',
  author: 'You wrote this article',
  alreadyPurchased: 'Already purchased',
  noBalance: 'This article cannot be bought with balance',
  noPoints: 'This article cannot be bought with points',
  insufficientBalance: 'Insufficient balance',
  insufficientPoints: 'Insufficient points',
} as const;
export type BuyRefusalKey = (typeof BUY_REFUSALS)[keyof typeof BUY_REFUSALS];

export interface PricedArticle {
  status: ArticleStatus;
  /** The author; `null` for the editorial team. */
  user_id: number | null;
  /** Minor units; 0 = not sold for money. */
  price_money: Minor;
  /** 0 = not sold for points. */
  price_points: number;
}
/** A member reading the article, and whether they bought it. */
export interface Reader {
  id: number;
  purchased: boolean;
}
export interface Wallet {
  money: Minor;
  score: number;
}
export type BuyOption = { pay: 'balance'; amount: Minor; currency: string } | { pay: 'points'; amount: number };

export const isPayMethod = (value: unknown): value is PayMethod =>
  typeof value === 'string' && (PAY_METHODS as readonly string[]).includes(value);

/** Prices are whole non-negative numbers; anything else is a broken row, not a price. */
function prices(article: Pick<PricedArticle, 'price_money' | 'price_points'>): { money: Minor; points: number } {
  if (!isMinor(article.price_money) || !isMinor(article.price_points)) {
    throw new RangeError('Article prices are non-negative safe integers');
  }
  return { money: article.price_money, points: article.price_points };
}

/** Whether the article is sold (for money, points or both). */
export const isPaid = (article: Pick<PricedArticle, 'price_money' | 'price_points'>): boolean => {
  const { money, points } = prices(article);
  return money > 0 || points > 0;
};

/** How `reader` (null: a guest) may read the body: all of it, or the summary and the buy box (`locked`). */
export function accessOf(article: PricedArticle, reader: Reader | null): Access {
  if (!isPaid(article)) return 'free';
  if (reader && article.user_id !== null && reader.id === article.user_id) return 'author';
  return reader?.purchased ? 'purchased' : 'locked';
}

/** The ways to buy the article, balance first. */
export function buyOptions(
  article: Pick<PricedArticle, 'price_money' | 'price_points'>,
  currency: string,
): BuyOption[] {
  const { money, points } = prices(article);
  const options: BuyOption[] = [];
  if (money > 0) options.push({ pay: 'balance', amount: money, currency });
  if (points > 0) options.push({ pay: 'points', amount: points });
  return options;
}

/** Whether `reader` may buy the article with `pay` now, and for how much; else the refusal key. */
export function checkBuy(
  article: PricedArticle | null,
  reader: Reader,
  pay: PayMethod,
  wallet: Wallet,
): { ok: true; pay: PayMethod; amount: number } | { refused: BuyRefusalKey } {
  if (article?.status !== 'published') return { refused: BUY_REFUSALS.notFound };
  const access = accessOf(article, reader);
  if (access === 'free') return { refused: BUY_REFUSALS.free };
  if (access === 'author') return { refused: BUY_REFUSALS.author };
  if (access === 'purchased') return { refused: BUY_REFUSALS.alreadyPurchased };
  const { money, points } = prices(article);
  if (pay === 'balance') {
    if (money === 0) return { refused: BUY_REFUSALS.noBalance };
    return wallet.money >= money ? { ok: true, pay, amount: money } : { refused: BUY_REFUSALS.insufficientBalance };
  }
  if (points === 0) return { refused: BUY_REFUSALS.noPoints };
  return wallet.score >= points ? { ok: true, pay, amount: points } : { refused: BUY_REFUSALS.insufficientPoints };
}
