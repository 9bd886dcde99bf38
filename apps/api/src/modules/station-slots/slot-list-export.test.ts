import {
  API_ERRORS,
  apiErrorBodySchema,
  BROADCASTER_LICENCES,
  businessDateOf,
  FUNCTION_LICENCES,
  SLOT_IMPORT_COLUMNS,
  slotImportCommitSchema,
  slotImportPreviewSchema,
} from '@tvcm/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createStation, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';

const clock = createTestClock();
let testApp: TestApp;
let desk: TestClient;
let unlicensed: TestClient;
let otherDesk: TestClient;
let station: { id: number; code: string };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADING = SLOT_IMPORT_COLUMNS.map((column) => column.header);

beforeAll(async () => {
  testApp = await startTestApp({}, { clock: clock.now });
  const company = await createCompany(testApp.db, { businessType: 'BROAD_CASTER', licences: [...BROADCASTER_LICENCES] });
  const { id } = await createStation(testApp.db, { companyId: company.id });
  station = await testApp.db.selectFrom('stations').select(['id', 'code']).where('id', '=', id).executeTakeFirstOrThrow();
  desk = await loggedInClient(
    testApp,
    (await createUser(testApp.db, { companyId: company.id, licences: [FUNCTION_LICENCES.import] })).account,
  );
  unlicensed = await loggedInClient(testApp, (await createUser(testApp.db, { companyId: company.id, licences: [] })).account);
  const other = await createCompany(testApp.db, { businessType: 'BROAD_CASTER', licences: [...BROADCASTER_LICENCES] });
  otherDesk = await loggedInClient(
    testApp,
    (await createUser(testApp.db, { companyId: other.id, licences: [FUNCTION_LICENCES.import] })).account,
  );
});
afterAll(() => testApp.close());

/** Days unique to each test, so the tests share the station without sharing slots. */
let nextDay = 0;
const freshDate = () => {
  nextDay += 1;
  return new Date(Date.UTC(2027, 2, 1 + nextDay)).toISOString().slice(0, 10);
};
const excelDate = (date: string) => date.replaceAll('-', '/');

/**
 * A day as a CSV import creates it: an SB in the break before a programme, a PT inside it at a
 * second that is not a whole minute, and a late-night last-minute PT on the 29-hour clock.
 */
function dayCsv(date: string): Uint8Array {
  const day = excelDate(date);
  const lines = [
    HEADING.join(','),
    `${station.code},${day},19:00,20:00,クイズ！ひらめき王,18:59,SB,15,通常,1,720000,2027/01/01,${day}`,
    `${station.code},${day},19:00,20:00,クイズ！ひらめき王,19:28:34,PT,30,通常,2,1600000,2027/01/01,${day}`,
    `${station.code},${day},25:00,26:00,深夜映画セレクト,25:30,PT,15,直前,1,60000,2027/01/01,${day}`,
  ];
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
}

function send(path: string, bytes: Uint8Array, fileName: string, contentType = XLSX_TYPE, client = desk) {
  return client.request('POST', `${path}?fileName=${encodeURIComponent(fileName)}`, {
    rawBody: bytes,
    headers: { 'content-type': contentType },
  });
}

async function preview(bytes: Uint8Array, fileName = 'CM枠一覧.xlsx', contentType = XLSX_TYPE) {
  const response = await send('/api/slot-imports/previews', bytes, fileName, contentType);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return slotImportPreviewSchema.parse(response.body);
}

async function commit(bytes: Uint8Array, fileName = 'CM枠一覧.xlsx', contentType = XLSX_TYPE) {
  const response = await send('/api/slot-imports', bytes, fileName, contentType);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return slotImportCommitSchema.parse(response.body);
}

