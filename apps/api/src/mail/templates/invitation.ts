import { composeMail, formatJapanTime, type MailContent } from './layout';

export interface InvitationValues {
  displayName: string;
  account: string;
  companyName: string;
  inviterName: string;
  setPasswordUrl: string;
  expiresAt: Date;
}

/** Sent when a company administrator adds a user: the single-use link to the user's first password. */
export function invitationMail(values: InvitationValues): MailContent {
  return composeMail('アカウント登録のご案内', [
    { lines: [`${values.displayName} 様`] },
    {
      lines: [
        `${values.companyName} の ${values.inviterName} 様より、tvcm-market のご利用者として登録されました。`,
        '下記のURLよりパスワードを設定し、ご利用を開始してください。',
      ],
    },
    { lines: [`ログインID：${values.account}`] },
    { link: values.setPasswordUrl },
    {
      lines: [
        `※URLの有効期限は ${formatJapanTime(values.expiresAt)} までです。また、一度ご利用いただくと無効になります。`,
        '※有効期限が過ぎた場合は、お手数ですが登録した管理者の方に再送をご依頼ください。',
        '※本メールにお心当たりのない場合は、お手数ですが本メールを破棄してください。',
      ],
    },
  ]);
}
