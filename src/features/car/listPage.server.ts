/**
 * `/car/list`: the cars of the query's view (`car/list`). A page past the last goes to the last (302); a filter the
 * API refuses (an unknown city, a day outside the bookable range) is dropped with a notice; when the API does not
 * answer the page says so (503); a backend without the car module does not offer it (404).
 */
import type { AstroCookies } from 'astro';
import type { CarListData } from '~/contract/car';
import { loadSiteView, type SiteView, withoutAnswer } from '~/features/site/index.server';
import { fieldOf } from '~/lib/api/fieldOf';
import { CODE_SUCCESS } from '~/lib/api/types';
import { lastPage } from '~/lib/routing/paging';
import { type CarListQuery, carListHref, parseCarQuery, toApiParams } from './carQuery';
import { createCarEndpoints } from './endpoints';

export interface CarListPage {
  view: SiteView;
  query: CarListQuery;
  /** Keys of the query that were dropped. */
  rejected: string[];
  data: CarListData | undefined;
}

export type CarListLoad = { page: CarListPage; redirect?: undefined } | { page?: undefined; redirect: string };

export async function loadCarList(context: {
  locals: App.Locals;
  cookies: AstroCookies;
  url: URL;
}): Promise<CarListLoad> {
  const { query, rejected } = parseCarQuery(context.url.searchParams);
  const cars = createCarEndpoints(context.locals.api.client);
  const fetchList = (view: CarListQuery) => cars.list(toApiParams(view)).catch(withoutAnswer);
  const [site, first] = await Promise.all([loadSiteView(context, { requiredLogin: false }), fetchList(query)]);
  if (!site.view) return { redirect: site.redirect };
  let answer = first;
  if (answer && answer.code !== CODE_SUCCESS) {
    // A refused filter (the API names it): drop it and the filters that hang on it, and show the rest.
    const field = fieldOf(answer.data);
    const dropped = field === 'city' ? ['city', 'place', 'day'] : field === 'day' ? ['day'] : Object.keys(query);
    for (const key of dropped) {
      if (key === 'city' || key === 'day') query[key] = '';
      if (key === 'place') query.place = 0;
    }
    if (!field) Object.assign(query, { ...query, page: 1 });
    rejected.push(...dropped.filter((key) => key === 'city' || key === 'day' || key === 'place'));
    answer = await fetchList(query);
  }
  const data = answer?.code === CODE_SUCCESS ? answer.data : undefined;
  if (data && query.page > 1) {
    const last = lastPage(data.total, query.limit);
    if (query.page > last) return { redirect: carListHref({ ...query, page: last }) };
  }
  return { page: { view: site.view, query, rejected, data } };
}
