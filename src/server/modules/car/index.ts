/** Routes of the Car controller (docs/api.md §15): guest calls over the car catalogue and its days. */
import type { ModuleRoutes } from '~/server/http/router';
import { carAvailability } from './availability';
import { carDetail } from './detail';
import { carList } from './list';
import { carOffers } from './offers';
import { carSitemap } from './sitemap';

export const carRoutes = {
  'car/list': { GET: carList },
  'car/detail': { GET: carDetail },
  'car/availability': { GET: carAvailability },
  'car/offers': { GET: carOffers },
  'car/sitemap': { GET: carSitemap },
} satisfies ModuleRoutes;

// What other modules, the server's entries and the demo use of this module.
export { extendCarDays } from './horizon';
export { holdCars, lockCars, releaseOrderCars } from './inventory';
export { carServicesOf, type OrderCarRow, orderCarServices } from './orderCars';
export { carSoldOut, priceCarSelection } from './quoteCars';
export { type CarChoice, readCarSelection } from './selection';
export { type CarSnapshot, takeCarSnapshots } from './snapshot';
