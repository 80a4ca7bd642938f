/**
 * The payment boundary (docs/design/hotels.md §8): a driver takes the money for an order and gives refunds back,
 * inside the caller's transaction, so the order's status, the money and the records change together or not at all.
 * Built in: `balance` (the member's balance) and `sandbox` (a stand-in for an online gateway: every charge succeeds,
 * no money moves; on only with PAYMENT_SANDBOX=on). A real gateway registers a driver with `registerPaymentDriver`.
 */
import type { Transaction } from 'kysely';
import type { DB } from '~/server/db/schema';
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
}

const drivers = new Map<string, PaymentDriver>();

export function registerPaymentDriver(driver: PaymentDriver): void {
  drivers.set(driver.name, driver);
}

export const paymentDriver = (name: string): PaymentDriver | undefined => drivers.get(name);

/** The names of the drivers members may use now, in registration order. */
export const enabledPaymentChannels = (): string[] =>
  [...drivers.values()].filter((driver) => driver.enabled()).map((driver) => driver.name);
