/**
 * A pager of real links (crawlable, usable without JavaScript) and a page-size choice for list pages. Rendered by
 * the server through `Pagination.astro`, and inside islands, which pass `onNavigate` to load a page in place (the
 * links and the size form still work as plain navigation when the island sleeps).
 */

import type { MouseEvent } from 'react';
import { Button, FormLabel, FormSelect } from 'react-bootstrap';
import { interpolate } from '~/lib/i18n/dictionary';
import { pager } from '~/lib/routing/paging';
import { renderedByReact } from './astroRenderer';

export interface PagerText {
  /** "{{total}} records" */
  records: string;
  /** The same of one record: "{{total}} record" (the language's `one` form, the `other` form where it has none). */
  recordsOne: string;
  /** "Page {{page}} of {{pages}}" */
  pageOf: string;
  label: string;
  previous: string;
  next: string;
  perPage: string;
  show: string;
}

export interface PagerProps {
  page: number;
  limit: number;
  total: number;
  /** The page sizes offered; a single size: no size choice. */
  sizes: readonly number[];
  /** The URL of a page. */
  hrefFor: (page: number) => string;
  /** Query pairs the page-size form keeps (everything but `page` and `limit`). */
  keep: readonly [string, string][];
  /** The size form's target ('' for this URL). */
  action?: string;
  /** Inside an island: load the link's page in place. */
  onNavigate?: ((href: string) => void) | undefined;
  /** Inside an island: another page size chosen. */
  onLimit?: ((limit: number) => void) | undefined;
  /** Id of the size select (unique on the page). */
  sizeId?: string;
  text: PagerText;
}

function Pager(props: PagerProps) {
  const { page, limit, total, sizes, hrefFor, keep, onNavigate, onLimit, text } = props;
  const info = pager(page, limit, total);
  const sizeId = props.sizeId ?? 'page-size';
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(event.currentTarget.getAttribute('href') ?? '');
  };
  const edge = (target: number | undefined, label: string, rel: 'prev' | 'next') => (
    <li className={`page-item${target ? '' : ' disabled'}`}>
      {target ? (
        <a className="page-link" href={hrefFor(target)} rel={rel} onClick={follow}>
          {label}
        </a>
      ) : (
        <span className="page-link">{label}</span>
      )}
    </li>
  );
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
      <p className="mb-0 text-body-secondary small">
        {interpolate(total === 1 ? text.recordsOne : text.records, { total })} ·{' '}
        {interpolate(text.pageOf, { page: Math.min(page, info.pages), pages: info.pages })}
      </p>
      {info.pages > 1 && (
        <nav aria-label={text.label}>
          <ul className="pagination mb-0">
            {edge(info.prev, text.previous, 'prev')}
            {info.items.map((item, index) =>
              item.kind === 'gap' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
                <li className="page-item disabled" key={`gap-${index}`}>
                  <span className="page-link">…</span>
                </li>
              ) : (
                <li className={`page-item${item.current ? ' active' : ''}`} key={item.page}>
                  <a
                    className="page-link"
                    href={hrefFor(item.page)}
                    aria-current={item.current ? 'page' : undefined}
                    onClick={follow}
                  >
                    {item.page}
                  </a>
                </li>
              ),
            )}
            {edge(info.next, text.next, 'next')}
          </ul>
        </nav>
      )}
      {sizes.length > 1 && (
        <form
          method="get"
          action={props.action}
          className="d-flex align-items-center gap-2"
          onSubmit={(event) => {
            if (!onLimit) return;
            event.preventDefault();
            onLimit(Number(new FormData(event.currentTarget).get('limit')));
          }}
        >
          {keep.map(([name, value]) => (
            <input type="hidden" name={name} value={value} key={`${name}=${value}`} />
          ))}
          <FormLabel className="small text-body-secondary mb-0" htmlFor={sizeId}>
            {text.perPage}
          </FormLabel>
          <FormSelect
            size="sm"
            className="w-auto"
            id={sizeId}
            name="limit"
            defaultValue={limit}
            key={limit}
            onChange={onLimit ? (event) => onLimit(Number(event.currentTarget.value)) : undefined}
          >
            {sizes.map((size) => (
              <option value={size} key={size}>
                {size}
              </option>
            ))}
          </FormSelect>
          <Button type="submit" size="sm" variant="outline-secondary">
            {text.show}
          </Button>
        </form>
      )}
    </div>
  );
}

export default renderedByReact(Pager);
