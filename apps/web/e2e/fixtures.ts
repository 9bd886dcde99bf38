import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
