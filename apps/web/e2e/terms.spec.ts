import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { type ApiProcess, startApiProcess } from './api-process';
import { loginThroughPage } from './fixtures';

let api: ApiProcess | undefined;

test.afterEach(async () => {
  await api?.stop();
  api = undefined;
});

test('terms-pending@demo.tvcm.jp is sent to the profile page, has no menu, and is let in after accepting', async ({ page }) => {
  // A database of its own: accepting the terms changes the demo user for good.
  api = await startApiProcess();
  const sideMenu = page.getByRole('navigation', { name: 'サイドメニュー' });

  await page.goto(`${api.baseURL}/top`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftop$/);
  await loginThroughPage(page, 'terms-pending@demo.tvcm.jp');
  await expect(page).toHaveURL(/\/agency\/edit_my_profile$/);
  await expect(page.getByText(/利用規約への同意が必要です/)).toBeVisible();
  await expect(sideMenu.getByText(/利用規約に同意いただくと/)).toBeVisible();
  await expect(sideMenu.getByRole('link')).toHaveCount(0);

  // Any other page leads back here.
  await page.goto(`${api.baseURL}/agency/program_guide?area=kanto`);
  await expect(page).toHaveURL(/\/agency\/edit_my_profile$/);
  await expect(page.getByRole('region', { name: 'tvcm-market 利用規約' })).toContainText('第1条（適用）');
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await page.getByRole('button', { name: '同意する' }).click();

  // In at once, where they were going, with their menu.
  await expect(page).toHaveURL(/\/agency\/program_guide\?area=kanto$/);
  await expect(page.getByRole('heading', { level: 1, name: '番組表から探す' })).toBeVisible();
  await expect(sideMenu.getByRole('link', { name: '番組表から探す' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '利用規約に同意しました。' })).toBeVisible();

  // Saved on the server: a reload keeps them in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '番組表から探す' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'マイページ' }).click();
  await expect(page.getByText('利用規約に同意済みです。')).toBeVisible();
});

test('a user edits the display name on the profile page and sees it in the top bar', async ({ page }) => {
  api = await startApiProcess();
  await page.goto(`${api.baseURL}/login`);
  await loginThroughPage(page, 'agency-user@demo.tvcm.jp');
  await expect(page).toHaveURL(/\/top$/);
  await page.getByRole('banner').getByRole('link', { name: 'マイページ' }).click();

  await expect(page.getByRole('region', { name: 'アカウント情報' })).toContainText('agency-user@demo.tvcm.jp');
  await page.getByRole('textbox', { name: /^表示名/ }).fill('佐藤 花');
  await page.getByRole('button', { name: '変更を保存' }).click();

  await expect(page.getByRole('status').filter({ hasText: '表示名を変更しました。' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('一般ID：佐藤 花 様', { exact: true })).toBeVisible();
});
