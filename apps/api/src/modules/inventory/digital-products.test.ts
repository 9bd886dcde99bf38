import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDatabase, createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { createUnitOfWork, type UnitOfWork } from '../../db/unit-of-work';
import { createCompany, createDigitalProduct, createStation } from '../../test/factories';
import { createTestClock } from '../../test/test-clock';
import { createTestDatabaseTarget } from '../../test/test-database';
import { createInventoryService, type InventoryService, oneDayProduct, type StationVisibility, streamingProduct } from './index';

// Streaming and 1-day products as product kinds, against a real database (SQLite here, PostgreSQL
// in the api-postgres project): their counters under the table's check, their search and calendar,
// and what a trial company may see of them.

const TODAY = '2031-01-06';
let root: AppDatabase;
let unitOfWork: UnitOfWork;
let drop: () => Promise<void>;
let inventory: InventoryService;
let stationCompanyId: number;
let stationId: number;
let otherStationId: number;
const clock = createTestClock(Date.parse(`${TODAY}T03:00:00.000Z`));
const ALL: StationVisibility = { kind: 'all' };

beforeAll(async () => {
  const target = await createTestDatabaseTarget();
  drop = target.drop;
  root = createDatabase(target.target);
  await migrateToLatest(root, target.target.kind === 'postgres' ? target.target.schema : undefined);
  const work = createUnitOfWork(root);
  unitOfWork = work.unitOfWork;
  inventory = createInventoryService(work.db, clock.now);
  stationCompanyId = (await createCompany(root, { businessType: 'BROAD_CASTER' })).id;
  stationId = (await createStation(root, { companyId: stationCompanyId, areaCode: 'digiarea' })).id;
  const otherCompany = (await createCompany(root, { businessType: 'BROAD_CASTER' })).id;
  otherStationId = (await createStation(root, { companyId: otherCompany, areaCode: 'digiarea' })).id;
});

afterAll(async () => {
  await root.destroy();
  await drop();
});

