import { composeMail, type MailContent } from './layout';

export interface AccountExistsValues {
  passwordResetUrl: string;
}

/**
 * Sent instead of a confirmation when a trial entry names an address that already has an
 * account: the entry page answers as for a new address (so it reveals nothing), and only the
 * owner of the address learns, here, that they can log in or reset their password.
 */
export function accountExistsMail(values: AccountExistsValues): MailContent {
  return composeMail('トライアルお申し込みについてのご案内', [
    {
      lines: [
        'いつも tvcm-market をご利用いただき、誠にありがとうございます。',
        'このメールアドレスでトライアルのお申し込みがありましたが、このアドレスはすでに登録済みのため、新たな登録は行っていません。',
      ],
    },
    { lines: ['登録済みのアカウントでログインしてご利用ください。パスワードがご不明な場合は、下記のURLより再設定できます。'] },
    { link: values.passwordResetUrl },
    { lines: ['※本メールにお心当たりのない場合は、お手数ですが本メールを破棄してください。アカウントに変更はありません。'] },
  ]);
}
