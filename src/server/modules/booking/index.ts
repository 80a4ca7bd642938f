/**
 * The price of a booking (docs/api.md §12 `hotel/quote`): a room type for a stay, a party and extras, with the car
 * services added to it. Its own module because it joins the hotel catalogue and the cars, which `order/create`
 * prices again inside the booking's transaction.
 */
import type { Routes } from '~/server/http/router';
import { hotelQuote } from './quote';

export const bookingRoutes: Routes = {
  'hotel/quote': { GET: hotelQuote },
};

// What other modules, the server's entries and the demo use of this module.
export { buildQuote, type QuoteAnswer, readQuoteRequest } from './quote';
