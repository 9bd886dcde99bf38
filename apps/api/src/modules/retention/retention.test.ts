import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database';
import type { TrialRegistrationStatus } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createRetentionRepository } from './retention.repository';
import { createRetentionService } from './retention.service';

const NOW = Date.parse('2026-11-22T03:00:00.000Z');
const DAY_MS = 24 * 3_600_000;
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

async function seed(db: AppDatabase) {
  await db
    .insertInto('rate_limits')
    .values([
      { key: 'ended', hits: 3, reset_at: iso(-1) },
      { key: 'running', hits: 3, reset_at: iso(60_000) },
    ])
    .execute();
  await db
    .insertInto('login_throttles')
    .values([
      { key: 'ended', failures: 3, window_ends_at: iso(-1), blocked_until: null },
      { key: 'still-blocking', failures: 30, window_ends_at: iso(-1), blocked_until: iso(60_000) },
      { key: 'running', failures: 3, window_ends_at: iso(60_000), blocked_until: null },
    ])
    .execute();
  const event = (type: string, createdAt: string) => ({
    channel: 'events',
    type,
    user_id: null,
    payload: '{}',
    ip_address: null,
    created_at: createdAt,
  });
  await db
    .insertInto('client_events')
    .values([event('old', iso(-91 * DAY_MS)), event('recent', iso(-89 * DAY_MS))])
    .execute();
  const mail = (subject: string, createdAt: string) => ({
    to_address: 'someone@example.jp',
    subject,
    status: 'SENT' as const,
    sealed_body: null,
    created_at: createdAt,
    sent_at: createdAt,
    error: null,
  });
  await db
    .insertInto('mail_outbox')
    .values([mail('old', iso(-31 * DAY_MS)), mail('recent', iso(-29 * DAY_MS))])
    .execute();
  const entry = (email: string, expiresAt: string, status: TrialRegistrationStatus) => ({
    email,
    status,
    payload: '{}',
    confirm_token_hash: `c-${email}`,
    withdraw_token_hash: `w-${email}`,
    idempotency_key: null,
    created_at: iso(-40 * DAY_MS),
    expires_at: expiresAt,
    completed_at: null,
    withdrawn_at: null,
  });
  await db
    .insertInto('trial_registrations')
    .values([
      entry('ended-long-ago@example.jp', iso(-31 * DAY_MS), 'COMPLETED'),
      entry('withdrawn-long-ago@example.jp', iso(-31 * DAY_MS), 'WITHDRAWN'),
      entry('ended-lately@example.jp', iso(-29 * DAY_MS), 'COMPLETED'),
      entry('pending@example.jp', iso(DAY_MS), 'PENDING'),
    ])
    .execute();
}

describe('retention purge', () => {
  it('deletes what has passed its retention and keeps the rest', async () => {
    await seed(testApp.db);
    const retention = createRetentionService(
      createRetentionRepository(testApp.db),
      { clientEventsMs: 90 * DAY_MS, mailOutboxMs: 30 * DAY_MS, trialRegistrationsMs: 30 * DAY_MS },
      () => NOW,
    );

    expect(await retention.purge()).toEqual({
      rateLimits: 1,
      loginThrottles: 1,
      clientEvents: 1,
      mailOutbox: 1,
      trialRegistrations: 2,
    });

    const { db } = testApp;
    expect((await db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key)).toEqual(['running']);
    const throttles = await db.selectFrom('login_throttles').select('key').orderBy('key').execute();
    expect(throttles.map((row) => row.key)).toEqual(['running', 'still-blocking']);
    expect((await db.selectFrom('client_events').select('type').execute()).map((row) => row.type)).toEqual(['recent']);
    expect((await db.selectFrom('mail_outbox').select('subject').execute()).map((row) => row.subject)).toEqual(['recent']);
    const entries = await db.selectFrom('trial_registrations').select('email').orderBy('email').execute();
    expect(entries.map((row) => row.email)).toEqual(['ended-lately@example.jp', 'pending@example.jp']);
  });
});
