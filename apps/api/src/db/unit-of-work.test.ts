import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabaseTarget } from '../test/test-database';
import { countRows } from './count-rows';
import { type AppDatabase, createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { createUnitOfWork, type UnitOfWork } from './unit-of-work';

let root: AppDatabase;
let db: AppDatabase;
let unitOfWork: UnitOfWork;
let drop: () => Promise<void>;

beforeEach(async () => {
  const target = await createTestDatabaseTarget();
  drop = target.drop;
  root = createDatabase(target.target);
  await migrateToLatest(root, target.target.kind === 'postgres' ? target.target.schema : undefined);
  ({ db, unitOfWork } = createUnitOfWork(root));
});

afterEach(async () => {
  await root.destroy();
  await drop();
});

// Two "repositories" writing to different tables, neither of which knows about transactions.
const companies = (database: AppDatabase) => ({
  insert: (code: string) =>
    database
      .insertInto('companies')
      .values({
        code,
        name: code,
        business_type: 'ADVERTISING_COMPANY',
        is_point_service_available: 0,
        created_at: '2026-11-22T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  count: async () => countRows(database, 'companies'),
});
const licences = (database: AppDatabase) => ({
  grant: (companyId: number, code: string) =>
    database.insertInto('company_function_licenses').values({ company_id: companyId, code }).execute(),
  count: async () => countRows(database, 'company_function_licenses'),
});

describe('unit of work', () => {
  it('commits the writes of several repositories together', async () => {
    await unitOfWork.run(async () => {
      const { id } = await companies(db).insert('UOW1');
      await licences(db).grant(id, 'UA010000');
    });
    expect(await companies(root).count()).toBe(1);
    expect(await licences(root).count()).toBe(1);
  });

  it('rolls every repository back when the work fails part-way', async () => {
    const failure = unitOfWork.run(async () => {
      const { id } = await companies(db).insert('UOW2');
      await licences(db).grant(id, 'UA010000');
      // The same licence twice breaks the primary key: the company written above must go too.
      await licences(db).grant(id, 'UA010000');
    });
    await expect(failure).rejects.toThrow();
    expect(await companies(root).count()).toBe(0);
    expect(await licences(root).count()).toBe(0);
  });

  it('reads its own uncommitted writes, and a nested run joins the outer transaction', async () => {
    const failure = unitOfWork.run(async () => {
      await companies(db).insert('UOW3');
      await unitOfWork.run(async () => {
        expect(await companies(db).count()).toBe(1);
        await companies(db).insert('UOW4');
      });
      throw new Error('abandon');
    });
    await expect(failure).rejects.toThrow('abandon');
    expect(await companies(root).count()).toBe(0);
  });

  it('queries the database directly outside a unit of work, also for work started inside one that ends later', async () => {
    let later: Promise<number> | undefined;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await unitOfWork.run(async () => {
      await companies(db).insert('UOW5');
      later = gate.then(() => companies(db).count());
    });
    release();
    expect(await later).toBe(1);
    expect(await companies(db).count()).toBe(1);
  });
});
