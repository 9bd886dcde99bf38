import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectOnTop, loginThroughPage, seriousViolations } from './fixtures';

const PROGRAM_GUIDE = '/agency/program_guide';

async function openProgramGuide(page: Page, account: string): Promise<void> {
  await loginThroughPage(page, account);
  await expectOnTop(page);
  await page.goto(PROGRAM_GUIDE);
  await expect(page.getByRole('heading', { level: 1, name: '番組表から探す' })).toBeVisible();
}

const grid = (page: Page) => page.getByRole('grid', { name: '番組表' });
const columnHeaders = (page: Page) => grid(page).getByRole('columnheader');
const selectableChips = (page: Page) => grid(page).locator('button[data-slot-id]:not([aria-disabled="true"])');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'カートに追加' });
const cartSummary = (page: Page) => page.getByRole('region', { name: 'カート' });
const areaSelect = (page: Page) => page.getByRole('combobox', { name: 'エリア' });

/**
 * Normal slots close a week before air, so the days ahead of that are the ones on sale: the
 * week view steps a week, the day view one more day.
 */
async function goToDaysOnSale(page: Page): Promise<void> {
  await page.getByRole('button', { name: '1週間', exact: true }).click();
  await page.getByRole('button', { name: '翌週' }).click();
  await page.getByRole('button', { name: '1日', exact: true }).click();
  await page.getByRole('button', { name: '翌日' }).click();
  await expect(columnHeaders(page)).toHaveCount(6);
}

async function chooseArea(page: Page, name: string): Promise<void> {
  await areaSelect(page).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(areaSelect(page)).toHaveText(name);
}

async function submitDialog(page: Page): Promise<void> {
  await dialog(page).getByRole('button', { name: 'カートに追加' }).click();
}

/** The anti-forgery header the API wants on writes, from the session's cookie, as the app sends it. */
async function xsrfHeaders(context: BrowserContext): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

async function currentCartId(page: Page): Promise<number> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('tvcm.carts') ?? '{}').state?.currentCartId as number);
}

/** Presses Tab until the focus is inside `target`, as a keyboard user would. */
async function tabInto(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
  }
  throw new Error('the focus never reached the target');
}

async function tabTo(page: Page, name: string, maxPresses = 20): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) return;
  }
  throw new Error(`the focus never reached ${name}`);
}

async function slotIdOf(chip: Locator): Promise<number> {
  return Number(await chip.getAttribute('data-slot-id'));
}

async function addUnitsThroughApi(request: APIRequestContext, headers: Record<string, string>, cartId: number, slotId: number) {
  return request.post(`/api/carts/${cartId}/items`, { headers, data: { slotId, quantity: 1 } });
}

