import { expect, request, test } from '@playwright/test';
import { DEMO_PASSWORD, expectOnTop, loginThroughPage } from './fixtures';

test('a demo user logs in, stays logged in across a reload, and logging out ends the session on the server', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();

  await loginThroughPage(page, 'agency-admin@demo.tvcm.jp');
  await expectOnTop(page);
  await expect(page.getByText('山田 太郎', { exact: false }).first()).toBeVisible();

  await page.reload();
  await expectOnTop(page);
  await expect(page.getByText('山田 太郎', { exact: false }).first()).toBeVisible();

  const sessionCookie = (await context.cookies()).find((cookie) => cookie.name === 'tvcm_session');
  expect(sessionCookie?.httpOnly).toBe(true);

  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login');

  const replay = await request.newContext({ baseURL, extraHTTPHeaders: { cookie: `tvcm_session=${sessionCookie?.value}` } });
  const afterLogout = await replay.get('/api/sessions');
  expect(afterLogout.status()).toBe(401);
  expect(await afterLogout.json()).toEqual({ errors: [{ code: 'AUT01002', statusCode: 401 }], path: '/session' });
  await replay.dispose();
});

test('a wrong password shows a Japanese message and keeps the user on the login page', async ({ page }) => {
  await page.goto('/login');
  await loginThroughPage(page, 'agency-admin@demo.tvcm.jp', 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('アカウントまたはパスワードが正しくありません');
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields show the required-item message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByText('必須項目です。')).toHaveCount(2);
});

test('a protected page sends a visitor to the login page and back to the same address afterwards', async ({ page }) => {
  await page.goto('/top?from=mail');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/top?from=mail');

  await loginThroughPage(page, 'agency-user@demo.tvcm.jp', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/top\?from=mail$/);
});

test('a redirect parameter to another site is ignored (no open redirect)', async ({ page }) => {
  await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2Fphish');
  await loginThroughPage(page, 'agency-user@demo.tvcm.jp');
  await expectOnTop(page);
  expect(page.url()).not.toContain('evil.example');
});

test('the app runs under its Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await loginThroughPage(page, 'agency-admin@demo.tvcm.jp');
  await expectOnTop(page);
  expect(violations).toEqual([]);
});
