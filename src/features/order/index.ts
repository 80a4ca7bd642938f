/** The order feature's public face for other features (browser-safe): the booking form's shared field rules. */
export { readBookingContact } from './schemas';
