/**
 * The search box's stay and party fields as one island (`client:interaction`): the date range and the guests. One
 * island rather than two, because every island costs the server a render pass per request (the home page's
 * throughput, docs/decisions.md).
 */
import { renderedByReact } from '~/components/astroRenderer';
import DateRangePicker, { type DateRangePickerProps } from './DateRangePicker';
import GuestPicker, { type GuestPickerProps } from './GuestPicker';

export interface StayFieldsProps {
  dates: DateRangePickerProps;
  guests: GuestPickerProps;
}

function StayFields({ dates, guests }: StayFieldsProps) {
  return (
    <>
      <DateRangePicker {...dates} />
      <GuestPicker {...guests} />
    </>
  );
}

export default renderedByReact(StayFields);
