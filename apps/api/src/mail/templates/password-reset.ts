import { composeMail, formatJapanTime, type MailContent } from './layout';

export interface PasswordResetValues {
  displayName: string;
  resetUrl: string;
  expiresAt: Date;
}

/** Sent only to an existing account that asked for a reset: the single-use link to a new password. */
export function passwordResetMail(values: PasswordResetValues): MailContent {
  return composeMail('パスワード再設定のご案内', [
    { lines: [`${values.displayName} 様`] },
    {
      lines: [
        'いつも tvcm-market をご利用いただき、誠にありがとうございます。',
        'パスワード再設定のお申し込みを受け付けました。',
      ],
    },
    { lines: ['下記のURLより、新しいパスワードを設定してください。'] },
    { link: values.resetUrl },
    {
      lines: [
        `※URLの有効期限は ${formatJapanTime(values.expiresAt)} までです。また、一度ご利用いただくと無効になります。`,
        '※パスワードを変更すると、ご利用中のすべての端末でログアウトされます。',
        '※本メールにお心当たりのない場合は、お手数ですが本メールを破棄してください。パスワードは変更されません。',
      ],
    },
  ]);
}
