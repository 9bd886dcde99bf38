import {
  API_ERRORS,
  type ApiErrorName,
  apiErrorBodySchema,
  ROLE_IDS,
  type SaveStationProfileRequestInput,
  STATION_PROFILE_MAX_LENGTHS,
  type StationsResponse,
  saveStationProfileRequestSchema,
  stationsResponseSchema,
  stationWithProfileSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { DEMO_AREAS, DEMO_STATIONS } from '../../seed/inventory/demo-stations';
import { seedDemoInventory } from '../../seed/inventory/seed-inventory';
import { seedDemoData } from '../../seed/seed-demo-data';
import { GENEROUS_LOGIN_LIMITS } from '../../test/demo-test-app';
import { createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';

const clock = createTestClock(Date.parse('2026-11-27T01:00:00.000Z'));
let testApp: TestApp;
let agencyAdmin: TestClient;
let stationAdmin: TestClient;
let stationUser: TestClient;
let otherStationAdmin: TestClient;
let trial: TestClient;
/** The demo broadcaster's own station (関東 NNN), and one another broadcaster sells. */
let ownStationId: number;
let otherStationId: number;

const login = (account: string) => loggedInClient(testApp, account, DEMO_PASSWORD);

beforeAll(async () => {
  testApp = await startTestApp({ loginLimits: GENEROUS_LOGIN_LIMITS }, { clock: clock.now });
  await seedDemoData(testApp.db);
  await seedDemoInventory(testApp.db, { today: '2026-11-27', weeks: 0 });
  agencyAdmin = await login('agency-admin@demo.tvcm.jp');
  stationAdmin = await login('station-admin@demo.tvcm.jp');
  stationUser = await login('station-user@demo.tvcm.jp');
  trial = await login('trial@demo.tvcm.jp');

  const stations = await testApp.db.selectFrom('stations').select(['id', 'code', 'company_id']).execute();
  const idOf = (code: string) => stations.find((station) => station.code === code);
  ownStationId = idOf('kanto-NNN')?.id ?? 0;
  const other = idOf('kansai-NNN');
  otherStationId = other?.id ?? 0;
  // An administrator of the broadcaster that sells 関西 NNN: the edit needs no function licence, only the role.
  const otherAdmin = await createUser(testApp.db, { companyId: other?.company_id, roleId: ROLE_IDS.administrator });
  otherStationAdmin = await loggedInClient(testApp, otherAdmin.account);
});
afterAll(() => testApp.close());

async function listOf(client: TestClient): Promise<StationsResponse> {
  const response = await client.request('GET', '/api/stations');
  expect(response.status).toBe(200);
  return stationsResponseSchema.parse(response.body);
}

const stationIn = (answer: StationsResponse, stationId: number) =>
  answer.areas.flatMap((area) => area.stations).find((station) => station.id === stationId);

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors).toEqual([
    { code: API_ERRORS[name].code, statusCode: API_ERRORS[name].status },
  ]);
}

const profile = (overrides: Partial<SaveStationProfileRequestInput> = {}): SaveStationProfileRequestInput => ({
  coverage: '関東広域圏（1都6県）',
  salesUnit: '15秒単位',
  tablesPublished: '放送月の2か月前の第1営業日',
  salesWindow: '公開日から約5週間',
  applicationDeadline: '放送日の7営業日前 17:00',
  contractNotice: 'お申込みは契約ではありません。\n契約成立の通知をもって契約成立とします。',
  cancellation: '契約成立前の取り消しは無償です。',
  screening: '業態考査と素材考査があります。',
  contactDepartment: '営業局 スポット営業部',
  contactPhone: '03-0000-0410',
  contactEmail: 'spot-sales@kanto-nnn.example.jp',
  notices: '',
  ...overrides,
});

const save = (client: TestClient, stationId: number, body: unknown) =>
  client.request('PUT', `/api/stations/${stationId}/profile`, { body });

describe('GET /api/stations', () => {
  it('lists every demo station by area, in remote-key order, with the seeded profile', async () => {
    const { areas } = await listOf(agencyAdmin);
    expect(areas.map((area) => area.name)).toEqual(DEMO_AREAS.map((area) => area.name));
    for (const area of areas) {
      const keys = area.stations.map((station) => station.remoteKey);
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
    }
    const codes = areas.flatMap((area) => area.stations.map((station) => station.code));
    expect(new Set(codes)).toEqual(new Set(DEMO_STATIONS.map((station) => station.code)));

    const minato = areas[0]?.stations[0];
    expect(minato).toMatchObject({
      name: 'みなとテレビ',
      shortName: 'みなと',
      areaCode: 'kanto',
      remoteKey: 4,
      network: { code: 'NNN', name: 'NNN系列', colour: '#E8A100' },
      editable: false,
    });
    expect(minato?.profile).toMatchObject({
      coverage: expect.stringContaining('1都6県'),
      salesUnit: expect.stringContaining('15秒'),
      contractNotice: expect.stringContaining('契約成立の通知'),
      contactPhone: expect.stringMatching(/^03-0000-\d{4}$/),
      contactEmail: expect.stringMatching(/@kanto-nnn\.example\.jp$/),
    });
    // Every seeded profile is one an edit could have saved: the contract takes it as it is.
    for (const station of areas.flatMap((area) => area.stations)) {
      if (!station.profile) throw new Error(`${station.code} has no profile`);
      const { updatedAt: _, ...fields } = station.profile;
      expect(saveStationProfileRequestSchema.parse(fields)).toEqual(fields);
    }
  });

  it('marks as editable only the stations the caller administers', async () => {
    const answer = await listOf(stationAdmin);
    const editable = answer.areas.flatMap((area) => area.stations.filter((station) => station.editable).map((s) => s.code));
    expect(editable).toEqual(['kanto-NNN']);
    const forUser = await listOf(stationUser);
    expect(forUser.areas.flatMap((area) => area.stations).some((station) => station.editable)).toBe(false);
  });

  it('shows a trial company every station: the page is information, not inventory', async () => {
    const { areas } = await listOf(trial);
    expect(areas.flatMap((area) => area.stations)).toHaveLength(DEMO_STATIONS.length);
  });

  it('answers a station without a profile with none, and a later seed leaves edited profiles alone', async () => {
    await testApp.db.deleteFrom('station_profiles').where('station_id', '=', otherStationId).execute();
    expect(stationIn(await listOf(agencyAdmin), otherStationId)?.profile).toBeNull();

    expect((await save(stationAdmin, ownStationId, profile({ notices: '独自のお知らせ' }))).status).toBe(200);
    await seedDemoInventory(testApp.db, { today: '2026-11-27', weeks: 0 });
    const answer = await listOf(agencyAdmin);
    expect(stationIn(answer, otherStationId)?.profile?.coverage).toContain('近畿広域圏');
    expect(stationIn(answer, ownStationId)?.profile?.notices).toBe('独自のお知らせ');
  });
});

