import { expect, type Page, type Request, type Response, test } from '@playwright/test';
import { API_ERROR_CODES, type ApiErrorBody, DEVELOPMENT_PUBLIC_WEB_CLIENT, NOTIFICATION_POLLING_MS } from '@tvcm/contracts';
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

/**
 * Lets the test read what the browser reports to POST /api/events: Chromium hands the test the
 * body of such a fetch only when the test routes the call, which goes on to the API untouched.
 */
async function readReportBodies(page: Page): Promise<void> {
  await page.route('**/api/events', (route) => route.continue());
}

/** The answer to the browser's next error report (POST /api/events with type "error"). */
function nextErrorReport(page: Page): Promise<Response> {
  return page.waitForResponse((response) => {
    const request = response.request();
    return (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/api/events' &&
      (request.postDataJSON() as { type?: string } | null)?.type === 'error'
    );
  });
}

/** The profile form's save: PATCH /api/users/:id. */
const isSave = (request: Request) => request.method() === 'PATCH' && /^\/api\/users\/\d+$/.test(new URL(request.url()).pathname);

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
    // The page's timers run on Playwright's clock: its polls and their retries come when the test moves time.
    await page.clock.install();
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
    // Each look moves the page's time by a second, so the next poll and each retry come in turn.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1_000);
          return failedPolls.length;
        },
        { intervals: [100] },
      )
      .toBeGreaterThanOrEqual(4);
    await expect(errorToast(page, MESSAGES.networkFailure)).toHaveCount(1);
    expect(await maxErrorToasts()).toBe(1);
  });

  test('a real 503: a write the locked database refuses fails with CES-API09001 and is reported', async ({ page }) => {
    api = await startApiProcess();
    db = api.openDatabase();
    await openProfile(page, api);

    // Another process holds SQLite's write lock: the API's write waits out its busy timeout (5 s)
    // and fails with SQLITE_BUSY, which the API answers with 503 (the database is unavailable).
    await readReportBodies(page);
    const report = nextErrorReport(page);
    db.exec('BEGIN IMMEDIATE');
    await saveDisplayName(page, '山田 次郎');
    await expect(errorToast(page, MESSAGES.serverFault)).toBeVisible();
    db.exec('ROLLBACK');

    // The browser reported the fault with the page it happened on, and the API took the report.
    const reported = await report;
    expect(reported.request().postDataJSON()).toMatchObject({
      path: PROFILE_PATH,
      detail: { status: 503, method: 'PATCH', api: expect.stringMatching(/^\/api\/users\/\d+$/) },
    });
    expect(reported.status()).toBe(204);
  });

  test('a real timeout: an answer slower than this deployment waits fails with CES-API09004', async ({ page }) => {
    // The API tells the page to wait 1.5 s (WEB_REQUEST_TIMEOUT_MS) instead of the spec's 300 s.
    const webRequestTimeoutMs = 1_500;
    api = await startApiProcess({ WEB_REQUEST_TIMEOUT_MS: String(webRequestTimeoutMs) });
    db = api.openDatabase();
    // The page's timers run on Playwright's clock: the test makes its wait run out.
    await page.clock.install();
    await openProfile(page, api);
    const saveAnswers: Response[] = [];
    page.on('response', (response) => {
      if (isSave(response.request())) saveAnswers.push(response);
    });

    // The write waits for SQLite's lock, which the API would give up on only after 5 s (503).
    db.exec('BEGIN IMMEDIATE');
    const saving = page.waitForRequest(isSave);
    await saveDisplayName(page, '山田 次郎');
    await saving;
    await page.clock.runFor(webRequestTimeoutMs);
    await expect(errorToast(page, MESSAGES.timeout)).toBeVisible();
    // The page gave up while the API had not answered yet.
    expect(saveAnswers).toEqual([]);
    db.exec('ROLLBACK');
  });

  test('an expired client token is renewed once, and the public page’s call goes through', async ({ page }) => {
    // The API process reads the wall clock: its tokens expire only as real time passes, so they
    // live a few seconds here, and the test waits for the server's own answer, not for a time.
    const TOKEN_TTL_SECONDS = 3;
    api = await startApiProcess({ OAUTH_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) });
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
    // A token the test asks for now is younger than the page's: once the server refuses it as
    // expired, it refuses the page's too. The page's renewed token then lives long enough for its
    // second try, however busy the machine.
    const credentials = {
      clientId: DEVELOPMENT_PUBLIC_WEB_CLIENT.clientId,
      clientSecret: DEVELOPMENT_PUBLIC_WEB_CLIENT.clientSecret,
    };
    const base = api.baseURL;
    const issued = await page.request.post(`${base}/api/oauth/token`, {
      data: { ...credentials, grantType: 'client_credentials' },
    });
    const { accessToken } = (await issued.json()) as { accessToken: string };
    await expect
      .poll(async () => {
        const answer = await page.request.get(`${base}/api/users/trials/emails/someone%40example.jp/existence`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        return answer.ok() ? 'accepted' : ((await answer.json()) as ApiErrorBody).errors[0]?.code;
      })
      .toBe(API_ERROR_CODES.tokenExpired);
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
  // The page's timers run on Playwright's clock: the test brings the next notification poll.
  await page.clock.install();
  await page.goto('/login');
  await loginThroughPage(page, 'agency-user@demo.tvcm.jp');
  await expect(page).toHaveURL(/\/top$/);
  await page.goto('/agency/program_guide?area=kanto&week=2');
  await expect(page.getByRole('heading', { level: 1, name: '番組表から探す' })).toBeVisible();

  // End the session on the server, as a logout in another tab does.
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const ended = await page.request.delete('/api/sessions', { headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } });
  expect(ended.status()).toBe(204);

  // The next notification poll meets 401.
  await page.clock.runFor(NOTIFICATION_POLLING_MS);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/agency/program_guide?area=kanto&week=2');
  await expect(errorToast(page, MESSAGES.loginAgain)).toBeVisible();

  await loginThroughPage(page, 'agency-user@demo.tvcm.jp');
  await expect(page).toHaveURL(/\/agency\/program_guide\?area=kanto&week=2$/);
  await expect(page.getByRole('heading', { level: 1, name: '番組表から探す' })).toBeVisible();
});
