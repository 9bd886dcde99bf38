import { composeMail, formatJapanTime, type MailContent } from './layout';

export interface TrialEntryConfirmationValues {
  companyName: string;
  department?: string | undefined;
  familyName: string;
  givenName: string;
  confirmUrl: string;
  withdrawUrl: string;
  expiresAt: Date;
  /** Sent again at the visitor's request: the links are new and the earlier mail's no longer work. */
  reissued?: boolean;
}

/** Sent on a trial entry, and again on request: the link that sets the password and creates the account, and the one that withdraws. */
export function trialEntryConfirmationMail(values: TrialEntryConfirmationValues): MailContent {
  const addressee = [values.companyName, values.department, `${values.familyName} ${values.givenName} 様`].filter(Boolean);
  return composeMail('トライアルお申し込みの受付と本登録のお願い', [
    { lines: addressee as string[] },
    {
      lines: [
        'このたびは tvcm-market のトライアルにお申し込みいただき、誠にありがとうございます。',
        'お申し込みを仮登録として受け付けました。',
      ],
    },
    ...(values.reissued
      ? [
          {
            lines: [
              '確認メールの再送のご依頼により、新しいURLをお送りします。',
              '以前お送りしたメールのURLは使用できなくなりました。',
            ],
          },
        ]
      : []),
    { lines: ['下記のURLよりパスワードを設定し、本登録を完了してください。'] },
    { link: values.confirmUrl },
    {
      lines: [
        `※URLの有効期限は ${formatJapanTime(values.expiresAt)} までです。`,
        '※有効期限を過ぎた場合は、お手数ですが改めてお申し込みください。',
      ],
    },
    {
      lines: [
        'お申し込みを取り消される場合、またはお申し込みにお心当たりのない場合は、',
        '下記のURLより取り消しのお手続きをお願いいたします。',
      ],
    },
    { link: values.withdrawUrl },
  ]);
}
