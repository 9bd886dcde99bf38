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
/**
 * How long a claimed mail is another process's to leave alone. The sender renews it every
 * MAIL_LEASE_RENEWAL_MS while the mail is in flight, so a slow SMTP server does not hand the mail to
 * a second process; a process that dies stops renewing, and the mail is free again this soon.
 */
export const MAIL_LEASE_MS = 15_000;
export const MAIL_LEASE_RENEWAL_MS = 5_000;
/** How often each process looks for due mail besides being nudged when one is queued. */
export const MAIL_SWEEP_INTERVAL_MS = 10_000;
/** Mails a pooled SMTP connection carries before it is closed and a fresh one opened. */
export const MAIL_MESSAGES_PER_CONNECTION = 100;
/** Mails claimed in one statement, for each one sent at once. */
const CLAIMS_PER_SENDER = 4;
const DEFAULT_CONCURRENCY = 8;

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
/**
 * One pool of SMTP connections for the process, at most `connections` open at once, each reused
 * for MAIL_MESSAGES_PER_CONNECTION mails. The settings go into the URL, where nodemailer reads
 * its options from.
 */
function pooledTransport(smtpUrl: string, connections: number) {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(connections));
  url.searchParams.set('maxMessages', String(MAIL_MESSAGES_PER_CONNECTION));
  return nodemailer.createTransport(url.toString());
}

/** Runs `work` on every item, at most `limit` at once; fails with the first failure once all have ended. */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'isProduction'> & Partial<Pick<Config, 'mailConcurrency'>>,
  db: AppDatabase,
  logger: FastifyBaseLogger,
  options: MailerOptions,
) {
  const outbox = createOutboxRepository(db);
  const box = createSealedBox(options.secret, 'mail-outbox');
  const { now } = options;
  const tasks = options.tasks ?? createBackgroundTasks(logger);
  const concurrency = config.mailConcurrency ?? DEFAULT_CONCURRENCY;
  // One pooled transport for the process: as many connections as mails sent at once.
  const transport = config.smtpUrl ? pooledTransport(config.smtpUrl, concurrency) : undefined;
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

  /**
   * Claims due mail in batches and sends each batch `concurrency` at once, renewing the lease of
   * the mails not yet finished while it does.
   */
  async function sweepOnce(): Promise<void> {
    for (;;) {
      const nowMs = now();
      let heldUntil = new Date(nowMs + MAIL_LEASE_MS).toISOString();
      const claimed = await outbox.claimDue(new Date(nowMs).toISOString(), heldUntil, concurrency * CLAIMS_PER_SENDER);
      if (claimed.length === 0) return;
      const unfinished = new Set(claimed.map((mail) => mail.id));
      const renewal = setInterval(() => {
        tasks.run('mail lease renewal', async () => {
          const renewedUntil = new Date(now() + MAIL_LEASE_MS).toISOString();
          if ((await outbox.renewLeases([...unfinished], heldUntil, renewedUntil)) > 0) heldUntil = renewedUntil;
        });
      }, MAIL_LEASE_RENEWAL_MS);
      renewal.unref();
      try {
        await eachAtMost(claimed, concurrency, async (mail) => {
          await deliver(mail);
          unfinished.delete(mail.id);
        });
      } finally {
        clearInterval(renewal);
      }
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

    /**
     * Looks for due mail every MAIL_SWEEP_INTERVAL_MS: retries, and mail a crashed process left
     * behind, whose lease runs out MAIL_LEASE_MS after its last renewal.
     */
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
