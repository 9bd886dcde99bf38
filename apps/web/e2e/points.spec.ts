import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { addDays, businessDateOf } from '@tvcm/contracts';
import { logIn, seriousViolations } from './fixtures';

const DAY_MS = 86_400_000;
const historyTable = (page: Page) => page.getByRole('table', { name: 'ポイント履歴の一覧' });

/** The demo ledger is placed relative to the server's start; these dates hold whatever minute the test runs in. */
const period = () => {
  const now = Date.now();
  return { from: businessDateOf(now - 97 * DAY_MS), lastDay: businessDateOf(now - 63 * DAY_MS) };
};

test('the points page from the top bar: a narrower period shows its rows, asks for the day after the last, and downloads as CSV', async ({
  page,
}) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /保有ポイント/ })
    .click();
  await expect(page).toHaveURL(/\/agency\/point_service\/points/);
  await expect(page.getByRole('heading', { level: 1, name: 'ポイント' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('definition')).toHaveText('52,000pt');
  // This month in Japan by default.
  const today = businessDateOf(Date.now());
  const monthStart = `${today.slice(0, 8)}01`;
  await expect(page.getByLabel('期間（開始日）')).toHaveValue(monthStart);
  await expect(page.getByLabel('期間（終了日）')).toHaveValue(addDays(`${addDays(monthStart, 32).slice(0, 8)}01`, -1));
  await expect(historyTable(page)).toBeVisible();

  const { from, lastDay } = period();
  await page.getByLabel('期間（開始日）').fill(from);
  await page.getByLabel('期間（終了日）').fill(lastDay);
  const historyRequest = page.waitForRequest((request) => request.url().includes('/histories?'));
  await page.getByRole('button', { name: '検索' }).click();
  const sent = new URL((await historyRequest).url()).searchParams;
  expect({ from: sent.get('from'), to: sent.get('to') }).toEqual({ from, to: addDays(lastDay, 1) });

  const rows = historyTable(page).getByRole('row');
  await expect(rows).toHaveCount(4); // the heading and three entries
  await expect(rows.nth(1)).toContainText('ターゲットデータ購入：名古屋 世帯視聴データ（4週）');
  await expect(rows.nth(1)).toContainText('−21,000pt');
  await expect(rows.nth(2)).toContainText('ターゲットデータ購入の取消（関西 M2層 一部）');
  await expect(rows.nth(2)).toContainText('+8,000pt');
  await expect(rows.nth(3)).toContainText('全枠分析レポート：関東5局 月次');
  await expect(rows.nth(3)).toContainText('佐藤 花子');
  expect(await seriousViolations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSVダウンロード' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ポイント履歴_${from}_${lastDay}.csv`);
  const bytes = await readFile((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('日時,種別,内容,ポイント,残高,利用者,有効期限');
  expect(lines).toHaveLength(4);
  expect(lines[1]).toContain('ターゲットデータ購入：名古屋 世帯視聴データ（4週）');
});

test('an end before the start is refused before anything is asked', async ({ page }) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  await page.goto('/agency/point_service/points');
  await expect(historyTable(page)).toBeVisible();
  const { from, lastDay } = period();
  await page.getByLabel('期間（開始日）').fill(lastDay);
  await page.getByLabel('期間（終了日）').fill(from);
  let asked = false;
  page.on('request', (request) => {
    if (request.url().includes('/histories?')) asked = true;
  });
  await page.getByRole('button', { name: '検索' }).click();
  await expect(page.getByText('終了日は開始日以降の日付を入力してください。')).toBeVisible();
  expect(asked).toBe(false);
});

test('a company without the point service sees the licence message and no balance', async ({ page }) => {
  await logIn(page, 'advertiser@demo.tvcm.jp');
  await expect(page.getByRole('banner').getByRole('link', { name: /保有ポイント/ })).toHaveCount(0);
  await page.goto('/agency/point_service/points');
  await expect(page.getByRole('main')).toContainText(
    'この機能を利用するためのライセンスが設定されていません。運用管理者にライセンスの設定をご依頼ください。',
  );
});
