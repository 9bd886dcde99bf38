import {
  API_ERRORS,
  type ApiErrorName,
  addDays,
  advertisersResponseSchema,
  apiErrorBodySchema,
  applyCartResponseSchema,
  areasResponseSchema,
  bookingsResponseSchema,
  businessDateOf,
  cartSummarySchema,
  programGuideResponseSchema,
  ROLE_IDS,
  type SaveTrialGrantRequest,
  trialCompanySchema,
  trialPermissionEventsResponseSchema,
  trialPermissionsResponseSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAdvertisers } from '../../seed/demo-advertisers';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { seedDemoInventory } from '../../seed/inventory/seed-inventory';
import { seedDemoData } from '../../seed/seed-demo-data';
import { GENEROUS_LOGIN_LIMITS } from '../../test/demo-test-app';
import { createCompany, createSlot, createUser } from '../../test/factories';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';

const DAY_MS = 24 * 3600 * 1000;
const clock = createTestClock();
const today = () => businessDateOf(clock.now());

let testApp: TestApp;
let smtp: SmtpTestServer;
/** 高橋 健太, administrator of the demo broadcaster (株式会社みなと放送, the 関東 NNN station). */
let stationAdmin: TestClient;
let trial: TestClient;
let stations: Map<string, number>;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  testApp = await startTestApp(
    {
      loginLimits: GENEROUS_LOGIN_LIMITS,
      smtpUrl: smtp.url,
      logLevel: 'error',
      // The clock moves by days here; the sessions should not end with them.
      session: { idleTimeoutMs: 365 * DAY_MS, absoluteTimeoutMs: 365 * DAY_MS },
    },
    { clock: clock.now },
  );
  await seedDemoData(testApp.db);
  // The areas and stations only (and the demo trial company's view-only grant from the 関東 ANN station).
  await seedDemoInventory(testApp.db, { today: '2031-01-06', weeks: 0 });
  await seedDemoAdvertisers(testApp.db);
  stations = new Map((await testApp.db.selectFrom('stations').select(['id', 'code']).execute()).map((row) => [row.code, row.id]));
  stationAdmin = await loggedInClient(testApp, 'station-admin@demo.tvcm.jp', DEMO_PASSWORD);
  trial = await loggedInClient(testApp, 'trial@demo.tvcm.jp', DEMO_PASSWORD);
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const TRIAL = '00000T0001';
const OWN_STATION = 'kanto-NNN';
const stationId = (code: string) => stations.get(code) ?? 0;

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors[0]?.code).toBe(API_ERRORS[name].code);
}

async function listOf(client: TestClient) {
  const response = await client.request('GET', '/api/trial-permissions');
  expect(response.status).toBe(200);
  return trialPermissionsResponseSchema.parse(response.body).trialCompanies;
}

async function entryOf(client: TestClient, code: string) {
  const entry = (await listOf(client)).find((company) => company.code === code);
  if (!entry) throw new Error(`${code} is not listed`);
  return entry;
}

async function eventsOf(client: TestClient, code: string) {
  const response = await client.request('GET', `/api/trial-permissions/${code}/events`);
  expect(response.status).toBe(200);
  return trialPermissionEventsResponseSchema.parse(response.body).events;
}

async function grant(client: TestClient, code: string, body: SaveTrialGrantRequest) {
  const response = await client.request('PUT', `/api/trial-permissions/${code}`, { body });
  expect(response.status).toBe(200);
  return trialCompanySchema.parse(response.body);
}

const revoke = (client: TestClient, code: string) => client.request('DELETE', `/api/trial-permissions/${code}`);

/** The stations a client may search, by code. */
async function searchable(client: TestClient) {
  const { areas } = areasResponseSchema.parse((await client.request('GET', '/api/areas')).body);
  return areas.flatMap((area) => area.stations.map((station) => station.code));
}

/** The stations of the 関東 timetable the client is shown. */
async function timetableStations(client: TestClient) {
  const response = await client.request('GET', `/api/program-guide?area=kanto&date=2031-01-06`);
  expect(response.status).toBe(200);
  return programGuideResponseSchema.parse(response.body).stations.map((station) => station.code);
}

/** Mails queued to `account` so far (the outbox: what was queued is what is sent). */
const queuedTo = async (account: string) =>
  (await testApp.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', account).orderBy('id').execute()).map(
    (row) => row.subject,
  );

async function trialCartWith(slotId: number) {
  const created = await trial.request('POST', '/api/carts', { body: { name: 'トライアル申込' } });
  const cart = cartSummarySchema.parse(created.body);
  expect((await trial.request('POST', `/api/carts/${cart.id}/items`, { body: { slotId, quantity: 1 } })).status).toBe(201);
  return cart.id;
}

