import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type ApiErrorBody, addDays, businessDateOf, mondayOf, type StationSlotsResponse } from '@tvcm/contracts';
import ExcelJS from 'exceljs';
import { type ApiProcess, startApiProcess } from './api-process';
import { loginThroughPage, seriousViolations } from './fixtures';

/*
 * After broadcast, the acceptance: the demo station reads last month's sales by weekday ×
 * band (revenue, sell-through, the heat map) and exports them, the file's totals equal to the
 * screen's; it uploads the actual ratings of a day it aired (one bad row fixed) and sees estimate
 * against actual for that day on 全枠分析. The demo agency sees delivered against booked GRP for its
 * contracted demo bookings and the slots delivered under 80 % with their substitutes. A station user
 * without the sales licence is refused, on the page and by the API. On an API of the file's own:
 * the upload replaces a day of the demo's actual ratings.
 */

const STATION = 'station-admin@demo.tvcm.jp';
const STATION_USER = 'station-user@demo.tvcm.jp';
const AGENCY = 'agency-admin@demo.tvcm.jp';
const LICENCE_MISSING = 'この機能を利用するためのライセンスが設定されていません。運用管理者にライセンスの設定をご依頼ください。';

const today = businessDateOf(Date.now());
// Last week's Monday: aired, and among the demo's eight past weeks of the demo station's slots.
const uploadDay = addDays(mondayOf(today), -7);

let api: ApiProcess;
test.beforeAll(async () => {
  api = await startApiProcess();
});
test.afterAll(async () => {
  await api?.stop();
});

async function signedIn(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: api.baseURL, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await page.goto('/login');
  await loginThroughPage(page, account);
  await expect(page).toHaveURL(/\/top$/);
  return page;
}

