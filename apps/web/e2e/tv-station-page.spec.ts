import { expect, type Page, test } from '@playwright/test';
import { expectOnTop, loginThroughPage, seriousViolations } from './fixtures';

/* The TV station page: every demo station by area for anyone, edits for the station's own administrator only. */

const AREAS = ['関東', '関西', '中京', '北海道', '福岡'] as const;

async function openStationPage(page: Page, account: string): Promise<void> {
  await loginThroughPage(page, account);
  await expectOnTop(page);
  await page
    .getByRole('link', { name: /放送局情報/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '放送局情報' })).toBeVisible();
}

const stationCards = (page: Page) => page.getByRole('tabpanel').getByRole('heading', { level: 2 });

test('a buyer finds every demo station by area and opens one in the program guide', async ({ page }) => {
  await openStationPage(page, 'agency-admin@demo.tvcm.jp');
  const tabs = page.getByRole('tablist', { name: 'エリア' }).getByRole('tab');
  await expect(tabs).toHaveText([...AREAS]);
  for (const area of AREAS) {
    await page.getByRole('tab', { name: area }).click();
    await expect(page.getByRole('tab', { name: area })).toHaveAttribute('aria-selected', 'true');
    await expect(stationCards(page)).toHaveCount(5);
  }
  await page.getByRole('tab', { name: '関東' }).click();
  await expect(stationCards(page).first()).toContainText('みなとテレビ');
  await expect(page.getByRole('button', { name: /の放送局情報を編集$/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: '朝凪テレビを番組表で見る' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '番組表から探す' })).toBeVisible();
  await expect(page.getByRole('grid', { name: '番組表' }).getByRole('columnheader')).toHaveText(['時刻', '朝凪']);
});

test('the demo station administrator edits its own station; the server refuses another company’s', async ({ page }) => {
  await openStationPage(page, 'station-admin@demo.tvcm.jp');
  await expect(page.getByRole('button', { name: 'みなとテレビの放送局情報を編集' })).toBeVisible();
  await expect(page.getByRole('button', { name: '朝凪テレビの放送局情報を編集' })).toHaveCount(0);

  await page.getByRole('button', { name: 'みなとテレビの放送局情報を編集' }).click();
  const form = page.getByRole('dialog', { name: 'みなとテレビの放送局情報を編集' });
  await form.getByLabel('お知らせ').fill('年末年始の特別編成枠を12月1日より販売します。');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('みなとテレビの放送局情報を更新しました。')).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('年末年始の特別編成枠を12月1日より販売します。');

  const stations = (await (await page.request.get('/api/stations')).json()) as {
    areas: { stations: { id: number; code: string; profile: Record<string, string> | null }[] }[];
  };
  const other = stations.areas.flatMap((area) => area.stations).find((station) => station.code === 'kanto-ANN');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const { updatedAt: _updatedAt, ...profile } = other?.profile ?? {};
  const refused = await page.request.put(`/api/stations/${other?.id}/profile`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    data: { ...profile, notices: '他社による書き換え' },
  });
  expect(refused.status()).toBe(403);
});