async function applyFor(cartId: number, stationIds: number[]) {
  const { advertisers } = advertisersResponseSchema.parse((await trial.request('GET', '/api/advertisers')).body);
  return trial.request('POST', `/api/carts/${cartId}/applications`, {
    body: {
      advertiserId: advertisers[0]?.id,
      productName: 'つばさ緑茶',
      cmLengthSeconds: 15,
      contactName: '渡辺 さくら',
      contactPhone: '03-1234-5678',
      agreedStationIds: stationIds,
    },
  });
}

const unitsHeld = async (slotId: number) =>
  (await testApp.db.selectFrom('slots').select('units_held').where('id', '=', slotId).executeTakeFirstOrThrow()).units_held;

describe('the trial-user permission list', () => {
  it('lists every trial company with its user type, plain user names and registration, and only this station company’s grant', async () => {
    const other = await createCompany(testApp.db, { code: '00000T0902', name: 'みずほ企画（トライアル）' });
    await createUser(testApp.db, { companyId: other.id, name: '森 花子' });
    await createUser(testApp.db, { companyId: other.id, name: '林 一郎', roleId: ROLE_IDS.administrator });

    const listed = await listOf(stationAdmin);
    expect(listed.map((company) => company.code)).toEqual([TRIAL, '00000T0902']);
    expect(listed[0]).toEqual({
      code: TRIAL,
      name: 'つばさ商事株式会社（トライアル）',
      userType: 2,
      users: [{ name: '渡辺 さくら' }],
      registeredAt: expect.any(String),
      // The demo trial company's grant is the 関東 ANN station company's, not this one's.
      grant: null,
    });
    expect(listed[1]).toMatchObject({ userType: null, users: [{ name: '森 花子' }, { name: '林 一郎' }], grant: null });
    expect(await eventsOf(stationAdmin, TRIAL)).toEqual([]);

    // The 関東 ANN station company sees its own (seeded) grant and its event.
    const annCompany = await testApp.db
      .selectFrom('stations')
      .select('company_id')
      .where('code', '=', 'kanto-ANN')
      .executeTakeFirstOrThrow();
    const annAdmin = await createUser(testApp.db, { companyId: annCompany.company_id, roleId: ROLE_IDS.administrator });
    const ann = await loggedInClient(testApp, annAdmin.account);
    expect((await entryOf(ann, TRIAL)).grant).toMatchObject({ scope: 'VIEW', validUntil: null, grantedBy: null });
    expect(await eventsOf(ann, TRIAL)).toMatchObject([{ action: 'GRANT', scope: 'VIEW', by: null }]);
  });

  it('refuses a general user, an agency administrator and a broadcaster user who is no administrator', async () => {
    const callers = await Promise.all(
      ['station-user@demo.tvcm.jp', 'agency-admin@demo.tvcm.jp', 'agency-user@demo.tvcm.jp', 'trial@demo.tvcm.jp'].map(
        (account) => loggedInClient(testApp, account, DEMO_PASSWORD),
      ),
    );
    for (const caller of callers) {
      expectError(await caller.request('GET', '/api/trial-permissions'), 'licenceMissing');
      expectError(await caller.request('GET', `/api/trial-permissions/${TRIAL}/events`), 'licenceMissing');
      expectError(
        await caller.request('PUT', `/api/trial-permissions/${TRIAL}`, {
          body: { scope: 'APPLY', validFrom: today(), validUntil: null },
        }),
        'licenceMissing',
      );
      expectError(await revoke(caller, TRIAL), 'licenceMissing');
    }
    expect((await entryOf(stationAdmin, TRIAL)).grant).toBeNull();
  });

  it('answers TRL04001 for a code that names no trial company, and refuses a period that ends before it starts', async () => {
    for (const code of ['0000A00001', '00000T9999', '00000t0001']) {
      expectError(await stationAdmin.request('GET', `/api/trial-permissions/${code}/events`), 'trialCompanyNotFound');
      expectError(
        await stationAdmin.request('PUT', `/api/trial-permissions/${code}`, {
          body: { scope: 'VIEW', validFrom: today(), validUntil: null },
        }),
        'trialCompanyNotFound',
      );
      expectError(await revoke(stationAdmin, code), 'trialCompanyNotFound');
    }
    const invalid: unknown[] = [
      { scope: 'VIEW', validFrom: '2026-12-01', validUntil: '2026-11-30' },
      { scope: 'VIEW', validFrom: '2026-02-30', validUntil: null },
      { scope: 'VIEW', validFrom: '2026/12/01', validUntil: null },
      { scope: 'ALL', validFrom: '2026-12-01', validUntil: null },
      { scope: 'VIEW', validFrom: '2026-12-01' },
      { scope: 'VIEW', validFrom: '2026-12-01', validUntil: null, grantedBy: 1 },
    ];
    for (const body of invalid) {
      expectError(await stationAdmin.request('PUT', `/api/trial-permissions/${TRIAL}`, { body }), 'badRequest');
    }
    // A single day is a period.
    await grant(stationAdmin, '00000T0902', { scope: 'VIEW', validFrom: '2026-12-01', validUntil: '2026-12-01' });
    expect((await revoke(stationAdmin, '00000T0902')).status).toBe(204);
    expect(await eventsOf(stationAdmin, TRIAL)).toEqual([]);
  });
});

