/**
 * `GET /api/hotel/city` (guest): the cities that have hotels, largest first, for the search box and the list's city
 * choice. With `select=true` the remote-select shape (contract §6.1); `quickSearch` matches the name in either
 * language and the code.
 */

import type { Answer } from '~/contract/calls';
import type { ApiContext } from '~/server/http/context';
import { ok, PUBLIC_SHORT_CACHE } from '~/server/http/envelope';
import { isSelectRequest, remoteSelect, remoteSelectQuery } from '~/server/http/remoteSelect';
import type { Reply } from '~/server/http/router';
import { listCities } from './catalogue';

export async function cityList(ctx: ApiContext): Reply<'hotel/city'> {
  const cities = await listCities(ctx.db, ctx.lang);
  // `names` (every language's) lets the site take a city typed in either language, whatever the page's language.
  const options = cities.map((city) => ({ value: city.code, label: city.name, ...city }));
  let data: Answer<'hotel/city'> = options;
  if (isSelectRequest(ctx.query)) {
    const query = remoteSelectQuery(ctx.query);
    const keyword = query.quickSearch.toLowerCase();
    const matching = keyword
      ? options.filter((_option, index) =>
          [cities[index]?.code ?? '', ...(cities[index]?.names ?? [])].some((name) =>
            name.toLowerCase().includes(keyword),
          ),
        )
      : options;
    data = remoteSelect(matching, { ...query, quickSearch: '' });
  }
  return ctx.token ? ok(data) : { ...ok(data), headers: PUBLIC_SHORT_CACHE };
}
