import { composeMail, type MailContent } from './layout';

export interface DataPurchaseNoticeValues {
  decision: 'approve' | 'return';
  displayName: string;
  segmentName: string;
  providerName: string;
  /** The licence's first and last day (yyyy-MM-dd). */
  startsOn: string;
  endsOn: string;
  points: number;
  /** The data company's reason for a return. */
  reason: string | null;
  /** Where the applicant opens the purchase history. */
  url: string;
}

const SUBJECTS = {
  approve: 'ターゲットデータの購入が承認されました',
  return: 'ターゲットデータの購入申込が差し戻されました',
} as const;

/** The applicant's mail when the data company examines a purchase: approved (the licence starts) or returned with its reason. */
export function dataPurchaseNoticeMail(values: DataPurchaseNoticeValues): MailContent {
  const approved = values.decision === 'approve';
  const points = values.points.toLocaleString('ja-JP');
  return composeMail(SUBJECTS[values.decision], [
    { lines: [`${values.displayName} 様`] },
    {
      lines: [
        approved
          ? `下記のターゲットデータ購入申込が承認されました。予約していた${points}ポイントを使用し、利用期間中はターゲットから探す・番組表・プランニングでご利用いただけます。`
          : `下記のターゲットデータ購入申込が差し戻されました。予約していた${points}ポイントはお戻ししました。`,
      ],
    },
    {
      lines: [
        `セグメント：${values.segmentName}`,
        `提供会社：${values.providerName}`,
        `利用期間：${values.startsOn} 〜 ${values.endsOn}`,
        ...(values.reason ? ['', '差戻し理由：', ...values.reason.trim().split('\n')] : []),
      ],
    },
    { link: values.url },
  ]);
}
