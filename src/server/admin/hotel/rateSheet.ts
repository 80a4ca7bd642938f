/**
 * `hotel.Rate/export` and `hotel.Rate/import` (ours, docs/design/catalogue.md §4): a hotel's nights as rows of a rate
 * sheet, one per room type and night, and such a sheet written back all or nothing — every refused row named by its
 * line, field and reason. The console turns them into CSV and XLSX files and reads them back.
 */
import * as z from 'zod/mini';
import { siteCurrency } from '~/config';
import type { AdminRateSheetRefusal, AdminRateSheetRow } from '~/contract/admin/rate';
import { MAX_SHEET_ROWS, sheetRowSchema } from '~/contract/admin/rateInput';
import { hotelToday } from '~/lib/booking/stay';
import { isCalendarDay } from '~/lib/format/calendarDay';
import { addCalendarDays } from '~/lib/format/calendarDays';
import type { SheetRefusal, SheetRow } from '~/lib/inventory/sheet';
import { SHEET_COLUMNS } from '~/lib/inventory/sheetCells';
import { issuesOf, translateIssue } from '~/lib/validation/issues';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, idParam } from '~/server/http/input';
import { stringParam } from '~/server/http/request';
import { importSheet, readNights } from '~/server/modules/inventory';
import { writeAudit } from '../audit';
import { type AdminContext, signedIn } from '../door';
import { flag } from './rate';
import { hotelName, hotelOf, roomTypesOf } from './scope';

const MAX_SHEET_DAYS = 366;
/** The columns an import reads, in the sheet's order (the room type's name and the rooms sold are the export's). */
const FIELDS = SHEET_COLUMNS.filter((column) => column !== 'room_type' && column !== 'sold');

async function exportSheet(ctx: AdminContext) {
  const hotel = await hotelOf(ctx, idParam(ctx, ctx.query, 'hotel_id', 'hotel'));
  const wrong = (field: string) =>
    fieldError(ctx, { field, key: VALIDATE_KEYS.correctField, params: { field: `field.${field}` } });
  const fromText = stringParam(ctx.query, 'from').trim();
  if (fromText && !isCalendarDay(fromText)) throw wrong('from');
  const from = fromText || hotelToday(ctx.now, hotel.time_zone);
  const daysText = stringParam(ctx.query, 'days').trim();
  const days = daysText ? Number(daysText) : MAX_SHEET_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > MAX_SHEET_DAYS) throw wrong('days');
  const roomTypes = await roomTypesOf(ctx, hotel.id);
  const names = new Map(roomTypes.map((roomType) => [roomType.id, roomType.name]));
  const nights = await readNights(
    ctx.db,
    roomTypes.map((roomType) => roomType.id),
    from,
    addCalendarDays(from, days - 1),
  );
  const list = nights.map(
    (night): AdminRateSheetRow => ({
      room_type_id: night.roomTypeId,
      room_type: names.get(night.roomTypeId) ?? '',
      night: night.night,
      price: night.price,
      allotment: night.allotment,
      sold: night.allotment - night.available,
      closed: flag(night.closed),
      min_stay: night.minStay,
      closed_arrival: flag(night.closedArrival),
      closed_departure: flag(night.closedDeparture),
    }),
  );
  const name = await hotelName(ctx, hotel.id);
  return ok({ hotel: { id: hotel.id, name, time_zone: hotel.time_zone, currency: siteCurrency() }, from, days, list });
}

/** The body's rows (JSON, or its text in a form), at most `MAX_SHEET_ROWS`. */
function rowsOf(ctx: AdminContext): unknown[] {
  let raw: unknown = ctx.body.rows ?? [];
  if (typeof raw === 'string') {
    try {
      raw = raw.trim() ? JSON.parse(raw) : [];
    } catch {
      raw = undefined;
    }
  }
  if (!Array.isArray(raw)) {
    throw fieldError(ctx, { field: 'rows', key: VALIDATE_KEYS.correctField, params: { field: 'field.rows' } });
  }
  if (raw.length > MAX_SHEET_ROWS) {
    throw new ApiError('A sheet holds at most {{rows}} rows', {
      params: { rows: MAX_SHEET_ROWS },
      data: { field: 'rows' },
    });
  }
  return raw;
}

/** Each row checked on its own: the rows to import, and the refusals of the others (line, field, message). */
function checkRows(ctx: AdminContext, raw: readonly unknown[], own: ReadonlySet<number>) {
  const rows: SheetRow[] = [];
  const refused: AdminRateSheetRefusal[] = [];
  raw.forEach((entry, index) => {
    const cells = Array.isArray(entry) ? entry : [];
    const line = Number.isSafeInteger(cells[0]) ? Number(cells[0]) : index + 2;
    const values = Object.fromEntries(FIELDS.map((field, column) => [field, cells[column + 1] ?? '']));
    const parsed = z.safeParse(sheetRowSchema, values);
    if (!parsed.success) {
      const [issue] = issuesOf(parsed.error);
      const field = issue?.field ?? 'room_type_id';
      refused.push({ line, field, message: issue ? translateIssue(issue, ctx.tv) : ctx.t('Parameter error') });
      return;
    }
    const row = parsed.data;
    if (!own.has(row.room_type_id)) {
      refused.push({ line, field: 'room_type_id', message: ctx.t('Not a room type of this hotel') });
      return;
    }
    rows.push({
      line,
      roomTypeId: row.room_type_id,
      night: row.night,
      price: row.price,
      allotment: row.allotment,
      closed: row.closed === '1',
      minStay: row.min_stay,
      closedArrival: row.closed_arrival === '1',
      closedDeparture: row.closed_departure === '1',
    });
  });
  return { rows, refused };
}

const refusalOf = (ctx: AdminContext, refusal: SheetRefusal): AdminRateSheetRefusal => {
  if (refusal.reason === 'belowSold') {
    return { line: refusal.line, field: 'allotment', message: ctx.t('{{sold}} rooms are sold already', refusal) };
  }
  const message = refusal.reason === 'missing' ? 'Not on sale yet' : 'This room type and night are in the sheet twice';
  return { line: refusal.line, field: 'night', message: ctx.t(message) };
};

const refuseSheet = (refused: AdminRateSheetRefusal[]) =>
  new ApiError('Some rows of the sheet cannot be imported, so nothing was imported', {
    data: { refused: refused.sort((a, b) => a.line - b.line).slice(0, 200), count: refused.length },
  });

async function importRates(ctx: AdminContext): Promise<Success<{ rows: number; changed: number }>> {
  const { actor } = signedIn(ctx);
  const hotel = await hotelOf(ctx, idParam(ctx, ctx.body, 'hotel_id', 'hotel'));
  const raw = rowsOf(ctx);
  const own = new Set((await roomTypesOf(ctx, hotel.id)).map((roomType) => roomType.id));
  const { rows, refused } = checkRows(ctx, raw, own);
  if (refused.length > 0) throw refuseSheet(refused);
  const result = await importSheet(ctx.db, {
    hotelId: hotel.id,
    rows,
    now: ctx.now,
    audit: (trx, changes) =>
      writeAudit(
        trx,
        actor,
        { title: 'Import rates', target: `hotel:${hotel.id}`, data: { rows: rows.length, nights: changes.length } },
        ctx.now,
      ),
  });
  if (!result.ok) throw refuseSheet(result.refused.map((refusal) => refusalOf(ctx, refusal)));
  return ok({ rows: rows.length, changed: result.changes.length }, 'Rates imported');
}

export const rateSheetRoutes = {
  'hotel.rate/export': { GET: exportSheet },
  'hotel.rate/import': { POST: importRates },
};