test('a buyer searches 関東, switches views and adds slots by mouse and by keyboard', async ({ page }) => {
  await openProgramGuide(page, 'agency-admin@demo.tvcm.jp');
  await expect(areaSelect(page)).toHaveText('関東');
  await expect(columnHeaders(page)).toHaveCount(6);

  await page.getByRole('button', { name: '1週間', exact: true }).click();
  await expect(columnHeaders(page)).toHaveCount(8);
  await expect(columnHeaders(page).nth(1)).toHaveText(/\(月\)$/);
  await page.getByRole('button', { name: '一覧', exact: true }).click();
  await expect(page.getByRole('table', { name: '枠の一覧' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /CPM/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: '番組表', exact: true }).click();
  await goToDaysOnSale(page);

  // By mouse, into a new cart.
  await selectableChips(page).first().click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('radio', { name: '新しいカート' }).check();
  await dialog(page).getByLabel('新しいカートの名前').fill('年末スポット 関東');
  await submitDialog(page);
  await expect(page.getByText('1件の枠をカートに追加しました。')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(cartSummary(page)).toContainText('年末スポット 関東');
  await expect(cartSummary(page)).toContainText('1枠（1件）');
  await expect(grid(page).getByRole('button', { name: /カート済$/ })).toHaveCount(1);

  // By keyboard only: one tab stop into the grid, arrows between slots, Enter to add.
  await page.getByRole('heading', { level: 1 }).click();
  await tabInto(page, grid(page));
  await page.keyboard.press('ArrowRight');
  const focused = page.locator('button[data-slot-id]:focus');
  await expect(focused).toHaveCount(1);
  // Down the column to the next slot on sale that is not in the cart yet.
  for (let press = 0; press < 40; press += 1) {
    const name = (await focused.getAttribute('aria-label')) ?? '';
    if ((await focused.getAttribute('aria-disabled')) === null && !name.endsWith('カート済')) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel('枠数', { exact: true })).toBeFocused();
  await tabTo(page, 'カートに追加');
  await page.keyboard.press('Enter');
  await expect(page.getByText('1件の枠をカートに追加しました。')).toBeVisible();
  await expect(cartSummary(page)).toContainText('2枠（2件）');
});

test('opens on a day with slots on sale; 販売中のみ hides the rest and a time band scrolls the grid to it', async ({ page }) => {
  await openProgramGuide(page, 'agency-admin@demo.tvcm.jp');
  await expect(selectableChips(page).first()).toBeVisible();

  await page.getByRole('checkbox', { name: '販売中のみ' }).check();
  await expect(grid(page).locator('button[data-slot-id][aria-disabled="true"]')).toHaveCount(0);
  await expect(selectableChips(page).first()).toBeVisible();

  const scroller = page.getByTestId('timetable-scroller');
  expect(await scroller.evaluate((element) => element.scrollTop)).toBe(0);
  await page.getByRole('button', { name: /詳細条件/ }).click();
  await page.getByRole('combobox', { name: '時間帯プリセット' }).click();
  await page.getByRole('option', { name: /^ゴールデン/ }).click();
  // 19:00 is 14 hours of 6 px a minute below 5:00; the row then sits at the top of the scroller.
  await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(14 * 60 * 6);
  const hour = await grid(page).getByRole('rowheader', { name: '19時', exact: true }).boundingBox();
  const frame = await scroller.boundingBox();
  expect(hour && frame && hour.y >= frame.y && hour.y < frame.y + frame.height).toBe(true);
});

test('the dialog explains the refusals of the cart: another area, no units left, a deleted cart', async ({ page, context }) => {
  await openProgramGuide(page, 'agency-admin@demo.tvcm.jp');
  await goToDaysOnSale(page);
  const headers = await xsrfHeaders(context);

  // A 関西 slot into a cart that another tab has meanwhile filled with 関東.
  const shared = await (await page.request.post('/api/carts', { headers, data: { name: '共有カート' } })).json();
  const kantoSlot = await slotIdOf(selectableChips(page).first());
  await chooseArea(page, '関西');
  await selectableChips(page).first().click();
  await dialog(page).getByRole('radio', { name: '他のカート' }).check();
  await dialog(page).getByRole('combobox', { name: 'カートを選択' }).click();
  await page.getByRole('option', { name: '共有カート' }).click();
  expect((await addUnitsThroughApi(page.request, headers, shared.id, kantoSlot)).status()).toBe(201);
  await submitDialog(page);
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'カートには既に関東エリアの枠が入っています。1つのカートには同じエリアの枠のみ追加できます。',
  );
  await dialog(page).getByRole('button', { name: 'キャンセル' }).click();

  // The last unit of a slot, asked for twice.
  await chooseArea(page, '関東');
  const lastUnitId = await slotIdOf(
    grid(page)
      .getByRole('button', { name: /残り1 残りわずか$/ })
      .first(),
  );
  const lastUnit = grid(page).locator(`[data-slot-id="${lastUnitId}"]`);
  await lastUnit.click();
  await submitDialog(page);
  await expect(page.getByText('1件の枠をカートに追加しました。')).toBeVisible();
  await lastUnit.click();
  await submitDialog(page);
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'カートに追加できない枠があります。件数をご確認のうえ、再度お試しください。',
  );
  await dialog(page).getByRole('button', { name: 'キャンセル' }).click();

  // The current cart deleted in another tab while the dialog is open.
  await selectableChips(page).nth(3).click();
  await expect(dialog(page).getByRole('radio', { name: /^現在のカート/ })).toBeChecked();
  const otherTab = await context.newPage();
  expect((await otherTab.request.delete(`/api/carts/${await currentCartId(page)}`, { headers })).status()).toBe(204);
  await otherTab.close();
  await submitDialog(page);
  await expect(dialog(page).getByRole('alert')).toHaveText('カートが存在しないか、既に削除されています。');
  await expect(dialog(page).getByRole('radio', { name: '新しいカート' })).toBeChecked();
});

test('the search survives a reload, and another user starts afresh', async ({ page }) => {
  await openProgramGuide(page, 'agency-admin@demo.tvcm.jp');
  await chooseArea(page, '関西');
  await page.getByRole('button', { name: '1週間' }).click();
  await expect(columnHeaders(page)).toHaveCount(8);

  await page.reload();
  await expect(areaSelect(page)).toHaveText('関西');
  await expect(columnHeaders(page)).toHaveCount(8);

  await page.getByRole('banner').getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await openProgramGuide(page, 'agency-user@demo.tvcm.jp');
  await expect(areaSelect(page)).toHaveText('関東');
  await expect(columnHeaders(page)).toHaveCount(6);
});

