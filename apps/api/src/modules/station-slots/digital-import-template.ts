import { addDays, DIGITAL_IMPORT_COLUMNS, type DigitalProductKind, mondayOf } from '@tvcm/contracts';
import iconv from 'iconv-lite';
import { csvCell, excelDate } from './slot-import-template';

/** How many weeks ahead the examples start: streaming is sold about 20 business days before delivery. */
const EXAMPLE_WEEKS_AHEAD = 6;

/**
 * Example rows a station recognises: a drama's catch-up week with targeting and a variety show's
 * without (streaming), or two days of a top-page masthead (1-day). Sales close before delivery starts.
 */
function exampleRows(kind: DigitalProductKind, stationCode: string, monday: string): (string | number)[][] {
  const day = (offset: number) => excelDate(addDays(monday, offset));
  if (kind === 'ONEDAY') {
    return [
      [stationCode, 'TOP', 'トップページ マストヘッド', day(0), '15/30', 1200000, 2000000, day(-42), day(-7)],
      [stationCode, 'TOP', 'トップページ マストヘッド', day(1), '15/30', 1200000, 2000000, day(-41), day(-6)],
    ];
  }
  return [
    [
      stationCode,
      'DRAMA01',
      '木曜ドラマ 見逃し配信',
      'ドラマ',
      day(3),
      day(10),
      day(3),
      day(3),
      '15/30',
      1800,
      500000,
      50000,
      day(-42),
      day(-1),
      'F1:20;M1:20;area:kanto:10',
    ],
    [
      stationCode,
      'VAR01',
      '土曜バラエティ 見逃し配信',
      'バラエティ',
      day(5),
      day(12),
      day(5),
      day(5),
      '15',
      1200,
      300000,
      0,
      day(-40),
      day(1),
      '',
    ],
  ];
}

/**
 * A kind's import template: the heading every file must carry and, for the caller's first station,
 * examples starting on a Monday some weeks out. Shift_JIS (CP932) with CRLF line ends, as Excel in
 * Japan opens and saves CSV; without a station, the heading alone.
 */
export function digitalImportTemplate(kind: DigitalProductKind, stationCode: string | null, today: string): Buffer {
  const lines: (string | number)[][] = [DIGITAL_IMPORT_COLUMNS[kind].map((column) => column.header)];
  if (stationCode !== null) lines.push(...exampleRows(kind, stationCode, mondayOf(addDays(today, EXAMPLE_WEEKS_AHEAD * 7))));
  const text = lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n');
  return iconv.encode(`${text}\r\n`, 'CP932');
}
