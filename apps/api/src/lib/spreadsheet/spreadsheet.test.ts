import { broadcastSeconds } from '@tvcm/contracts';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { displayWidth } from './display-width';
import { attachmentDisposition, datedFileName, sendSpreadsheet } from './send-spreadsheet';
import { buildSpreadsheet, SPREADSHEET_CONTENT_TYPE, type SpreadsheetSheet } from './spreadsheet';

interface Slot {
  station: string;
  date: string;
  start: number;
  price: number;
  rating: number | null;
  units: number;
}

const SLOTS: Slot[] = [
  { station: '東京テレビ', date: '2026-12-01', start: broadcastSeconds(19, 0), price: 1_200_000, rating: 1234, units: 1 },
  { station: 'Kanto Net', date: '2026-12-02', start: broadcastSeconds(25, 30), price: 80_000, rating: null, units: 2 },
];

const SHEET: SpreadsheetSheet<Slot> = {
  sheetName: 'カート: 12月/関東',
  title: '提案書',
  details: [
    { label: '広告会社', value: 'デモ広告社' },
    { label: '作成日', value: '2026-11-25', kind: 'date' },
  ],
  columns: [
    { key: 'station', heading: '放送局', kind: 'text', value: (slot) => slot.station },
    { key: 'date', heading: '放送日', kind: 'date', value: (slot) => slot.date },
    { key: 'start', heading: '開始時刻', kind: 'broadcastTime', value: (slot) => slot.start },
    { key: 'units', heading: '単位数', kind: 'integer', value: (slot) => slot.units },
    { key: 'price', heading: '価格', kind: 'yen', value: (slot) => slot.price },
    { key: 'rating', heading: '視聴率', kind: 'rating', value: (slot) => slot.rating },
  ],
  rows: SLOTS,
  totals: [{ label: '合計', values: { units: 3, price: 1_280_000, rating: 1234 } }],
};

async function readBack(content: Buffer | ArrayBuffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('buildSpreadsheet', () => {
  it('writes the title and details above a header row it freezes', async () => {
    const sheet = await readBack(await buildSpreadsheet(SHEET));
    expect(sheet.name).toBe('カート_ 12月_関東');
    expect(sheet.getCell('A1').value).toBe('提案書');
    expect(sheet.getCell('A2').value).toBe('広告会社');
    expect(sheet.getCell('B2').value).toBe('デモ広告社');
    expect(sheet.getCell('B3').value).toEqual(new Date('2026-11-25T00:00:00Z'));
    expect(sheet.getCell('B3').numFmt).toBe('yyyy/mm/dd');
    expect(sheet.getRow(5).values).toEqual([undefined, '放送局', '放送日', '開始時刻', '単位数', '価格', '視聴率']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    expect(sheet.pageSetup).toMatchObject({ orientation: 'landscape', paperSize: 9 });
  });

  it('writes dates as dates, broadcast times as 29-hour text, yen and ratings as formatted numbers', async () => {
    const sheet = await readBack(await buildSpreadsheet(SHEET));
    const first = sheet.getRow(6);
    expect(first.getCell(1).value).toBe('東京テレビ');
    expect(first.getCell(2).value).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(first.getCell(2).numFmt).toBe('yyyy/mm/dd');
    expect(first.getCell(3).value).toBe('19:00');
    expect(first.getCell(4).value).toBe(1);
    expect(first.getCell(4).numFmt).toBe('#,##0');
    expect(first.getCell(5).value).toBe(1_200_000);
    expect(first.getCell(5).numFmt).toBe('#,##0"円"');
    expect(first.getCell(6).value).toBe(12.34);
    expect(first.getCell(6).numFmt).toBe('0.0');

    const second = sheet.getRow(7);
    expect(second.getCell(3).value).toBe('25:30');
    expect(second.getCell(6).value).toBeNull();
  });

  it('adds the totals under the columns they name', async () => {
    const sheet = await readBack(await buildSpreadsheet(SHEET));
    const totals = sheet.getRow(8);
    expect(totals.getCell(1).value).toBe('合計');
    expect(totals.getCell(2).value).toBeNull();
    expect(totals.getCell(4).value).toBe(3);
    expect(totals.getCell(5).value).toBe(1_280_000);
    expect(totals.getCell(5).numFmt).toBe('#,##0"円"');
    expect(totals.getCell(6).value).toBe(12.34);
    expect(sheet.rowCount).toBe(8);
  });

  it('fits columns to their widest shown text, full-width characters counting twice', async () => {
    const sheet = await readBack(await buildSpreadsheet(SHEET));
    // 「東京テレビ」 is 10 cells wide, the heading 「放送局」 6: the column is 10 + padding.
    expect(sheet.getColumn(1).width).toBe(12);
    // 「1,200,000円」 is 9 + 2.
    expect(sheet.getColumn(5).width).toBe(13);
    expect(sheet.getColumn(2).width).toBe(12);
  });

  it('starts with the header row when there is no title or details', async () => {
    const sheet = await readBack(await buildSpreadsheet({ ...SHEET, title: undefined, details: undefined, totals: undefined }));
    expect(sheet.getCell('A1').value).toBe('放送局');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(3);
  });
});

describe('displayWidth', () => {
  it('counts full-width characters as two cells', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('カート')).toBe(6);
    expect(displayWidth('ＡＢ１')).toBe(6);
    expect(displayWidth('個人全体 P+C7')).toBe(13);
  });
});

describe('datedFileName', () => {
  it('joins the parts and the date, leaving out what a file name cannot hold', () => {
    expect(datedFileName(['提案書', '関東12月カート'], '2026-11-25')).toBe('提案書_関東12月カート_20261125.xlsx');
    expect(datedFileName(['注文書', 'A/B: "案"'], '2026-11-25')).toBe('注文書_A_B_ _案__20261125.xlsx');
  });
});

describe('sendSpreadsheet', () => {
  it('sends the file with its content type and the Japanese name beside an ASCII one', async () => {
    const app = Fastify();
    app.get('/file', async (_request, reply) =>
      sendSpreadsheet(reply, {
        content: await buildSpreadsheet(SHEET),
        fileName: '提案書_20261125.xlsx',
        asciiFileName: 'proposal-20261125.xlsx',
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/file' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(SPREADSHEET_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(attachmentDisposition('提案書_20261125.xlsx', 'proposal-20261125.xlsx'));
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('提案書_20261125.xlsx')}`);
    const sheet = await readBack(response.rawPayload);
    expect(sheet.getCell('A6').value).toBe('東京テレビ');
  });
});
