import { advertisersResponseSchema, partnersResponseSchema } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../db/count-rows';
import { GENEROUS_LOGIN_LIMITS } from '../test/demo-test-app';
import { loggedInClient, startTestApp, type TestApp } from '../test/test-app';
import type { TestClient } from '../test/test-client';
import { seedDemoAdvertisers } from './demo-advertisers';
import { DEMO_PASSWORD } from './demo-data';
import { seedDemoData } from './seed-demo-data';

let testApp: TestApp;
let agency: TestClient;
let advertiser: TestClient;

beforeAll(async () => {
  testApp = await startTestApp({ loginLimits: GENEROUS_LOGIN_LIMITS });
  // Before the demo companies exist there is no one to give advertisers to.
  await seedDemoAdvertisers(testApp.db);
  expect(await countRows(testApp.db, 'advertisers')).toBe(0);
  await seedDemoData(testApp.db);
  agency = await loggedInClient(testApp, 'agency-admin@demo.tvcm.jp', DEMO_PASSWORD);
  advertiser = await loggedInClient(testApp, 'advertiser@demo.tvcm.jp', DEMO_PASSWORD);
});
afterAll(() => testApp.close());

const advertisersOf = async (client: TestClient) =>
  advertisersResponseSchema.parse((await client.request('GET', '/api/advertisers')).body).advertisers;
const partnersOf = async (client: TestClient) =>
  partnersResponseSchema.parse((await client.request('GET', '/api/partners')).body).partners;
const counts = () =>
  Promise.all((['advertisers', 'advertiser_brands', 'company_partners'] as const).map((table) => countRows(testApp.db, table)));

describe('seedDemoAdvertisers', () => {
  it('gives the demo agency its two advertisers, the demo advertiser company its own, and makes them partners', async () => {
    await seedDemoAdvertisers(testApp.db);

    expect(
      (await advertisersOf(agency)).map(({ code, name, industry, brands, linkedCompany }) => ({
        code,
        name,
        industry,
        brands,
        linkedCompany,
      })),
    ).toEqual([
      {
        code: '0001',
        name: 'さくら食品株式会社',
        industry: 'FOOD',
        brands: ['さくらおにぎり', 'さくら麦茶'],
        linkedCompany: { code: '0000B00001', name: 'さくら食品株式会社' },
      },
      { code: '0002', name: 'ひまわり自動車株式会社', industry: 'AUTOMOTIVE', brands: ['ひまわりEV'], linkedCompany: null },
    ]);
    expect(await advertisersOf(advertiser)).toMatchObject([
      { code: '0001', name: 'さくら食品株式会社', industry: 'FOOD', brands: ['さくらおにぎり', 'さくら麦茶'] },
    ]);
    expect(await partnersOf(agency)).toEqual([{ code: '0000B00001', name: 'さくら食品株式会社', businessType: 'ADVERTISER' }]);
    expect(await partnersOf(advertiser)).toEqual([
      { code: '0000A00001', name: '株式会社あおば広告', businessType: 'ADVERTISING_COMPANY' },
    ]);
    // The trial company has a client to apply for where a station grants it applying.
    const trial = await loggedInClient(testApp, 'trial@demo.tvcm.jp', DEMO_PASSWORD);
    expect((await advertisersOf(trial)).map(({ code, name }) => ({ code, name }))).toEqual([
      { code: '0001', name: 'つばさ飲料株式会社' },
    ]);
  });

  it('adds nothing once the demo agency has advertisers, and keeps what users changed', async () => {
    await seedDemoAdvertisers(testApp.db);
    const before = await counts();
    expect(before).toEqual([4, 6, 1]);

    const [sakura, himawari] = await advertisersOf(agency);
    const renamed = await agency.request('PUT', `/api/advertisers/${sakura?.id}`, {
      body: { code: '0001', name: 'さくらフーズ株式会社', industry: 'FOOD', brands: ['さくら麦茶'] },
    });
    expect(renamed.status).toBe(200);
    expect((await agency.request('DELETE', `/api/advertisers/${himawari?.id}`)).status).toBe(204);
    expect((await agency.request('DELETE', '/api/partners/0000B00001')).status).toBe(204);

    await seedDemoAdvertisers(testApp.db);

    expect((await advertisersOf(agency)).map(({ code, name, brands }) => ({ code, name, brands }))).toEqual([
      { code: '0001', name: 'さくらフーズ株式会社', brands: ['さくら麦茶'] },
    ]);
    expect(await partnersOf(agency)).toEqual([]);
    expect(await counts()).toEqual([4, 5, 0]);
  });
});
