import { readdirSync, readFileSync, watch } from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from './e2e-env';

/** A mail as the test SMTP server stored it (global-setup.ts). */
export interface StoredMail {
  to: string[];
  raw: string;
}

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

// Just enough MIME for what nodemailer sends: folded headers, RFC 2047 subjects, multipart
// bodies, base64 and quoted-printable parts in UTF-8.

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : normalised.slice(end + 2) };
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const joined = value.replace(/=\n/g, '');
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function plainText(raw: string): string {
  const message = splitPart(raw);
  const contentType = message.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const parts = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1)
        .filter((section) => !section.startsWith('--'))
        .map((section) => splitPart(section.replace(/^\n/, '')))
    : [message];
  const part = parts.find((candidate) => (candidate.headers.get('content-type') ?? 'text/plain').startsWith('text/plain'));
  if (!part) return '';
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** Every mail received so far, oldest first. */
export function receivedMails(): ReceivedMail[] {
  return readdirSync(MAIL_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const stored = JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as StoredMail;
      return {
        to: stored.to,
        subject: decodeHeader(splitPart(stored.raw).headers.get('subject') ?? ''),
        text: plainText(stored.raw),
      };
    });
}

/**
 * Waits for a mail to `address` whose subject contains `subject` (the latest such mail, once there
 * are `count`), as a person waits for their mail: it looks again whenever a mail arrives in MAIL_DIR.
 */
export function waitForMail(address: string, subject: string, { timeoutMs = 15_000, count = 1 } = {}): Promise<ReceivedMail> {
  return new Promise((resolve, reject) => {
    const look = () => {
      try {
        const mails = receivedMails().filter(
          (candidate) => candidate.to.includes(address.toLowerCase()) && candidate.subject.includes(subject),
        );
        const mail = mails.length >= count ? mails.at(-1) : undefined;
        if (!mail) return;
        stop();
        resolve(mail);
      } catch (error) {
        stop();
        reject(error);
      }
    };
    // Watching starts before the first look, so a mail arriving in between is not missed: every
    // mail is renamed into place (global-setup.ts), which the watcher reports.
    const watcher = watch(MAIL_DIR, look);
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no mail "${subject}" to ${address} within ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = () => {
      clearTimeout(timer);
      watcher.close();
    };
    look();
  });
}

/** The link in a mail's text that leads to `pathname`, e.g. the confirmation page. */
export function linkIn(mail: ReceivedMail, pathname: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => new URL(candidate).pathname === pathname);
  if (!link) throw new Error(`no link to ${pathname} in:\n${mail.text}`);
  return link;
}

export const MAIL_SUBJECTS = {
  trialEntry: 'トライアルお申し込みの受付と本登録のお願い',
  passwordReset: 'パスワード再設定のご案内',
  accountExists: 'トライアルお申し込みについてのご案内',
} as const;
