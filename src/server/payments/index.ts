/** Payment drivers: the built-in ones are registered here; a gateway adds itself with `registerPaymentDriver`. */
import { balanceDriver } from './balance';
import { registerPaymentDriver } from './driver';
import { sandboxDriver } from './sandbox';

registerPaymentDriver(balanceDriver);
registerPaymentDriver(sandboxDriver);

/** @public What a real gateway implements and registers itself with (README "Payments"). */
export {
  enabledPaymentChannels,
  type PayContext,
  type PaymentDriver,
  paymentDriver,
  registerPaymentDriver,
  type TopUpGateway,
  type TopUpNotice,
  topUpChannels,
} from './driver';