describe('PUT /api/stations/{stationId}/profile', () => {
  it('lets the station’s own administrator replace its profile, recording who saved it and when', async () => {
    clock.advance(60_000);
    const response = await save(
      stationAdmin,
      ownStationId,
      profile({
        contactPhone: '０３ー００００ー０４１１',
        contactEmail: ' Spot@Kanto-NNN.Example.JP ',
        notices: '年末年始は特別編成です。\r\n詳しくはご案内をご確認ください。',
      }),
    );
    expect(response.status).toBe(200);
    const station = stationWithProfileSchema.parse(response.body);
    expect(station).toMatchObject({ id: ownStationId, editable: true });
    expect(station.profile).toMatchObject({
      contactPhone: '03-0000-0411',
      contactEmail: 'spot@kanto-nnn.example.jp',
      notices: '年末年始は特別編成です。\n詳しくはご案内をご確認ください。',
      updatedAt: new Date(clock.now()).toISOString(),
    });

    const row = await testApp.db
      .selectFrom('station_profiles')
      .innerJoin('users', 'users.id', 'station_profiles.updated_by_user_id')
      .select(['users.account', 'station_profiles.updated_at'])
      .where('station_id', '=', ownStationId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ account: 'station-admin@demo.tvcm.jp', updated_at: new Date(clock.now()).toISOString() });
    // What the list shows everyone afterwards.
    expect(stationIn(await listOf(agencyAdmin), ownStationId)?.profile?.contactPhone).toBe('03-0000-0411');
  });

  it('creates the profile of a station that had none', async () => {
    await testApp.db.deleteFrom('station_profiles').where('station_id', '=', otherStationId).execute();
    const response = await save(otherStationAdmin, otherStationId, profile({ coverage: '近畿広域圏' }));
    expect(response.status).toBe(200);
    expect(stationWithProfileSchema.parse(response.body).profile?.coverage).toBe('近畿広域圏');
  });

  it('refuses everyone else on the server: a general user of the owner, another broadcaster’s administrator, an agency', async () => {
    const before = await testApp.db.selectFrom('station_profiles').selectAll().orderBy('station_id').execute();
    expectError(await save(stationUser, ownStationId, profile()), 'licenceMissing');
    expectError(await save(otherStationAdmin, ownStationId, profile()), 'forbidden');
    expectError(await save(stationAdmin, otherStationId, profile()), 'forbidden');
    expectError(await save(stationAdmin, 2_000_000_000, profile()), 'forbidden');
    expectError(await save(agencyAdmin, ownStationId, profile()), 'licenceMissing');
    expectError(await save(trial, ownStationId, profile()), 'licenceMissing');
    expect(await testApp.db.selectFrom('station_profiles').selectAll().orderBy('station_id').execute()).toEqual(before);
  });

  it.each([
    ['a phone number that is not one', { contactPhone: '03-1234-567' }],
    ['an e-mail address that is not one', { contactEmail: 'spot-sales' }],
    ['a coverage over its length', { coverage: 'あ'.repeat(STATION_PROFILE_MAX_LENGTHS.coverage + 1) }],
    ['notices over their length', { notices: 'あ'.repeat(STATION_PROFILE_MAX_LENGTHS.notices + 1) }],
    ['a line break in the coverage', { coverage: '関東\n広域圏' }],
    ['a control character in a term', { salesUnit: '15秒\u0007単位' }],
    ['a missing field', { screening: undefined }],
    ['an unknown field', { price: 1 }],
  ])('refuses %s with a validation error', async (_, overrides) => {
    expectError(
      await save(stationAdmin, ownStationId, profile(overrides as Partial<SaveStationProfileRequestInput>)),
      'badRequest',
    );
  });

  it('takes empty fields: a station may leave any of them unregistered', async () => {
    const empty = Object.fromEntries(Object.keys(profile()).map((field) => [field, '']));
    const response = await save(stationAdmin, ownStationId, empty);
    expect(response.status).toBe(200);
    expect(stationWithProfileSchema.parse(response.body).profile).toMatchObject({ coverage: '', contactPhone: '', notices: '' });
  });
});
