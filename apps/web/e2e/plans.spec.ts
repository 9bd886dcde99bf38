import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, type Response, test } from '@playwright/test';
import { type PlanOptimisation, TIME_BAND_PRESETS } from '@tvcm/contracts';
import ExcelJS from 'exceljs';
import { type ApiProcess, startApiProcess } from './api-process';
import { loginThroughPage, seriousViolations } from './fixtures';

/*
 * The planner's acceptance: the demo agency plans 関東 over next month's first two weeks for
 * 個人全体 P+C7 within ¥30,000,000, most target GRP, コの字, at most 2 spots per day and band; the
 * answer keeps the budget and every cap; a pinned line stays and a removed one goes on the next
 * optimisation; the plan is saved, makes a cart holding its lines, appears in the list and opens as
 * an .xlsx. TV × digital sweeps ¥50,000,000 and opens plan creation at the chosen split. On an API
 * of the file's own: the carts it makes change nothing another file reads.
 */

const AGENCY = 'agency-admin@demo.tvcm.jp';
const PLAN_NAME = 'E2E 関東 12月前半プラン';
let api: ApiProcess;

test.beforeAll(async () => {
  api = await startApiProcess();
});
test.afterAll(async () => {
  await api?.stop();
});

async function logInAt(page: Page, path: string): Promise<void> {
  await page.goto(`${api.baseURL}/login`);
  await loginThroughPage(page, AGENCY);
  await expect(page).toHaveURL(/\/top$/);
  await page.goto(`${api.baseURL}${path}`);
}

/** The chosen option of a select of the conditions. */
const selected = (within: Locator, name: string) => within.getByRole('combobox', { name }).locator('option:checked');

const optimisationAnswer = (page: Page) =>
  page.waitForResponse((response: Response) => response.url().endsWith('/api/plannings/optimisations'));

/** Monday 0 … Sunday 6 of a broadcast day. */
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** Every cap of the acceptance's conditions, checked on the answer's lines. */
function expectCapsKept(answer: PlanOptimisation): void {
  expect(answer.figures.amount).toBeLessThanOrEqual(30_000_000);
  const perDayBand = new Map<string, number>();
  const perStation = new Map<number, number>();
  for (const line of answer.lines) {
    const date = line.date ?? '';
    const band = TIME_BAND_PRESETS.uShape.findIndex(
      (part) => part.weekdays.includes(weekdayOf(date)) && (line.start ?? -1) >= part.from && (line.start ?? -1) < part.to,
    );
    expect(band, `${date} ${line.start} is outside コの字`).toBeGreaterThanOrEqual(0);
    perDayBand.set(`${date}:${band}`, (perDayBand.get(`${date}:${band}`) ?? 0) + line.units);
    perStation.set(line.station.id, (perStation.get(line.station.id) ?? 0) + line.amount);
  }
  for (const count of perDayBand.values()) expect(count).toBeLessThanOrEqual(2);
  for (const amount of perStation.values()) expect(amount).toBeLessThanOrEqual(answer.figures.amount * 0.4 + 1);
}

