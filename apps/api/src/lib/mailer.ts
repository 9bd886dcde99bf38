import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { AppDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { type BackgroundTasks, createBackgroundTasks } from './background-tasks';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const ERROR_COLUMN_LENGTH = 1000;

/**
 * Every mail is first written to `mail_outbox`, then delivered in the background: over SMTP when
 * `SMTP_URL` is set, otherwise into the log (outside production), so a local user can follow the
 * link. A visitor's request never waits for, or fails because of, the mail server.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'isProduction'>,
  db: AppDatabase,
  logger: FastifyBaseLogger,
  tasks: BackgroundTasks = createBackgroundTasks(logger),
) {
  // One transport for the process: nodemailer reuses it for every message.
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;

  async function deliver(id: number, mail: MailMessage): Promise<void> {
    if (!transport) {
      if (config.isProduction) {
        // Links in the body are live credentials; production logs must not carry them.
        logger.warn({ mailId: id, subject: mail.subject }, 'SMTP_URL is not set: mail kept in mail_outbox only');
      } else {
        logger.info({ mailId: id, to: mail.to, subject: mail.subject }, `mail kept in mail_outbox (no SMTP_URL)\n${mail.text}`);
      }
      return;
    }
    try {
      await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await db.updateTable('mail_outbox').set({ sent_at: new Date().toISOString(), error: null }).where('id', '=', id).execute();
    } catch (error) {
      logger.error({ err: error, mailId: id }, 'mail delivery failed; the mail stays in mail_outbox');
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('mail_outbox')
        .set({ error: message.slice(0, ERROR_COLUMN_LENGTH) })
        .where('id', '=', id)
        .execute();
    }
  }

  async function enqueue(mail: MailMessage, executor: Kysely<Database> = db): Promise<() => void> {
    const { id } = await executor
      .insertInto('mail_outbox')
      .values({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        created_at: new Date().toISOString(),
        sent_at: null,
        error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return () => tasks.run(`delivery of mail ${id}`, () => deliver(id, mail));
  }

  return {
    /**
     * Writes the mail to the outbox, inside the caller's transaction when given one, and returns
     * the function that starts its delivery: call it once that transaction has committed, so a
     * rolled-back change never sends a mail.
     */
    enqueue,

    /** Outbox, then delivery in the background. */
    async send(mail: MailMessage): Promise<void> {
      (await enqueue(mail))();
    },

    /** Waits for deliveries under way, then lets go of the SMTP connections. */
    async close(): Promise<void> {
      await tasks.drain();
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
