/**
 * `/car/detail/{id}`: the car (`car/detail`) and its days (`car/availability`: the month shown, and the verdict on the
 * range of the query), in parallel. An unknown or disabled car is not a page (the site's 404), an API that does not
 * answer the busy page (503); a range the API refuses is shown with its message beside the form and the month without it.
 */

import type { AstroCookies } from 'astro';
import type { CarAvailabilityData, CarDetail } from '~/contract/car';
import { loadSiteView, SiteUnavailableError, type SiteView, withoutAnswer } from '~/features/site/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { positiveId } from '~/lib/routing/positiveId';
import { availabilityParams, type CarDetailQuery, parseDetailQuery } from './detailQuery';
import { createCarEndpoints } from './endpoints';

export interface CarDetailPage {
  view: SiteView;
  car: CarDetail;
  query: CarDetailQuery;
  availability: CarAvailabilityData | undefined;
  /** The API's message on a refused range. */
  refused: string | undefined;
}

export type CarDetailLoad =
  | { page: CarDetailPage; redirect?: undefined; notFound?: undefined }
  | { page?: undefined; redirect: string; notFound?: undefined }
  | { page?: undefined; redirect?: undefined; notFound: true };

export async function loadCarDetail(
  context: { locals: App.Locals; cookies: AstroCookies; url: URL },
  idParam: string | undefined,
): Promise<CarDetailLoad> {
  const id = positiveId(idParam);
  if (id === undefined) return { notFound: true };
  const query = parseDetailQuery(context.url.searchParams);
  const cars = createCarEndpoints(context.locals.api.client);
  const [site, detail, first] = await Promise.all([
    loadSiteView(context, { requiredLogin: false }),
    cars.detail(id).catch(withoutAnswer),
    cars.availability(id, availabilityParams(query)).catch(() => undefined),
  ]);
  if (!site.view) return { redirect: site.redirect };
  // No answer at all is the service being down, not a missing car: the busy page (503 with Retry-After).
  if (!detail) throw new SiteUnavailableError(`car/detail of ${id} did not answer`);
  if (detail.code !== CODE_SUCCESS) return { notFound: true };
  let availability = first;
  let refused: string | undefined;
  if (availability && availability.code !== CODE_SUCCESS) {
    refused = availability.msg;
    const month = query.month || query.from.slice(0, 7);
    availability = await cars.availability(id, availabilityParams({ from: '', to: '', month })).catch(() => undefined);
    if (availability && availability.code !== CODE_SUCCESS) {
      availability = await cars.availability(id, {}).catch(() => undefined);
    }
  }
  return {
    page: {
      view: site.view,
      car: detail.data,
      query,
      availability: availability?.code === CODE_SUCCESS ? availability.data : undefined,
      refused,
    },
  };
}
