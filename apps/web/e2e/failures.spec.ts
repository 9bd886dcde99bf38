import { expect, type Page, test } from '@playwright/test';
import type Database from 'better-sqlite3';
import { type ApiProcess, startApiProcess } from './api-process';
import { loginThroughPage } from './fixtures';

// Each class of failure of SPEC.md §8, produced for real: a stopped process, a database that
// refuses a write, an answer slower than the browser waits, a session ended elsewhere.

const MESSAGES = {
  networkFailure: 'サーバーに接続できません。ネットワーク環境をご確認ください。',
  serverFault: '予期しないエラーが発生しました。しばらくしてから再度お試しください。',
  timeout: 'サーバーとの通信がタイムアウトしました。再度お試しください。',
  loginAgain: '接続状態に問題が発生しました。お手数ですが、再度ログインしてください。',
};

const PROFILE_PATH = '/agency/edit_my_profile';

async function openProfile(page: Page, api: ApiProcess): Promise<void> {
  await page.goto(`${api.baseURL}/login`);
  await loginThroughPage(page, 'agency-admin@demo.tvcm.jp');
  await expect(page).toHaveURL(/\/top$/);
  await page.getByRole('banner').getByRole('link', { name: 'マイページ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
}

async function saveDisplayName(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: /^表示名/ }).fill(name);
  await page.getByRole('button', { name: '変更を保存' }).click();
}

const errorToast = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });

/** Records the largest number of error toasts on screen at once from now on. */
async function watchErrorToasts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const state = window as unknown as { maxErrorToasts: number };
    state.maxErrorToasts = 0;
    new MutationObserver(() => {
      state.maxErrorToasts = Math.max(state.maxErrorToasts, document.querySelectorAll('[role="alert"]').length);
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { maxErrorToasts: number }).maxErrorToasts);
}

/** The error reports the browser sent to POST /api/events, as the API stored them. */
function reportedErrors(db: Database.Database): Array<{ path?: string; detail?: Record<string, unknown> }> {
  const rows = db.prepare("select payload from client_events where type = 'error'").all() as Array<{ payload: string }>;
  return rows.map((row) => JSON.parse(row.payload));
}

