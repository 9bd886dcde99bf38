import { expect, type Page, test } from '@playwright/test';
import { MAIL_LINK_PATHS } from '@tvcm/contracts';
import { expectOnTop, loginThroughPage } from './fixtures';
import { linkIn, MAIL_SUBJECTS, waitForMail } from './mailbox';
import { createTrialUser, publicApi, seriousViolations, uniqueEmail } from './public-fixtures';

const ENTRY = '/public/pages/entry';
const REQUIRED = '必須項目です。';

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
const submitButton = (page: Page) => page.getByRole('button', { name: '確認メールを送信する' });

/** Fills the whole form with what a Japanese visitor types: full-width digits and letters, hiragana furigana, 〒. */
async function fillEntryForm(page: Page, email: string): Promise<void> {
  await textbox(page, '会社名').fill('株式会社　ｅ２ｅテレビ');
  await textbox(page, '部署名').fill('メディア部');
  await textbox(page, '姓').fill('春野');
  await textbox(page, '名').fill('桜子');
  await textbox(page, 'セイ').fill('はるの');
  await textbox(page, 'メイ').fill('サクラコ');
  await textbox(page, 'メールアドレス').fill(email);
  await textbox(page, '電話番号').fill('０９０－１２３４－５６７８');
  await textbox(page, '郵便番号').fill('〒１０５ー０００１');
  await textbox(page, '住所').fill('東京都港区虎ノ門１－２－３　ＴＶＣＭビル５階');
  await page
    .getByRole('group', { name: /^ご利用者の種別/ })
    .getByRole('radio', { name: '広告主' })
    .check();
  const referrals = page.getByRole('group', { name: /^本サービスを知ったきっかけ/ });
  await referrals.getByRole('checkbox', { name: 'SNS' }).check();
  await referrals.getByRole('checkbox', { name: 'セミナー' }).check();
  await page.getByRole('checkbox', { name: /利用規約に同意する/ }).check();
  await page.getByRole('checkbox', { name: /プライバシーポリシーに同意する/ }).check();
}

async function applyThroughPage(page: Page, email: string): Promise<void> {
  await page.goto(ENTRY);
  await fillEntryForm(page, email);
  await submitButton(page).click();
}

test('a visitor applies with Japanese input, confirms from the mail and logs in as the new trial user', async ({ page }) => {
  const email = uniqueEmail('entry');
  const password = 'haruno-sakura-2026';

  await page.goto(ENTRY);
  await expect(page.getByRole('heading', { level: 1, name: 'トライアルのお申し込み' })).toBeVisible();

  // Errors at the field on leaving it, and for every field on submitting.
  await textbox(page, 'セイ').fill('Haruno');
  await textbox(page, 'セイ').blur();
  await expect(page.getByText('カタカナで入力してください。')).toBeVisible();
  await submitButton(page).click();
  await expect(textbox(page, '会社名')).toBeFocused();
  await expect(textbox(page, '会社名')).toHaveAccessibleDescription(/必須項目です。/);
  await expect(page.getByText(REQUIRED)).toHaveCount(10);

  await fillEntryForm(page, email);
  await expect(page.getByText(REQUIRED)).toHaveCount(0);
  await submitButton(page).click();

  await expect(page.getByRole('heading', { level: 1, name: '確認メールを送信しました' })).toBeVisible();
  await expect(page.getByText(`${email} 宛てに、本登録のご案内をお送りしました。`)).toBeVisible();

  const mail = await waitForMail(email, MAIL_SUBJECTS.trialEntry);
  expect(mail.text).toContain('株式会社 e2eテレビ');
  expect(mail.text).toContain('春野 桜子 様');
  await page.goto(linkIn(mail, MAIL_LINK_PATHS.trialEntryConfirmation));

  await expect(page.getByRole('heading', { level: 1, name: 'パスワードの設定' })).toBeVisible();
  await expect(page.getByText('10文字以上128文字以内')).toBeVisible();
  await page.getByLabel(/^パスワード\s*\*?$/).fill(password);
  await page.getByLabel(/^パスワード（確認）/).fill(`${password}x`);
  await page.getByRole('button', { name: '本登録を完了する' }).click();
  await expect(page.getByText('パスワードと一致しません。')).toBeVisible();
  await page.getByLabel(/^パスワード（確認）/).fill(password);
  await page.getByRole('button', { name: '本登録を完了する' }).click();

  await expect(page).toHaveURL(/\/public\/pages\/entry\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: '本登録が完了しました' })).toBeVisible();
  // The separate minimal view: no shell, no menu, no header.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);

  await page.getByRole('link', { name: 'ログイン画面へ' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughPage(page, email, password);
  await expectOnTop(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('春野 桜子 様')).toBeVisible();
  await expect(banner).not.toContainText('管理者ID');
  await expect(banner).not.toContainText('一般ID');
});

