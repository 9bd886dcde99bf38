import { expect, type Page, test } from '@playwright/test';
import { MAIL_LINK_PATHS } from '@tvcm/contracts';
import { expectOnTop, logIn, loginThroughPage, newBrowserPage, seriousViolations } from './fixtures';
import { linkIn, waitForMail } from './mailbox';

const INVITATION_SUBJECT = '【tvcm-market】アカウント登録のご案内';
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'サイドメニュー' });
const usersTable = (page: Page) => page.getByRole('table', { name: 'ユーザー一覧' });

async function openUserAction(page: Page, name: string, action: string): Promise<void> {
  await usersTable(page)
    .getByRole('button', { name: `${name}の操作` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('an administrator invites a user, who sets a password and logs in; a licence given shows in their menu; deactivation ends their session', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = `invited-${Date.now()}@example.jp`;
  const name = '招待 一郎';
  const password = 'first-pass-2026';

  await logIn(page, 'station-admin@demo.tvcm.jp');
  await sideMenu(page).getByRole('link', { name: 'ユーザー一覧' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ユーザー一覧' })).toBeVisible();
  await expect(usersTable(page)).toContainText('station-user@demo.tvcm.jp');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'ユーザーを招待' }).click();
  const invite = page.getByRole('dialog', { name: 'ユーザーを招待' });
  await invite.getByRole('textbox', { name: /^メールアドレス/ }).fill(account);
  await invite.getByRole('textbox', { name: /^氏名/ }).fill(name);
  expect(await seriousViolations(page)).toEqual([]);
  await invite.getByRole('button', { name: '招待する' }).click();
  await expect(invite).toHaveCount(0);
  const invitedRow = usersTable(page).getByRole('row').filter({ hasText: account });
  await expect(invitedRow).toContainText('招待中');

  // The invited person, at their own desk, from the mail.
  const mail = await waitForMail(account, INVITATION_SUBJECT);
  const invited = await newBrowserPage(browser);
  await invited.goto(linkIn(mail, MAIL_LINK_PATHS.passwordReset));
  await expect(invited.getByRole('heading', { level: 1, name: 'パスワードの設定' })).toBeVisible();
  await invited.getByLabel(/^パスワード\s*\*?$/).fill(password);
  await invited.getByLabel(/^パスワード（確認）/).fill(password);
  await invited.getByRole('button', { name: '設定する' }).click();
  await expect(invited.getByRole('heading', { level: 1, name: 'パスワードの設定が完了しました' })).toBeVisible();
  await invited.getByRole('link', { name: 'ログイン画面へ' }).click();
  await loginThroughPage(invited, account, password);
  // A first login accepts the terms of service.
  await expect(invited).toHaveURL(/\/agency\/edit_my_profile/);
  await invited.getByRole('button', { name: '同意する' }).click();
  await expectOnTop(invited);
  await expect(sideMenu(invited).getByText('CM枠管理')).toHaveCount(0);

  await page.reload();
  await expect(invitedRow).toContainText('有効');

  // The import licence, given by the administrator, opens the import page's menu entry.
  await openUserAction(page, name, '編集');
  const edit = page.getByRole('dialog', { name: 'ユーザーの編集' });
  await edit.getByRole('checkbox', { name: /CM枠管理（テレビ）/ }).check();
  await edit.getByRole('button', { name: '保存する' }).click();
  await expect(edit).toHaveCount(0);
  await expect(invitedRow).toContainText('CM枠管理（テレビ）');

  await invited.reload();
  await expect(sideMenu(invited).getByText('CM枠管理')).toBeVisible();
  await invited.goto('/station/import_cm');
  await expect(invited.getByRole('heading', { level: 1, name: 'CM枠管理（テレビCM）' })).toBeVisible();

  // Deactivated: the open session ends at once.
  await openUserAction(page, name, '停止');
  const confirm = page.getByRole('dialog', { name: 'ユーザーの停止' });
  await expect(confirm).toContainText('セッションは直ちに終了');
  await confirm.getByRole('button', { name: '停止する' }).click();
  await expect(invitedRow).toContainText('停止中');

  await invited.reload();
  await expect(invited).toHaveURL(/\/login\?redirect=/);
  await loginThroughPage(invited, account, password);
  await expect(invited.getByRole('alert')).toContainText('このユーザーは現在ご利用いただけません。');

  await page.getByRole('button', { name: '変更履歴' }).click();
  const history = page.getByRole('dialog', { name: '変更履歴' });
  await expect(history.getByRole('row').filter({ hasText: name }).first()).toContainText('利用を停止');
  await expect(history).toContainText('ライセンスを変更：＋CM枠管理（テレビ）');
  await expect(history).toContainText('ユーザーを招待');
  expect(await seriousViolations(page)).toEqual([]);
  await invited.context().close();
});

test('the last administrator cannot be made a general user, and an administrator cannot deactivate themself', async ({
  page,
}) => {
  await logIn(page, 'data-admin@demo.tvcm.jp');
  await page.goto('/manage/users');
  await openUserAction(page, '伊藤 直樹', '編集');
  const edit = page.getByRole('dialog', { name: 'ユーザーの編集' });
  await edit.getByRole('radio', { name: /一般ユーザー/ }).check();
  await edit.getByRole('button', { name: '保存する' }).click();
  await expect(edit).toContainText('会社の最後の管理者は変更・停止できません。');
  await edit.getByRole('button', { name: 'キャンセル' }).click();

  await usersTable(page).getByRole('button', { name: '伊藤 直樹の操作' }).click();
  await expect(page.getByRole('menuitem', { name: '停止' })).toHaveCount(0);
});

test('a general user has no user list: the server refuses it too', async ({ page }) => {
  await logIn(page, 'agency-user@demo.tvcm.jp');
  await expect(sideMenu(page).getByRole('link', { name: 'ユーザー一覧' })).toHaveCount(0);
  await page.goto('/manage/users');
  await expect(page.getByRole('main')).toContainText('この機能を利用するためのライセンスが設定されていません。');
  const response = await page.request.get('/api/admin/users');
  expect(response.status()).toBe(403);
});
