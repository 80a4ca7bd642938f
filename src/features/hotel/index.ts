/**
 * The hotel catalogue's browser-safe face for other features: its calls, the answer types a booking reads and the
 * party's bounds.
 */

export { createHotelEndpoints } from './endpoints';
export { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_ROOMS } from './searchQuery';
export type { CountryOption, CreatedOrder, CreateOrderErrorData, PriceLine, Quote, RoomOffer } from './types';
