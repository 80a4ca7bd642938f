/**
 * The hotel list's filters, sort, results and pager (island, `client:idle`). Server-rendered it is plain markup:
 * GET forms and real links. Awake, a change of a filter, the sort, the page or the page size loads the list in
 * place through the one API client: the canonical URL is pushed (the back button returns to the last search and
 * `popstate` loads it), the results are marked busy while loading, the count is announced politely, and a new
 * page moves focus to the results heading. The search box's form (`searchFormId`) sends the filters and the sort
 * along through hidden fields this island keeps current.
 */

import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, FormLabel, FormSelect } from 'react-bootstrap';
import { renderedByReact } from '~/components/astroRenderer';
import Pager, { type PagerText } from '~/components/Pager';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Lang } from '~/lib/i18n/locale';
import type { Messages } from '~/lib/i18n/translator';
import { createHotelEndpoints } from './endpoints';
import FilterForm from './FilterForm';
import { formQuery } from './formQuery';
import HotelCard from './HotelCard';
import type { ListFormat, ListView } from './listView';
import { hasFilters, listHref, searchPairs, toApiParams, withoutFilters } from './searchLinks';
import { LIST_LIMITS, parseSearch, type SearchState, SORTS } from './searchQuery';

export interface HotelResultsProps {
  lang: Lang;
  state: SearchState;
  /** The city code the search resolved to (sent instead of `q`). */
  apiCity: string;
  view: ListView;
  currencySymbol: string;
  /** The search box's form, which sends the filters and the sort along. */
  searchFormId: string;
  cdnUrl: string;
  zones: Record<number, string>;
  siteZone: string;
  /** `hotel` strings (`LIST_TEXT_KEYS`). */
  text: Messages;
  pagerText: PagerText;
}

/** `filters`: a change in the filter form (the form keeps its state); `push`: any other new search; `pop`: back/forward. */
type Move = 'filters' | 'push' | 'pop' | 'retry';
const PRICE_TYPING_MS = 600;

