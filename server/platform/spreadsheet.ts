import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { spreadsheetRow } from './spreadsheet-text.ts';

/**
 * The XLSX exports' writer (exceljs's streaming writer, no shared strings: rows go out as they are
 * added). Dates are real date cells with a number format (sortable and filterable in a
 * spreadsheet, not text); the exports give them Warsaw's wall clock (time.ts warsawWallClock), as
 * a cell has no time zone. Text cells are defused as spreadsheetText says.
 */

/** The format of date-and-time cells: Warsaw's minute, as the documents show times. */
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';

export type SpreadsheetCell = string | number | Date;

/**
 * Every cell gets one of these shared style objects: exceljs looks a style up once per object
 * (a WeakMap), while the fresh one it gives each cell would be serialized per cell, about twice
 * an export's time.
 */
const PLAIN: Partial<ExcelJS.Style> = {};
const DATE_TIME: Partial<ExcelJS.Style> = { numFmt: DATE_TIME_FORMAT };

/** A workbook streaming into `out`, with one sheet and its header row. */
export function spreadsheetWriter(
  out: Writable,
  sheetName: string,
  columns: readonly { header: string; width?: number }[],
): { workbook: ExcelJS.stream.xlsx.WorkbookWriter; sheet: ExcelJS.Worksheet } {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ ...column }));
  return { workbook, sheet };
}

/** Writes and commits one row: text defused, dates formatted as DATE_TIME_FORMAT. */
export function writeSpreadsheetRow(sheet: ExcelJS.Worksheet, cells: readonly SpreadsheetCell[]): void {
  const row = sheet.addRow(spreadsheetRow(cells));
  row.eachCell((cell) => {
    cell.style = cell.value instanceof Date ? DATE_TIME : PLAIN;
  });
  row.commit();
}
