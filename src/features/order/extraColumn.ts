import type { OrderDetail } from '~/contract/order';

/** A column an orders export adds after the members' (the orders desk's own fields), in the CSV and the workbook. */
export interface ExtraColumn<T extends OrderDetail> {
  header: string;
  /** Excel's width and number format of the column. */
  width?: number;
  numFmt?: string;
  value(order: T): string | number;
}
