/** The orders feature's server face for other features: the export's files (the orders desk writes the same). */

export { ordersCsv } from './export.server';
export type { ExtraColumn } from './extraColumn';

/** The Excel workbook of orders (exceljs loads only when a workbook is asked for). */
export const ordersWorkbook: typeof import('./xlsx.server').ordersWorkbook = async (...args) =>
  (await import('./xlsx.server')).ordersWorkbook(...args);
