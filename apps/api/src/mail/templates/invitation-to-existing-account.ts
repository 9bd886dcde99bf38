import { composeMail, type MailContent } from './layout';

export interface InvitationToExistingAccountValues {
  companyName: string;
  inviterName: string;
  passwordResetUrl: string;
}

/**
 * Sent instead of an invitation when an administrator adds an address that already has an account
 * in another company: the administrator's answer is the same as for a new address (so it reveals
 * nothing), and only the owner of the address learns, here, that someone tried. It carries no link
 * that could join the account to the inviting company.
 */
export function invitationToExistingAccountMail(values: InvitationToExistingAccountValues): MailContent {
  return composeMail('ユーザー登録についてのご案内', [
    {
      lines: [
        'いつも tvcm-market をご利用いただき、誠にありがとうございます。',
        `${values.companyName} の ${values.inviterName} 様が、このメールアドレスを同社のユーザーとして登録しようとしましたが、このアドレスはすでに登録済みのため、登録は行っていません。`,
      ],
    },
    {
      lines: [
        'お使いのアカウントはこれまでどおりご利用いただけます。同社でのご利用をご希望の場合は、別のメールアドレスでの登録を同社の管理者の方にご依頼ください。',
        'パスワードがご不明な場合は、下記のURLより再設定できます。',
      ],
    },
    { link: values.passwordResetUrl },
    { lines: ['※本メールにお心当たりのない場合は、お手数ですが本メールを破棄してください。アカウントに変更はありません。'] },
  ]);
}
