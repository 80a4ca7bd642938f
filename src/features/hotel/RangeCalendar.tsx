/** The date-range calendar of the search box (react-day-picker), loaded by `DateRangePicker` when first opened. */
import type { ReactNode } from 'react';
import { type DateRange, DayPicker } from 'react-day-picker';
import { enUS, zhCN } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { Lang } from '~/lib/i18n/locale';

export interface RangeCalendarProps {
  lang: Lang;
  range: DateRange | undefined;
  onSelect(range: DateRange | undefined): void;
  maxNights: number;
  /** Two months side by side (wide screens) or one. */
  wide: boolean;
  /** The first and last days that can be chosen (local midnights). */
  firstDay: Date | undefined;
  lastDay: Date | undefined;
  /** Announced politely as the choice goes on. */
  footer: ReactNode;
}

export default function RangeCalendar(props: RangeCalendarProps) {
  const { range, firstDay, lastDay } = props;
  return (
    <DayPicker
      mode="range"
      selected={range}
      onSelect={props.onSelect}
      resetOnSelect
      min={1}
      max={props.maxNights}
      numberOfMonths={props.wide ? 2 : 1}
      {...(range?.from ? { defaultMonth: range.from } : {})}
      {...(firstDay ? { startMonth: firstDay } : {})}
      {...(lastDay ? { endMonth: lastDay } : {})}
      disabled={[...(firstDay ? [{ before: firstDay }] : []), ...(lastDay ? [{ after: lastDay }] : [])]}
      locale={props.lang === 'en' ? enUS : zhCN}
      autoFocus
      footer={props.footer}
    />
  );
}
