import { expect, type Locator, type Page, test } from '@playwright/test';
import { POPUP_HOVER_DELAY_MS } from '@tvcm/contracts';
import { logIn, seriousViolations } from './fixtures';

// Tall enough that no demo menu scrolls: the menu is the plain 226 px of SPEC.md §9.
test.use({ viewport: { width: 1280, height: 900 } });

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'サイドメニュー' });
const menuToggle = (page: Page) => sideMenu(page).getByRole('button', { name: 'メニューの開閉' });
const openPopups = (page: Page) => sideMenu(page).locator('[data-menu-aim-target]');

async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

test('a diagonal move from 枠一覧から探す over its neighbour lands on 直前枠', async ({ page }) => {
  // The page's timers run on Playwright's clock: the test holds the pointer over the neighbour for
  // longer than the hover delay by moving time, not by waiting for it.
  await page.clock.install();
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  await expect(sideMenu(page).getByRole('button', { name: '枠一覧から探す' })).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));

  const parent = sideMenu(page).getByRole('button', { name: '枠一覧から探す' });
  const neighbour = sideMenu(page).getByRole('button', { name: '放送条件から探す' });
  const popup = sideMenu(page).getByRole('list', { name: '枠一覧から探す' });
  const start = await centreOf(parent);
  await page.mouse.move(start.x, start.y);
  await page.clock.runFor(POPUP_HOVER_DELAY_MS);
  await expect(popup).toBeVisible();

  const target = popup.getByRole('link', { name: '直前枠' });
  const targetBox = (await target.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const end = { x: targetBox.x + 40, y: targetBox.y + targetBox.height / 2 };
  // The point of the straight line from the parent to 直前枠 that lies over the neighbour's middle.
  const over = await centreOf(neighbour);
  const share = (over.y - start.y) / (end.y - start.y);
  const midway = { x: start.x + (end.x - start.x) * share, y: over.y };
  expect(midway.x).toBeLessThan(over.box.x + over.box.width);

  await page.mouse.move(midway.x, midway.y, { steps: 8 });
  // Longer than the hover delay over the neighbour: without the safe triangle its popup would open.
  await page.clock.runFor(POPUP_HOVER_DELAY_MS * 2);
  await expect(neighbour).toHaveAttribute('aria-expanded', 'false');
  await expect(parent).toHaveAttribute('aria-expanded', 'true');

  await page.mouse.move(end.x, end.y, { steps: 8 });
  await page.clock.runFor(1_000);
  await expect(popup).toBeVisible();
  await expect(neighbour).toHaveAttribute('aria-expanded', 'false');
  expect(await target.evaluate((link) => link.matches(':hover'))).toBe(true);
  await page.mouse.down();
  await page.mouse.up();
  await expect(page).toHaveURL(/\/agency\/positions\?kind_cm=2$/);
});

test('a pointer that stops on the neighbour opens its popup instead', async ({ page }) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  const parent = sideMenu(page).getByRole('button', { name: '枠一覧から探す' });
  const neighbour = sideMenu(page).getByRole('button', { name: '放送条件から探す' });
  await parent.hover();
  await expect(parent).toHaveAttribute('aria-expanded', 'true');
  await neighbour.hover();
  await expect(neighbour).toHaveAttribute('aria-expanded', 'true');
  await expect(parent).toHaveAttribute('aria-expanded', 'false');
  await expect(openPopups(page)).toHaveCount(1);
});

test('only one popup is open: a focused parent and a hovered one do not stack', async ({ page }) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  const focused = sideMenu(page).getByRole('button', { name: '枠一覧から探す' });
  const hovered = sideMenu(page).getByRole('button', { name: 'ガイド' });
  await focused.focus();
  await expect(sideMenu(page).getByRole('list', { name: '枠一覧から探す' })).toBeVisible();

  await hovered.hover();
  await expect(sideMenu(page).getByRole('list', { name: 'ガイド' })).toBeVisible();
  await expect(sideMenu(page).getByRole('list', { name: '枠一覧から探す' })).toBeHidden();
  await expect(openPopups(page)).toHaveCount(1);
  await expect(focused).toHaveAttribute('aria-expanded', 'false');
});

test('a second click on an open parent closes its popup', async ({ page }) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  const parent = sideMenu(page).getByRole('button', { name: 'ガイド' });
  const popup = sideMenu(page).getByRole('list', { name: 'ガイド' });
  await parent.click();
  await expect(popup).toBeVisible();
  await parent.click();
  await expect(popup).toBeHidden();
  await expect(parent).toHaveAttribute('aria-expanded', 'false');
  await parent.click();
  await expect(popup).toBeVisible();
});

test('the collapsed menu shows an icon per entry, named by the entry, with its name on hover', async ({ page }) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  await menuToggle(page).click();
  await expect.poll(async () => Math.round((await sideMenu(page).boundingBox())?.width ?? 0)).toBe(60);

  const entries = [
    { role: 'link' as const, name: 'TOP' },
    { role: 'button' as const, name: 'ガイド' },
    { role: 'link' as const, name: '番組表から探す' },
    { role: 'button' as const, name: '枠一覧から探す' },
    { role: 'link' as const, name: 'ターゲットから探す' },
    { role: 'link' as const, name: 'ユーザー一覧' },
  ];
  for (const { role, name } of entries) {
    const entry = sideMenu(page).getByRole(role, { name, exact: true });
    await expect(entry).toBeVisible();
    await expect(entry.locator('svg')).toBeVisible();
  }

  // The name of a collapsed link appears beside it on hover, as a tooltip.
  const timetable = sideMenu(page).getByRole('link', { name: '番組表から探す' });
  const tooltip = sideMenu(page).locator('[aria-hidden="true"]').getByText('番組表から探す', { exact: true });
  await expect(tooltip).toBeHidden();
  await timetable.hover();
  await expect(tooltip).toBeVisible();
  const tooltipBox = await tooltip.boundingBox();
  expect(tooltipBox?.x ?? 0).toBeGreaterThanOrEqual(60);
  await page.mouse.move(900, 600);
  await expect(tooltip).toBeHidden();

  expect(await seriousViolations(page)).toEqual([]);
});

test('the logo leads to TOP, also for a broadcaster, whose menu has no TOP entry', async ({ page }) => {
  await logIn(page, 'station-admin@demo.tvcm.jp');
  await expect(sideMenu(page).getByRole('link', { name: 'TOP', exact: true })).toHaveCount(0);
  await page.goto('/agency/edit_my_profile');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();

  const logo = sideMenu(page).getByRole('link', { name: 'TOPページへ' });
  await expect(logo).toHaveAttribute('href', '/top');
  await expect(logo.getByRole('img')).toBeVisible();
  await logo.click();
  await expect(page).toHaveURL(/\/top$/);
});