async function unitsOf(id: number) {
  return root
    .selectFrom('digital_products')
    .select(['units_on_sale', 'units_held', 'units_sold'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('streaming and 1-day counters', () => {
  it('hold the last impressions for exactly what is on sale under 50 applications at once', async () => {
    // 300,000 impressions on sale; fifty buyers ask for 10,000 each: thirty get them.
    const { id } = await createDigitalProduct(root, { stationId, areaCode: 'digiarea', unitsOnSale: 300 });
    const product = streamingProduct(id);
    const results = await Promise.all(Array.from({ length: 50 }, () => unitOfWork.run(() => inventory.hold(product, 10))));
    expect(results.filter(Boolean)).toHaveLength(30);
    expect(await unitsOf(id)).toEqual({ units_on_sale: 300, units_held: 300, units_sold: 0 });
  });

  it('give the last day of a surface to exactly one of 50 applications', async () => {
    const { id } = await createDigitalProduct(root, { kind: 'ONEDAY', stationId, areaCode: 'digiarea' });
    const product = oneDayProduct(id);
    const results = await Promise.all(Array.from({ length: 50 }, () => unitOfWork.run(() => inventory.hold(product, 1))));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await unitsOf(id)).toEqual({ units_on_sale: 1, units_held: 1, units_sold: 0 });
    expect(await inventory.sell(product, 1)).toBe(true);
    expect(await inventory.hold(product, 1)).toBe(false);
    expect(await unitsOf(id)).toEqual({ units_on_sale: 1, units_held: 0, units_sold: 1 });
  });

  it('release and sell only held units, and move nothing through the other kind’s id', async () => {
    const { id } = await createDigitalProduct(root, { stationId, areaCode: 'digiarea', unitsOnSale: 10 });
    expect(await inventory.hold(oneDayProduct(id), 1)).toBe(false);
    expect(await inventory.hold(streamingProduct(id), 4)).toBe(true);
    expect(await inventory.release(streamingProduct(id), 5)).toBe(false);
    expect(await inventory.release(streamingProduct(id), 1)).toBe(true);
    expect(await inventory.sell(streamingProduct(id), 3)).toBe(true);
    expect(await unitsOf(id)).toEqual({ units_on_sale: 10, units_held: 0, units_sold: 3 });
  });

  it('leave the last word to the table check: a write that would oversell fails', async () => {
    const { id } = await createDigitalProduct(root, { kind: 'ONEDAY', stationId, areaCode: 'digiarea' });
    await expect(root.updateTable('digital_products').set({ units_held: 2 }).where('id', '=', id).execute()).rejects.toThrow();
    // A 1-day product is one unit: never more on sale.
    await expect(root.updateTable('digital_products').set({ units_on_sale: 2 }).where('id', '=', id).execute()).rejects.toThrow();
  });

  it('offer a streaming product with its minimum, lengths and surcharges, and a cart only what is on sale', async () => {
    const { id } = await createDigitalProduct(root, {
      stationId,
      areaCode: 'digiarea',
      unitsOnSale: 500,
      minimumUnits: 100,
      adLengths: '6,15,30',
      targets: [{ target: 'f1', surchargePercent: 20 }],
    });
    const offer = await inventory.addable(ALL, streamingProduct(id), 500);
    expect(offer).toMatchObject({ unitPrice: 1_200, minimumUnits: 100, lengths: [6, 15, 30], remaining: 500, state: 'onSale' });
    expect(offer?.surcharges.get('f1')).toBe(20);
    expect(await inventory.addable(ALL, streamingProduct(id), 501)).toBeUndefined();
  });
});

describe('streaming search and 1-day calendar', () => {
  it('finds products by area, station, genre, delivery window, target and remaining impressions, cheapest first', async () => {
    const area = 'searcharea';
    const company = (await createCompany(root, { businessType: 'BROAD_CASTER' })).id;
    const station = (await createStation(root, { companyId: company, areaCode: area })).id;
    const make = (values: Partial<Parameters<typeof createDigitalProduct>[1]>) =>
      createDigitalProduct(root, { stationId: station, areaCode: area, ...values });
    const cheap = await make({ price: 800, genre: 'ANIME', targets: [{ target: 'f1', surchargePercent: 25 }] });
    const dear = await make({ price: 2_000, genre: 'DRAMA', deliveryStart: '2031-03-01', deliveryEnd: '2031-03-14' });
    const soldOut = await make({ price: 500, genre: 'NEWS', unitsOnSale: 10, unitsSold: 10 });
    await make({ price: 100, status: 'WITHDRAWN' });

    const page = (conditions: Parameters<InventoryService['streamingPage']>[0]) =>
      inventory.streamingPage({ areaCode: area, ...conditions }, ALL, { sort: 'cpm', order: 'asc', offset: 0, limit: 50 });
    // On sale first, then by CPM; a withdrawn product is never offered.
    expect((await page({})).items.map((item) => item.id)).toEqual([cheap.id, dear.id, soldOut.id]);
    expect((await page({ genre: 'DRAMA' })).items.map((item) => item.id)).toEqual([dear.id]);
    expect((await page({ deliveryFrom: '2031-02-20', deliveryTo: '2031-03-02' })).items.map((item) => item.id)).toEqual([
      dear.id,
    ]);
    expect((await page({ minRemainingUnits: 1 })).total).toBe(2);
    const targeted = await page({ target: 'f1' });
    expect(targeted.items.map((item) => item.id)).toEqual([cheap.id]);
    expect(targeted.items[0]).toMatchObject({
      cpm: 800,
      impressionsRemaining: 1_000_000,
      targeting: [{ target: 'f1', surchargePercent: 25, cpm: 1_000 }],
    });
    expect((await page({ stationId: otherStationId })).total).toBe(0);
  });

  it('pages through the products on sale and then the others, each in the order asked for', async () => {
    const area = 'pagearea';
    const company = (await createCompany(root, { businessType: 'BROAD_CASTER' })).id;
    const station = (await createStation(root, { companyId: company, areaCode: area })).id;
    const make = (price: number, sold: boolean) =>
      createDigitalProduct(root, { stationId: station, areaCode: area, price, unitsOnSale: 10, unitsSold: sold ? 10 : 0 });
    const onSale = [await make(900, false), await make(300, false), await make(600, false)];
    const soldOut = [await make(200, true), await make(700, true)];
    const ids = async (offset: number, limit: number, order: 'asc' | 'desc' = 'asc') => {
      const page = await inventory.streamingPage({ areaCode: area }, ALL, { sort: 'cpm', order, offset, limit });
      expect(page.total).toBe(5);
      return page.items.map((item) => item.id);
    };
    const [p900, p300, p600] = onSale.map((product) => product.id);
    const [p200, p700] = soldOut.map((product) => product.id);
    expect(await ids(0, 5)).toEqual([p300, p600, p900, p200, p700]);
    // A page within the products on sale, one across into the others, one among the others only.
    expect(await ids(1, 1)).toEqual([p600]);
    expect(await ids(2, 2)).toEqual([p900, p200]);
    expect(await ids(3, 2)).toEqual([p200, p700]);
    expect(await ids(4, 2)).toEqual([p700]);
    expect(await ids(5, 2)).toEqual([]);
    expect(await ids(1, 3, 'desc')).toEqual([p600, p300, p700]);
  });

  it('shows a trial company nothing of a station company that granted it nothing', async () => {
    const trial = await createCompany(root, { code: '00000T9001' });
    const visibility: StationVisibility = { kind: 'grantedTo', trialCompanyId: trial.id, today: TODAY };
    const { id } = await createDigitalProduct(root, { stationId, areaCode: 'digiarea' });
    const day = await createDigitalProduct(root, {
      kind: 'ONEDAY',
      stationId,
      areaCode: 'digiarea',
      deliveryStart: '2031-01-20',
    });
    const page = await inventory.streamingPage({ areaCode: 'digiarea' }, visibility, {
      sort: 'cpm',
      order: 'asc',
      offset: 0,
      limit: 50,
    });
    expect(page.total).toBe(0);
    expect(await inventory.oneDayCalendar({ areaCode: 'digiarea', from: '2031-01-20', to: '2031-01-20' }, visibility)).toEqual(
      [],
    );
    expect(await inventory.addable(visibility, streamingProduct(id), 1)).toBeUndefined();
    expect(await inventory.addable(visibility, oneDayProduct(day.id), 1)).toBeUndefined();
  });

  it('lays out 1-day products by station, surface and day with their effective CPM', async () => {
    const first = await createDigitalProduct(root, {
      kind: 'ONEDAY',
      stationId,
      areaCode: 'digiarea',
      code: 'TOP',
      deliveryStart: '2031-02-02',
      price: 1_500_000,
      estimatedImpressions: 1_200_000,
    });
    await createDigitalProduct(root, {
      kind: 'ONEDAY',
      stationId,
      areaCode: 'digiarea',
      code: 'TOP',
      deliveryStart: '2031-02-03',
      unitsSold: 1,
    });
    const days = await inventory.oneDayCalendar({ areaCode: 'digiarea', stationId, from: '2031-02-02', to: '2031-02-03' }, ALL);
    expect(days.map((day) => [day.surface.code, day.date, day.state])).toEqual([
      ['TOP', '2031-02-02', 'fewLeft'],
      ['TOP', '2031-02-03', 'soldOut'],
    ]);
    expect(days[0]).toMatchObject({ id: first.id, price: 1_500_000, estimatedImpressions: 1_200_000, effectiveCpm: 1_250 });
  });
});
