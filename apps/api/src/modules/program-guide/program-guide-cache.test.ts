import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  applyCartResponseSchema,
  cartSummarySchema,
  type ProgramGuideResponse,
  programGuideResponseSchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ConfigError, type DatabaseTarget, loadConfig } from '../../config';
import { type AppDatabase, createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { createUnitOfWork } from '../../db/unit-of-work';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { seedDemoInventory } from '../../seed/inventory/seed-inventory';
import { seedDemoData } from '../../seed/seed-demo-data';
import { GENEROUS_LOGIN_LIMITS } from '../../test/demo-test-app';
import { createSlot } from '../../test/factories';
import { testConfig } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';
import { createTestDatabaseTarget } from '../../test/test-database';
import { createInventoryService, slotProduct } from '../inventory';

/**
 * The program guide's ETag and answer cache (docs/decisions/016-inventory-answer-cache.md), on
 * two API processes sharing one database (a SQLite file, or a PostgreSQL schema): a write through
 * one is in the other's next answer.
 */

const DATE = '2031-01-06';
const GUIDE = `/api/program-guide?area=kanto&view=day&date=${DATE}`;
/** The demo broadcaster's station (関東 NNN), and the station that granted the demo trial company (関東 ANN). */
const OWN = 'kanto-NNN';
const GRANTING = 'kanto-ANN';

interface Instance {
  app: FastifyInstance;
  db: AppDatabase;
  baseUrl: string;
}

let target: DatabaseTarget;
let drop: () => Promise<void>;
let a: Instance;
let b: Instance;
let stations: Map<string, number>;

async function startInstance(clock?: () => number): Promise<Instance> {
  const db = createDatabase(target);
  const app = await buildApp(testConfig({ database: target, loginLimits: GENEROUS_LOGIN_LIMITS, logLevel: 'error' }), db, {
    ...(clock ? { clock } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, db, baseUrl: `http://127.0.0.1:${port}` };
}

async function login(instance: Instance, account: string): Promise<TestClient> {
  const client = new TestClient(instance.baseUrl);
  const response = await client.login(account, DEMO_PASSWORD);
  if (response.status !== 201) throw new Error(`login as ${account} failed with ${response.status}`);
  return client;
}

beforeAll(async () => {
  const created = await createTestDatabaseTarget();
  drop = created.drop;
  // Two processes cannot share an in-memory SQLite database: a file, as in production.
  target =
    created.target.kind === 'sqlite'
      ? { kind: 'sqlite', file: path.join(mkdtempSync(path.join(tmpdir(), 'tvcm-guide-cache-')), 'app.db') }
      : created.target;
  const setup = createDatabase(target);
  await migrateToLatest(setup, target.kind === 'postgres' ? target.schema : undefined);
  await seedDemoData(setup);
  // The areas and stations only: each test makes the slots it needs.
  await seedDemoInventory(setup, { today: DATE, weeks: 0 });
  await setup.destroy();
  a = await startInstance();
  b = await startInstance();
  stations = new Map((await a.db.selectFrom('stations').select(['id', 'code']).execute()).map((row) => [row.code, row.id]));
});

afterAll(async () => {
  for (const instance of [a, b]) {
    await instance?.app.close();
    await instance?.db.destroy();
  }
  await drop?.();
});

const stationId = (code: string) => stations.get(code) ?? 0;
const kantoSlot = (code: string, values: { startSecond?: number; unitsOnSale?: number; price?: number } = {}) =>
  createSlot(a.db, { stationId: stationId(code), areaCode: 'kanto', date: DATE, ...values });

async function guide(client: TestClient, headers: Record<string, string> = {}) {
  const response = await client.request('GET', GUIDE, { headers });
  return { response, etag: response.headers.get('etag') ?? '' };
}

async function answer(client: TestClient): Promise<{ body: ProgramGuideResponse; etag: string }> {
  const { response, etag } = await guide(client);
  expect(response.status).toBe(200);
  return { body: programGuideResponseSchema.parse(response.body), etag };
}

const slotIn = (body: ProgramGuideResponse, id: number) => {
  const index = body.slots.id.indexOf(id);
  return index < 0 ? undefined : { price: body.slots.price[index], remaining: body.slots.remaining[index] };
};

const versionOf = async (areaCode: string) =>
  Number(
    (await a.db.selectFrom('inventory_versions').select('version').where('area_code', '=', areaCode).executeTakeFirst())
      ?.version ?? 0,
  );

describe('the program guide answer’s ETag', () => {
  it('is a 304 for a repeated question, private and revalidated, and the same bytes again without one', async () => {
    await kantoSlot(OWN);
    const agency = await login(a, 'agency-admin@demo.tvcm.jp');
    const first = await answer(agency);
    expect(first.etag).toMatch(/^"pg-[\w-]+-\d+"$/);
    const { response } = await guide(agency);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');

    const repeated = await agency.request('GET', GUIDE, { headers: { 'if-none-match': first.etag } });
    expect(repeated.status).toBe(304);
    expect(repeated.body ?? '').toBe('');
    expect(repeated.headers.get('etag')).toBe(first.etag);

    // Another question is another tag.
    const week = await agency.request('GET', `/api/program-guide?area=kanto&view=week&date=${DATE}`, {
      headers: { 'if-none-match': first.etag },
    });
    expect(week.status).toBe(200);
    expect(week.headers.get('etag')).not.toBe(first.etag);

    const again = await answer(agency);
    expect(again).toEqual(first);
  });

  it('is not given to a refused question', async () => {
    const agency = await login(a, 'agency-admin@demo.tvcm.jp');
    const unknown = await agency.request('GET', `/api/program-guide?area=nowhere&view=day&date=${DATE}`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('etag')).toBeNull();
  });

  it('changes with the business date (JST): the first call after midnight is a new answer', async () => {
    // 23:59 in Japan, the day before the slots' broadcast day.
    const clock = createTestClock(Date.parse('2031-01-05T14:59:00.000Z'));
    const instance = await startInstance(clock.now);
    try {
      const agency = await login(instance, 'agency-admin@demo.tvcm.jp');
      const evening = await answer(agency);
      expect((await guide(agency, { 'if-none-match': evening.etag })).response.status).toBe(304);
      clock.advance(2 * 60_000);
      const morning = await guide(agency, { 'if-none-match': evening.etag });
      expect(morning.response.status).toBe(200);
      expect(morning.etag).not.toBe(evening.etag);
    } finally {
      await instance.app.close();
      await instance.db.destroy();
    }
  });

  it('is sent compressed as the caller accepts, and the same answer in each encoding', async () => {
    const agency = await login(a, 'agency-admin@demo.tvcm.jp');
    const plain = await answer(agency);
    for (const encoding of ['br', 'gzip']) {
      // fetch decodes what it was sent, so the bodies compare as JSON.
      const response = await agency.request('GET', GUIDE, { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(plain.body);
    }
  });
});

describe('the inventory version', () => {
  it('moves with every write path in its transaction, in the area written only, and not on a refused write', async () => {
    const { db, unitOfWork } = createUnitOfWork(a.db);
    const inventory = createInventoryService(db, () => Date.now());
    const slot = await kantoSlot(OWN, { unitsOnSale: 3 });
    const product = slotProduct(slot.id);
    const kansai = await versionOf('kansai');

    const moves = async (write: () => Promise<unknown>) => {
      const before = await versionOf('kanto');
      await write();
      return (await versionOf('kanto')) - before;
    };
    expect(await moves(() => inventory.hold(product, 2))).toBe(1);
    expect(await moves(() => inventory.release(product, 1))).toBe(1);
    expect(await moves(() => inventory.sell(product, 1))).toBe(1);
    expect(await moves(() => inventory.updateStationSlot(slot.id, { price: 600_000 }))).toBe(1);
    expect(await moves(() => inventory.updateStationSlot(slot.id, { status: 'WITHDRAWN' }))).toBe(1);
    expect(await moves(() => inventory.updateStationSlot(slot.id, { status: 'ON_SALE' }))).toBe(1);
    const programmes = await moves(() =>
      inventory.upsertProgrammes([
        {
          key: 'p',
          stationId: stationId(OWN),
          areaCode: 'kanto',
          date: DATE,
          startSecond: 0,
          endSecond: 3_600,
          title: '朝の番組',
        },
      ]),
    );
    expect(programmes).toBe(1);
    const imported = await moves(() =>
      inventory.upsertSlots(
        [
          {
            stationId: stationId(OWN),
            areaCode: 'kanto',
            programmeId: null,
            date: DATE,
            startSecond: 1_200,
            position: 'PT',
            lengthSeconds: 15,
            kind: 1,
            price: 300_000,
            unitsOnSale: 1,
            salesStart: '2020-01-01',
            salesEnd: '2031-01-05',
          },
        ],
        new Date().toISOString(),
      ),
    );
    expect(imported).toBe(1);

    // An import's commit locks its slots' areas' versions before the slots; its preview moves nothing.
    expect(await moves(() => inventory.importState([stationId(OWN)], DATE, DATE, false))).toBe(0);
    expect(await moves(() => unitOfWork.run(() => inventory.importState([stationId(OWN)], DATE, DATE, true)))).toBe(1);
    // In a unit of work the version moves with the write, committed together.
    expect(await moves(() => unitOfWork.run(() => inventory.hold(product, 1)))).toBe(1);
    expect(await moves(() => unitOfWork.run(() => inventory.release(product, 1)))).toBe(1);

    // Refused: more units than are left, more than are held; nothing written, nothing moved.
    expect(await moves(() => inventory.hold(product, 10))).toBe(0);
    expect(await moves(() => inventory.sell(product, 10))).toBe(0);
    // A write rolled back takes its version with it: both are in the one transaction.
    const rolledBack = await moves(() =>
      unitOfWork
        .run(async () => {
          expect(await inventory.hold(product, 1)).toBe(true);
          throw new Error('rolled back');
        })
        .catch(() => undefined),
    );
    expect(rolledBack).toBe(0);
    expect(await versionOf('kansai')).toBe(kansai);
  });

  it('is locked before any slot, so writers in units of work never wait for each other crosswise', async () => {
    const { db, unitOfWork } = createUnitOfWork(a.db);
    const inventory = createInventoryService(db, () => Date.now());
    const first = slotProduct((await kantoSlot(OWN, { unitsOnSale: 50 })).id);
    const second = slotProduct((await kantoSlot(OWN, { unitsOnSale: 50 })).id);
    const before = await versionOf('kanto');
    // One holds the first slot and then the second; the other the second alone (a slot row it
    // locks before the version, if the version came after the write): both, many times at once.
    const both = () =>
      unitOfWork.run(async () => {
        expect(await inventory.hold(first, 1)).toBe(true);
        expect(await inventory.hold(second, 1)).toBe(true);
      });
    const one = () => unitOfWork.run(async () => expect(await inventory.hold(second, 1)).toBe(true));
    await Promise.all(Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? both() : one())));
    expect(await versionOf('kanto')).toBe(before + 12);
  });
});

describe('two API processes on one database', () => {
  it('a station edit and a hold through B are in A’s next answer, under a new ETag', async () => {
    const slot = await kantoSlot(OWN, { unitsOnSale: 3, price: 400_000, startSecond: 7_200 });
    const agencyA = await login(a, 'agency-admin@demo.tvcm.jp');
    const agencyB = await login(b, 'agency-admin@demo.tvcm.jp');
    const stationB = await login(b, 'station-admin@demo.tvcm.jp');

    const before = await answer(agencyA);
    expect(slotIn(before.body, slot.id)).toEqual({ price: 400_000, remaining: 3 });

    // The station's edit through B.
    expect((await stationB.request('PATCH', `/api/station-slots/${slot.id}`, { body: { price: 450_000 } })).status).toBe(200);
    const edited = await guide(agencyA, { 'if-none-match': before.etag });
    expect(edited.response.status).toBe(200);
    expect(edited.etag).not.toBe(before.etag);
    expect(slotIn(programGuideResponseSchema.parse(edited.response.body), slot.id)).toEqual({ price: 450_000, remaining: 3 });

    // A hold through B: an application of a cart made there.
    const companyId = (await a.db.selectFrom('companies').select('id').where('code', '=', '0000A00001').executeTakeFirstOrThrow())
      .id;
    const now = new Date().toISOString();
    const { id: advertiserId } = await a.db
      .insertInto('advertisers')
      .values({ company_id: companyId, code: '9101', name: '広告主9101', industry: 'FOOD', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cart = cartSummarySchema.parse((await agencyB.request('POST', '/api/carts', { body: { name: '二つの窓口' } })).body);
    const line = await agencyB.request('POST', `/api/carts/${cart.id}/items`, { body: { slotId: slot.id, quantity: 2 } });
    expect(line.status).toBe(201);
    const applied = await agencyB.request('POST', `/api/carts/${cart.id}/applications`, {
      body: {
        advertiserId,
        productName: 'さくらおにぎり 新発売',
        cmLengthSeconds: 15,
        materialNote: '素材は搬入済みです。',
        contactName: '山田 太郎',
        contactPhone: '03-1234-5678',
        agreedStationIds: [stationId(OWN)],
      },
    });
    expect(applied.status).toBe(201);
    applyCartResponseSchema.parse(applied.body);

    const held = await guide(agencyA, { 'if-none-match': edited.etag });
    expect(held.response.status).toBe(200);
    expect(held.etag).not.toBe(edited.etag);
    expect(slotIn(programGuideResponseSchema.parse(held.response.body), slot.id)).toEqual({ price: 450_000, remaining: 1 });
    // And B, asked the same, answers the same under the same tag.
    const fromB = await answer(agencyB);
    expect(fromB.etag).toBe(held.etag);
  });
});

describe('trial visibility and the cache', () => {
  it('never gives a trial caller an answer built for an unrestricted one, nor the reverse, and follows its grants', async () => {
    const granted = await kantoSlot(GRANTING, { startSecond: 9_000 });
    const other = await kantoSlot(OWN, { startSecond: 9_000 });
    const agency = await login(a, 'agency-admin@demo.tvcm.jp');
    const trial = await login(a, 'trial@demo.tvcm.jp');

    const full = await answer(agency);
    const restricted = await answer(trial);
    expect(restricted.etag).not.toBe(full.etag);
    expect(restricted.body.stations.map((station) => station.code)).toEqual([GRANTING]);
    expect(slotIn(restricted.body, granted.id)).toBeDefined();
    expect(slotIn(restricted.body, other.id)).toBeUndefined();
    // The unrestricted caller's tag does not make a 304 for the trial caller, nor the reverse.
    expect((await guide(trial, { 'if-none-match': full.etag })).response.status).toBe(200);
    expect((await guide(agency, { 'if-none-match': restricted.etag })).response.status).toBe(200);
    expect((await answer(agency)).body.stations.length).toBeGreaterThan(1);
    expect((await answer(trial)).body.stations.map((station) => station.code)).toEqual([GRANTING]);

    // The grant revoked (by any process): the trial caller's next answer shows no station.
    const trialCompany = (
      await a.db.selectFrom('companies').select('id').where('code', '=', '00000T0001').executeTakeFirstOrThrow()
    ).id;
    const grants = await b.db.selectFrom('trial_permissions').selectAll().where('trial_company_id', '=', trialCompany).execute();
    await b.db.deleteFrom('trial_permissions').where('trial_company_id', '=', trialCompany).execute();
    const revoked = await guide(trial, { 'if-none-match': restricted.etag });
    expect(revoked.response.status).toBe(200);
    const revokedBody = programGuideResponseSchema.parse(revoked.response.body);
    expect(revokedBody.stations).toEqual([]);
    expect(slotIn(revokedBody, granted.id)).toBeUndefined();

    // Granted again: the same answer as before.
    await b.db.insertInto('trial_permissions').values(grants).execute();
    expect((await answer(trial)).body).toEqual(restricted.body);
  });
});

describe('PROGRAM_GUIDE_CACHE', () => {
  it('is on unless set to off, and refuses anything else', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tvcm-config-')), SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).programGuideCache).toBe(true);
    expect(loadConfig({ ...base, PROGRAM_GUIDE_CACHE: 'off' }).programGuideCache).toBe(false);
    expect(() => loadConfig({ ...base, PROGRAM_GUIDE_CACHE: 'no' })).toThrow(ConfigError);
  });
});
