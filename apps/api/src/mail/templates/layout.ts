import { BUSINESS_TIME_ZONE } from '@tvcm/contracts';
import type { MailMessage } from '../mailer';

export type MailContent = Omit<MailMessage, 'to'>;

/** A mail body is a sequence of blocks; each renders as plain text and as HTML. */
export type MailBlock = { lines: string[] } | { link: string };

const SIGNATURE = ['──────────────────────────', 'tvcm-market 運営事務局', '──────────────────────────'];
const SENDER_ONLY_NOTE = [
  '※本メールは送信専用のアドレスからお送りしております。',
  '　ご返信いただいてもお答えいたしかねますので、あらかじめご了承ください。',
];

const SUBJECT_PREFIX = '【tvcm-market】';

/** Everything a visitor typed passes through here before it reaches the HTML part. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** e.g. 2026年11月24日 10:30 (Japan time, which the reader lives in whatever the server's zone). */
export function formatJapanTime(date: Date): string {
  return new Intl.DateTimeFormat('ja-JP', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

function blockText(block: MailBlock): string {
  return 'link' in block ? block.link : block.lines.join('\n');
}

function blockHtml(block: MailBlock): string {
  if ('link' in block) {
    const href = escapeHtml(block.link);
    return `<p style="margin:16px 0;word-break:break-all"><a href="${href}">${href}</a></p>`;
  }
  return `<p style="margin:16px 0">${block.lines.map(escapeHtml).join('<br>')}</p>`;
}

/** Puts the subject prefix, the sender-only note and the signature around the blocks. */
export function composeMail(subject: string, blocks: MailBlock[]): MailContent {
  const all: MailBlock[] = [...blocks, { lines: SENDER_ONLY_NOTE }, { lines: SIGNATURE }];
  const html = [
    '<!doctype html>',
    '<html lang="ja"><head><meta charset="utf-8"></head>',
    '<body style="font-family:sans-serif;font-size:14px;line-height:1.7;color:#222">',
    ...all.map(blockHtml),
    '</body></html>',
  ].join('\n');
  return { subject: `${SUBJECT_PREFIX}${subject}`, text: `${all.map(blockText).join('\n\n')}\n`, html };
}
