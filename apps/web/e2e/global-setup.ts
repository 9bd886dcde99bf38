import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { MAIL_DIR, SMTP_PORT } from './e2e-env';
import type { StoredMail } from './mailbox';

/**
 * Starts a real SMTP server on loopback for the API (SMTP_URL in the config) and keeps each mail
 * it receives as a file in MAIL_DIR, where the tests read them (mailbox.ts). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const file = path.join(MAIL_DIR, `${String(received).padStart(6, '0')}.json`);
        // Written aside and renamed, so a test never reads half a mail.
        writeFileSync(`${file}.part`, JSON.stringify(mail));
        renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`The test mail server's port ${SMTP_PORT} is taken: set E2E_SMTP_PORT to a free one.`)
          : error,
      ),
    );
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