test('no serious or critical accessibility violation, with the add-to-cart dialog open', async ({ page }) => {
  await openProgramGuide(page, 'agency-admin@demo.tvcm.jp');
  await goToDaysOnSale(page);
  await expect(selectableChips(page).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await selectableChips(page).first().click();
  await expect(dialog(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a trial company sees only the station that granted it', async ({ page }) => {
  await openProgramGuide(page, 'trial@demo.tvcm.jp');
  await expect(columnHeaders(page)).toHaveText(['時刻', '朝凪']);
  const areas = await (await page.request.get('/api/areas')).json();
  expect(
    areas.areas.flatMap((area: { stations: { shortName: string }[] }) => area.stations.map((station) => station.shortName)),
  ).toEqual(['朝凪']);
});

test('a user without the licence gets CEA-LIC03001 on the page and 403 from the API', async ({ page }) => {
  await loginThroughPage(page, 'nolicence@demo.tvcm.jp');
  await expectOnTop(page);
  await page.goto(PROGRAM_GUIDE);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'この機能を利用するためのライセンスが設定されていません。運用管理者にライセンスの設定をご依頼ください。',
  );
  const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
  expect((await page.request.get(`/api/program-guide?area=kanto&date=${today}`)).status()).toBe(403);
  expect((await page.request.get(`/api/slots?dateFrom=${today}&dateTo=${today}`)).status()).toBe(403);
});

test('the slot lists of the menu start from the first area, slots on sale first, preset to their kind', async ({ page }) => {
  await loginThroughPage(page, 'agency-admin@demo.tvcm.jp');
  await expectOnTop(page);
  await page
    .getByRole('navigation', { name: 'サイドメニュー' })
    .getByRole('button', { name: /枠一覧/ })
    .hover();
  await page.getByRole('link', { name: '直前枠' }).click();
  await expect(page).toHaveURL(/\/agency\/positions\?kind_cm=2$/);
  await expect(page.getByRole('heading', { level: 1, name: '直前枠' })).toBeVisible();
  await expect(areaSelect(page)).toHaveText('関東');
  const table = page.getByRole('table', { name: '枠の一覧' });
  await expect(table.getByRole('row').nth(1)).toContainText('直前');
  await expect(table.getByRole('row').nth(1).getByRole('button', { name: /^追加/ })).toBeEnabled();

  // The list as it is shown, saved as an .xlsx: the same first slot, its price a number.
  const firstRow = await table.getByRole('row').nth(1).innerText();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '一覧をExcelで保存' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^枠一覧_関東_\d{8}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const headerRow = sheet?.getRow(10).values as ExcelJS.CellValue[];
  const first = sheet?.getRow(11);
  const price = first?.getCell(headerRow.indexOf('料金')).value;
  expect(typeof price).toBe('number');
  expect(firstRow).toContain(Number(price).toLocaleString('ja-JP'));
  expect(first?.getCell(headerRow.indexOf('種別')).value).toBe('直前');
  await expect(page.getByText('推定値', { exact: true })).toBeVisible();
  await table.getByRole('button', { name: /^追加/, disabled: false }).first().click();
  await expect(dialog(page)).toBeVisible();
});

test('figures: answer-to-paint of the timetable and frame times while scrolling the day', async ({ page }) => {
  await openProgramGuide(page, 'agency-admin@demo.tvcm.jp');
  await goToDaysOnSale(page);
  await expect(selectableChips(page).first()).toBeVisible();
  const paints = await page.evaluate(() =>
    performance.getEntriesByName('timetable:answer-to-paint').map((entry) => entry.duration),
  );
  expect(paints.length).toBeGreaterThan(0);
  const frames = await page.getByTestId('timetable-scroller').evaluate(
    (scroller) =>
      new Promise<number[]>((resolve) => {
        const gaps: number[] = [];
        let last = performance.now();
        const step = (now: number) => {
          gaps.push(now - last);
          last = now;
          scroller.scrollTop += 120;
          if (gaps.length < 90 && scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight) requestAnimationFrame(step);
          else resolve(gaps.slice(1));
        };
        requestAnimationFrame(step);
      }),
  );
  const sorted = [...frames].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  console.log(
    `timetable answer-to-paint: ${paints.map((ms) => `${ms.toFixed(1)} ms`).join(', ')}; ` +
      `scrolling the day: ${frames.length} frames, p95 ${p95.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
});
