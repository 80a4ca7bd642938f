/** The hotel catalogue's browser-safe face for other features: its calls and the party's bounds. */

export { createHotelEndpoints } from './endpoints';
export { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_ROOMS } from './searchQuery';