/** The export's bytes and headers, fetched as a browser would. */
async function exportList(query: Record<string, string>, client = desk) {
  const response = await fetch(`${testApp.baseUrl}/api/station-slots/export?${new URLSearchParams(query)}`, {
    headers: { cookie: `tvcm_session=${client.cookie('tvcm_session') ?? ''}` },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function workbookOf(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return { workbook, sheet };
}

const bytesOf = async (workbook: ExcelJS.Workbook) => new Uint8Array(await workbook.xlsx.writeBuffer());

describe('the slot list as .xlsx', () => {
  it('writes the import template’s columns with numbers, dates and 29-hour times, a frozen header and a dated Japanese name', async () => {
    const date = freshDate();
    await commit(dayCsv(date), 'day.csv', 'text/csv');
    const { response, bytes } = await exportList({ dateFrom: date, dateTo: date });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_TYPE);
    const today = businessDateOf(clock.now()).replaceAll('-', '');
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`CM枠一覧_${today}.xlsx`)}`,
    );

    const { sheet } = await workbookOf(bytes);
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADING]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(4);
    const [sb, pt, late] = [sheet.getRow(2), sheet.getRow(3), sheet.getRow(4)];
    // The SB names the programme after its break, as the import expects.
    expect(sb.values).toEqual([
      undefined,
      station.code,
      new Date(`${date}T00:00:00Z`),
      '19:00',
      '20:00',
      'クイズ！ひらめき王',
      '18:59',
      'SB',
      15,
      '通常',
      1,
      720000,
      new Date('2027-01-01T00:00:00Z'),
      new Date(`${date}T00:00:00Z`),
    ]);
    expect(pt.getCell(6).value).toBe('19:28:34');
    expect(late.getCell(3).value).toBe('25:00');
    expect(late.getCell(9).value).toBe('直前');
    expect(sb.getCell(2).numFmt).toBe('yyyy/mm/dd');
    expect(sb.getCell(11).numFmt).toBe('#,##0"円"');
    expect(typeof sb.getCell(11).value).toBe('number');
    expect(sheet.getColumn(5).width).toBeGreaterThan(sheet.getColumn(8).width ?? 0);
  });

  it('imports back unchanged with nothing to change, and a price changed in Excel shows old → new', async () => {
    const date = freshDate();
    await commit(dayCsv(date), 'day.csv', 'text/csv');
    const { bytes } = await exportList({ dateFrom: date, dateTo: date, stationId: String(station.id) });

    const unchanged = await preview(bytes);
    expect(unchanged).toMatchObject({
      encoding: 'XLSX',
      committable: true,
      problems: [],
      changes: [],
      counts: { created: 0, changed: 0, unchanged: 3, skipped: 0 },
    });
    expect((await commit(bytes)).entry).toBeNull();

    const { workbook, sheet } = await workbookOf(bytes);
    sheet.getRow(3).getCell(11).value = 1_800_000;
    sheet.getRow(3).getCell(10).value = 1;
    const edited = await bytesOf(workbook);
    const changed = await preview(edited);
    expect(changed.counts).toEqual({ created: 0, changed: 1, unchanged: 2, skipped: 0 });
    expect(changed.changes).toEqual([
      {
        line: 3,
        stationCode: station.code,
        broadcastDate: date,
        startSecond: 14 * 3600 + 28 * 60 + 34,
        fields: [
          { column: 'unitsOnSale', old: 2, new: 1 },
          { column: 'price', old: 1_600_000, new: 1_800_000 },
        ],
      },
    ]);
    expect((await commit(edited)).counts.changed).toBe(1);
    expect((await preview(edited)).changes).toEqual([]);
  });

  it('counts a renamed programme as a change of the first row naming it, with the old and new title', async () => {
    const date = freshDate();
    await commit(dayCsv(date), 'day.csv', 'text/csv');
    const { workbook, sheet } = await workbookOf((await exportList({ dateFrom: date, dateTo: date })).bytes);
    for (const rowNumber of [2, 3]) sheet.getRow(rowNumber).getCell(5).value = 'クイズ！ひらめき王SP';
    const result = await preview(await bytesOf(workbook));
    expect(result.counts).toEqual({ created: 0, changed: 1, unchanged: 2, skipped: 0 });
    expect(result.changes).toEqual([
      expect.objectContaining({
        line: 2,
        fields: [{ column: 'programmeTitle', old: 'クイズ！ひらめき王', new: 'クイズ！ひらめき王SP' }],
      }),
    ]);
  });

  it('keeps the export to the import licence, the company’s own slots, and a quarter of days', async () => {
    const date = freshDate();
    await commit(dayCsv(date), 'day.csv', 'text/csv');
    const refused = await unlicensed.request('GET', `/api/station-slots/export?dateFrom=${date}&dateTo=${date}`);
    expect(refused.status).toBe(403);
    expect(apiErrorBodySchema.parse(refused.body).errors[0]?.code).toBe(API_ERRORS.licenceMissing.code);
    const { sheet } = await workbookOf((await exportList({ dateFrom: date, dateTo: date }, otherDesk)).bytes);
    expect(sheet.rowCount).toBe(1);
    const tooLong = await desk.request('GET', '/api/station-slots/export?dateFrom=2027-01-01&dateTo=2027-12-31');
    expect(tooLong.status).toBe(400);
  });
});

describe('importing an .xlsx', () => {
  /** A sheet as a station types it in Excel: real date and time cells, yen with a format, a blank row between. */
  async function typedWorkbook(rows: ExcelJS.CellValue[][]) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('枠');
    sheet.addRow(HEADING);
    for (const cells of rows) {
      const row = sheet.addRow(cells);
      for (const column of [3, 4, 6]) if (typeof row.getCell(column).value === 'number') row.getCell(column).numFmt = '[h]:mm';
      row.getCell(2).numFmt = 'yyyy/mm/dd';
    }
    workbook.addWorksheet('メモ').addRow(['this sheet is not read']);
    return bytesOf(workbook);
  }

  it('reads Excel’s date and time cells (25:30 as 1.0625) and dates typed as text, whatever the file is called', async () => {
    const date = freshDate();
    const day = new Date(`${date}T00:00:00Z`);
    const bytes = await typedWorkbook([
      [station.code, day, 19 / 24, 20 / 24, '歌の祭典', 19.5 / 24, 'PT', 15, '通常', 2, 300000, '2027/01/01', excelDate(date)],
      [
        station.code,
        excelDate(date),
        1.0416666666666667,
        26 / 24,
        '深夜の音楽',
        1.0625,
        'PT',
        30,
        2,
        1,
        50000,
        '2027/01/01',
        day,
      ],
    ]);
    const result = await preview(bytes, 'slots.csv', 'application/octet-stream');
    expect(result).toMatchObject({ encoding: 'XLSX', committable: true, problems: [], counts: { created: 2 } });
    await commit(bytes, 'slots.csv', 'application/octet-stream');
    const slots = await testApp.db
      .selectFrom('slots')
      .select(['start_second', 'price', 'kind'])
      .where('station_id', '=', station.id)
      .where('broadcast_date', '=', date)
      .orderBy('start_second')
      .execute();
    expect(slots).toEqual([
      { start_second: 14.5 * 3600, price: 300000, kind: 1 },
      { start_second: 20.5 * 3600, price: 50000, kind: 2 },
    ]);
  });

  it('names problems by the sheet’s row numbers and columns, and commits none of the file', async () => {
    const date = freshDate();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('枠');
    sheet.addRow(HEADING);
    sheet.addRow([
      station.code,
      excelDate(date),
      '19:00',
      '20:00',
      '歌の祭典',
      '19:30',
      'PT',
      15,
      '通常',
      2,
      300000,
      '2027/01/01',
      excelDate(date),
    ]);
    sheet.addRow([]);
    sheet.addRow([
      station.code,
      excelDate(date),
      '19:00',
      '20:00',
      '歌の祭典',
      '19:45',
      'PT',
      15,
      '通常',
      2,
      'たくさん',
      '2027/01/01',
    ]);
    const bytes = await bytesOf(workbook);
    const result = await preview(bytes);
    expect(result.committable).toBe(false);
    expect(result.problems).toEqual([
      expect.objectContaining({ line: 4, column: 'price', code: 'numeric' }),
      expect.objectContaining({ line: 4, column: 'salesEnd', code: 'required' }),
    ]);
    const refused = await send('/api/slot-imports', bytes, 'x.xlsx');
    expect(refused.status).toBe(API_ERRORS.slotImportInvalid.status);
    const created = await testApp.db.selectFrom('slots').select('id').where('broadcast_date', '=', date).execute();
    expect(created).toEqual([]);
  });

  it('reports a zip that is not a workbook, and a workbook of a heading alone as empty', async () => {
    const notWorkbook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await preview(notWorkbook)).problems).toEqual([expect.objectContaining({ line: 0, code: 'sheetUnreadable' })]);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('枠').addRow(HEADING);
    expect((await preview(await bytesOf(workbook))).problems).toEqual([expect.objectContaining({ line: 0, code: 'fileEmpty' })]);
  });
});