describe('granting, changing and revoking', () => {
  it('lets the trial company see the station with a view grant, apply only with an apply grant, and keeps its application after a revoke', async () => {
    const slot = await createSlot(testApp.db, { stationId: stationId(OWN_STATION), areaCode: 'kanto', unitsOnSale: 3 });
    expect(await searchable(trial)).not.toContain(OWN_STATION);

    // Granted: view only, from today, no end.
    const viewing = await grant(stationAdmin, TRIAL, { scope: 'VIEW', validFrom: today(), validUntil: null });
    expect(viewing.grant).toEqual({
      scope: 'VIEW',
      validFrom: today(),
      validUntil: null,
      grantedBy: { name: '高橋 健太' },
      grantedAt: new Date(clock.now()).toISOString(),
      status: 'ACTIVE',
    });
    expect(await searchable(trial)).toContain(OWN_STATION);
    expect(await timetableStations(trial)).toContain(OWN_STATION);
    const granted = await smtp.waitForMail('trial@demo.tvcm.jp');
    expect(granted.subject).toBe('【tvcm-market】株式会社みなと放送のトライアル利用権限が付与されました');
    expect(granted.text).toContain('渡辺 さくら 様');
    expect(granted.text).toContain('放送局：みなとテレビ');
    expect(granted.text).toContain('権限：CM枠の閲覧のみ');
    expect(granted.text).toContain('有効期間：2026年11月22日 ～ 期限なし');
    expect(granted.text).toContain('/agency/program_guide');

    // Viewing fills a cart, but applying needs more: CRT00012 names the station, and nothing is held.
    const cartId = await trialCartWith(slot.id);
    const refused = await applyFor(cartId, [stationId(OWN_STATION)]);
    expectError(refused, 'applicationNotGranted');
    expect(apiErrorBodySchema.parse(refused.body).errors[0]?.params).toEqual({ stations: String(stationId(OWN_STATION)) });
    expect(await unitsHeld(slot.id)).toBe(0);

    // Changed: view and apply, until the end of next year.
    clock.advance(60_000);
    const applying = await grant(stationAdmin, TRIAL, { scope: 'APPLY', validFrom: today(), validUntil: '2027-12-31' });
    expect(applying.grant).toMatchObject({ scope: 'APPLY', validUntil: '2027-12-31', status: 'ACTIVE' });
    const changed = await smtp.waitForMail('trial@demo.tvcm.jp', { count: 2 });
    expect(changed.subject).toContain('変更されました');
    expect(changed.text).toContain('権限：CM枠の閲覧・購入申込');
    expect(changed.text).toContain('2026年11月22日 ～ 2027年12月31日');

    const applied = await applyFor(cartId, [stationId(OWN_STATION)]);
    expect(applied.status).toBe(201);
    const [booking] = applyCartResponseSchema.parse(applied.body).bookings;
    expect(await unitsHeld(slot.id)).toBe(1);

    // Revoked: gone from the next search; the application stays, its units held.
    clock.advance(60_000);
    expect((await revoke(stationAdmin, TRIAL)).status).toBe(204);
    expect((await entryOf(stationAdmin, TRIAL)).grant).toBeNull();
    expect(await searchable(trial)).not.toContain(OWN_STATION);
    expect(await timetableStations(trial)).not.toContain(OWN_STATION);
    const revoked = await smtp.waitForMail('trial@demo.tvcm.jp', { count: 3 });
    expect(revoked.subject).toBe('【tvcm-market】株式会社みなと放送のトライアル利用権限が取り消されました');
    expect(revoked.text).toContain('既に送信済みの購入申込はそのまま有効です');
    const { items: bookings } = bookingsResponseSchema.parse((await trial.request('GET', '/api/bookings')).body);
    expect(bookings.find((listed) => listed.id === booking?.id)?.status).toBe('APPLIED');
    expect(await unitsHeld(slot.id)).toBe(1);

    // Nothing more to revoke.
    expectError(await revoke(stationAdmin, TRIAL), 'trialGrantMissing');

    // The audit trail, newest first, with who did what.
    const events = await eventsOf(stationAdmin, TRIAL);
    expect(events.map(({ action, scope, validUntil, by }) => ({ action, scope, validUntil, by }))).toEqual([
      { action: 'REVOKE', scope: null, validUntil: null, by: { name: '高橋 健太' } },
      { action: 'CHANGE', scope: 'APPLY', validUntil: '2027-12-31', by: { name: '高橋 健太' } },
      { action: 'GRANT', scope: 'VIEW', validUntil: null, by: { name: '高橋 健太' } },
    ]);
    expect(events.map((event) => event.at)).toEqual([...events.map((event) => event.at)].sort().reverse());
  });

  it('mails every user of the trial company once per change, and not at all for the same terms again', async () => {
    const company = await createCompany(testApp.db, { code: '00000T0903', name: 'さつき商会（トライアル）' });
    const first = await createUser(testApp.db, { companyId: company.id, name: '小川 明' });
    const second = await createUser(testApp.db, { companyId: company.id, name: '大野 愛' });
    const terms: SaveTrialGrantRequest = { scope: 'VIEW', validFrom: today(), validUntil: null };

    await grant(stationAdmin, company.code, terms);
    await grant(stationAdmin, company.code, terms);
    expect(await queuedTo(first.account)).toEqual(['【tvcm-market】株式会社みなと放送のトライアル利用権限が付与されました']);
    expect(await queuedTo(second.account)).toHaveLength(1);
    expect((await smtp.waitForMail(second.account)).text).toContain('大野 愛 様');
    expect(await eventsOf(stationAdmin, company.code)).toHaveLength(1);

    expect((await revoke(stationAdmin, company.code)).status).toBe(204);
    expect(await queuedTo(first.account)).toHaveLength(2);
    expect(await queuedTo(second.account)).toHaveLength(2);
  });

  it('keeps one grant in force when two administrators grant at once', async () => {
    const company = await createCompany(testApp.db, { code: '00000T0904' });
    const colleague = await createUser(testApp.db, {
      companyId: (
        await testApp.db.selectFrom('companies').select('id').where('code', '=', '0000S00001').executeTakeFirstOrThrow()
      ).id,
      roleId: ROLE_IDS.administrator,
    });
    const other = await loggedInClient(testApp, colleague.account);
    const answers = await Promise.all([
      stationAdmin.request('PUT', `/api/trial-permissions/${company.code}`, {
        body: { scope: 'VIEW', validFrom: today(), validUntil: null },
      }),
      other.request('PUT', `/api/trial-permissions/${company.code}`, {
        body: { scope: 'APPLY', validFrom: today(), validUntil: null },
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const inForce = await testApp.db
      .selectFrom('trial_permissions')
      .select('scope')
      .where('trial_company_id', '=', company.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(inForce).toHaveLength(1);
    const events = await eventsOf(stationAdmin, company.code);
    expect(events.map((event) => event.action)).toEqual(['CHANGE', 'GRANT']);
    expect(events[0]?.scope).toBe(inForce[0]?.scope);
  });
});

describe('the validity period', () => {
  it('hides the station before the first day and after the last, and refuses applying then', async () => {
    const slot = await createSlot(testApp.db, { stationId: stationId(OWN_STATION), areaCode: 'kanto', unitsOnSale: 3 });
    const tomorrow = addDays(today(), 1);
    const scheduled = await grant(stationAdmin, TRIAL, { scope: 'APPLY', validFrom: tomorrow, validUntil: tomorrow });
    expect(scheduled.grant?.status).toBe('SCHEDULED');
    expect(await searchable(trial)).not.toContain(OWN_STATION);

    clock.advance(DAY_MS);
    expect((await entryOf(stationAdmin, TRIAL)).grant?.status).toBe('ACTIVE');
    expect(await searchable(trial)).toContain(OWN_STATION);
    const cartId = await trialCartWith(slot.id);

    clock.advance(DAY_MS);
    expect((await entryOf(stationAdmin, TRIAL)).grant?.status).toBe('EXPIRED');
    expect(await searchable(trial)).not.toContain(OWN_STATION);
    expectError(await applyFor(cartId, [stationId(OWN_STATION)]), 'applicationNotGranted');
    expect(await unitsHeld(slot.id)).toBe(0);
  });
});
