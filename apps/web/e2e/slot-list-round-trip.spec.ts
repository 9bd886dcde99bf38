import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { logIn, newBrowserPage, seriousViolations } from './fixtures';

/*
 * A station edits its prices in Excel: the demo station downloads one day of its slot list as
 * .xlsx, imports it back unchanged (nothing to change), then changes a price in the file and sees
 * the old and new price in the preview. Nothing is committed, so the demo data stays as it was.
 */

const STATION_ADMIN = 'station-admin@demo.tvcm.jp';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `yyyy-MM-dd` of the broadcast day `days` after today's (which starts at 5:00 in Japan). */
function broadcastDay(days: number): string {
  const date = new Date(Date.now() + (9 - 5) * 3_600_000);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function previewFile(page: Page, name: string, bytes: Buffer): Promise<void> {
  await page.getByRole('tab', { name: '取込', exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'ファイルを選択（CSV・Excel）' }).click();
  await (await chooser).setFiles({ name, mimeType: XLSX_TYPE, buffer: bytes });
  await page.getByRole('button', { name: /プレビュー/ }).click();
}

test('the station exports a day of its slots, imports it back unchanged, and sees a price changed in Excel as old → new', async ({
  browser,
}) => {
  // A whole day of every demo station's slots is written, then read back twice.
  test.slow();
  const station = await newBrowserPage(browser);
  await logIn(station, STATION_ADMIN);
  const day = broadcastDay(12);
  await station.goto(`/station/import_cm?tab=slots&from=${day}&to=${day}`);
  await expect(station.getByRole('table', { name: '登録済みの枠の一覧' })).toBeVisible();
  expect(await seriousViolations(station)).toEqual([]);

  const download = station.waitForEvent('download');
  await station.getByRole('button', { name: 'Excelでダウンロード' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^CM枠一覧_\d{8}\.xlsx$/);
  const exported = await readFile((await file.path()) as string);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(exported as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  expect(sheet.getRow(1).getCell(1).value).toBe('放送局コード');
  const slotCount = sheet.rowCount - 1;
  expect(slotCount).toBeGreaterThan(10);

  await previewFile(station, file.suggestedFilename(), exported);
  await expect(station.getByText('Excel（.xlsx）')).toBeVisible();
  await expect(station.getByText('変更はありません。このファイルの内容はすべて登録済みです。')).toBeVisible();
  await expect(station.getByRole('button', { name: '取り込む' })).toBeDisabled();
  await expect(station.getByRole('table', { name: '変更される枠の一覧' })).toHaveCount(0);

  const priceCell = sheet.getRow(2).getCell(11);
  const oldPrice = priceCell.value as number;
  const newPrice = oldPrice + 10_000;
  priceCell.value = newPrice;
  const edited = Buffer.from(await workbook.xlsx.writeBuffer());
  await previewFile(station, '単価変更.xlsx', edited);
  await expect(station.getByText('取り込むと、新規0件・変更1件が反映されます。')).toBeVisible();
  const changes = station.getByRole('table', { name: '変更される枠の一覧' });
  const row = changes.getByRole('row').nth(1);
  await expect(row.getByRole('rowheader')).toHaveText('2');
  await expect(row.getByRole('deletion')).toHaveText(`変更前: ${oldPrice.toLocaleString('ja-JP')}円`);
  await expect(row.getByRole('insertion')).toHaveText(`変更後: ${newPrice.toLocaleString('ja-JP')}円`);
  await expect(station.getByRole('button', { name: '取り込む' })).toBeEnabled();
  expect(await seriousViolations(station)).toEqual([]);
});
