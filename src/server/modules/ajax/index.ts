/** Routes of the Ajax controller (contract §5.2–§5.4): upload (member action with its rule), area and country. */
import { memberAction } from '~/server/http/member';
import type { ModuleRoutes } from '~/server/http/router';
import { area, country } from './lookups';
import { upload } from './upload';

export const ajaxRoutes = {
  'ajax/upload': { POST: memberAction('ajax/upload', upload) },
  'ajax/area': { GET: area },
  'ajax/country': { GET: country },
} satisfies ModuleRoutes;

// What other modules, the server's entries and the demo use of this module.
export { countryOptions } from './lookups';
