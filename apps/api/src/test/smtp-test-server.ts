import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ParsedMail, parseMail } from './mime';

export interface ReceivedMail extends ParsedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message, for tests that read their mail. */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  /** Called on every arrival: the waits of waitForMail look again then, and only then. */
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw,
          ...parseMail(raw),
        });
        for (const waiter of [...waiters]) waiter();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (address: string) => received.filter((mail) => mail.to.includes(address.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailsTo,

    /** Waits until `address` has received `count` mails and returns the `count`-th; fails after `timeoutMs`. */
    waitForMail(address: string, { count = 1, timeoutMs = 10_000 } = {}): Promise<ReceivedMail> {
      return new Promise((resolve, reject) => {
        const look = () => {
          const latest = mailsTo(address)[count - 1];
          if (!latest) return;
          stop();
          resolve(latest);
        };
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        const stop = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;

/** The first link to `path` in a mail's text, and the token it carries. */
export function linkIn(mail: ParsedMail, path: string): { url: URL; token: string } {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => new URL(candidate).pathname === path);
  if (!match) throw new Error(`no link to ${path} in:\n${mail.text}`);
  const url = new URL(match);
  return { url, token: url.searchParams.get('token') ?? '' };
}
