import { expect, type Page, test } from '@playwright/test';
import { MAIL_LINK_PATHS } from '@tvcm/contracts';
import { expectOnTop, loginThroughPage } from './fixtures';
import { linkIn, MAIL_SUBJECTS, waitForMail } from './mailbox';
import { createTrialUser, publicApi, seriousViolations, uniqueEmail } from './public-fixtures';

const PASSWORD_RESET = '/public/pages/password_reset';
const LINK_REFUSED = 'このURLは無効です。有効期限が切れているか、既に使用された可能性があります。';

async function requestResetThroughPage(page: Page, account: string): Promise<void> {
  await page.goto(PASSWORD_RESET);
  await expect(page.getByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeVisible();
  await page.getByRole('textbox', { name: /^アカウント（メールアドレス）/ }).fill(account);
  await page.getByRole('button', { name: '再設定メールを送信する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'メールを送信しました' })).toBeVisible();
}

async function setNewPassword(page: Page, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: '新しいパスワードの設定' })).toBeVisible();
  await page.getByLabel(/^パスワード\s*\*?$/).fill(password);
  await page.getByLabel(/^パスワード（確認）/).fill(password);
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
}

test('a password reset from the mail to a login with the new password; the old password and sessions end', async ({
  page,
  browser,
  request,
}) => {
  const account = uniqueEmail('reset');
  const oldPassword = 'old-password-2026';
  const newPassword = 'new-password-2026';
  await createTrialUser(request, account, oldPassword);

  // A session opened before the reset, in another browser.
  const otherBrowser = await browser.newContext();
  const otherPage = await otherBrowser.newPage();
  await loginThroughPage(otherPage, account, oldPassword);
  await expectOnTop(otherPage);

  await requestResetThroughPage(page, account);
  const link = linkIn(await waitForMail(account, MAIL_SUBJECTS.passwordReset), MAIL_LINK_PATHS.passwordReset);
  await page.goto(link);
  await expect(page.getByText(`アカウント ${account} の新しいパスワードを設定してください。`, { exact: false })).toBeVisible();
  await setNewPassword(page, newPassword);

  await expect(page).toHaveURL(/\/public\/pages\/password_reset\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: 'パスワードの再設定が完了しました' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);

  await page.getByRole('link', { name: 'ログイン画面へ' }).click();
  await loginThroughPage(page, account, oldPassword);
  await expect(page.getByRole('alert')).toContainText('アカウントまたはパスワードが正しくありません');
  await loginThroughPage(page, account, newPassword);
  await expectOnTop(page);

  // The session from before the reset has ended.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login\?redirect=/);
  await otherBrowser.close();

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'パスワードを再設定できません' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(LINK_REFUSED);
  await expect(page.getByRole('link', { name: 'パスワードの再設定をやり直す' })).toBeVisible();
});

// The server answers an expired, used or replaced link alike (410 LNK01001); expiry itself is
// proven by the API tests with a test clock, so here the link is made invalid by the app's own flow.
test('a reset link replaced by a newer one is refused with a clear message, and the password stays', async ({
  page,
  request,
}) => {
  const account = uniqueEmail('replaced');
  await createTrialUser(request, account, 'replaced-link-2026');
  const api = await publicApi(request);
  await api.requestPasswordReset(account);
  const link = linkIn(await waitForMail(account, MAIL_SUBJECTS.passwordReset), MAIL_LINK_PATHS.passwordReset);
  await api.requestPasswordReset(account);
  await waitForMail(account, MAIL_SUBJECTS.passwordReset, { count: 2 });

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'パスワードを再設定できません' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(LINK_REFUSED);

  await page.goto('/login');
  await loginThroughPage(page, account, 'replaced-link-2026');
  await expectOnTop(page);
});

test('an unknown account gets the same answer as a known one', async ({ page }) => {
  await requestResetThroughPage(page, uniqueEmail('nobody'));
  await expect(page.getByText(/^入力されたメールアドレスがご登録済みの場合は/)).toBeVisible();
});

test.describe('accessibility (no serious or critical axe violation)', () => {
  test('the account form, with its error and answered', async ({ page }) => {
    await page.goto(PASSWORD_RESET);
    await expect(page.getByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '再設定メールを送信する' }).click();
    await expect(page.getByText('必須項目です。')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the new-password form and the complete page', async ({ page, request }) => {
    const account = uniqueEmail('axe-reset');
    await createTrialUser(request, account, 'axe-reset-2026');
    await (await publicApi(request)).requestPasswordReset(account);
    await page.goto(linkIn(await waitForMail(account, MAIL_SUBJECTS.passwordReset), MAIL_LINK_PATHS.passwordReset));
    await expect(page.getByRole('heading', { level: 1, name: '新しいパスワードの設定' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await setNewPassword(page, 'axe-reset-2027');
    await expect(page.getByRole('heading', { level: 1, name: 'パスワードの再設定が完了しました' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
