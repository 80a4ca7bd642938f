/**
 * The `sandbox` driver: a stand-in for an online payment gateway, a true boundary we cannot run here. Every charge
 * and refund succeeds at once and no money moves. Enabled only with PAYMENT_SANDBOX=on (demos and tests).
 */
import { randomUUID } from 'node:crypto';
import { paymentSandboxOn } from '~/config';
import type { PaymentDriver } from './driver';

export const sandboxDriver: PaymentDriver = {
  name: 'sandbox',
  enabled: () => paymentSandboxOn(),
  charge: async () => ({ txnId: `sandbox-${randomUUID()}` }),
  refund: async () => ({ txnId: `sandbox-${randomUUID()}` }),
};
