import { expect, type Page, test } from '@playwright/test';
import { expectOnTop, loginThroughPage, seriousViolations } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const APP_NAME = 'tvcm-market';
const NOT_FOUND_HEADING = 'ページが見つかりません（404）';
const LICENCE_MISSING = 'この機能を利用するためのライセンスが設定されていません。運用管理者にライセンスの設定をご依頼ください。';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'サイドメニュー' });
const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

async function logIn(page: Page, account: string): Promise<void> {
  await loginThroughPage(page, account);
  await expectOnTop(page);
  await expect(page.getByRole('heading', { level: 1, name: /^ようこそ、/ })).toBeVisible();
}

/**
 * Every address the side menu leads to, as a person finds them: the direct links, and the links
 * of each group's popup, opened from the keyboard one group at a time.
 */
async function menuDestinations(page: Page): Promise<string[]> {
  const menu = sideMenu(page);
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // The groups' triggers: every expandable button but the menu's own toggle.
  const triggers = menu.locator('button[aria-expanded]:not([aria-label="メニューの開閉"])');
  const count = await triggers.count();
  for (let index = 0; index < count; index += 1) {
    const trigger = triggers.nth(index);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const popupId = await trigger.getAttribute('aria-controls');
    const popupLinks = page.locator(`[id="${popupId}"]`).getByRole('link');
    await expect(popupLinks.first()).toBeVisible();
    hrefs.push(...(await popupLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))));
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  }
  return [...new Set(hrefs)];
}

// The help pages are another part's; their titles are checked there.
const HELP_PATHS = ['/help', '/wp/guide', '/wp/data_user_guide', '/config/purchase_booking_guide'];

test.describe('every menu destination of every demo account answers a page inside the shell', () => {
  const accounts = [
    { account: 'agency-admin@demo.tvcm.jp', atLeast: 24 },
    { account: 'agency-user@demo.tvcm.jp', atLeast: 5 },
    { account: 'advertiser@demo.tvcm.jp', atLeast: 5 },
    { account: 'station-admin@demo.tvcm.jp', atLeast: 8 },
    { account: 'station-user@demo.tvcm.jp', atLeast: 2 },
    { account: 'data-admin@demo.tvcm.jp', atLeast: 3 },
    { account: 'trial@demo.tvcm.jp', atLeast: 2 },
  ];
  for (const { account, atLeast } of accounts) {
    test(account, async ({ page }) => {
      test.setTimeout(240_000);
      await logIn(page, account);
      const destinations = await menuDestinations(page);
      expect(destinations.length).toBeGreaterThanOrEqual(atLeast);

      for (const href of destinations) {
        // Bounded waits: a page that never arrives fails here, naming its address.
        const response = await page.goto(href, { timeout: 30_000 });
        expect(response?.status(), href).toBe(200);
        await expect(pageHeading(page), href).toBeVisible();
        const heading = (await pageHeading(page).textContent({ timeout: 15_000 })) ?? '';
        expect(heading, href).not.toBe(NOT_FOUND_HEADING);
        expect(heading, href).not.toBe(LICENCE_MISSING);
        await expect(page.getByRole('banner'), href).toBeVisible();
        await expect(sideMenu(page), href).toBeVisible();
        const path = new URL(page.url()).pathname;
        if (path === '/top') await expect(page).toHaveTitle(`TOP | ${APP_NAME}`);
        else if (HELP_PATHS.includes(path)) await expect(page, href).toHaveTitle(new RegExp(`\\| ${APP_NAME}$`));
        else await expect(page, href).toHaveTitle(`${heading} | ${APP_NAME}`);
      }
    });
  }
});

test('a destination not provided yet names the function, says so, keeps its query and leads back to TOP', async ({ page }) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  await sideMenu(page).getByRole('link', { name: 'オークション入札一覧' }).click();

  await expect(page).toHaveURL(/\/agency\/auctions\/biddings$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: /オークション入札一覧/ })).toBeVisible();
  await expect(main.getByText('準備中')).toBeVisible();
  await expect(main.getByText(/提供開始まで今しばらくお待ちください/)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`オークション入札一覧.* \\| ${APP_NAME}$`));
  expect(await seriousViolations(page)).toEqual([]);
  // An address with a query (a bookmark of the main site's page) is the same page, its query kept.
  await page.goto('/agency/auctions/biddings?sort=created_at&order=desc');
  await expect(main.getByText('準備中')).toBeVisible();
  await expect(page).toHaveURL(/\/agency\/auctions\/biddings\?sort=created_at&order=desc$/);

  await main.getByRole('link', { name: 'TOPへ戻る' }).click();
  await expectOnTop(page);
});

test('a destination not provided yet is guarded by its menu entry’s rule', async ({ page }) => {
  await logIn(page, 'agency-user@demo.tvcm.jp');
  const response = await page.goto('/station/auctions');
  expect(response?.status()).toBe(200);
  await expect(pageHeading(page)).toHaveText(LICENCE_MISSING);
});

test.describe('an unknown address', () => {
  test('answers HTTP 404 and the standalone 404 page when logged out', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
    await expect(page.getByRole('link', { name: 'TOP' })).toHaveAttribute('href', '/top');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page).toHaveTitle(`${NOT_FOUND_HEADING} | ${APP_NAME}`);
    await expect(page).toHaveURL(/\/no\/such\/page$/);
  });

  test('answers HTTP 404 and the 404 page inside the shell when logged in', async ({ page }) => {
    await logIn(page, 'agency-admin@demo.tvcm.jp');
    const response = await page.goto('/agency/no_such_page?x=1');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'TOP', exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${NOT_FOUND_HEADING} | ${APP_NAME}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Reached inside the app too, the same page; and its button leads to TOP.
    await main.getByRole('link', { name: 'TOP' }).click();
    await expectOnTop(page);
  });
});

test('the お知らせ links on TOP lead to the lists they talk about', async ({ page }) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  const notices = page.getByRole('region', { name: 'お知らせ' });
  const expected: Record<string, string> = {
    '未購入のテレビCMカートがあります。': 'カート一覧',
    'テレビCMのカートが届いています。': 'カート一覧',
    '配信サービスのカートが届いています。': 'カート一覧（配信サービス）',
    'テレビCMの申込の手続きが進みました。': '申込一覧',
    '未購入の配信サービスカートがあります。': 'カート一覧（配信サービス）',
    '配信サービスの申込の手続きが進みました。': '申込一覧（配信サービス）',
  };
  const texts = await notices.getByRole('link').allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    const heading = expected[text.trim()];
    expect(heading, text).toBeDefined();
    const link = notices.getByRole('link', { name: text.trim() });
    const href = await link.getAttribute('href');
    await link.click();
    await expect(pageHeading(page), text).toHaveText(heading ?? '');
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(href);
    await page.goBack();
    await expectOnTop(page);
  }
});

test.describe('each page names the tab', () => {
  test('login, TOP, the program guide, the slot lists', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(`ログイン | ${APP_NAME}`);
    await logIn(page, 'agency-admin@demo.tvcm.jp');
    await expect(page).toHaveTitle(`TOP | ${APP_NAME}`);
    await sideMenu(page).getByRole('link', { name: '番組表から探す' }).click();
    await expect(page).toHaveTitle(`番組表から探す | ${APP_NAME}`);
    await page.goto('/agency/positions?kind_cm=2');
    await expect(pageHeading(page)).toBeVisible();
    await expect(page).toHaveTitle(`${await pageHeading(page).textContent()} | ${APP_NAME}`);
    await page.goto('/agency/edit_my_profile');
    await expect(page).toHaveTitle(`マイページ | ${APP_NAME}`);
  });
});
