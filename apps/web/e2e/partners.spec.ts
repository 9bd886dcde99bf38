import { type Browser, expect, type Page, test } from '@playwright/test';
import { BASE_URL } from './e2e-env';
import { logIn, seriousViolations } from './fixtures';

/*
 * A partnership (取引先企業) takes both sides: the demo advertiser company asks the demo trial agency,
 * which accepts; a trial company cannot ask itself. The demo agency and advertiser company stay
 * partners as the seed made them, and the file ends the partnership it made, so the demo is as before.
 */

const ADVERTISER = 'advertiser@demo.tvcm.jp';
const TRIAL = 'trial@demo.tvcm.jp';
const ADVERTISER_CODE = '0000B00001';
const TRIAL_CODE = '00000T0001';

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** Another person's browser, at a desk or on a phone. */
async function browserOf(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport });
  return context.newPage();
}

const screenshot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

const partnersTable = (page: Page) => page.getByRole('table', { name: '取引先企業一覧' });
const incomingTable = (page: Page) => page.getByRole('table', { name: '届いている取引申請一覧' });

async function openSettings(page: Page): Promise<void> {
  await page.goto('/agency/sponsor');
  await expect(page.getByRole('heading', { level: 2, name: '取引先企業' })).toBeVisible();
}

async function ask(page: Page, companyCode: string): Promise<void> {
  await page.getByRole('textbox', { name: '取引先の企業コード' }).fill(companyCode);
  await page.getByRole('button', { name: '取引を申請' }).click();
}

test('one company asks another to be partners, which accepts; a trial company cannot ask', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const trial = await browserOf(browser, DESKTOP);
  await logIn(trial, TRIAL);
  await openSettings(trial);
  await ask(trial, ADVERTISER_CODE);
  await expect(trial.getByRole('textbox', { name: '取引先の企業コード' })).toHaveAccessibleDescription(
    'トライアル企業からは取引を申請できません。相手先から申請を受けて、承認してください。',
  );

  await page.setViewportSize(DESKTOP);
  await logIn(page, ADVERTISER);
  await openSettings(page);
  // The demo agency is a partner already, as the seed made it.
  await expect(partnersTable(page).getByRole('row').filter({ hasText: '0000A00001' })).toContainText('取引中');
  await ask(page, TRIAL_CODE);
  await expect(page.getByText('取引を申請しました。相手先が承認すると取引先になります。')).toBeVisible();
  const waiting = partnersTable(page).getByRole('row').filter({ hasText: TRIAL_CODE });
  await expect(waiting).toContainText('承認待ち');
  await expect(waiting.getByRole('button', { name: /への申請を取り下げ$/ })).toBeVisible();
  await screenshot(page, 'outgoing-request-1366');

  // The trial agency, at its desk and on a phone, sees the request, and accepts it.
  const phone = await browserOf(browser, PHONE);
  await logIn(phone, TRIAL);
  await openSettings(phone);
  await expect(incomingTable(phone).getByRole('row').filter({ hasText: ADVERTISER_CODE })).toBeVisible();
  await screenshot(phone, 'incoming-request-390');
  await trial.reload();
  const request = incomingTable(trial).getByRole('row').filter({ hasText: ADVERTISER_CODE });
  await expect(request).toContainText('さくら食品株式会社');
  expect(await seriousViolations(trial)).toEqual([]);
  await screenshot(trial, 'incoming-request-1366');
  await request.getByRole('button', { name: 'さくら食品株式会社からの申請を承認' }).click();
  await expect(trial.getByText('さくら食品株式会社を取引先企業に追加しました。')).toBeVisible();
  await expect(incomingTable(trial)).toHaveCount(0);
  await expect(partnersTable(trial).getByRole('row').filter({ hasText: ADVERTISER_CODE })).toContainText('取引中');

  await page.reload();
  await expect(partnersTable(page).getByRole('row').filter({ hasText: TRIAL_CODE })).toContainText('取引中');
  await screenshot(page, 'partners-1366');

  // The demo as it was: the advertiser company ends the partnership it asked for.
  await partnersTable(page)
    .getByRole('row')
    .filter({ hasText: TRIAL_CODE })
    .getByRole('button', { name: /を取引先から削除$/ })
    .click();
  await expect(partnersTable(page).getByRole('row').filter({ hasText: TRIAL_CODE })).toHaveCount(0);
});
