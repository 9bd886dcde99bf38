import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  chipsOnSale,
  logIn,
  newBrowserPage,
  openDayOnSale,
  scrollToChipsOnSale,
  seriousViolations,
  timetableGrid,
} from './fixtures';
import { waitForMail } from './mailbox';

/*
 * A station lets a trial company in: view only, then view and apply, then nothing. The demo trial
 * company starts with a view grant from the 関東 ANN station (朝凪) only. This file runs after
 * trading.spec.ts (files run in name order on one server), whose first reception it leaves alone.
 */

const STATION_ADMIN = 'station-admin@demo.tvcm.jp';
const TRIAL = 'trial@demo.tvcm.jp';
const TRIAL_COMPANY = 'つばさ商事株式会社（トライアル）';
const STATION_COMPANY = '株式会社みなと放送';
const CART_NAME = 'トライアル申込';

const grid = timetableGrid;

async function setGrant(station: Page, action: '付与' | '変更', scope: RegExp): Promise<void> {
  const label = action === '付与' ? `${TRIAL_COMPANY}に権限を付与` : `${TRIAL_COMPANY}の権限を変更`;
  await station.getByRole('button', { name: label }).click();
  const form = station.getByRole('dialog', { name: action === '付与' ? '権限の付与' : '権限の変更' });
  await form.getByRole('radio', { name: scope }).check();
  await form.getByRole('button', { name: '確認へ' }).click();
  await form.getByRole('button', { name: `${action}する` }).click();
  await expect(station.getByText(`${label}しました。`)).toBeVisible();
}

async function applyFor(trial: Page, cartName: string): Promise<Locator> {
  await trial.goto('/agency/cart/list');
  await trial.getByRole('link', { name: cartName }).first().click();
  await expect(trial.getByRole('heading', { level: 1, name: new RegExp(cartName) })).toBeVisible();
  await trial.getByRole('button', { name: '購入申込' }).click();
  const apply = trial.getByRole('dialog', { name: '購入申込' });
  await apply.getByRole('combobox', { name: '広告主' }).click();
  await trial.getByRole('option', { name: /つばさ飲料株式会社/ }).click();
  await apply.getByLabel('商品名').fill('つばさ緑茶');
  await apply.getByLabel('担当者名').fill('渡辺 さくら');
  await apply.getByLabel('担当者の電話番号').fill('03-2222-3333');
  await apply.getByLabel('みなとテレビの販売条件に同意する').check();
  await apply.getByRole('button', { name: '申し込む' }).click();
  return apply;
}

test('the demo station grants the trial company viewing, then applying, then revokes it; search and applications follow', async ({
  page: station,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(station, STATION_ADMIN);
  await station.goto('/station/permission/trial_user');
  await expect(station.getByRole('heading', { level: 1, name: 'トライアルユーザーの権限設定' })).toBeVisible();
  const row = station.getByRole('table', { name: 'トライアル企業一覧' }).getByRole('row').filter({ hasText: TRIAL_COMPANY });
  await expect(row).toContainText('未付与');
  await expect(row).toContainText('渡辺 さくら');
  expect(await seriousViolations(station)).toEqual([]);

  // View only: the trial user now finds みなと beside 朝凪, may fill a cart, and may not apply.
  await setGrant(station, '付与', /^閲覧のみ/);
  await expect(row).toContainText('閲覧のみ');
  await expect(row).toContainText('有効');
  await waitForMail(TRIAL, `${STATION_COMPANY}のトライアル利用権限が付与されました`);

  const trial = await newBrowserPage(browser);
  await logIn(trial, TRIAL);
  await openDayOnSale(trial);
  await expect(grid(trial).getByRole('columnheader')).toHaveText(['時刻', 'みなと', '朝凪']);
  await scrollToChipsOnSale(trial, { みなと: 1 });
  const chip = chipsOnSale(trial, 'みなと').first();
  await chip.click();
  const add = trial.getByRole('dialog', { name: 'カートに追加' });
  await add.getByRole('radio', { name: '新しいカート' }).check();
  await add.getByLabel('新しいカートの名前').fill(CART_NAME);
  await add.getByRole('button', { name: 'カートに追加' }).click();
  await expect(add).toBeHidden();

  const refused = await applyFor(trial, CART_NAME);
  await expect(
    refused.getByText(/次の放送局からは購入申込の権限が付与されていないため、申し込めません：みなとテレビ/),
  ).toBeVisible();
  await refused.getByRole('button', { name: 'キャンセル' }).click();

  // View and apply: the same cart goes through.
  await setGrant(station, '変更', /^閲覧・申込/);
  await expect(row).toContainText('閲覧・申込');
  await waitForMail(TRIAL, `${STATION_COMPANY}のトライアル利用権限が変更されました`);
  await applyFor(trial, CART_NAME);
  await expect(trial.getByText('購入申込を受け付けました（1件）。')).toBeVisible();

  // Revoked: みなと leaves the trial user's search at once; the application stays.
  await row.getByRole('button', { name: `${TRIAL_COMPANY}の権限を取消` }).click();
  const revoke = station.getByRole('dialog', { name: '権限の取消' });
  await revoke.getByRole('button', { name: '取り消す' }).click();
  await expect(station.getByText(`${TRIAL_COMPANY}の権限を取り消しました。`)).toBeVisible();
  await expect(row).toContainText('未付与');
  await waitForMail(TRIAL, `${STATION_COMPANY}のトライアル利用権限が取り消されました`);

  await row.getByRole('button', { name: `${TRIAL_COMPANY}の権限の履歴` }).click();
  const history = station.getByRole('dialog', { name: `権限の履歴：${TRIAL_COMPANY}` });
  await expect(history.getByRole('table', { name: '権限の履歴' }).getByRole('row')).toHaveCount(4);
  expect(await seriousViolations(station)).toEqual([]);

  await openDayOnSale(trial);
  await expect(grid(trial).getByRole('columnheader')).toHaveText(['時刻', '朝凪']);
  await trial.goto('/agency/bookings');
  await expect(trial.getByRole('table').getByRole('row').filter({ hasText: 'みなと' })).toHaveCount(1);
});
