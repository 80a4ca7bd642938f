/**
 * Routes of the Hotel controller (docs/api.md §12): guest calls over the catalogue, its rates and its rooms. The quote
 * (`hotel/quote`), which prices car services too, is the booking module's.
 */
import type { Routes } from '~/server/http/router';
import { hotelCalendar } from './calendar';
import { cityList } from './city';
import { hotelDetail } from './detail';
import { hotelList } from './list';
import { hotelSitemap } from './sitemap';

export const hotelRoutes: Routes = {
  'hotel/city': { GET: cityList },
  'hotel/list': { GET: hotelList },
  'hotel/detail': { GET: hotelDetail },
  'hotel/calendar': { GET: hotelCalendar },
  'hotel/sitemap': { GET: hotelSitemap },
};