test('an address with a trial account is named while typing; submitting answers as for a new address and mails the owner a reset link', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('registered');
  await createTrialUser(request, email, 'registered-2026-pw');

  await page.goto(ENTRY);
  await textbox(page, 'メールアドレス').fill(email);
  await expect(textbox(page, 'メールアドレス')).toHaveAccessibleDescription(/このメールアドレスは既に登録されています。/);

  await fillEntryForm(page, email);
  await submitButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: '確認メールを送信しました' })).toBeVisible();
  const mail = await waitForMail(email, MAIL_SUBJECTS.accountExists);
  expect(linkIn(mail, MAIL_LINK_PATHS.passwordReset)).toContain(MAIL_LINK_PATHS.passwordReset);
});

test('an address with a tentative entry is refused with USR00005', async ({ page, request }) => {
  const email = uniqueEmail('tentative');
  await (await publicApi(request)).applyForTrial(email);

  await applyThroughPage(page, email);
  await expect(page.getByRole('alert')).toContainText('このメールアドレスは既に仮登録されています。');
  await expect(page.getByRole('heading', { level: 1, name: 'トライアルのお申し込み' })).toBeVisible();
});

test('a visitor withdraws an entry from the mail; the address may then apply again at once', async ({ page, request }) => {
  const email = uniqueEmail('withdrawn');
  await (await publicApi(request)).applyForTrial(email);
  const mail = await waitForMail(email, MAIL_SUBJECTS.trialEntry);

  await page.goto(linkIn(mail, MAIL_LINK_PATHS.trialEntryWithdrawal));
  await expect(page.getByRole('heading', { level: 1, name: 'お申し込みの取り消し' })).toBeVisible();
  await page.getByRole('button', { name: '申込を取り消す' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'お申し込みを取り消しました' })).toBeVisible();

  // The confirmation link of the withdrawn entry says so too.
  await page.goto(linkIn(mail, MAIL_LINK_PATHS.trialEntryConfirmation));
  await expect(page.getByRole('alert')).toContainText('このお申し込みは取り消されています。');

  await applyThroughPage(page, email);
  await expect(page.getByRole('heading', { level: 1, name: '確認メールを送信しました' })).toBeVisible();
});

test('a used confirmation link is refused with a clear message', async ({ page, request }) => {
  const email = uniqueEmail('used-link');
  await createTrialUser(request, email, 'used-link-2026-pw');

  await page.goto(linkIn(await waitForMail(email, MAIL_SUBJECTS.trialEntry), MAIL_LINK_PATHS.trialEntryConfirmation));
  await expect(page.getByRole('heading', { level: 1, name: '本登録に進めません' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('このお申し込みは既に本登録が完了しています。');
  await expect(page.getByRole('link', { name: 'ログイン画面へ' })).toBeVisible();
});

test.describe('accessibility (no serious or critical axe violation)', () => {
  test('the entry form, empty and with its errors', async ({ page }) => {
    await page.goto(ENTRY);
    await expect(page.getByRole('heading', { level: 1, name: 'トライアルのお申し込み' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await submitButton(page).click();
    await expect(page.getByText(REQUIRED).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the password form of the confirmation link, and the complete page', async ({ page, request }) => {
    const email = uniqueEmail('axe-entry');
    await (await publicApi(request)).applyForTrial(email);
    await page.goto(linkIn(await waitForMail(email, MAIL_SUBJECTS.trialEntry), MAIL_LINK_PATHS.trialEntryConfirmation));
    await expect(page.getByRole('heading', { level: 1, name: 'パスワードの設定' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '本登録を完了する' }).click();
    await expect(page.getByText(REQUIRED).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(/^パスワード\s*\*?$/).fill('axe-check-2026');
    await page.getByLabel(/^パスワード（確認）/).fill('axe-check-2026');
    await page.getByRole('button', { name: '本登録を完了する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '本登録が完了しました' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the withdrawal page', async ({ page }) => {
    await page.goto('/public/pages/entry/terminate?token=not-a-real-token');
    await expect(page.getByRole('button', { name: '申込を取り消す' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
