import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { logIn, newBrowserPage, seriousViolations } from './fixtures';

/*
 * 申込一覧 and 購入受付一覧 filtered through the address. The demo has the agency's contracted
 * application to みなとテレビ and the advertiser's new one, which the station has not opened, beside
 * the bookings of the weeks already aired: this file only lists them (opening one would put out the
 * dots shell.spec.ts reads).
 */

const AGENCY = 'agency-admin@demo.tvcm.jp';
const STATION = 'station-admin@demo.tvcm.jp';
const OWN_STATION = 'みなとテレビ';

const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** The id of a station as the list's filter offers it. */
async function stationIdOf(page: Page, name: string): Promise<string> {
  const option = page.getByRole('search').getByLabel('放送局').locator('option', { hasText: name });
  await expect(option).toHaveCount(1);
  return (await option.getAttribute('value')) ?? '';
}

/**
 * Nothing on the page reaches past the window's right edge (a wide table scrolls inside its
 * frame); asked until the layout has settled after a resize (the side menu's transition).
 */
async function expectPageWidthFits(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('body *'))
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .filter((element) => !element.closest('[role="region"]'))
          .slice(0, 3)
          .map((element) => `${element.tagName}.${element.className}`.slice(0, 120)),
      ),
    )
    .toEqual([]);
}

test('a booking list filtered by status and station through the address shows only those rows', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await logIn(page, AGENCY);
  await page.goto('/agency/bookings');
  await expect(page.getByRole('heading', { level: 1, name: '申込一覧' })).toBeVisible();
  const stationId = await stationIdOf(page, OWN_STATION);

  await page.goto(`/agency/bookings?status=CONTRACTED&stationId=${stationId}`);
  await expect(bodyRows(page)).not.toHaveCount(0);
  for (const row of await bodyRows(page).all()) {
    await expect(row).toContainText('契約成立');
    await expect(row).toContainText(OWN_STATION);
  }
  const filters = page.getByRole('search', { name: '申込の絞り込み' });
  await expect(filters.getByLabel('ステータス')).toHaveValue('CONTRACTED');
  await expect(filters.getByLabel('放送局')).toHaveValue(stationId);
  // The totals row counts what is filtered; contracted beside applied.
  const count = await bodyRows(page).count();
  await expect(page.getByRole('table').locator('tfoot')).toContainText(`合計 ${count}件`);
  await expect(page.getByRole('columnheader', { name: /契約金額/ })).toBeVisible();
  await expectPageWidthFits(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('booking-list-1366.png'), fullPage: true });

  // Another status through the form: the address follows, and the back button returns.
  await filters.getByLabel('ステータス').selectOption('DECLINED');
  await filters.getByRole('button', { name: '絞り込む' }).click();
  await expect(page).toHaveURL(/status=DECLINED/);
  await expect(page.getByText('条件に合う申込はありません。')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/status=CONTRACTED/);
  await expect(bodyRows(page)).toHaveCount(count);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bodyRows(page)).toHaveCount(count);
  await expectPageWidthFits(page);
  await page.screenshot({ path: test.info().outputPath('booking-list-390.png'), fullPage: true });
});

test('a station filters its receptions by status and station, without opening them', async ({ browser }) => {
  const station = await newBrowserPage(browser);
  await station.setViewportSize({ width: 1366, height: 768 });
  await logIn(station, STATION);
  await station.goto('/station/receptions');
  await expect(station.getByRole('heading', { level: 1, name: '購入受付一覧' })).toBeVisible();
  // The demo's applications: the advertiser's new one, and the agency's contracted one beside the
  // contracted, declined and cancelled ones of the weeks already aired.
  await expect(bodyRows(station).filter({ hasText: '申込済' })).toHaveCount(1);
  await expect(bodyRows(station).filter({ hasText: '契約成立' })).not.toHaveCount(0);
  const stationId = await stationIdOf(station, OWN_STATION);

  await station.goto(`/station/receptions?status=APPLIED&stationId=${stationId}&sort=amount&order=asc`);
  await expect(bodyRows(station)).toHaveCount(1);
  await expect(bodyRows(station).first()).toContainText('申込済');
  await expect(station.getByRole('columnheader', { name: /申込金額/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(station.getByRole('search').getByLabel('担当者')).toBeVisible();

  // The filtered list as an Excel file: the same one row, its amount a number, the filter in words.
  const downloading = station.waitForEvent('download');
  await station.getByRole('button', { name: '一覧をExcelで保存' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^購入受付一覧_\d{8}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const values: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    values.push((row.values as unknown[]).slice(1));
  });
  expect(values.find((row) => row[0] === '条件')?.[1]).toBe(`状態 申込済、放送局 ${OWN_STATION}`);
  const header = values.findIndex((row) => row[0] === '申込番号');
  const lines = values.slice(header + 1);
  expect(lines).toHaveLength(2);
  expect(lines[0]?.[2]).toBe('申込済');
  expect(typeof lines[0]?.[values[header]?.indexOf('申込金額') ?? -1]).toBe('number');
  expect(lines[1]?.[0]).toBe('合計');

  await expectPageWidthFits(station);
  expect(await seriousViolations(station)).toEqual([]);
  await station.screenshot({ path: test.info().outputPath('reception-list-1366.png'), fullPage: true });

  await station.setViewportSize({ width: 390, height: 844 });
  await expectPageWidthFits(station);
  await station.screenshot({ path: test.info().outputPath('reception-list-390.png'), fullPage: true });
  await station.context().close();
});