test('the agency plans 関東 to a budget, pins and removes lines, saves, makes a cart and opens the plan’s .xlsx', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInAt(page, '/agency/plannings/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'プラン作成' })).toBeVisible();

  // The acceptance's conditions: most of them are the page's defaults; each is checked or set.
  const conditions = page.getByRole('region', { name: '条件' });
  await expect(selected(conditions, 'エリア')).toHaveText('関東');
  await expect(selected(conditions, 'ターゲット')).toHaveText('個人全体');
  await expect(selected(conditions, '視聴率種別')).toHaveText('P+C7');
  await conditions.getByLabel('予算（円）').fill('30000000');
  await expect(selected(conditions, '目標')).toHaveText('予算内で最大GRP');
  await expect(selected(conditions, '買い方')).toHaveText('コの字');
  await conditions.getByLabel('1日・1時間帯あたり最大本数').fill('2');
  const [from, to] = await Promise.all([
    conditions.getByLabel('放送期間（開始）').inputValue(),
    conditions.getByLabel('放送期間（終了）').inputValue(),
  ]);
  const nextMonth = await page.evaluate(() => {
    const now = new Date(Date.now() + 9 * 3600_000);
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  });
  expect(from).toBe(nextMonth);
  expect(Date.parse(to) - Date.parse(from)).toBe(13 * 86_400_000);
  expect(await seriousViolations(page)).toEqual([]);

  let answering = optimisationAnswer(page);
  await page.getByRole('button', { name: '最適化' }).click();
  const first = (await (await answering).json()) as PlanOptimisation;
  expect(first.lines.length).toBeGreaterThan(2);
  expectCapsKept(first);
  const figures = page.getByRole('region', { name: 'プランの数値' });
  await expect(figures).toContainText(`${first.figures.amount.toLocaleString('en')}円`);
  await expect(figures).toContainText('推定');
  await expect(figures).toContainText('最適解との差');

  // Pin the first line, remove the second, optimise again.
  const lines = page.getByRole('table', { name: 'プランの明細' });
  const [pinned, removed] = first.lines;
  if (!pinned || !removed) throw new Error('too few lines');
  await lines
    .getByRole('checkbox', { name: /を固定$/ })
    .first()
    .check();
  await lines
    .getByRole('checkbox', { name: /を除外$/ })
    .nth(1)
    .check();
  answering = optimisationAnswer(page);
  await page.getByRole('button', { name: '最適化' }).click();
  const second = (await (await answering).json()) as PlanOptimisation;
  expect(second.lines.find((line) => line.productId === pinned.productId)?.pinned).toBe(true);
  expect(second.lines.map((line) => line.productId)).not.toContain(removed.productId);
  expectCapsKept(second);

  // Save, then make the carts: the TV cart holds the plan's lines.
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'プランの保存' });
  await dialog.getByLabel('プラン名').fill(PLAN_NAME);
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(page).toHaveURL(/\/agency\/plannings\/edit\?id=\d+/);
  const planId = /id=(\d+)/.exec(page.url())?.[1];
  await page.getByRole('button', { name: 'カートを作成' }).click();
  const cartLink = page.getByRole('link', { name: new RegExp(PLAN_NAME) }).first();
  await expect(cartLink).toBeVisible();
  await cartLink.click();
  await expect(page).toHaveURL(/\/agency\/cart\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: PLAN_NAME })).toBeVisible();
  await expect(page.getByRole('main').getByRole('table').first().locator('tbody tr')).toHaveCount(second.lines.length);

  // The list shows it; its .xlsx holds every line and the totals.
  await page.goto(`${api.baseURL}/agency/plannings`);
  const row = page.getByRole('table', { name: 'プラン一覧' }).getByRole('row', { name: new RegExp(PLAN_NAME) });
  await expect(row).toContainText('カート作成済');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${api.baseURL}/agency/plannings/edit?id=${planId}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excelで保存' }).click();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile((await download.path()) ?? '');
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const texts: string[] = [];
  let lineRows = 0;
  sheet?.eachRow((sheetRow) => {
    texts.push(sheetRow.values?.toString() ?? '');
    if (sheetRow.getCell(1).value === 'テレビCM') lineRows += 1;
  });
  expect(texts.join('\n')).toContain(PLAN_NAME);
  expect(texts.some((text) => text.includes('合計'))).toBe(true);
  expect(lineRows).toBe(second.lines.length);
});

test('TV × digital sweeps ¥50,000,000 and opens plan creation at the chosen split', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAt(page, '/agency/digital_planning');
  await expect(page.getByRole('heading', { level: 1, name: 'TV×デジタルプランニング' })).toBeVisible();
  await page.getByLabel('予算（円）').fill('50000000');
  await page.getByRole('button', { name: '試算' }).click();
  const table = page.getByRole('table', { name: 'テレビの予算比率ごとの到達率1+（推定）' });
  await expect(table.locator('tbody tr')).toHaveCount(11);
  await expect(page.getByRole('figure', { name: /到達率1\+（推定）のグラフ/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const best = /テレビ (\d+)%/.exec((await page.getByText(/最も高い配分/).textContent()) ?? '')?.[1];
  await page.getByRole('button', { name: `テレビ ${best}%の配分でプランを作成` }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/plannings/edit\\?.*tvSharePercent=${best}`));
  await expect(page.getByLabel('テレビの予算比率（%）')).toHaveValue(String(best));
  await expect(page.getByLabel('予算（円）')).toHaveValue('50000000');
});

test('a user without the planning licence gets CEA-LIC03001 on the page and 403 from the API', async ({ page }) => {
  await page.goto(`${api.baseURL}/login`);
  await loginThroughPage(page, 'nolicence@demo.tvcm.jp');
  await expect(page).toHaveURL(/\/top$/);
  for (const path of ['/agency/plannings', '/agency/plannings/edit', '/agency/digital_planning']) {
    await page.goto(`${api.baseURL}${path}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'この機能を利用するためのライセンスが設定されていません。運用管理者にライセンスの設定をご依頼ください。',
    );
  }
  expect((await page.request.get(`${api.baseURL}/api/plannings`)).status()).toBe(403);
});
