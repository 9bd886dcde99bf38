import { addDays, businessDateOf, pointHistoriesResponseSchema } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../db/count-rows';
import { startTestApp, type TestApp } from '../test/test-app';
import { TestClient } from '../test/test-client';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { seedDemo } from './seed-demo';
import { DEMO_AIRED_BOOKINGS } from './seed-demo-aired-history';
import { seedDemoData } from './seed-demo-data';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

type CountedTable =
  | 'users'
  | 'companies'
  | 'user_function_licenses'
  | 'company_function_licenses'
  | 'carts'
  | 'point_transactions';
const count = (table: CountedTable) => countRows(testApp.db, table);

describe('seedDemoData', () => {
  it('is idempotent and keeps what users changed', async () => {
    await seedDemoData(testApp.db);
    const before = await Promise.all([
      count('users'),
      count('companies'),
      count('user_function_licenses'),
      count('company_function_licenses'),
    ]);
    expect(before[0]).toBe(DEMO_USERS.length);
    await testApp.db
      .updateTable('users')
      .set({ display_name: '変更済み 氏名' })
      .where('account', '=', 'agency-user@demo.tvcm.jp')
      .execute();

    await seedDemoData(testApp.db);

    const after = await Promise.all([
      count('users'),
      count('companies'),
      count('user_function_licenses'),
      count('company_function_licenses'),
    ]);
    expect(after).toEqual(before);
    const changed = await testApp.db
      .selectFrom('users')
      .select('display_name')
      .where('account', '=', 'agency-user@demo.tvcm.jp')
      .executeTakeFirstOrThrow();
    expect(changed.display_name).toBe('変更済み 氏名');
  });

  it('gives every demo account the demo password, and the trial company a 00000T code', async () => {
    await seedDemoData(testApp.db);
    const browser = new TestClient(testApp.baseUrl);
    expect((await browser.login('agency-admin@demo.tvcm.jp', DEMO_PASSWORD)).status).toBe(201);
    const trial = await testApp.db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select('companies.code')
      .where('users.account', '=', 'trial@demo.tvcm.jp')
      .executeTakeFirstOrThrow();
    expect(trial.code.startsWith('00000T')).toBe(true);
  });
});

describe('demo notification and point states', () => {
  it('lights every kind of badge and gives the demo agency a point balance', async () => {
    // Three weeks: last-minute slots are on sale in the days ahead, normal ones from a week on.
    await seedDemo(testApp.db, { today: '2031-01-08', weeks: 3 });
    await seedDemo(testApp.db, { today: '2031-01-08', weeks: 3 });
    // The TV trade's two applications and the streaming trade's two, once however often the seed runs,
    // beside the contracted past of the aired history (weeks before this one).
    const ahead = await testApp.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where((eb) => eb.or([eb('air_to', 'is', null), eb('air_to', '>=', '2031-01-06')]))
      .executeTakeFirstOrThrow();
    expect(Number(ahead.count)).toBe(4);
    expect(await countRows(testApp.db, 'bookings')).toBe(4 + DEMO_AIRED_BOOKINGS);
    const agency = new TestClient(testApp.baseUrl);
    await agency.login('agency-admin@demo.tvcm.jp', DEMO_PASSWORD);
    expect((await agency.request('GET', '/api/notifications')).body).toMatchObject({
      existsUnpurchasedCart: true,
      receivedCart: true,
      existsUnpurchasedCartCU: true,
      receivedCartCU: true,
      proceededBooking: true,
      proceededBookingCU: true,
    });
    expect((await agency.request('GET', '/api/points/companies/0000A00001/status')).body).toEqual({
      status: { balance: 52_000 },
    });

    const station = new TestClient(testApp.baseUrl);
    await station.login('station-admin@demo.tvcm.jp', DEMO_PASSWORD);
    expect((await station.request('GET', '/api/notifications')).body).toMatchObject({
      receivedOfferPurchase: true,
      receivedOfferPurchaseCU: true,
    });

    const advertiser = new TestClient(testApp.baseUrl);
    await advertiser.login('advertiser@demo.tvcm.jp', DEMO_PASSWORD);
    expect((await advertiser.request('GET', '/api/notifications')).body).toMatchObject({
      existsUnpurchasedCart: true,
      receivedCart: false,
    });
  }, 180_000);
});

describe('demo point ledger', () => {
  it('gives the demo agency months of entries of several kinds, each with its balance after, ending at 52,000 after the target data purchases', async () => {
    await seedDemoData(testApp.db);
    await seedDemoData(testApp.db);
    const ledger = await testApp.db
      .selectFrom('point_transactions')
      .innerJoin('companies', 'companies.id', 'point_transactions.company_id')
      .select([
        'point_transactions.kind',
        'point_transactions.amount',
        'point_transactions.balance_after',
        'point_transactions.created_at',
      ])
      .where('companies.code', '=', '0000A00001')
      .orderBy('point_transactions.created_at')
      .orderBy('point_transactions.id')
      .execute();

    expect(new Set(ledger.map((entry) => entry.kind))).toEqual(
      new Set(['GRANT', 'PURCHASE', 'USE', 'EXPIRY', 'REFUND', 'RESERVE', 'RELEASE']),
    );
    expect(ledger.map((entry, index) => (ledger[index - 1]?.balance_after ?? 0) + entry.amount)).toEqual(
      ledger.map((entry) => entry.balance_after),
    );
    expect(ledger.at(-1)?.balance_after).toBe(52_000);
    const firstAt = Date.parse(ledger[0]?.created_at ?? '');
    const lastAt = Date.parse(ledger.at(-1)?.created_at ?? '');
    expect(lastAt - firstAt).toBeGreaterThan(120 * 86_400_000);

    const agency = new TestClient(testApp.baseUrl);
    await agency.login('agency-admin@demo.tvcm.jp', DEMO_PASSWORD);
    const today = businessDateOf(Date.now());
    const history = pointHistoriesResponseSchema.parse(
      (
        await agency.request(
          'GET',
          `/api/points/companies/0000A00001/histories?from=${addDays(today, -365)}&to=${addDays(today, 1)}`,
        )
      ).body,
    );
    expect(history.total).toBe(ledger.length);
    expect(history.entries[0]?.balanceAfter).toBe(52_000);
    expect(history.entries.some((entry) => entry.userName !== null && entry.expiresOn !== null)).toBe(true);
  });
});
