import { API_ERROR_CODES } from '@tvcm/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../db/database';
import { createUnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import { createCompany, grantPoints } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { appendPointEntry, type PointEntry } from './point-ledger';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const spend = (companyId: number, amount: number): PointEntry => ({
  companyId,
  kind: 'USE',
  amount: -amount,
  description: `利用 ${amount}`,
  userId: null,
  expiresOn: null,
  at: '2026-11-20T00:00:00.000Z',
});

async function balanceOf(companyId: number) {
  const row = await testApp.db
    .selectFrom('point_balances')
    .select('balance')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.balance;
}

function ledgerOf(companyId: number) {
  return testApp.db
    .selectFrom('point_transactions')
    .select(['kind', 'amount', 'balance_after'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
}

const pointsInsufficient = (error: unknown) => error instanceof AppError && error.code === API_ERROR_CODES.pointsInsufficient;

/**
 * Resolves once a statement of this test's database waits for a row lock: the second spend has
 * reached the balance row the first one holds. Each check is a query, so this waits on the
 * database's own state rather than on time.
 */
async function untilOneWaitsForALock() {
  const target = testApp.config.database;
  const applicationName = target.kind === 'postgres' && target.schema ? `tvcm-market ${target.schema}` : 'tvcm-market';
  for (let check = 0; check < 10_000; check += 1) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*) as waiting from pg_stat_activity
      where application_name = ${applicationName} and wait_event_type = 'Lock'`.execute(testApp.db);
    if (Number(rows[0]?.waiting) > 0) return;
  }
  throw new Error('the second spend never waited for the balance row');
}

describe('appendPointEntry', () => {
  it('records the balance after each entry and keeps the balance row with the ledger', async () => {
    const company = await createCompany(testApp.db, { pointService: true });
    await grantPoints(testApp.db, company.id, 30_000, '付与', { kind: 'GRANT' });
    await grantPoints(testApp.db, company.id, -12_000, '利用', { kind: 'USE' });
    const last = await grantPoints(testApp.db, company.id, 2_000, '返還', { kind: 'REFUND' });

    expect(last.balanceAfter).toBe(20_000);
    expect(await ledgerOf(company.id)).toEqual([
      { kind: 'GRANT', amount: 30_000, balance_after: 30_000 },
      { kind: 'USE', amount: -12_000, balance_after: 18_000 },
      { kind: 'REFUND', amount: 2_000, balance_after: 20_000 },
    ]);
    expect(await balanceOf(company.id)).toBe(20_000);
  });

  it('refuses an entry that would overdraw with PNT00001, and leaves the balance and the ledger as they were', async () => {
    const company = await createCompany(testApp.db, { pointService: true });
    await grantPoints(testApp.db, company.id, 10_000);

    const overdraw = testApp.db.transaction().execute((trx) => appendPointEntry(trx, spend(company.id, 10_001)));

    await expect(overdraw).rejects.toSatisfy(pointsInsufficient);
    expect(await balanceOf(company.id)).toBe(10_000);
    expect(await ledgerOf(company.id)).toHaveLength(1);
    // Spending exactly the balance is allowed, down to zero.
    await grantPoints(testApp.db, company.id, -10_000);
    expect(await balanceOf(company.id)).toBe(0);
  });

  it('refuses a first entry that takes points from a company that has none', async () => {
    const company = await createCompany(testApp.db, { pointService: true });
    await expect(grantPoints(testApp.db, company.id, -1)).rejects.toSatisfy(pointsInsufficient);
    expect(await ledgerOf(company.id)).toEqual([]);
  });

  it('lets exactly one of two spends at once through when together they would overdraw', async () => {
    const company = await createCompany(testApp.db, { pointService: true });
    await grantPoints(testApp.db, company.id, 100_000);
    const { db, unitOfWork } = createUnitOfWork(testApp.db);

    // The first spend moves the balance and holds its transaction open until the second has
    // started: on PostgreSQL the second then waits on the balance row and re-checks it after the
    // first commits. SQLite has one writer, so the second simply runs after the first.
    let firstMoved!: () => void;
    const firstHasMoved = new Promise<void>((resolve) => {
      firstMoved = resolve;
    });
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const first = unitOfWork.run(async () => {
      const entry = await appendPointEntry(db, spend(company.id, 70_000));
      firstMoved();
      await firstMayCommit;
      return entry;
    });
    await firstHasMoved;
    const second = unitOfWork.run(() => appendPointEntry(db, spend(company.id, 50_000)));
    if (isPostgres(testApp.db)) await untilOneWaitsForALock();
    releaseFirst();

    const [firstOutcome, secondOutcome] = await Promise.allSettled([first, second]);

    expect(firstOutcome).toEqual({ status: 'fulfilled', value: expect.objectContaining({ balanceAfter: 30_000 }) });
    expect(secondOutcome.status).toBe('rejected');
    expect(pointsInsufficient((secondOutcome as PromiseRejectedResult).reason)).toBe(true);
    expect(await balanceOf(company.id)).toBe(30_000);
    expect((await ledgerOf(company.id)).map((entry) => entry.balance_after)).toEqual([100_000, 30_000]);
  });

  it('lets two spends at once both through when the balance covers them', async () => {
    const company = await createCompany(testApp.db, { pointService: true });
    await grantPoints(testApp.db, company.id, 100_000);
    const { db, unitOfWork } = createUnitOfWork(testApp.db);

    await Promise.all([
      unitOfWork.run(() => appendPointEntry(db, spend(company.id, 40_000))),
      unitOfWork.run(() => appendPointEntry(db, spend(company.id, 60_000))),
    ]);

    expect(await balanceOf(company.id)).toBe(0);
    // Whichever came first, each entry's balance after is the one before it plus its amount.
    const ledger = await ledgerOf(company.id);
    expect(ledger.map((entry, index) => (ledger[index - 1]?.balance_after ?? 0) + entry.amount)).toEqual(
      ledger.map((entry) => entry.balance_after),
    );
    expect(ledger.at(-1)?.balance_after).toBe(0);
  });
});

describe('the ledger in the database', () => {
  it('refuses changing or deleting an entry', async () => {
    const company = await createCompany(testApp.db, { pointService: true });
    const { id } = await grantPoints(testApp.db, company.id, 5_000);

    await expect(
      testApp.db.updateTable('point_transactions').set({ reason: '書き換え' }).where('id', '=', id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      testApp.db.updateTable('point_transactions').set({ amount: 999_999 }).where('id', '=', id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(testApp.db.deleteFrom('point_transactions').where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    expect(await ledgerOf(company.id)).toEqual([{ kind: 'GRANT', amount: 5_000, balance_after: 5_000 }]);
  });

  it("takes a company's ledger and balance with the company when the company itself is removed", async () => {
    const company = await createCompany(testApp.db, { pointService: true });
    await grantPoints(testApp.db, company.id, 5_000);
    await grantPoints(testApp.db, company.id, -1_000);

    await testApp.db.deleteFrom('companies').where('id', '=', company.id).execute();

    expect(await ledgerOf(company.id)).toEqual([]);
    expect(await balanceOf(company.id)).toBeUndefined();
  });

  it('refuses a balance below zero, and an entry whose balance after is below zero', async () => {
    const company = await createCompany(testApp.db, { pointService: true });
    await grantPoints(testApp.db, company.id, 1_000);

    await expect(
      testApp.db.updateTable('point_balances').set({ balance: -1 }).where('company_id', '=', company.id).execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      sql`insert into point_transactions (company_id, kind, amount, reason, balance_after, created_at)
          values (${company.id}, 'USE', -2000, '直接', -1000, '2026-11-20T00:00:00.000Z')`.execute(testApp.db),
    ).rejects.toThrow(/check/i);
    expect(await balanceOf(company.id)).toBe(1_000);
  });
});
