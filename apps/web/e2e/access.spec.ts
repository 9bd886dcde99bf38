import { expect, type Page, test } from '@playwright/test';
import { expectOnTop, loginThroughPage } from './fixtures';

const LICENCE_MISSING = 'この機能を利用するためのライセンスが設定されていません。運用管理者にライセンスの設定をご依頼ください。';
const PROGRAM_GUIDE = '番組表から探す';

/** Logs in, then types the page's address into the address bar (a full load with the session). */
async function typeAddressAfterLogin(page: Page, account: string, path: string): Promise<void> {
  await page.goto('/login');
  await loginThroughPage(page, account);
  await expectOnTop(page);
  await page.goto(path);
}

test('a page the licences forbid shows CEA-LIC03001 inside the shell when its address is typed', async ({ page }) => {
  await typeAddressAfterLogin(page, 'nolicence@demo.tvcm.jp', '/agency/program_guide');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: LICENCE_MISSING })).toBeVisible();
  await expect(page).toHaveURL(/\/agency\/program_guide$/);
  await expect(page.getByRole('heading', { name: PROGRAM_GUIDE })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'サイドメニュー' })).toBeVisible();

  await main.getByRole('link', { name: 'TOPへ' }).click();
  await expectOnTop(page);
});

test('the same page opens for a user whose licence allows it', async ({ page }) => {
  await typeAddressAfterLogin(page, 'agency-user@demo.tvcm.jp', '/agency/program_guide');

  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: PROGRAM_GUIDE })).toBeVisible();
  await expect(page.getByText(LICENCE_MISSING)).toHaveCount(0);
});
