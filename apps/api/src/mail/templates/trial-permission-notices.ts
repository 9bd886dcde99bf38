import type { TrialGrantScope } from '@tvcm/contracts';
import { composeMail, type MailContent } from './layout';

/** What a station company did to its grant, as the trial company's users are told. */
export type TrialGrantNotice =
  | { action: 'GRANT' | 'CHANGE'; scope: TrialGrantScope; validFrom: string; validUntil: string | null }
  | { action: 'REVOKE' };

export interface TrialGrantNoticeValues {
  displayName: string;
  stationCompanyName: string;
  stationNames: readonly string[];
  notice: TrialGrantNotice;
  /** Where the trial user searches the slots. */
  url: string;
}

const SCOPE_WORDS: Record<TrialGrantScope, string> = {
  VIEW: 'CM枠の閲覧のみ',
  APPLY: 'CM枠の閲覧・購入申込',
};

/** A business date (yyyy-MM-dd) as a Japanese reader writes it: 2026年11月22日. */
function japaneseDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${year}年${Number(month)}月${Number(day)}日`;
}

function periodOf(validFrom: string, validUntil: string | null): string {
  return `${japaneseDate(validFrom)} ～ ${validUntil ? japaneseDate(validUntil) : '期限なし'}`;
}

/** One mail to each user of the trial company when a station company grants, changes or revokes its permission. */
export function trialGrantNoticeMail(values: TrialGrantNoticeValues): MailContent {
  const { notice, stationCompanyName } = values;
  const stations = values.stationNames.length > 0 ? values.stationNames.join('、') : stationCompanyName;
  if (notice.action === 'REVOKE') {
    return composeMail(`${stationCompanyName}のトライアル利用権限が取り消されました`, [
      { lines: [`${values.displayName} 様`] },
      {
        lines: [
          `${stationCompanyName}より付与されていたトライアル利用の権限が取り消されました。`,
          '今後は同社の放送局のCM枠を検索・閲覧することも、購入申込をすることもできません。',
          'なお、既に送信済みの購入申込はそのまま有効です。',
        ],
      },
      { lines: [`放送局：${stations}`] },
    ]);
  }
  const granted = notice.action === 'GRANT';
  return composeMail(`${stationCompanyName}のトライアル利用権限が${granted ? '付与' : '変更'}されました`, [
    { lines: [`${values.displayName} 様`] },
    {
      lines: [
        `${stationCompanyName}より、下記のとおりトライアル利用の権限が${granted ? '付与' : '変更'}されました。`,
        notice.scope === 'APPLY'
          ? '有効期間中は、同社の放送局のCM枠を番組表・枠一覧で閲覧し、購入申込をすることができます。'
          : '有効期間中は、同社の放送局のCM枠を番組表・枠一覧で閲覧できます（購入申込はできません）。',
      ],
    },
    {
      lines: [
        `放送局：${stations}`,
        `権限：${SCOPE_WORDS[notice.scope]}`,
        `有効期間：${periodOf(notice.validFrom, notice.validUntil)}`,
      ],
    },
    { link: values.url },
  ]);
}
