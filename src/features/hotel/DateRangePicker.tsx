/**
 * Check-in and check-out of a search (island, `client:interaction`). Server-rendered: the two native date inputs.
 * Awake: the check-out follows the check-in (always after it, at most `maxNights` later), and a calendar button
 * opens a two-month range picker (one month on phones, loaded on first use) that writes both inputs. The inputs stay uncontrolled, so
 * hydration never overwrites a date typed before the island woke up.
 */

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button, FormControl, FormGroup, FormLabel } from 'react-bootstrap';
import type { DateRange } from 'react-day-picker';
import { renderedByReact } from '~/components/astroRenderer';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Lang } from '~/lib/i18n/locale';
import type { Messages } from '~/lib/i18n/translator';
import { checkoutAfter, dayOfLocal, lastCheckout, localDate, type StayBounds } from './stayDates';

export interface DateRangePickerProps extends StayBounds {
  /** Unique prefix of the fields' ids (the search box's). */
  id: string;
  lang: Lang;
  checkin: string;
  checkout: string;
  /** Fields an answer refused, marked invalid. */
  invalid: readonly string[];
  /** Column classes of each date field. */
  fieldClass: string;
  /** `hotel` strings (`DATE_TEXT_KEYS`). */
  text: Messages;
}

/** The `hotel` strings the picker shows (the server picks them for its props). */
export const DATE_TEXT_KEYS = [
  'Check-in',
  'Check-out',
  'Open calendar',
  'Close calendar',
  'Choose your dates',
  'Choose your check-out',
  '{{count}} nights',
] as const;

const WIDE = '(min-width: 768px)';
/** The calendar (react-day-picker) loads when it is first opened, not when the fields wake. */
const RangeCalendar = lazy(() => import('./RangeCalendar'));

function DateRangePicker(props: DateRangePickerProps) {
  const { id, lang, invalid, fieldClass } = props;
  const t = dictionaryT(props.text, lang);
  const { today, maxDay, maxNights } = props;
  const bounds: StayBounds = { today, maxDay, maxNights };
  const checkinRef = useRef<HTMLInputElement>(null);
  const checkoutRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const [awake, setAwake] = useState(false);
  const [open, setOpen] = useState(false);
  const [wide, setWide] = useState(false);
  const [checkin, setCheckin] = useState(props.checkin);
  const [range, setRange] = useState<DateRange | undefined>();

  useEffect(() => {
    setAwake(true);
    // A check-in changed before the island woke (that change is what woke it): the check-out follows it now.
    const typed = checkinRef.current?.value ?? props.checkin;
    const checkout = checkoutRef.current;
    if (checkout) checkout.value = checkoutAfter(typed, checkout.value, { today, maxDay, maxNights });
    setCheckin(typed);
    const media = window.matchMedia(WIDE);
    setWide(media.matches);
    const onChange = () => setWide(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [props.checkin, today, maxDay, maxNights]);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popoverRef.current?.contains(target) && !toggleRef.current?.contains(target)) close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  const write = (nextCheckin: string, nextCheckout: string) => {
    if (checkinRef.current) checkinRef.current.value = nextCheckin;
    if (checkoutRef.current) checkoutRef.current.value = nextCheckout;
    setCheckin(nextCheckin);
  };

  const onCheckinChange = () => {
    const value = checkinRef.current?.value ?? '';
    write(value, checkoutAfter(value, checkoutRef.current?.value ?? '', bounds));
  };

  const openCalendar = () => {
    const from = localDate(checkinRef.current?.value);
    const to = localDate(checkoutRef.current?.value);
    setRange(from ? { from, to } : undefined);
    setOpen((was) => !was);
  };

  const onSelect = (next: DateRange | undefined) => {
    setRange(next);
    if (!next?.from) return;
    const from = dayOfLocal(next.from);
    if (next.to && next.to > next.from) {
      write(from, dayOfLocal(next.to));
      close(true);
    } else {
      // A new check-in: the fields follow at once, the check-out only moves when it no longer makes a stay.
      write(from, checkoutAfter(from, checkoutRef.current?.value ?? '', bounds));
    }
  };

  const nights =
    range?.from && range.to ? Math.round((range.to.getTime() - range.from.getTime()) / 86_400_000) : undefined;
  const selectingCheckout = range?.from !== undefined && range.to === undefined;
  const lastDay = localDate(
    selectingCheckout && range?.from ? lastCheckout(dayOfLocal(range.from), bounds) : bounds.maxDay,
  );
  const firstDay = localDate(bounds.today);
  const checkoutMin = checkoutAfter(checkin, '', bounds);
  const footer = (
    <p className="small mb-0 mt-2" aria-live="polite">
      {selectingCheckout
        ? t('Choose your check-out')
        : nights !== undefined
          ? t('{{count}} nights', { count: nights })
          : t('Choose your dates')}
    </p>
  );

  const field = (name: 'checkin' | 'checkout', label: string) => (
    <FormGroup className={fieldClass} controlId={`${id}-${name}`}>
      <FormLabel>{label}</FormLabel>
      <div className={awake && name === 'checkin' ? 'input-group' : undefined}>
        <FormControl
          isInvalid={invalid.includes(name)}
          name={name}
          type="date"
          defaultValue={name === 'checkin' ? props.checkin : props.checkout}
          min={name === 'checkin' ? bounds.today : checkoutMin}
          max={name === 'checkin' ? bounds.maxDay : lastCheckout(checkin, bounds)}
          required
          ref={name === 'checkin' ? checkinRef : checkoutRef}
          {...(name === 'checkin' ? { onChange: onCheckinChange } : {})}
          data-testid={`${id}-${name}`}
        />
        {awake && name === 'checkin' && (
          <Button
            variant="outline-secondary"
            ref={toggleRef}
            aria-expanded={open}
            aria-controls={`${id}-calendar`}
            aria-label={t('Open calendar')}
            title={t('Open calendar')}
            onClick={openCalendar}
            data-testid={`${id}-calendar-toggle`}
          >
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 16 16" fill="currentColor">
              <path d="M3.5 0a.5.5 0 0 1 .5.5V1h8V.5a.5.5 0 0 1 1 0V1h1a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2h1V.5a.5.5 0 0 1 .5-.5zM1 4v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V4H1z" />
            </svg>
          </Button>
        )}
      </div>
    </FormGroup>
  );

  return (
    <>
      {field('checkin', t('Check-in'))}
      {field('checkout', t('Check-out'))}
      {open && (
        <div
          className="col-12 order-last date-popover"
          id={`${id}-calendar`}
          ref={popoverRef}
          role="dialog"
          aria-label={t('Choose your dates')}
          data-testid={`${id}-calendar`}
        >
          <div className="card card-raised p-2 d-inline-block">
            <Suspense fallback={<p className="small m-2">{t('Choose your dates')}</p>}>
              <RangeCalendar
                lang={lang}
                range={range}
                onSelect={onSelect}
                maxNights={bounds.maxNights}
                wide={wide}
                firstDay={firstDay}
                lastDay={lastDay}
                footer={footer}
              />
            </Suspense>
            <div className="text-end">
              <Button size="sm" variant="link" onClick={() => close(true)}>
                {t('Close calendar')}
              </Button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

export default renderedByReact(DateRangePicker);