function HotelResults(props: HotelResultsProps) {
  const { lang, apiCity, searchFormId, pagerText } = props;
  const t = dictionaryT(props.text, lang);
  const [state, setState] = useState(props.state);
  const [view, setView] = useState(props.view);
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState('');
  // Remounts the filter form when the search changes from outside it (back button, clear, sort, pages, retry).
  const [formKey, setFormKey] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const latest = useRef(0);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastOk = view.kind === 'ok' ? view : undefined;
  // The filter choices of the last answer that had them (an error keeps the panel as it was).
  const [options, setOptions] = useState({ facilities: lastOk?.facilities ?? [], meals: lastOk?.meals ?? [] });
  const [priceHint, setPriceHint] = useState(lastOk?.priceHint);

  const load = useCallback(
    async (next: SearchState, move: Move, focus: boolean) => {
      const ticket = ++latest.current;
      setState(next);
      if (move === 'push' || move === 'filters') window.history.pushState(null, '', listHref(next));
      if (move !== 'filters') setFormKey((key) => key + 1);
      setBusy(true);
      const format: ListFormat = {
        lang,
        t: dictionaryT(props.text, lang),
        cdnUrl: props.cdnUrl,
        zones: props.zones,
        siteZone: props.siteZone,
      };
      // The API client and what turns an answer into cards load with the first change: the server drew the first.
      const [{ getBrowserApi }, { listView }] = await Promise.all([import('~/features/site'), import('./listView')]);
      const res = await createHotelEndpoints(getBrowserApi().client)
        .list(toApiParams(next, apiCity))
        .catch(() => undefined);
      if (ticket !== latest.current) return; // a newer change won
      const shown = listView(res, next, format);
      setView(shown);
      if (shown.kind === 'ok') {
        setOptions({ facilities: shown.facilities, meals: shown.meals });
        setPriceHint(shown.priceHint);
      }
      setBusy(false);
      setAnnounce(shown.kind === 'ok' ? format.t('{{count}} hotels', { count: shown.total }) : '');
      if (focus) heading.current?.focus();
    },
    [apiCity, lang, props.cdnUrl, props.siteZone, props.text, props.zones],
  );

  const go = useCallback(
    (query: URLSearchParams | string, focus: boolean, move: Move = 'push') => {
      const params = typeof query === 'string' ? new URL(query, window.location.href).searchParams : query;
      void load(parseSearch(params).state, move, focus);
    },
    [load],
  );

  useEffect(() => {
    const onPop = () => void load(parseSearch(new URLSearchParams(window.location.search)).state, 'pop', false);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      clearTimeout(typing.current);
    };
  }, [load]);

  const onFilters = (query: URLSearchParams, isTyping: boolean) => {
    clearTimeout(typing.current);
    query.delete('page');
    if (isTyping) typing.current = setTimeout(() => go(query, false, 'filters'), PRICE_TYPING_MS);
    else go(query, false, 'filters');
  };
  const sortHidden = searchPairs(state, { sort: false, paging: false });
  if (state.limit !== 10) sortHidden.push(['limit', String(state.limit)]);
  const carried = searchPairs(state, { where: false, stayParty: false, paging: false });

  return (
    <div className="row g-4">
      {carried.map(([name, value]) => (
        <input type="hidden" form={searchFormId} name={name} value={value} key={`${name}=${value}`} />
      ))}
      <aside className="col-lg-3" aria-label={t('Filters')}>
        <FilterForm
          key={formKey}
          state={state}
          facilities={options.facilities}
          meals={options.meals}
          priceHint={priceHint}
          currencySymbol={props.currencySymbol}
          t={t}
          onChange={onFilters}
          onNavigate={(href) => go(href, false)}
        />
      </aside>
      <section
        className={`col-lg-9 hotel-results${busy ? ' is-busy' : ''}`}
        aria-labelledby="results-title"
        aria-busy={busy}
        data-testid="hotel-results"
      >
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
          <div>
            <h2 className="h5 mb-1" id="results-title" tabIndex={-1} ref={heading}>
              {view.kind === 'ok' ? t('{{count}} hotels', { count: view.total }) : t('Search results')}
            </h2>
            {view.kind === 'ok' && (
              <p className="small text-body-secondary mb-0" data-testid="hotel-list-stay">
                {view.summary}
              </p>
            )}
          </div>
          <form
            method="get"
            action="/hotel/list"
            className="d-flex align-items-center gap-2 sort-form"
            data-testid="sort-form"
            onSubmit={(event) => {
              event.preventDefault();
              go(formQuery(event.currentTarget), true);
            }}
          >
            {sortHidden.map(([name, value]) => (
              <input type="hidden" name={name} value={value} key={`${name}=${value}`} />
            ))}
            <FormLabel className="small text-nowrap mb-0" htmlFor="sort">
              {t('Sort by')}
            </FormLabel>
            <FormSelect
              size="sm"
              className="w-auto"
              id="sort"
              name="sort"
              value={state.sort}
              onChange={(event) => {
                const form = event.currentTarget.form;
                if (form) go(formQuery(form, { sort: event.currentTarget.value }), false);
              }}
              data-testid="sort-select"
            >
              {SORTS.map((sort) => (
                <option value={sort} key={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </FormSelect>
            <Button type="submit" size="sm" variant="outline-primary" data-testid="sort-submit">
              {t('Sort')}
            </Button>
          </form>
        </div>
        <p className="visually-hidden" aria-live="polite" data-testid="hotel-list-announce">
          {busy ? t('Loading results') : announce}
        </p>
        {view.kind === 'ok' && view.cards.length > 0 && (
          <>
            <ol className="list-unstyled d-grid gap-3 mb-0" aria-labelledby="results-title">
              {view.cards.map((card) => (
                <li key={card.id}>
                  <HotelCard card={card} t={t} />
                </li>
              ))}
            </ol>
            <Pager
              page={state.page}
              limit={state.limit}
              total={view.total}
              sizes={LIST_LIMITS}
              hrefFor={(page) => listHref({ ...state, page })}
              keep={searchPairs(state, { paging: false })}
              action="/hotel/list"
              onNavigate={(href) => go(href, true)}
              onLimit={(limit) => void load({ ...state, limit, page: 1 }, 'push', true)}
              sizeId="list-page-size"
              text={pagerText}
            />
          </>
        )}
        {view.kind === 'ok' && view.cards.length === 0 && (
          <div className="card card-raised text-center py-5 px-3" data-testid="hotel-list-empty">
            <h3 className="h5">{t('empty.title')}</h3>
            <p className="text-body-secondary">{t('empty.text')}</p>
            {hasFilters(state) && (
              <div>
                <a
                  className="btn btn-primary"
                  href={listHref(withoutFilters(state))}
                  onClick={(event) => {
                    event.preventDefault();
                    go(listHref(withoutFilters(state)), true);
                  }}
                  data-testid="hotel-list-empty-clear"
                >
                  {t('Clear filters')}
                </a>
              </div>
            )}
          </div>
        )}
        {view.kind === 'ages' && (
          <div className="alert alert-info" role="status" data-testid="hotel-list-ages">
            {t('ages.needed')}
          </div>
        )}
        {view.kind === 'invalid' && (
          <div className="alert alert-warning" role="alert" data-testid="hotel-list-invalid">
            {view.message}
          </div>
        )}
        {view.kind === 'error' && (
          <div className="card card-raised text-center py-5 px-3" role="alert" data-testid="hotel-list-error">
            <h3 className="h5">{t('error.title')}</h3>
            <p className="text-body-secondary">{view.message}</p>
            <div>
              <a
                className="btn btn-primary"
                href={listHref(state)}
                onClick={(event) => {
                  event.preventDefault();
                  void load(state, 'retry', true);
                }}
              >
                {t('Try again')}
              </a>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}

export default renderedByReact(HotelResults);
