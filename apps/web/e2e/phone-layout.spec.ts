import { expect, type Locator, type Page, test } from '@playwright/test';
import { logIn, seriousViolations } from './fixtures';

// A common phone (iPhone 12 to 15) in portrait.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'サイドメニュー' });
const banner = (page: Page) => page.getByRole('banner');
const menuToggle = (page: Page) => sideMenu(page).getByRole('button', { name: 'メニューの開閉' });

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

async function expectInsideViewport(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
}

test('the menu starts collapsed, the top bar is one line and nothing scrolls sideways', async ({ page }) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  await expect(page.getByRole('heading', { level: 1, name: /^ようこそ、/ })).toBeVisible();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => Math.round((await sideMenu(page).boundingBox())?.width ?? 0)).toBe(60);
  await expectNoSidewaysScroll(page);

  // The name keeps to one line (shortened with an ellipsis), and so does the whole top bar.
  const name = banner(page).getByText('管理者ID：山田 太郎 様', { exact: true });
  await expect(name).toBeVisible();
  await expect(name).toHaveAttribute('title', '管理者ID：山田 太郎 様');
  const { height, lineHeight } = await name.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
  }));
  expect(height).toBeCloseTo(lineHeight, 0);
  await expect(banner(page).getByText('52,000pt')).toBeVisible();
  for (const part of [name, banner(page).getByRole('link', { name: 'ヘルプ' }), banner(page).getByText('52,000pt')]) {
    await expectInsideViewport(part);
  }
  expect((await banner(page).boundingBox())?.height ?? 0).toBeLessThanOrEqual(61);

  expect(await seriousViolations(page)).toEqual([]);
});

test('popups and names of the collapsed menu stay on screen', async ({ page }) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  const slotList = sideMenu(page).getByRole('button', { name: '枠一覧から探す' });
  await slotList.click();
  const popup = sideMenu(page).getByRole('list', { name: '枠一覧から探す' });
  await expect(popup).toBeVisible();
  await expectInsideViewport(sideMenu(page).locator('[data-menu-aim-target]'));
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The lowest entry's popup too, moved up to stay inside the window.
  const airing = sideMenu(page).getByRole('button', { name: '放送条件から探す' });
  await airing.click();
  await expect(sideMenu(page).getByRole('list', { name: '放送条件から探す' })).toBeVisible();
  await expectInsideViewport(sideMenu(page).locator('[data-menu-aim-target]'));
  await expectNoSidewaysScroll(page);
});

test('opened, the menu lies over the page as a drawer and closes once a page is chosen', async ({ page }) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  await expect(page.getByRole('heading', { level: 1, name: /^ようこそ、/ })).toBeVisible();
  const main = page.getByRole('main');
  const mainLeft = (await main.boundingBox())?.x;

  await menuToggle(page).click();
  await expect.poll(async () => Math.round((await sideMenu(page).boundingBox())?.width ?? 0)).toBe(226);
  // The page keeps its place and width underneath: nothing is pushed sideways.
  expect((await main.boundingBox())?.x).toBe(mainLeft);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  await sideMenu(page).getByRole('link', { name: '番組表から探す' }).click();
  await expect(page).toHaveURL(/\/agency\/program_guide/);
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => Math.round((await sideMenu(page).boundingBox())?.width ?? 0)).toBe(60);
});

test('a menu left open is closed again after a reload: the drawer does not cover the page it reloads', async ({ page }) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  await menuToggle(page).click();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^ようこそ、/ })).toBeVisible();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => Math.round((await sideMenu(page).boundingBox())?.width ?? 0)).toBe(60);
});
