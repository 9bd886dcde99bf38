import { expect, type Page, test } from '@playwright/test';
import { logIn, seriousViolations } from './fixtures';

// A desktop window: the menu is open and its popups open beside it.
test.use({ viewport: { width: 1280, height: 900 } });

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'サイドメニュー' });
const banner = (page: Page) => page.getByRole('banner');

/** A help page inside the shell: its one h1, its tab title, its contents, and the top bar and menu around it. */
async function expectHelpPageInShell(page: Page, address: RegExp, title: string): Promise<void> {
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | tvcm-market`);
  await expect(page.getByRole('navigation', { name: '目次' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'ヘルプ', exact: true })).toBeVisible();
  await expect(sideMenu(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

/** Opens the menu's ガイド popup and picks one of its guides. */
async function guideLink(page: Page, name: RegExp) {
  await sideMenu(page).getByRole('button', { name: 'ガイド', exact: true }).hover();
  const popup = sideMenu(page).getByRole('list', { name: 'ガイド' });
  await expect(popup).toBeVisible();
  return popup.getByRole('link', { name });
}

test('the top bar ヘルプ and the menu guides open the help pages inside the shell', async ({ page }) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');

  await banner(page).getByRole('link', { name: 'ヘルプ', exact: true }).click();
  await expectHelpPageInShell(page, /\/help$/, 'ヘルプ');
  // The contents lead to the sections of the page itself.
  await page.getByRole('navigation', { name: '目次' }).getByRole('link', { name: 'ポイント', exact: true }).click();
  await expect(page).toHaveURL(/\/help#points$/);
  await expect(page.getByRole('heading', { level: 2, name: 'ポイント', exact: true })).toBeInViewport();

  // ヘルプ leads to a guide's section, client-side, and the guide opens on that section.
  await page.locator('main a[href="/wp/data_user_guide#points"]').click();
  await expectHelpPageInShell(page, /\/wp\/data_user_guide#points$/, 'データ利用ガイド');
  await expect(page.getByRole('heading', { level: 2, name: 'ポイント', exact: true })).toBeInViewport();

  await (await guideLink(page, /^検索ガイド$/)).click();
  await expectHelpPageInShell(page, /\/wp\/guide$/, '検索ガイド');
  await expect(page.getByRole('heading', { level: 2, name: '放送日と時刻の考え方' })).toBeVisible();

  await (await guideLink(page, /^データ利用ガイド$/)).click();
  await expectHelpPageInShell(page, /\/wp\/data_user_guide$/, 'データ利用ガイド');
  await expect(page.getByRole('heading', { level: 2, name: 'パーコストとCPM' })).toBeVisible();

  // The purchase-booking guide opens in a new tab, still inside the shell of the same session.
  const purchaseGuide = await guideLink(page, /^購入・予約ガイド/);
  const [guideTab] = await Promise.all([page.context().waitForEvent('page'), purchaseGuide.click()]);
  await guideTab.waitForLoadState();
  await expectHelpPageInShell(guideTab, /\/config\/purchase_booking_guide$/, '購入・予約ガイド');
  await guideTab.getByRole('link', { name: 'ヘルプの目次へ' }).click();
  await expectHelpPageInShell(guideTab, /\/help$/, 'ヘルプ');
});

test('a guide address with a section opens on that section', async ({ page }) => {
  await logIn(page, 'station-admin@demo.tvcm.jp');
  await page.goto('/config/purchase_booking_guide#station-side');
  await expect(page.getByRole('heading', { level: 2, name: '放送局の方：購入受付' })).toBeInViewport();
  await expect(page).toHaveTitle('購入・予約ガイド | tvcm-market');
});

for (const legal of [
  { path: '/terms', title: '利用規約', section: '第1条（適用）' },
  { path: '/privacy', title: 'プライバシーポリシー', section: '1. 取得する情報' },
]) {
  test(`${legal.title} is readable logged out, calls no API, and leads back to login`, async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });

    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
    await expect(page).toHaveTitle(`${legal.title} | tvcm-market`);
    await expect(page.getByRole('heading', { level: 2, name: legal.section })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'ロゴ' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(apiCalls).toEqual([]);

    await page.getByRole('banner').getByRole('link', { name: 'ログイン画面へ' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  });
}

test('the terms on /terms are the terms マイページ asks users to accept', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 2, name: '第1条（適用）' })).toBeVisible();
  const termsPage = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

  await logIn(page, 'agency-user@demo.tvcm.jp');
  await banner(page).getByRole('link', { name: 'マイページ' }).click();
  const onMyPage = page.getByRole('region', { name: 'tvcm-market 利用規約' }).getByRole('heading', { level: 4 });
  await expect(onMyPage.first()).toBeVisible();
  expect(await onMyPage.allTextContents()).toEqual(termsPage.filter((heading) => heading !== '目次'));
});
