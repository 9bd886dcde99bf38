import { addDays, mondayOf, SLOT_IMPORT_COLUMNS } from '@tvcm/contracts';
import iconv from 'iconv-lite';

/** How many weeks ahead the examples air: tables for a month are published two months before it. */
const EXAMPLE_WEEKS_AHEAD = 9;

/** A cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** `yyyy-MM-dd` as Excel writes a date in a Japanese locale. */
export const excelDate = (date: string) => date.replaceAll('-', '/');

/**
 * Example rows a station recognises: an SB in the break before a golden-time programme and a PT
 * inside it, then a late-night PT on the 29-hour clock (25:30) sold as a last-minute slot. Sales
 * periods as the demo inventory has them: normal slots from 70 to 7 days before air, last-minute
 * ones from 6 days to the day before.
 */
function exampleRows(stationCode: string, date: string): (string | number)[][] {
  const normalSales = [excelDate(addDays(date, -70)), excelDate(addDays(date, -7))];
  const lastMinuteSales = [excelDate(addDays(date, -6)), excelDate(addDays(date, -1))];
  const golden = ['19:00', '20:00', 'クイズ！ひらめき王'];
  const lateNight = ['25:00', '26:00', '深夜映画セレクト'];
  const day = excelDate(date);
  return [
    [stationCode, day, ...golden, '18:59', 'SB', 15, '通常', 1, 720000, ...normalSales],
    [stationCode, day, ...golden, '19:28', 'PT', 30, '通常', 2, 1600000, ...normalSales],
    [stationCode, day, ...lateNight, '25:30', 'PT', 15, '直前', 1, 60000, ...lastMinuteSales],
  ];
}

/**
 * The import template: the heading every file must carry and, for the caller's first station,
 * examples on a Monday about two months out. Shift_JIS (CP932) with CRLF line ends, as Excel in
 * Japan opens and saves CSV; without a station, the heading alone.
 */
export function slotImportTemplate(stationCode: string | null, today: string): Buffer {
  const lines: (string | number)[][] = [SLOT_IMPORT_COLUMNS.map((column) => column.header)];
  if (stationCode !== null) lines.push(...exampleRows(stationCode, mondayOf(addDays(today, EXAMPLE_WEEKS_AHEAD * 7))));
  const text = lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n');
  return iconv.encode(`${text}\r\n`, 'CP932');
}
