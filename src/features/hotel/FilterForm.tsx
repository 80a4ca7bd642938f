/**
 * The list's filters as a GET form: price per night, stars, facilities, free cancellation and meals, with the
 * search and the sort kept as hidden fields. Without JavaScript it is submitted by its Apply button; inside the
 * results island every change is reported (`onChange`) and the list follows in place. Beside the results from
 * `lg`; a folded panel above them on smaller screens (a <details> whose summary is hidden where the panel shows).
 * The controls are uncontrolled: the island remounts the form (`key`) when the search changes from outside.
 */
import type { FormEvent, MouseEvent } from 'react';
import { Button, FormCheck, FormControl, FormGroup, FormLabel } from 'react-bootstrap';
import type { CodeName } from '~/contract/hotel';
import type { Translate } from '~/lib/i18n/translator';
import { formQuery } from './formQuery';
import { activeFilters, listHref, searchPairs, withoutFilters } from './searchLinks';
import type { SearchState } from './searchQuery';

export interface FilterFormProps {
  state: SearchState;
  facilities: readonly CodeName[];
  meals: readonly CodeName[];
  /** The span of prices for the dates, already formatted. */
  priceHint?: string | undefined;
  currencySymbol: string;
  t: Translate;
  /** The form's query after a change; `typing` when a price is still being typed (wait before loading). */
  onChange?: ((query: URLSearchParams, typing: boolean) => void) | undefined;
  /** "Clear filters" followed. */
  onNavigate?: ((href: string) => void) | undefined;
}

const STARS = [5, 4, 3, 2, 1] as const;

export default function FilterForm(props: FilterFormProps) {
  const { state, facilities, meals, priceHint, currencySymbol, t, onChange, onNavigate } = props;
  const hidden = searchPairs(state, { filters: false, paging: false });
  if (state.limit !== 10) hidden.push(['limit', String(state.limit)]);
  const active = activeFilters(state);
  const clearHref = listHref(withoutFilters(state));

  const changed = (event: FormEvent<HTMLFormElement>) => {
    if (!onChange) return;
    const target = event.target as HTMLInputElement;
    onChange(formQuery(event.currentTarget), target.type === 'number');
  };
  const submitted = (event: FormEvent<HTMLFormElement>) => {
    if (!onChange) return;
    event.preventDefault();
    onChange(formQuery(event.currentTarget), false);
  };
  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate(clearHref);
  };
  const check = (
    name: string,
    value: string,
    id: string,
    checked: boolean,
    label: React.ReactNode,
    testId?: string,
  ) => (
    <FormCheck
      className="filter-check"
      key={id}
      name={name}
      value={value}
      id={id}
      label={label}
      defaultChecked={checked}
      data-testid={testId}
    />
  );

  return (
    <details className="filter-details card card-raised">
      <summary className="filter-summary btn btn-outline-primary w-100">
        {t('Show filters')}
        {active > 0 && <span className="badge text-bg-primary ms-2">{active}</span>}
      </summary>
      <form
        method="get"
        action="/hotel/list"
        className="card-body filter-form"
        aria-labelledby="filters-title"
        data-testid="filters"
        onChange={changed}
        onSubmit={submitted}
      >
        <h2 className="h6 text-uppercase-none mb-3" id="filters-title">
          {t('Filters')}
        </h2>
        {hidden.map(([name, value]) => (
          <input type="hidden" name={name} value={value} key={`${name}=${value}`} />
        ))}
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{t('Price per night')}</legend>
          <div className="row g-2">
            {(['pmin', 'pmax'] as const).map((name) => (
              <FormGroup className="col-6" key={name} controlId={`filter-${name}`}>
                <FormLabel className="small">
                  {t(name === 'pmin' ? 'Lowest' : 'Highest')} ({currencySymbol})
                </FormLabel>
                <FormControl
                  type="number"
                  inputMode="numeric"
                  min="0"
                  step="1"
                  name={name}
                  defaultValue={state[name] ?? ''}
                  data-testid={`filter-${name}`}
                />
              </FormGroup>
            ))}
          </div>
          {priceHint && <p className="small text-body-secondary mt-1 mb-0">{priceHint}</p>}
        </fieldset>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{t('Star rating')}</legend>
          {STARS.map((star) =>
            check(
              'star',
              String(star),
              `filter-star-${star}`,
              state.stars.includes(star),
              <>
                <span aria-hidden="true" className="hotel-stars me-1">
                  {'★'.repeat(star)}
                </span>
                {t('{{count}} stars', { count: star })}
              </>,
              `filter-star-${star}`,
            ),
          )}
        </fieldset>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{t('Cancellation')}</legend>
          {check(
            'free_cancel',
            '1',
            'filter-free-cancel',
            state.freeCancel,
            t('Free cancellation'),
            'filter-free-cancel',
          )}
        </fieldset>
        {meals.length > 0 && (
          <fieldset className="mb-3">
            <legend className="fs-6 fw-semibold">{t('Meals')}</legend>
            {meals.map((meal) =>
              check('meal', meal.code, `filter-meal-${meal.code}`, state.meals.includes(meal.code), meal.name),
            )}
          </fieldset>
        )}
        {facilities.length > 0 && (
          <fieldset className="mb-3">
            <legend className="fs-6 fw-semibold">{t('Facilities')}</legend>
            {facilities.map((facility) =>
              check(
                'fac',
                facility.code,
                `filter-fac-${facility.code}`,
                state.facilities.includes(facility.code),
                facility.name,
              ),
            )}
          </fieldset>
        )}
        <div className="d-grid gap-2">
          <Button type="submit" data-testid="filters-apply">
            {t('Apply filters')}
          </Button>
          {active > 0 && (
            <a className="btn btn-link" href={clearHref} onClick={clear} data-testid="filters-clear">
              {t('Clear filters')}
            </a>
          )}
        </div>
      </form>
    </details>
  );
}