test.describe('with an API process of the test’s own', () => {
  let api: ApiProcess | undefined;
  let db: Database.Database | undefined;

  test.afterEach(async () => {
    if (db?.inTransaction) db.exec('ROLLBACK');
    db?.close();
    db = undefined;
    await api?.stop();
    api = undefined;
  });

  test('the API process stopped: calls without an answer say the server cannot be reached, in one toast', async ({ page }) => {
    api = await startApiProcess();
    await openProfile(page, api);
    const maxErrorToasts = await watchErrorToasts(page);
    const failedPolls: string[] = [];
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname === '/api/notifications') failedPolls.push(request.url());
    });

    await api.stop();
    await saveDisplayName(page, '山田 次郎');

    await expect(errorToast(page, MESSAGES.networkFailure)).toBeVisible();
    // The notification poll fails as well, with its retries (1 + 3), and says the same: still one toast.
    await expect.poll(() => failedPolls.length, { timeout: 25_000 }).toBeGreaterThanOrEqual(4);
    await expect(errorToast(page, MESSAGES.networkFailure)).toHaveCount(1);
    expect(await maxErrorToasts()).toBe(1);
  });

  test('a real 500: a write the locked database refuses fails with CES-API09001 and is reported', async ({ page }) => {
    api = await startApiProcess();
    db = api.openDatabase();
    await openProfile(page, api);

    // Another process holds SQLite's write lock: the API's write waits out its busy timeout (5 s)
    // and fails with SQLITE_BUSY, which the API answers with 500.
    db.exec('BEGIN IMMEDIATE');
    await saveDisplayName(page, '山田 次郎');
    await expect(errorToast(page, MESSAGES.serverFault)).toBeVisible({ timeout: 15_000 });
    db.exec('ROLLBACK');

    // The browser reported the fault with the page it happened on.
    const openDb = db;
    await expect
      .poll(() => reportedErrors(openDb), { timeout: 10_000 })
      .toContainEqual(
        expect.objectContaining({
          path: PROFILE_PATH,
          detail: expect.objectContaining({ status: 500, method: 'PATCH', api: expect.stringMatching(/^\/api\/users\/\d+$/) }),
        }),
      );
  });

  test('a real timeout: an answer slower than this deployment waits fails with CES-API09004', async ({ page }) => {
    // The API tells the page to wait 1.5 s (WEB_REQUEST_TIMEOUT_MS) instead of the spec's 300 s.
    api = await startApiProcess({ WEB_REQUEST_TIMEOUT_MS: '1500' });
    db = api.openDatabase();
    await openProfile(page, api);

    db.exec('BEGIN IMMEDIATE');
    const started = Date.now();
    await saveDisplayName(page, '山田 次郎');
    await expect(errorToast(page, MESSAGES.timeout)).toBeVisible();
    // Given up well before the API could answer (its busy timeout is 5 s).
    expect(Date.now() - started).toBeLessThan(4_500);
    db.exec('ROLLBACK');
  });

  test('an expired client token is renewed once, and the public page’s call goes through', async ({ page }) => {
    api = await startApiProcess({ OAUTH_TOKEN_TTL_SECONDS: '1' });
    const calls: Array<{ call: string; code?: string }> = [];
    page.on('response', async (response) => {
      const pathname = new URL(response.url()).pathname;
      if (pathname !== '/api/oauth/token' && pathname !== '/api/password-resets') return;
      const entry: { call: string; code?: string } = { call: `${response.request().method()} ${pathname} ${response.status()}` };
      calls.push(entry);
      if (response.status() === 401) entry.code = (await response.json()).errors[0].code;
    });

    await page.goto(`${api.baseURL}/public/pages/password_reset`);
    await expect(page.getByRole('button', { name: '再設定メールを送信する' })).toBeVisible();
    // The token lives 1 s: by the time the visitor has typed, it has expired.
    await page.waitForTimeout(1_500);
    await page.getByRole('textbox', { name: /アカウント（メールアドレス）/ }).fill('agency-user@demo.tvcm.jp');
    await page.getByRole('button', { name: '再設定メールを送信する' }).click();

    await expect(page.getByRole('heading', { name: 'メールを送信しました' })).toBeVisible();
    expect(calls).toEqual([
      { call: 'POST /api/oauth/token 200' },
      { call: 'POST /api/password-resets 401', code: 'OAU01001' },
      { call: 'POST /api/oauth/token 200' },
      { call: 'POST /api/password-resets 202' },
    ]);
  });
});

test('a session ended elsewhere: the next call lands on the login page with the way back, and logging in returns there', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await loginThroughPage(page, 'agency-user@demo.tvcm.jp');
  await expect(page).toHaveURL(/\/top$/);
  await page.goto('/agency/program_guide?area=kanto&week=2');
  await expect(page.getByRole('heading', { level: 1, name: '番組表から探す' })).toBeVisible();

  // End the session on the server, as a logout in another tab does.
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const ended = await page.request.delete('/api/sessions', { headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } });
  expect(ended.status()).toBe(204);

  // The next notification poll (every 5 s) meets 401.
  await expect(page).toHaveURL(/\/login\?redirect=/, { timeout: 15_000 });
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/agency/program_guide?area=kanto&week=2');
  await expect(errorToast(page, MESSAGES.loginAgain)).toBeVisible();

  await loginThroughPage(page, 'agency-user@demo.tvcm.jp');
  await expect(page).toHaveURL(/\/agency\/program_guide\?area=kanto&week=2$/);
  await expect(page.getByRole('heading', { level: 1, name: '番組表から探す' })).toBeVisible();
});
