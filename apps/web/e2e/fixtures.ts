import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page } from '@playwright/test';
import { BASE_URL } from './e2e-env';

export const DEMO_PASSWORD = 'demo-pass-2026';

/** Logs in through the login page as a person would. */
export async function loginThroughPage(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('アカウント（メールアドレス）').fill(account);
  await page.getByLabel('パスワード', { exact: false }).and(page.locator('input[type="password"]')).fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

export async function expectOnTop(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/top$/);
}

/**
 * Serious and critical accessibility violations only, reported by rule and element. Checked once
 * the page's CSS transitions have ended: a dialog or toast still fading in has colours that are
 * not its own, which axe would report as contrast failures.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** A second browser of its own (cookies, storage), as another person at another desk. */
export async function newBrowserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  return context.newPage();
}

/** Logs in through the login page and waits for the top page. */
export async function logIn(page: Page, account: string): Promise<void> {
  await loginThroughPage(page, account);
  await expectOnTop(page);
}

export const timetableGrid = (page: Page) => page.getByRole('grid', { name: '番組表' });

/** The program guide's 関東 day a week and a day ahead, whose normal slots are on sale (they close a week before air). */
export async function openDayOnSale(page: Page): Promise<void> {
  await page.goto('/agency/program_guide');
  await expect(page.getByRole('heading', { level: 1, name: '番組表から探す' })).toBeVisible();
  await page.getByRole('button', { name: '1週間', exact: true }).click();
  await page.getByRole('button', { name: '翌週' }).click();
  await page.getByRole('button', { name: '1日', exact: true }).click();
  await page.getByRole('button', { name: '翌日' }).click();
}

/**
 * The 15-second chips on sale of one station in the timetable, by the short station name their
 * label starts with. One length only: an application's one material fits slots of its own length
 * (CRT00013), and a quarter of the demo's slots are 30 seconds long.
 */
export const chipsOnSale = (page: Page, station: string) =>
  timetableGrid(page).locator(
    `button[data-slot-id]:not([aria-disabled="true"])[aria-label^="${station} "][aria-label*=" 15秒 "]`,
  );

/**
 * Walks down the day shown, half a screen at a time, until the mounted rows hold at least the
 * chips on sale asked for of each station (short name → count). Which slots are still on sale
 * depends on the day the demo shows (units sell out nearer the air), so the first screen may hold
 * none: on a Wednesday, next week's Thursday opens with みなと's early breaks sold out.
 */
export async function scrollToChipsOnSale(page: Page, wanted: Record<string, number>): Promise<void> {
  const scroller = page.getByTestId('timetable-scroller');
  const counts = Object.entries(wanted);
  const enough = async () => {
    for (const [station, count] of counts) if ((await chipsOnSale(page, station).count()) < count) return false;
    return true;
  };
  await expect(async () => {
    await expect(timetableGrid(page).locator('button[data-slot-id]').first()).toBeVisible();
    const { height, step } = await scroller.evaluate((element) => ({
      height: element.scrollHeight,
      step: Math.max(100, Math.floor(element.clientHeight / 2)),
    }));
    for (let top = 0; top <= height && !(await enough()); top += step) {
      await scroller.evaluate((element, y) => element.scrollTo(0, y), top);
      // The grid mounts the rows of a new stop on its next frames: up to a second on a busy machine.
      const [station, count] = counts[0] ?? ['', 1];
      await chipsOnSale(page, station)
        .nth(count - 1)
        .waitFor({ state: 'attached', timeout: 1_000 })
        .catch(() => undefined);
    }
    expect(await enough()).toBe(true);
  }).toPass();
}
