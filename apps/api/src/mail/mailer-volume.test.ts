import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GENEROUS_PUBLIC_PAGE_LIMITS } from '../test/public-page-client';
import { startTestApp, type TestApp } from '../test/test-app';
import { createTestClock, type TestClock } from '../test/test-clock';
import {
  createMailer,
  MAIL_LEASE_MS,
  MAIL_LEASE_RENEWAL_MS,
  MAIL_SWEEP_INTERVAL_MS,
  type Mailer,
  type MailMessage,
} from './mailer';
import { createOutboxRepository } from './outbox.repository';

const SECRET = 'test-session-secret-that-is-long-enough-1234';
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

/**
 * An SMTP server on loopback that says which connection carried each mail, how many mails were
 * being received at once at most, and can hold every mail until a test lets them through.
 */
async function startCountingSmtpServer() {
  const deliveries: { to: string; connection: string }[] = [];
  const connections = new Set<string>();
  let inFlight = 0;
  let mostInFlight = 0;
  let held: Promise<void> = Promise.resolve();
  let release = () => {};
  const inFlightWaiters = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect(session, callback) {
      connections.add(session.id);
      callback();
    },
    onData(stream, session, callback) {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      for (const waiter of [...inFlightWaiters]) waiter();
      stream.resume();
      stream.on('end', () => {
        void held.then(() => {
          for (const recipient of session.envelope.rcptTo) deliveries.push({ to: recipient.address, connection: session.id });
          inFlight -= 1;
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    deliveries,
    connections,
    get mostInFlight() {
      return mostInFlight;
    },
    /** Holds every mail that arrives from now on, acknowledged only after `release()`. */
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    /** Resolves once `count` mails are being received at the same time. */
    whenInFlight(count: number): Promise<void> {
      return new Promise((resolve) => {
        const look = () => {
          if (inFlight < count) return;
          inFlightWaiters.delete(look);
          resolve();
        };
        inFlightWaiters.add(look);
        look();
      });
    },
    reset() {
      deliveries.length = 0;
      connections.clear();
      mostInFlight = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startCountingSmtpServer>>;
const mailers: Mailer[] = [];

beforeAll(async () => {
  smtp = await startCountingSmtpServer();
  testApp = await startTestApp({ smtpUrl: undefined, publicPageLimits: GENEROUS_PUBLIC_PAGE_LIMITS });
});
afterEach(async () => {
  vi.useRealTimers();
  smtp.release();
  for (const mailer of mailers.splice(0)) await mailer.close();
  smtp.reset();
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

function processMailer(clock: TestClock, mailConcurrency: number): Mailer {
  const mailer = createMailer(
    { smtpUrl: smtp.url, mailFrom: 'tvcm-market <no-reply@example.jp>', isProduction: false, mailConcurrency },
    testApp.db,
    silent,
    { secret: SECRET, now: clock.now },
  );
  mailers.push(mailer);
  return mailer;
}

const mailTo = (to: string): MailMessage => ({ to, subject: '【tvcm-market】お知らせ', text: '本文', html: '<p>本文</p>' });
const addresses = (name: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${name}-${index}-${Math.random().toString(36).slice(2, 8)}@example.jp`);
const timesDelivered = (list: string[]) => list.map((to) => smtp.deliveries.filter((delivery) => delivery.to === to).length);
const statuses = (ids: number[]) =>
  testApp.db
    .selectFrom('mail_outbox')
    .select(['status', 'lease_until'])
    .where('id', 'in', ids)
    .execute()
    .then((rows) => rows.map((row) => row.status));

async function enqueueAll(mailer: Mailer, list: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const to of list) ids.push((await mailer.enqueue(mailTo(to))).mailId);
  return ids;
}

describe('mail at volume', () => {
  it('sends several mails at once, never more than its concurrency, each exactly once', async () => {
    const mailer = processMailer(createTestClock(), 4);
    const list = addresses('concurrent', 12);
    const ids = await enqueueAll(mailer, list);

    // The server acknowledges nothing until four mails are being received at the same time.
    smtp.hold();
    const sweep = mailer.sweep();
    await smtp.whenInFlight(4);
    smtp.release();
    await sweep;

    expect(smtp.mostInFlight).toBe(4);
    expect(timesDelivered(list)).toEqual(list.map(() => 1));
    expect(await statuses(ids)).toEqual(ids.map(() => 'SENT'));
  });

  it('sends over a pool of SMTP connections, reused from mail to mail and from sweep to sweep', async () => {
    const mailer = processMailer(createTestClock(), 3);
    const list = addresses('pooled', 30);
    await enqueueAll(mailer, list);
    await mailer.sweep();

    expect(timesDelivered(list)).toEqual(list.map(() => 1));
    expect(smtp.connections.size).toBeGreaterThan(0);
    expect(smtp.connections.size).toBeLessThanOrEqual(3);
    const opened = new Set(smtp.connections);

    const later = addresses('pooled-later', 2);
    await enqueueAll(mailer, later);
    await mailer.sweep();
    expect(timesDelivered(later)).toEqual([1, 1]);
    expect(smtp.connections).toEqual(opened);
  });

  it('sends the mails a killed process had claimed once their lease runs out, within 30 s', async () => {
    const clock = createTestClock();
    const killed = processMailer(clock, 4);
    const list = addresses('orphaned', 6);
    const ids = await enqueueAll(killed, list);
    // The process claimed them as its sweep does, then was killed before sending any.
    const claimed = await createOutboxRepository(testApp.db).claimDue(
      new Date(clock.now()).toISOString(),
      new Date(clock.now() + MAIL_LEASE_MS).toISOString(),
      10,
    );
    expect(claimed.map((mail) => mail.id).sort()).toEqual([...ids].sort());

    const survivor = processMailer(clock, 4);
    clock.advance(MAIL_LEASE_MS - 1);
    await survivor.sweep();
    expect(timesDelivered(list)).toEqual(list.map(() => 0));

    clock.advance(1);
    await survivor.sweep();
    expect(timesDelivered(list)).toEqual(list.map(() => 1));
    expect(await statuses(ids)).toEqual(ids.map(() => 'SENT'));
    // A lease runs out this long after the kill, and every process sweeps this often.
    expect(MAIL_LEASE_MS + MAIL_SWEEP_INTERVAL_MS).toBeLessThanOrEqual(30_000);
  });

  it('renews the lease of a mail still being sent, so another process does not send it too', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = createTestClock();
    const slow = processMailer(clock, 2);
    const list = addresses('slow', 2);
    const ids = await enqueueAll(slow, list);

    smtp.hold();
    const sweep = slow.sweep();
    await smtp.whenInFlight(2);
    clock.advance(MAIL_LEASE_MS - 1);
    vi.advanceTimersByTime(MAIL_LEASE_RENEWAL_MS);
    const renewedUntil = new Date(clock.now() + MAIL_LEASE_MS).toISOString();
    await vi.waitFor(async () => {
      const rows = await testApp.db.selectFrom('mail_outbox').select('lease_until').where('id', 'in', ids).execute();
      expect(rows.map((row) => row.lease_until)).toEqual([renewedUntil, renewedUntil]);
    });

    // Past the first lease, inside the renewed one: another process leaves the mails alone.
    clock.advance(2);
    const other = processMailer(clock, 2);
    await other.sweep();

    smtp.release();
    await sweep;
    expect(timesDelivered(list)).toEqual([1, 1]);
    expect(await statuses(ids)).toEqual(['SENT', 'SENT']);
  });
});
