import { expect, type Page, test } from '@playwright/test';
import { MAIL_LINK_PATHS } from '@tvcm/contracts';
import { linkIn, MAIL_SUBJECTS, waitForMail } from './mailbox';
import { publicApi, seriousViolations, uniqueEmail } from './public-fixtures';

const ENTRY = '/public/pages/entry';
const PASSWORD_RESET = '/public/pages/password_reset';
const DOMAIN_HINT = '「@」より後ろは、example.co.jp のようにドメイン名を最後まで入力してください。';

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Fills the entry form with a valid application for `email`. */
async function fillEntryForm(page: Page, email: string): Promise<void> {
  await textbox(page, '会社名').fill('株式会社ふたたびテレビ');
  await textbox(page, '姓').fill('秋山');
  await textbox(page, '名').fill('紅葉');
  await textbox(page, 'セイ').fill('あきやま');
  await textbox(page, 'メイ').fill('もみじ');
  await textbox(page, 'メールアドレス').fill(email);
  await textbox(page, '電話番号').fill('03-1234-5678');
  await textbox(page, '郵便番号').fill('105-0001');
  await textbox(page, '住所').fill('東京都港区虎ノ門1-2-3');
  await page
    .getByRole('group', { name: /^ご利用者の種別/ })
    .getByRole('radio', { name: '広告会社' })
    .check();
  await page
    .getByRole('group', { name: /^本サービスを知ったきっかけ/ })
    .getByRole('checkbox', { name: 'セミナー' })
    .check();
  await page.getByRole('checkbox', { name: /利用規約に同意する/ }).check();
  await page.getByRole('checkbox', { name: /プライバシーポリシーに同意する/ }).check();
}

test('the entry form names its tab, links back to the login page, and its legal links open this app’s pages', async ({
  page,
}) => {
  await page.goto(ENTRY);
  await expect(page.getByRole('heading', { level: 1, name: 'トライアルのお申し込み' })).toBeVisible();
  await expect(page).toHaveTitle('トライアルのお申し込み | tvcm-market');
  await expect(page.getByRole('link', { name: /^利用規約\s*（新しいタブで開きます）$/ })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: /^プライバシーポリシー\s*（新しいタブで開きます）$/ })).toHaveAttribute(
    'href',
    '/privacy',
  );

  // Opened beside the form, so nothing typed is lost.
  const [terms] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /^利用規約\s*（新しいタブで開きます）$/ }).click(),
  ]);
  await expect(terms).toHaveURL(/\/terms$/);
  await terms.close();

  await page.getByRole('link', { name: 'ログイン画面へ' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a withdrawn entry frees its address: the same address applies again at once and can confirm', async ({ page, request }) => {
  const email = uniqueEmail('reapply');
  await (await publicApi(request)).applyForTrial(email);
  const first = await waitForMail(email, MAIL_SUBJECTS.trialEntry);

  await page.goto(linkIn(first, MAIL_LINK_PATHS.trialEntryWithdrawal));
  await expect(page).toHaveTitle('お申し込みの取り消し | tvcm-market');
  await page.getByRole('button', { name: '申込を取り消す' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'お申し込みを取り消しました' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('同じメールアドレスで、すぐに改めてお申し込みいただけます。');

  await page.getByRole('link', { name: 'トライアルのお申し込みへ' }).click();
  await fillEntryForm(page, email);
  await page.getByRole('button', { name: '確認メールを送信する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '確認メールを送信しました' })).toBeVisible();

  const second = await waitForMail(email, MAIL_SUBJECTS.trialEntry, { count: 2 });
  await page.goto(linkIn(second, MAIL_LINK_PATHS.trialEntryConfirmation));
  await expect(page.getByRole('heading', { level: 1, name: 'パスワードの設定' })).toBeVisible();
  await expect(page).toHaveTitle('パスワードの設定 | tvcm-market');
});

test('a visitor who lost the confirmation mail asks for it again and confirms from the new one', async ({ page, request }) => {
  const email = uniqueEmail('resend');
  await (await publicApi(request)).applyForTrial(email);
  const lost = await waitForMail(email, MAIL_SUBJECTS.trialEntry);

  await page.goto(ENTRY);
  await page.getByRole('button', { name: '確認メールが届かない場合' }).click();
  const dialog = page.getByRole('dialog', { name: '確認メールの再送' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: /^メールアドレス/ }).fill(email.toUpperCase());
  await dialog.getByRole('button', { name: '確認メールを再送する' }).click();
  await expect(dialog.getByRole('status')).toContainText('入力されたメールアドレスで受付中のお申し込みがある場合は');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '閉じる' }).click();
  await expect(dialog).toBeHidden();
  // The entry form behind the dialog was not submitted with it.
  await expect(page.getByText('必須項目です。')).toHaveCount(0);

  const resent = await waitForMail(email, MAIL_SUBJECTS.trialEntry, { count: 2 });
  expect(resent.text).toContain('以前お送りしたメールのURLは使用できなくなりました。');

  // The lost mail's link no longer works; the new one does.
  await page.goto(linkIn(lost, MAIL_LINK_PATHS.trialEntryConfirmation));
  await expect(page.getByRole('heading', { level: 1, name: '本登録に進めません' })).toBeVisible();
  await page.goto(linkIn(resent, MAIL_LINK_PATHS.trialEntryConfirmation));
  await expect(page.getByRole('heading', { level: 1, name: 'パスワードの設定' })).toBeVisible();
});

test('an address without an entry gets the same answer from the resend dialog', async ({ page }) => {
  await page.goto(ENTRY);
  await page.getByRole('button', { name: '確認メールが届かない場合' }).click();
  const dialog = page.getByRole('dialog', { name: '確認メールの再送' });
  await dialog.getByRole('textbox', { name: /^メールアドレス/ }).fill(uniqueEmail('no-entry'));
  await dialog.getByRole('button', { name: '確認メールを再送する' }).click();
  await expect(dialog.getByRole('status')).toContainText('入力されたメールアドレスで受付中のお申し込みがある場合は');
});

test('"yamamoto@himawari" is refused with a hint on both forms before any request is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && !request.url().endsWith('/api/oauth/token')) sent.push(request.url());
  });

  await page.goto(PASSWORD_RESET);
  await expect(page).toHaveTitle('パスワードの再設定 | tvcm-market');
  await textbox(page, 'アカウント').fill('yamamoto@himawari');
  await page.getByRole('button', { name: '再設定メールを送信する' }).click();
  await expect(textbox(page, 'アカウント')).toHaveAccessibleDescription(DOMAIN_HINT);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(ENTRY);
  await fillEntryForm(page, 'yamamoto@himawari');
  await page.getByRole('button', { name: '確認メールを送信する' }).click();
  await expect(textbox(page, 'メールアドレス')).toBeFocused();
  await expect(textbox(page, 'メールアドレス')).toHaveAccessibleDescription(`ログイン時のアカウントになります。 ${DOMAIN_HINT}`);
  expect(await seriousViolations(page)).toEqual([]);

  expect(sent.filter((url) => /\/api\/(password-resets|registrations)/.test(url))).toEqual([]);
});
