/**
 * Routes of the Hotel controller (docs/api.md §12): guest calls over the catalogue, its rates and its rooms. The quote
 * (`hotel/quote`), which prices car services too, is the booking module's.
 */
import type { ModuleRoutes } from '~/server/http/router';
import { hotelCalendar } from './calendar';
import { cityList } from './city';
import { hotelDetail } from './detail';
import { hotelList } from './list';
import { hotelSitemap } from './sitemap';

export const hotelRoutes = {
  'hotel/city': { GET: cityList },
  'hotel/list': { GET: hotelList },
  'hotel/detail': { GET: hotelDetail },
  'hotel/calendar': { GET: hotelCalendar },
  'hotel/sitemap': { GET: hotelSitemap },
} satisfies ModuleRoutes;

// What other modules, the server's entries and the demo use of this module.
export { cancellationAnswer } from './cancellation';
export { citiesById, findCity, hotelTexts, photosOf, roomTypeTexts } from './catalogue';
export { type RoomTypeTexts, saveCity, saveHotel, saveRoomType } from './catalogueWrite';
export { FACILITY_CODES, type FacilityCode, facilityMask, insertFacilities } from './facilities';
export { distanceMetres, toMicroDegrees } from './geo';
export { extendHotelNights, PLAN_PRICE_COLUMNS } from './horizon';
export { refreshHotelNights } from './hotelNights';
export { refreshHotelRates } from './hotelRates';
export { readStayAndParty } from './input';
export { bedTypeText, facilitiesOf, lineLabel, maskOf, mealTypeText, photoAnswer } from './labels';
export { parseRules, readPolicies, type StoredPolicy } from './policies';
export { type HashedCar, quoteHash } from './quoteHash';
export { feesOf, findHotel, findRoomType } from './rooms';
export { type HotelSettings, readHotelSettings } from './settings';
export { catalogueSitemap } from './sitemap';
export { stayNightsOf, stayOffer, stayRuleMessage } from './stayRules';
