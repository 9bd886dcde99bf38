import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { type CartDetail, RATING_SCALE } from '@tvcm/contracts';
import ExcelJS from 'exceljs';
import { chipsOnSale, logIn, openDayOnSale, scrollToChipsOnSale } from './fixtures';

/*
 * The files the trading pages make: the agency saves its cart as a proposal sheet (.xlsx), and
 * the sheet, opened with the library the server writes it with, holds every line and the totals
 * as numbers, for the target and rating type the page shows.
 */

const AGENCY = 'agency-admin@demo.tvcm.jp';
const CART_NAME = '提案書テスト 関東';
/** Two 関東 stations of the demo, by the short names that label their chips. */
const STATIONS = ['みなと', '東都'];

async function addToNewOrCurrentCart(page: Page, slotId: string, newCartName?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'カートに追加' });
  await page.locator(`[data-slot-id="${slotId}"]`).click();
  await expect(dialog).toBeVisible();
  if (newCartName) {
    await dialog.getByRole('radio', { name: '新しいカート' }).check();
    await dialog.getByLabel('新しいカートの名前').fill(newCartName);
  }
  await dialog.getByRole('button', { name: 'カートに追加' }).click();
  await expect(dialog).toBeHidden();
}

const cellNumber = (value: ExcelJS.CellValue) => (typeof value === 'number' ? value : Number.NaN);

test('the agency saves its cart as a proposal sheet whose lines and totals are numbers', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, AGENCY);
  await openDayOnSale(page);
  await scrollToChipsOnSale(page, { [STATIONS[0] ?? '']: 1, [STATIONS[1] ?? '']: 1 });
  const slotIds = await Promise.all(STATIONS.map((station) => chipsOnSale(page, station).first().getAttribute('data-slot-id')));
  const [first, second] = slotIds;
  if (!first || !second) throw new Error('no slots on sale');
  await addToNewOrCurrentCart(page, first, CART_NAME);
  await addToNewOrCurrentCart(page, second);

  await page.goto('/agency/cart/list');
  await page.getByRole('link', { name: CART_NAME }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: CART_NAME })).toBeVisible();
  const cartId = /\/agency\/cart\/(\d+)/.exec(page.url())?.[1];

  // 関東 trades on 個人全体 P+C7: the page and the sheet figure for it.
  const choice = page.getByRole('group', { name: '集計条件' });
  await choice.getByRole('combobox', { name: 'ターゲット' }).click();
  await page.getByRole('option', { name: '個人全体' }).click();
  await choice.getByRole('combobox', { name: '視聴率種別' }).click();
  await page.getByRole('option', { name: 'P+C7' }).click();
  await expect(page.getByText('GRP（個人全体・P+C7）')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '提案書をExcelで保存' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^提案書_${CART_NAME}_\\d{8}\\.xlsx$`));

  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');

  // What the sheet should hold: the cart as the API figures it for the same choice.
  const answer = await page.request.get(`/api/carts/${cartId}?target=individual&ratingType=pc7`);
  const cart = (await answer.json()) as CartDetail;
  expect(cart.items).toHaveLength(2);

  const header = sheet.getRow(7);
  const headings = (header.values as ExcelJS.CellValue[]).slice(1);
  const column = (heading: string) => headings.indexOf(heading) + 1;
  expect(headings.slice(0, 3)).toEqual(['放送局', '放送日', '放送時間']);
  cart.items.forEach((item, index) => {
    const row = sheet.getRow(8 + index);
    expect(row.getCell(column('放送局')).value).toBe(item.slot.station.name);
    expect(row.getCell(column('放送日')).value).toEqual(new Date(`${item.slot.date}T00:00:00Z`));
    expect(row.getCell(column('放送日')).numFmt).toBe('yyyy/mm/dd');
    const hour = 5 + Math.floor(item.slot.start / 3600);
    const minute = String(Math.floor((item.slot.start % 3600) / 60)).padStart(2, '0');
    expect(row.getCell(column('放送時間')).value).toBe(`${hour}:${minute}`);
    expect(row.getCell(column('単価')).value).toBe(item.slot.price);
    expect(row.getCell(column('単価')).numFmt).toBe('#,##0"円"');
    expect(row.getCell(column('金額')).value).toBe(item.amount);
    expect(row.getCell(column('枠数')).value).toBe(item.quantity);
    expect(row.getCell(column('視聴率(%)')).value).toBe(item.slot.rating === null ? null : item.slot.rating / RATING_SCALE);
  });

  const totals = sheet.getRow(8 + cart.items.length);
  expect(totals.getCell(1).value).toBe('合計');
  expect(cellNumber(totals.getCell(column('枠数')).value)).toBe(cart.units);
  expect(cellNumber(totals.getCell(column('金額')).value)).toBe(cart.currentValue);
  expect(cellNumber(totals.getCell(column('GRP')).value)).toBe(cart.grp / RATING_SCALE);
  const averages = sheet.getRow(9 + cart.items.length);
  expect(averages.getCell(1).value).toBe('平均');
  expect(averages.getCell(column('パーコスト')).value).toBe(cart.averagePerCost);
  expect(averages.getCell(column('CPM')).value).toBe(cart.averageCpm);
  expect(sheet.getCell('B4').value).toBe('個人全体・P+C7');

  // On paper: the page alone, its table whole, the conditions and the totals, on A4 landscape.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'サイドメニュー' })).toBeHidden();
  await expect(page.getByRole('button', { name: '提案書をExcelで保存' })).toBeHidden();
  await expect(page.getByRole('button', { name: '購入申込' })).toBeHidden();
  await expect(page.getByText('集計条件：個人全体・P+C7')).toBeVisible();
  await expect(page.getByRole('region', { name: 'カート全体の合計' })).toBeVisible();
  for (const scroller of await page.getByRole('region', { name: /の枠$/ }).all()) {
    const cut = await scroller.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(cut).toBe(false);
  }
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  // A4 landscape in points: 297 mm × 210 mm.
  expect(pdf).toMatch(/\/MediaBox \[0 0 841\.9\d* 594\.9\d*\]/);
});
