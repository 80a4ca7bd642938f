/**
 * The hotel orders as an Excel workbook (docs/design/hotels.md §9), with exceljs (server only, loaded on the first
 * export). Sheets Orders (the CSV's columns, with the stay as two date columns), Guests and Price lines; each with a
 * bold header row, a frozen pane under it, an autofilter and column widths; days as Excel dates, the booking time
 * as the hotel's wall-clock time, money as numbers in currency units, counts as integers.
 */
import ExcelJS from 'exceljs';
import type { OrderDetail } from '~/contract/order';
import { toEpochMs } from '~/lib/format/time';
import type { Lang } from '~/lib/i18n/locale';
import type { ExtraColumn } from './extraColumn';
import { fieldLabelKey, ORDER_FIELD_KEYS, type OrderFieldKey, orderFieldValues } from './orderFields';
import { orderFormat } from './orderFormat';

type Translate = (key: string, params?: Record<string, unknown>) => string;
type Cell = string | number | Date | null;

const DATE = 'yyyy-mm-dd';
const DATE_TIME = 'yyyy-mm-dd hh:mm';
const MONEY = '#,##0.00';

/** A calendar day as the Excel date of that day (UTC midnight, so no zone shifts it). */
export function excelDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** A unix time as the hotel's wall-clock reading, in a UTC Date (Excel has no zones). */
export function excelWallClock(seconds: number, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(toEpochMs(seconds)));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')));
}

const units = (minor: number) => Math.round(minor) / 100;

interface Column<T extends OrderDetail = OrderDetail> {
  header: string;
  width: number;
  numFmt?: string;
  value(order: T, text: Record<OrderFieldKey, string>): Cell;
}

function orderColumns(o: Translate): Column[] {
  const typed: Partial<Record<OrderFieldKey, Column[]>> = {
    booking_date: [
      {
        header: o(fieldLabelKey('booking_date')),
        width: 18,
        numFmt: DATE_TIME,
        value: (order) => excelWallClock(order.booking_date, order.time_zone),
      },
    ],
    stay_dates: [
      { header: o('Check-in date'), width: 13, numFmt: DATE, value: (order) => excelDay(order.checkin_date) },
      { header: o('Check-out date'), width: 13, numFmt: DATE, value: (order) => excelDay(order.checkout_date) },
    ],
    room_nights: [
      { header: o(fieldLabelKey('room_nights')), width: 10, numFmt: '0', value: (order) => order.room_nights },
    ],
    guest_count: [
      { header: o(fieldLabelKey('guest_count')), width: 10, numFmt: '0', value: (order) => order.guest_count },
    ],
    adults: [{ header: o(fieldLabelKey('adults')), width: 8, numFmt: '0', value: (order) => order.adults }],
    children: [{ header: o(fieldLabelKey('children')), width: 8, numFmt: '0', value: (order) => order.children }],
    total_price: [
      { header: o(fieldLabelKey('total_price')), width: 12, numFmt: MONEY, value: (order) => units(order.total_price) },
    ],
    price_per_night: [
      {
        header: o(fieldLabelKey('price_per_night')),
        width: 12,
        numFmt: MONEY,
        value: (order) => units(order.price_per_night),
      },
    ],
  };
  const wide: Partial<Record<OrderFieldKey, number>> = {
    cancellation_policy: 60,
    guest_names: 30,
    hotel_name: 24,
    address: 30,
  };
  return ORDER_FIELD_KEYS.flatMap(
    (key): Column[] =>
      typed[key] ?? [{ header: o(fieldLabelKey(key)), width: wide[key] ?? 16, value: (_order, text) => text[key] }],
  );
}

function addSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: { header: string; width: number; numFmt?: string }[],
  rows: Cell[][],
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}

export async function ordersWorkbook<T extends OrderDetail>(
  orders: readonly T[],
  lang: Lang,
  o: Translate,
  extra: readonly ExtraColumn<T>[] = [],
): Promise<ArrayBuffer> {
  const f = orderFormat(lang, o);
  // Empty fields are empty cells, as in the CSV (the phone stays +86 …: a text cell is never a formula).
  const plain = { ...f, money: (amount: number) => (amount / 100).toFixed(2), day: (day: string) => day, none: '' };
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Concierge';
  workbook.created = new Date(0);

  const columns: Column<T>[] = [
    ...orderColumns(o),
    ...extra.map((column) => ({ ...column, width: column.width ?? 16, value: (order: T) => column.value(order) })),
  ];
  addSheet(
    workbook,
    o('Sheet Orders'),
    columns,
    orders.map((order) => {
      const text = orderFieldValues(order, plain);
      return columns.map((column) => column.value(order, text));
    }),
  );

  addSheet(
    workbook,
    o('Sheet Guests'),
    [
      { header: o(fieldLabelKey('booking_id')), width: 20 },
      { header: o('Room'), width: 8, numFmt: '0' },
      { header: o('Guest'), width: 24 },
      { header: o('Child'), width: 8 },
      { header: o('Age'), width: 8, numFmt: '0' },
    ],
    orders.flatMap((order) =>
      order.guests.map((guest): Cell[] => [
        order.booking_id,
        guest.room_no,
        guest.full_name,
        guest.is_child ? o('Yes') : o('No'),
        guest.age,
      ]),
    ),
  );

  addSheet(
    workbook,
    o('Sheet Price lines'),
    [
      { header: o(fieldLabelKey('booking_id')), width: 20 },
      { header: o('Date'), width: 13, numFmt: DATE },
      { header: o('Item'), width: 24 },
      { header: o('Quantity'), width: 10, numFmt: '0' },
      { header: o('Unit price'), width: 12, numFmt: MONEY },
      { header: o('Amount'), width: 12, numFmt: MONEY },
    ],
    orders.flatMap((order) =>
      order.lines.map((line): Cell[] => [
        order.booking_id,
        line.night ? excelDay(line.night) : null,
        line.label,
        line.quantity,
        units(line.unit_price),
        units(line.amount),
      ]),
    ),
  );

  addSheet(
    workbook,
    o('Sheet Car services'),
    [
      { header: o(fieldLabelKey('booking_id')), width: 20 },
      { header: o('Item'), width: 18 },
      { header: o('Car'), width: 28 },
      { header: o('Date'), width: 13, numFmt: DATE },
      { header: o('Time'), width: 8 },
      { header: o('Place'), width: 28 },
      { header: o('car.number'), width: 12 },
      { header: o('Passengers'), width: 10, numFmt: '0' },
      { header: o('Days'), width: 8, numFmt: '0' },
      { header: o('Unit price'), width: 12, numFmt: MONEY },
      { header: o('Amount'), width: 12, numFmt: MONEY },
    ],
    orders.flatMap((order) =>
      (order.car_services ?? []).map((service): Cell[] => [
        order.booking_id,
        service.service_text,
        service.car_name,
        excelDay(service.day),
        service.time,
        service.place.name,
        service.number,
        service.passengers,
        service.days,
        units(service.unit_price),
        units(service.amount),
      ]),
    ),
  );

  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
