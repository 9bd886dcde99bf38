import { AIRED_BREAK_COLUMNS, AIRED_RATING_COLUMNS, type AiredRatingColumn, addDays } from '@tvcm/contracts';

const UTF8_BOM = '\uFEFF';

/** A golden-time break's ratings as a survey reports them; the P+C7 columns left blank, as before the week is out. */
const EXAMPLE_RATINGS: Partial<Record<AiredRatingColumn, string>> = {
  realtime_household: '9.80',
  realtime_individual: '5.40',
  realtime_core: '3.90',
  realtime_c: '2.10',
  realtime_t: '2.60',
  realtime_m1: '2.80',
  realtime_f1: '3.50',
  realtime_m2: '3.70',
  realtime_f2: '4.60',
  realtime_m3: '7.20',
  realtime_f3: '8.90',
  household4w_household: '9.45',
};

/** A cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The actual-ratings template: every column a file may carry and, for the caller's first station,
 * one break of yesterday's golden time. UTF-8 with a byte-order mark, so Excel opens the headings'
 * parentheses and P+C7 as written; without a station, the heading alone.
 */
export function airedRatingsTemplate(stationCode: string | null, today: string): Buffer {
  const lines: string[][] = [[...AIRED_BREAK_COLUMNS, ...AIRED_RATING_COLUMNS].map((column) => column.header)];
  if (stationCode !== null) {
    lines.push([
      stationCode,
      addDays(today, -1).replaceAll('-', '/'),
      '19:58',
      'SB',
      'クイズ！ひらめき王',
      '30',
      ...AIRED_RATING_COLUMNS.map((column) => EXAMPLE_RATINGS[column.key] ?? ''),
    ]);
  }
  const text = lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n');
  return Buffer.from(`${UTF8_BOM}${text}\r\n`, 'utf8');
}
