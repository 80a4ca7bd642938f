/**
 * `GET /api/car/sitemap` (guest): the enabled cars for `sitemap.xml`, by id, with the languages each is described in
 * and when it last changed; pages of up to 20,000 (as `hotel/sitemap`).
 */
import type { ApiContext } from '~/server/http/context';
import type { Reply } from '~/server/http/router';
import { catalogueSitemap } from '~/server/modules/hotel';

export const carSitemap = (ctx: ApiContext): Reply<'car/sitemap'> =>
  catalogueSitemap(ctx, { table: 'car', i18n: 'car_i18n', key: 'car_id' });
