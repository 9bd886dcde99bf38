import { composeMail, type MailContent } from './layout';

/** What happened on a booking, as the mail to the other side names it. */
export type BookingEvent = 'application' | 'contractNotice' | 'declineNotice' | 'cancellation' | 'message';

const SUBJECTS: Record<BookingEvent, string> = {
  application: 'CM枠の購入申込が届きました',
  contractNotice: '契約成立のお知らせ',
  declineNotice: 'お申込みお断りのお知らせ',
  cancellation: '購入申込が取り消されました',
  message: '新しいメッセージが届きました',
};

const LEADS: Record<BookingEvent, string> = {
  application: '下記のとおり、CM枠の購入申込が届きました。購入受付一覧より内容をご確認ください。',
  contractNotice: '下記のお申込みについて、放送局より契約成立の通知が届きました。',
  declineNotice: '下記のお申込みについて、放送局よりお断りの通知が届きました。',
  cancellation: '下記のお申込みは、申込者により取り消されました。保留していた枠は販売中に戻りました。',
  message: '下記のお申込みについて、新しいメッセージが届きました。',
};

export interface BookingNoticeValues {
  event: BookingEvent;
  displayName: string;
  applicationNumber: string;
  stationName: string;
  counterpartName: string;
  /** Where the recipient opens the booking or reception. */
  url: string;
  /** The covering message, if any (a notice's note, the message itself). */
  message: string;
}

/** One mail per event on a booking, to the side that did not act. */
export function bookingNoticeMail(values: BookingNoticeValues): MailContent {
  const message = values.message.trim();
  return composeMail(SUBJECTS[values.event], [
    { lines: [`${values.displayName} 様`] },
    { lines: [LEADS[values.event]] },
    {
      lines: [
        `申込番号：${values.applicationNumber}`,
        `放送局：${values.stationName}`,
        `相手先：${values.counterpartName}`,
        ...(message ? ['', 'メッセージ：', ...message.split('\n')] : []),
      ],
    },
    { link: values.url },
    { lines: ['※本メールは送信専用です。ご返信はtvcm-market上のメッセージからお願いいたします。'] },
  ]);
}
