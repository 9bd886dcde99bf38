import {
  API_ERROR_CODES,
  digitalAreasResponseSchema,
  FUNCTION_LICENCES,
  ONE_DAY_CALENDAR_MAX_DAYS,
  oneDayCalendarResponseSchema,
  STREAMING_PAGE_SIZE,
  streamingSearchResponseSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createDigitalProduct, createStation, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

// The buyers' search of streaming products and calendar of 1-day products, through the API, on
// SQLite here and PostgreSQL in the api-postgres project.

const AREA = 'dmarket';
let testApp: TestApp;
let buyer: TestClient;
let stationId: number;
let otherStationId: number;
let stationCompanyId: number;

async function clientOf(licences: (keyof typeof FUNCTION_LICENCES)[], code?: string): Promise<TestClient> {
  const company = await createCompany(testApp.db, { code, licences: licences.map((name) => FUNCTION_LICENCES[name]) });
  const user = await createUser(testApp.db, { companyId: company.id });
  return loggedInClient(testApp, user.account);
}

beforeAll(async () => {
  testApp = await startTestApp();
  stationCompanyId = (await createCompany(testApp.db, { businessType: 'BROAD_CASTER' })).id;
  stationId = (await createStation(testApp.db, { companyId: stationCompanyId, areaCode: AREA })).id;
  const otherCompany = (await createCompany(testApp.db, { businessType: 'BROAD_CASTER' })).id;
  otherStationId = (await createStation(testApp.db, { companyId: otherCompany, areaCode: AREA })).id;
  buyer = await clientOf(['slotsStreaming', 'slotsOneDay']);
});
afterAll(() => testApp.close());

async function search(client: TestClient, query: Record<string, string>) {
  const response = await client.request('GET', `/api/streaming-products?${new URLSearchParams({ area: AREA, ...query })}`);
  expect(response.status).toBe(200);
  return streamingSearchResponseSchema.parse(response.body);
}

describe('GET /api/streaming-products', () => {
  it('filters by station, genre, delivery window, target, remaining and sale, sorts by CPM either way and pages', async () => {
    const make = (values: Partial<Parameters<typeof createDigitalProduct>[1]>) =>
      createDigitalProduct(testApp.db, { stationId, areaCode: AREA, ...values });
    const anime = await make({ price: 800, genre: 'ANIME', targets: [{ target: 'f1', surchargePercent: 25 }] });
    const drama = await make({
      price: 2_000,
      genre: 'DRAMA',
      deliveryStart: '2031-03-01',
      deliveryEnd: '2031-03-14',
      unitsOnSale: 2_000,
    });
    const soldOut = await make({ price: 500, genre: 'NEWS', unitsOnSale: 10, unitsSold: 10 });
    const other = await createDigitalProduct(testApp.db, {
      stationId: otherStationId,
      areaCode: AREA,
      price: 1_500,
      genre: 'MUSIC',
    });

    const all = await search(buyer, {});
    expect(all.items.map((item) => item.id)).toEqual([anime.id, other.id, drama.id, soldOut.id]);
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: STREAMING_PAGE_SIZE });
    expect((await search(buyer, { sort: 'cpm', order: 'desc', onSaleOnly: 'true' })).items.map((item) => item.id)).toEqual([
      drama.id,
      other.id,
      anime.id,
    ]);
    expect((await search(buyer, { stationId: String(otherStationId) })).items.map((item) => item.id)).toEqual([other.id]);
    expect((await search(buyer, { genre: 'DRAMA' })).items.map((item) => item.id)).toEqual([drama.id]);
    expect((await search(buyer, { deliveryFrom: '2031-02-20', deliveryTo: '2031-03-02' })).items.map((item) => item.id)).toEqual([
      drama.id,
    ]);
    // 1,000,000 impressions remain of each but the drama (2,000,000) and the sold-out one.
    expect((await search(buyer, { minRemaining: '1000000' })).total).toBe(3);
    expect((await search(buyer, { minRemaining: '1000001' })).items.map((item) => item.id)).toEqual([drama.id]);
    expect((await search(buyer, { minRemaining: '2000001' })).total).toBe(0);
    const targeted = await search(buyer, { target: 'f1' });
    expect(targeted.items).toHaveLength(1);
    expect(targeted.items[0]).toMatchObject({ id: anime.id, targeting: [{ target: 'f1', surchargePercent: 25, cpm: 1_000 }] });
    expect((await search(buyer, { sort: 'remaining', order: 'desc' })).items[0]?.id).toBe(drama.id);

    // Past the first page: the 51st product is on page 2.
    const pagingArea = 'dpaging';
    const pagingStation = (await createStation(testApp.db, { companyId: stationCompanyId, areaCode: pagingArea })).id;
    for (let index = 0; index < STREAMING_PAGE_SIZE + 1; index += 1) {
      await createDigitalProduct(testApp.db, { stationId: pagingStation, areaCode: pagingArea, price: 1_000 + index });
    }
    const second = await search(buyer, { area: pagingArea, page: '2' });
    expect(second.total).toBe(STREAMING_PAGE_SIZE + 1);
    expect(second.items.map((item) => item.cpm)).toEqual([1_000 + STREAMING_PAGE_SIZE]);
  });

  it('shows a trial company nothing of a station whose company granted it nothing', async () => {
    await createDigitalProduct(testApp.db, { stationId, areaCode: AREA });
    await createDigitalProduct(testApp.db, { kind: 'ONEDAY', stationId, areaCode: AREA, deliveryStart: '2031-01-20' });
    const trial = await clientOf(['slotsStreaming', 'slotsOneDay'], '00000T9101');
    expect((await search(trial, {})).total).toBe(0);
    const calendar = await trial.request('GET', `/api/one-day-products?area=${AREA}&from=2031-01-19&to=2031-01-21`);
    expect(oneDayCalendarResponseSchema.parse(calendar.body).items).toEqual([]);
    const areas = digitalAreasResponseSchema.parse((await trial.request('GET', '/api/digital-products/areas')).body);
    expect(areas.areas.flatMap((area) => area.stations.map((station) => station.id))).not.toContain(stationId);
  });

  it('refuses a company without the licence and a malformed query', async () => {
    const oneDayOnly = await clientOf(['slotsOneDay']);
    const refused = await oneDayOnly.request('GET', `/api/streaming-products?area=${AREA}`);
    expect(refused.status).toBe(403);
    for (const query of ['genre=OPERA', 'target=zz', 'minRemaining=-1', 'deliveryFrom=2031-13-01', 'sort=price', 'page=0']) {
      const response = await buyer.request('GET', `/api/streaming-products?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.badRequest, statusCode: 400 }] });
    }
    const backwards = await buyer.request('GET', '/api/streaming-products?deliveryFrom=2031-03-02&deliveryTo=2031-03-01');
    expect(backwards.status).toBe(400);
  });
});

describe('GET /api/one-day-products', () => {
  it('answers the days of the surfaces in the range, sold days marked', async () => {
    const area = 'doneday';
    const station = (await createStation(testApp.db, { companyId: stationCompanyId, areaCode: area })).id;
    const open = await createDigitalProduct(testApp.db, {
      kind: 'ONEDAY',
      stationId: station,
      areaCode: area,
      code: 'TOP',
      deliveryStart: '2031-02-02',
      price: 1_500_000,
      estimatedImpressions: 1_200_000,
    });
    await createDigitalProduct(testApp.db, {
      kind: 'ONEDAY',
      stationId: station,
      areaCode: area,
      code: 'TOP',
      deliveryStart: '2031-02-03',
      unitsSold: 1,
    });
    await createDigitalProduct(testApp.db, { kind: 'ONEDAY', stationId: station, areaCode: area, deliveryStart: '2031-02-10' });
    const response = await buyer.request('GET', `/api/one-day-products?area=${area}&from=2031-02-01&to=2031-02-07`);
    expect(response.status).toBe(200);
    const { items } = oneDayCalendarResponseSchema.parse(response.body);
    expect(items.map((day) => [day.date, day.state])).toEqual([
      ['2031-02-02', 'fewLeft'],
      ['2031-02-03', 'soldOut'],
    ]);
    expect(items[0]).toMatchObject({ id: open.id, price: 1_500_000, effectiveCpm: 1_250 });
  });

  it('refuses a range too long or backwards, a missing date, and a company without the licence', async () => {
    const long = new Date(Date.parse('2031-02-01T00:00:00Z') + ONE_DAY_CALENDAR_MAX_DAYS * 86_400_000).toISOString().slice(0, 10);
    for (const query of [`from=2031-02-01&to=${long}`, 'from=2031-02-02&to=2031-02-01', 'from=2031-02-01', 'from=x&to=y']) {
      const response = await buyer.request('GET', `/api/one-day-products?${query}`);
      expect(response.status, query).toBe(400);
    }
    const atMost = new Date(Date.parse('2031-02-01T00:00:00Z') + (ONE_DAY_CALENDAR_MAX_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect((await buyer.request('GET', `/api/one-day-products?from=2031-02-01&to=${atMost}`)).status).toBe(200);
    const streamingOnly = await clientOf(['slotsStreaming']);
    expect((await streamingOnly.request('GET', '/api/one-day-products?from=2031-02-01&to=2031-02-07')).status).toBe(403);
    // Either licence lists the areas to search in; neither does not.
    expect((await streamingOnly.request('GET', '/api/digital-products/areas')).status).toBe(200);
    expect((await (await clientOf(['cart'])).request('GET', '/api/digital-products/areas')).status).toBe(403);
  });
});
