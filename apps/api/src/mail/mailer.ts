import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { AppDatabase } from '../db/database';
import { type BackgroundTasks, createBackgroundTasks } from '../lib/background-tasks';
import type { Clock } from '../lib/clock';
import { createSealedBox } from '../lib/sealed-box';
import { type ClaimedMail, createOutboxRepository } from './outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Waits before the 2nd, 3rd … attempt; after the last one the mail has failed for good. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000] as const;
/** How long a process may take to send a claimed mail before another may claim it again. */
const LEASE_MS = 2 * 60_000;
const CLAIM_BATCH = 20;
/** How often each process looks for due mail besides being nudged when one is queued. */
export const MAIL_SWEEP_INTERVAL_MS = 30_000;

interface SealedBody {
  text: string;
  html: string;
}

export interface MailerOptions {
  /** Where mail bodies are sealed while they wait: derived from the session secret. */
  secret: string;
  /** Where the mailer reads the time: when a mail is queued, sent and due again. */
  now: Clock;
  tasks?: BackgroundTasks;
}

/**
 * Mail goes through the `mail_outbox` queue: written in the caller's unit of work, then sent by
 * whichever API process claims it first (a lease), retried with backoff when the SMTP server
 * fails, and marked failed after the last attempt. Bodies carry live links, so they are kept
 * sealed and dropped once sent. Without `SMTP_URL`, outside production, "sending" writes the mail
 * to the log so a local user can follow its link.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'isProduction'>,
  db: AppDatabase,
  logger: FastifyBaseLogger,
  options: MailerOptions,
) {
  const outbox = createOutboxRepository(db);
  const box = createSealedBox(options.secret, 'mail-outbox');
  const { now } = options;
  const tasks = options.tasks ?? createBackgroundTasks(logger);
  // One transport for the process: nodemailer reuses it for every message.
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  let sweepAgain = false;

  async function transmit(mail: ClaimedMail, body: SealedBody): Promise<void> {
    if (transport) {
      await transport.sendMail({ from: config.mailFrom, to: mail.to_address, subject: mail.subject, ...body });
      return;
    }
    if (config.isProduction) throw new Error('SMTP_URL is not set');
    logger.info({ mailId: mail.id, to: mail.to_address, subject: mail.subject }, `mail (no SMTP_URL)\n${body.text}`);
  }

  async function deliver(mail: ClaimedMail): Promise<void> {
    try {
      if (!mail.sealed_body) throw new Error('the mail body is no longer kept');
      await transmit(mail, JSON.parse(box.open(mail.sealed_body)) as SealedBody);
      await outbox.markSent(mail.id, new Date(now()).toISOString());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = MAIL_RETRY_DELAYS_MS[mail.attempts - 1];
      if (delay === undefined) {
        logger.error({ err: error, mailId: mail.id, attempts: mail.attempts }, 'mail delivery failed for good');
        await outbox.markFailed(mail.id, message);
      } else {
        logger.warn({ err: error, mailId: mail.id, attempts: mail.attempts }, 'mail delivery failed; it will be retried');
        await outbox.scheduleRetry(mail.id, message, new Date(now() + delay).toISOString());
      }
    }
  }

  async function sweepOnce(): Promise<void> {
    for (;;) {
      const nowMs = now();
      const claimed = await outbox.claimDue(new Date(nowMs).toISOString(), new Date(nowMs + LEASE_MS).toISOString(), CLAIM_BATCH);
      if (claimed.length === 0) return;
      for (const mail of claimed) await deliver(mail);
    }
  }

  /** Sends what is due; a sweep asked for while one runs follows it, so nothing queued meanwhile waits for the timer. */
  function sweep(): Promise<void> {
    if (sweeping) {
      sweepAgain = true;
      return sweeping;
    }
    sweeping = (async () => {
      try {
        do {
          sweepAgain = false;
          await sweepOnce();
        } while (sweepAgain);
      } finally {
        sweeping = undefined;
      }
    })();
    return sweeping;
  }

  const nudge = () => tasks.run('mail sweep', sweep);

  return {
    /**
     * Queues the mail inside the caller's unit of work, if one is under way, and answers the
     * mail's id and the function that starts its delivery: call it once that work has committed
     * (a rolled-back change never sends a mail; a crash before the call leaves it to the sweeper).
     */
    async enqueue(mail: MailMessage): Promise<{ mailId: number; deliver: () => void }> {
      const mailId = await outbox.insert({
        to: mail.to,
        subject: mail.subject,
        sealedBody: box.seal(JSON.stringify({ text: mail.text, html: mail.html } satisfies SealedBody)),
        nowIso: new Date(now()).toISOString(),
      });
      return { mailId, deliver: nudge };
    },

    /** Queues the mail and starts its delivery at once. */
    async send(mail: MailMessage): Promise<void> {
      (await this.enqueue(mail)).deliver();
    },

    sweep,

    /** Looks for due mail every MAIL_SWEEP_INTERVAL_MS: retries, and mail a crashed process left behind. */
    start(): void {
      timer ??= setInterval(nudge, MAIL_SWEEP_INTERVAL_MS);
      timer.unref();
      nudge();
    },

    /** Stops looking, waits for deliveries under way, then lets go of the SMTP connections. */
    async close(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await tasks.drain();
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
