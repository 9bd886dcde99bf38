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
