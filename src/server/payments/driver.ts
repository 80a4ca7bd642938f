/**
 * The payment boundary (docs/design/hotels.md §8): a driver takes the money for an order and gives refunds back,
 * inside the caller's transaction, so the order's status, the money and the records change together or not at all.
 * Built in: `balance` (the member's balance) and `sandbox` (a stand-in for an online gateway: every charge succeeds,
 * no money moves; on only with PAYMENT_SANDBOX=on). A real gateway registers a driver with `registerPaymentDriver`.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '~/server/db/schema';
import type { RechargeRow } from '~/server/db/schema-account';
import type { HotelOrderRow } from '~/server/db/schema-order';

export interface PayContext {
  now: number;
  /** Who pays or cancels when it is not the wallet's owner (a sub-account): named on the balance log. */
  actor?: { id: number; username: string; nickname: string };
}

export interface PaymentDriver {
  name: string;
  /** Whether members may pay with it now. */
  enabled(): boolean;
  /** Takes `order.total_price` from the member, or throws an ApiError (the transaction rolls back). */
  charge(trx: Transaction<DB>, order: HotelOrderRow, ctx: PayContext): Promise<{ txnId: string }>;
  /** Gives `amount` back for the order's payment. */
  refund(trx: Transaction<DB>, order: HotelOrderRow, amount: number, ctx: PayContext): Promise<{ txnId: string }>;
  /** A gateway's part in top-ups (a driver without it takes none): `topUp` and `readNotice`. */
  topUps?: TopUpGateway;
}

/** A gateway's settlement of a top-up, read from its notification. */
export interface TopUpNotice {
  outTradeNo: string;
  paid: boolean;
  /** The gateway's own id of the payment. */
  txnId: string;
  /** What the gateway says was paid, minor units: a notice for another amount settles nothing. */
  amount: number;
}

export interface TopUpGateway {
  /** Where to send the member to pay the top-up (`origin`: the site's own, for the way back). */
  start(db: Kysely<DB>, recharge: RechargeRow, origin: string): Promise<{ redirect: string }>;
  /** The notification's settlement, or undefined when it is not the gateway's (its signature does not hold). */
  readNotice(db: Kysely<DB>, params: Readonly<Record<string, unknown>>): Promise<TopUpNotice | undefined>;
  /** What the gateway answers its notification with once it is taken (gateways retry until they read it). */
  acknowledgement: string;
}

const drivers = new Map<string, PaymentDriver>();

export function registerPaymentDriver(driver: PaymentDriver): void {
  drivers.set(driver.name, driver);
}

export const paymentDriver = (name: string): PaymentDriver | undefined => drivers.get(name);

/** The names of the drivers members may top up their balance through now. */
export const topUpChannels = (): string[] =>
  [...drivers.values()].filter((driver) => driver.enabled() && driver.topUps).map((driver) => driver.name);

/** The names of the drivers members may use now, in registration order. */
export const enabledPaymentChannels = (): string[] =>
  [...drivers.values()].filter((driver) => driver.enabled()).map((driver) => driver.name);
