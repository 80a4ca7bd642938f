/** Routes of the Hotel controller (docs/api.md §12): guest calls over the catalogue, its rates and its rooms. */
import type { Routes } from '~/server/http/router';
import { hotelCalendar } from './calendar';
import { cityList } from './city';
import { hotelDetail } from './detail';
import { hotelList } from './list';
import { hotelQuote } from './quote';
import { hotelSitemap } from './sitemap';

export const hotelRoutes: Routes = {
  'hotel/city': { GET: cityList },
  'hotel/list': { GET: hotelList },
  'hotel/detail': { GET: hotelDetail },
  'hotel/calendar': { GET: hotelCalendar },
  'hotel/quote': { GET: hotelQuote },
  'hotel/sitemap': { GET: hotelSitemap },
};