/** `HH:mm:ss` on the 29-hour clock, as the ratings company writes a break's start. */
function clock(secondsFrom05: number): string {
  const hours = 5 + Math.floor(secondsFrom05 / 3600);
  const minutes = Math.floor((secondsFrom05 % 3600) / 60);
  const seconds = secondsFrom05 % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/** The day's breaks at the station's own slot times; with a bad rating on line 3 when asked. */
function ratingsFile(slots: StationSlotsResponse['slots'], withBadRow: boolean): Buffer {
  const lines = ['放送局コード,放送日,開始時刻,SB/PT,番組名,秒数,個人全体(リアルタイム),世帯(リアルタイム)'];
  for (const [index, slot] of slots.entries()) {
    const individual = (2 + (index % 7) * 0.55).toFixed(2);
    const household = (4 + (index % 5) * 0.9).toFixed(2);
    lines.push(
      [
        slot.station.code,
        slot.broadcastDate.replaceAll('-', '/'),
        clock(slot.startSecond),
        slot.position,
        slot.programmeTitle ?? '',
        slot.lengthSeconds,
        index === 1 && withBadRow ? '2.4x' : individual,
        household,
      ].join(','),
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** A number as the page writes it (`¥1,234,000`, `62.5%`, `1,234`) back to a number. */
const numberOf = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

test('sales figures, an actual-ratings upload and both analyses, for the station and the buyer who bought there', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const station = await signedIn(browser, STATION);

  await test.step('販売管理: last month by weekday × band, with revenue, sell-through and the heat map', async () => {
    await station.goto('/station/sales_summary');
    await expect(station.getByRole('heading', { level: 1, name: '販売管理' })).toBeVisible();
    await station.getByRole('combobox', { name: '集計単位' }).selectOption('weekdayBand');
    await station.getByRole('button', { name: '集計', exact: true }).click();
    await expect(station).toHaveURL(/grouping=weekdayBand/);
    const table = station.getByRole('table', { name: '販売実績の集計表' });
    await expect(table.getByRole('row').nth(1)).toContainText(/[月火水木金土日] (朝|午前|昼|夕方|ゴールデン|プライム|深夜)/);
    const revenue = station
      .getByRole('main')
      .locator('dt', { hasText: /^契約売上$/ })
      .locator('xpath=following-sibling::dd[1]');
    expect(numberOf(await revenue.innerText())).toBeGreaterThan(0);
    const sellThrough = station
      .getByRole('main')
      .locator('dt', { hasText: /^販売率$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect(sellThrough).toHaveText(/\d+(\.\d)?%/);
    await expect(
      station
        .getByRole('table', { name: /曜日×時間帯の販売率/ })
        .locator('tbody tr')
        .first(),
    ).toBeVisible();
    await expect(station.getByRole('main').getByText('準備中')).toHaveCount(0);
    expect(await seriousViolations(station)).toEqual([]);
  });

  await test.step('its export adds up to the screen', async () => {
    const totalsRow = station.getByRole('table', { name: '販売実績の集計表' }).getByRole('row', { name: /^合計/ });
    const screenRevenue = numberOf(await totalsRow.getByRole('cell').nth(0).innerText());
    const downloading = station.waitForEvent('download');
    await station.getByRole('button', { name: 'Excelで保存' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^販売管理_.*\.xlsx$/);
    const bytes = await readFile(await download.path());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.getWorksheet('集計表');
    if (!sheet) throw new Error('no 集計表 sheet');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const heading = rows.find((row) => row[0] === '曜日×時間帯') ?? [];
    const totals = rows.find((row) => row[0] === '合計') ?? [];
    const fileRevenue = totals[heading.indexOf('契約売上')];
    expect(fileRevenue).toBe(screenRevenue);
    const fileRows = rows.slice(rows.indexOf(heading) + 1, rows.indexOf(totals));
    const summed = fileRows.reduce((sum, row) => sum + Number(row[heading.indexOf('契約売上')] ?? 0), 0);
    expect(summed).toBe(screenRevenue);
  });

  await test.step('全枠分析データ取込: a day of actual ratings, one bad row fixed', async () => {
    const answer = await station.request.get(`/api/station-slots?dateFrom=${uploadDay}&dateTo=${uploadDay}`);
    expect(answer.status()).toBe(200);
    const slots = ((await answer.json()) as StationSlotsResponse).slots.slice(0, 40);
    expect(slots.length).toBeGreaterThan(10);

    await station.goto('/station/import_cm_analyze_all');
    const fileInput = station.getByLabel('取り込むファイル（CSV・Excel）');
    await fileInput.setInputFiles({ name: '実績視聴率.csv', mimeType: 'text/csv', buffer: ratingsFile(slots, true) });
    await station.getByRole('button', { name: 'プレビュー', exact: true }).click();
    const problems = station.getByRole('table', { name: '確認が必要な行の一覧' });
    await expect(problems.getByRole('row').nth(1)).toContainText('3');
    await expect(problems.getByRole('row').nth(1)).toContainText('個人全体(リアルタイム)');
    await expect(station.getByRole('button', { name: '取り込む' })).toBeDisabled();

    await fileInput.setInputFiles({ name: '実績視聴率.csv', mimeType: 'text/csv', buffer: ratingsFile(slots, false) });
    await station
      .getByRole('button', { name: /プレビュー/ })
      .first()
      .click();
    await expect(station.getByText(/件のCM枠の視聴率が登録されます/)).toBeVisible();
    await station.getByRole('button', { name: '取り込む' }).click();
    const confirm = station.getByRole('dialog', { name: '全枠分析データを取り込みますか？' });
    await confirm.getByRole('button', { name: '取り込む' }).click();
    await expect(station.getByText(/取り込みました（CM枠\d+件、販売枠と対応\d+件）/)).toBeVisible();
    await expect(station.getByRole('main').getByText('実績視聴率.csv').first()).toBeVisible();
    expect(await seriousViolations(station)).toEqual([]);
  });

  await test.step('全枠分析: estimate against actual for the day uploaded', async () => {
    await station.goto(`/station/analyze_all?period=custom&dateFrom=${uploadDay}&dateTo=${uploadDay}`);
    const byBand = station.getByRole('table', { name: '曜日×時間帯別の推定と実績' });
    await expect(byBand.locator('tbody tr').first()).toContainText('月');
    const compared = station.getByRole('main').locator('dt', { hasText: /^推定と比較できたブレイク$/ });
    expect(numberOf(await compared.locator('xpath=following-sibling::dd[1]').innerText())).toBeGreaterThan(10);
    await expect(station.getByRole('table', { name: '曜日×時間帯別の平均実績視聴率' })).toBeVisible();
    expect(await seriousViolations(station)).toEqual([]);
  });

  const agency = await signedIn(browser, AGENCY);
  await test.step('the agency: delivered against booked GRP, and the slots under 80 % with substitutes', async () => {
    await agency.goto('/agency/analyze_all');
    await expect(agency.getByRole('heading', { level: 1, name: '全枠分析' })).toBeVisible();
    const figure = (name: string) =>
      agency
        .getByRole('main')
        .locator('dt', { hasText: new RegExp(`^${name}$`) })
        .locator('xpath=following-sibling::dd[1]');
    expect(numberOf(await figure('申込GRP（推定）').innerText())).toBeGreaterThan(0);
    expect(numberOf(await figure('実績GRP').innerText())).toBeGreaterThan(0);
    await expect(agency.getByRole('table', { name: '申込別の申込GRPと実績GRP' }).locator('tbody tr').first()).toBeVisible();
    const under = agency.getByRole('table', { name: '実績未達枠と差し替え候補' });
    await expect(under.locator('tbody tr').first()).toBeVisible();
    await expect(under.locator('tbody tr').filter({ hasNotText: '候補なし' }).first()).toBeVisible();
    await expect(agency.getByRole('main').getByText('準備中')).toHaveCount(0);
    expect(await seriousViolations(agency)).toEqual([]);
  });
});

test('a station user without the sales licence is refused on 販売管理 and by its API', async ({ browser }) => {
  const user = await signedIn(browser, STATION_USER);
  await user.goto('/station/sales_summary');
  await expect(user.getByRole('main').getByRole('heading', { level: 1, name: LICENCE_MISSING })).toBeVisible();
  const answer = await user.request.get(`/api/station-sales/summary?dateFrom=${addDays(today, -30)}&dateTo=${today}`);
  expect(answer.status()).toBe(403);
  expect(((await answer.json()) as ApiErrorBody).errors.map((error) => error.code)).toEqual(['LIC03001']);
});
