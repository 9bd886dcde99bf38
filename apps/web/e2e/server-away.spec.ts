import { expect, type Locator, type Page, test } from '@playwright/test';
import { NOTIFICATION_POLLING_MS, SESSION_ERROR_PATH } from '@tvcm/contracts';
import { type ApiProcess, startApiProcess } from './api-process';
import { loginThroughPage } from './fixtures';

// When the API process goes away under a logged-in page: what the user is told, and how soon,
// what the figures on screen say of themselves, and that logging out still leads out.

const NETWORK_FAILURE = 'サーバーに接続できません。ネットワーク環境をご確認ください。';
const SESSION_UNAVAILABLE = 'セッション情報を取得できませんでした。しばらくしてから再度お試しください。';
const OUT_OF_DATE = '更新できませんでした';
/** The promise: the first message within this time of the server going away. */
const FIRST_MESSAGE_WITHIN_MS = 5_000;

const banner = (page: Page) => page.getByRole('banner');
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'サイドメニュー' });
const badgeOf = (entry: Locator) => entry.locator('[data-badge]');
const errorToast = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });

async function logInOnOwnApi(page: Page, api: ApiProcess): Promise<void> {
  await page.goto(`${api.baseURL}/login`);
  await loginThroughPage(page, 'agency-admin@demo.tvcm.jp');
  await expect(page).toHaveURL(/\/top$/);
  await expect(banner(page).getByRole('link', { name: /^保有ポイント\s?52,000pt$/ })).toBeVisible();
}

/** Every session check answers 503 on the session path, as a session store that keeps failing would. */
async function failSessionChecks(page: Page): Promise<void> {
  await page.route('**/api/sessions', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ code: 'SYS05001', statusCode: 503 }], path: SESSION_ERROR_PATH }),
        })
      : route.fallback(),
  );
}

/** Moves the page's clock a second at a time until `locator` shows: the guard's retries come in turn. */
async function runClockUntilVisible(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1_000);
        return locator.isVisible();
      },
      { intervals: [100], timeout: 30_000 },
    )
    .toBe(true);
}

test.describe('with an API process of the test’s own', () => {
  let api: ApiProcess | undefined;

  test.afterEach(async () => {
    await api?.stop();
    api = undefined;
  });

  test('the API stopped: a message within 5 s, the badges and the balance marked as not updated, and ログアウト still ends on the logout page', async ({
    page,
  }) => {
    api = await startApiProcess();
    // The page's timers run on Playwright's clock: its 5 s poll comes when the test moves time.
    await page.clock.install();
    await logInOnOwnApi(page, api);
    const balance = banner(page).getByRole('link', { name: /^保有ポイント/ });
    const cartBadge = badgeOf(sideMenu(page).getByRole('button', { name: /^カート一覧/ }));
    await expect(cartBadge).toHaveAttribute('data-badge', 'half');
    await expect(cartBadge).not.toHaveAttribute('data-out-of-date');

    await api.stop();
    const stoppedAt = Date.now();
    // At most one poll period passes on the page's clock: the next poll falls inside it.
    await page.clock.runFor(NOTIFICATION_POLLING_MS);
    await expect(errorToast(page, NETWORK_FAILURE)).toBeVisible({
      timeout: Math.max(0, FIRST_MESSAGE_WITHIN_MS - (Date.now() - stoppedAt)),
    });

    // The figures still shown say that they could not be updated; the balance without a message of its own.
    await expect(balance).toHaveAccessibleName(new RegExp(`^保有ポイント\\s?52,000pt\\s?（${OUT_OF_DATE}）$`));
    await expect(balance).toHaveAttribute('title', OUT_OF_DATE);
    await expect(cartBadge).toHaveAttribute('data-out-of-date', 'true');
    await expect(cartBadge).toHaveCSS('opacity', '0.35');
    // The poll's retries (SPEC.md §7) still run, and keep one toast.
    await page.clock.runFor(1_000 + 2_000 + 4_000);
    await expect(errorToast(page, NETWORK_FAILURE)).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(1);

    await banner(page).getByRole('button', { name: 'ログアウト' }).click();
    await expect(page).toHaveURL(/\/logout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeVisible();
  });

  test('a session call that keeps failing: the error page shows its logo and offers 再試行, which returns to the page once the server answers', async ({
    page,
  }) => {
    api = await startApiProcess();
    await page.clock.install();
    await logInOnOwnApi(page, api);

    await failSessionChecks(page);
    await page.reload();
    const message = page.getByText(SESSION_UNAVAILABLE);
    // The guard's call is retried (SPEC.md §7) before its failure shows.
    await runClockUntilVisible(page, message);

    const logo = page.getByRole('img', { name: 'ロゴ' });
    await expect(logo).toBeVisible();
    // Part of the bundle, not a file the server must still serve.
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(page.getByRole('link', { name: 'TOPへ' })).toHaveAttribute('href', '/top');

    await page.unroute('**/api/sessions');
    await page.getByRole('button', { name: '再試行' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^ようこそ/ })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: /^保有ポイント\s?52,000pt$/ })).toBeVisible();
  });

  test('a session call that keeps failing, then the server gone: ログアウト on the error page ends on the logout page', async ({
    page,
  }) => {
    api = await startApiProcess();
    await page.clock.install();
    await logInOnOwnApi(page, api);

    await failSessionChecks(page);
    await page.reload();
    await runClockUntilVisible(page, page.getByText(SESSION_UNAVAILABLE));
    await expect(page.getByRole('img', { name: 'ロゴ' })).toBeVisible();

    await api.stop();
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await expect(page).toHaveURL(/\/logout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeVisible();
    const logo = page.getByRole('img', { name: 'ロゴ' });
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
});
