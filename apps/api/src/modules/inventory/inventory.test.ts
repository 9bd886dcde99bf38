import type { LicenseResponse, TrialGrantScope } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDatabase, createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { createUnitOfWork, type UnitOfWork } from '../../db/unit-of-work';
import { createCompany, createSlot, createStation } from '../../test/factories';
import { createTestClock } from '../../test/test-clock';
import { createTestDatabaseTarget } from '../../test/test-database';
import {
  compareProducts,
  createInventoryService,
  type InventoryService,
  productKey,
  type StationVisibility,
  slotProduct,
  slotStateOf,
  visibilityOf,
} from './index';

// The inventory service against a real database (SQLite, and PostgreSQL in the api-postgres
// project): its counters, its visibility and the slot state, without HTTP in front of it.

const TODAY = '2031-01-06';
let root: AppDatabase;
let db: AppDatabase;
let unitOfWork: UnitOfWork;
let drop: () => Promise<void>;
let inventory: InventoryService;
let stationCompanyId: number;
let stationId: number;
const clock = createTestClock(Date.parse(`${TODAY}T03:00:00.000Z`));

beforeAll(async () => {
  const target = await createTestDatabaseTarget();
  drop = target.drop;
  root = createDatabase(target.target);
  await migrateToLatest(root, target.target.kind === 'postgres' ? target.target.schema : undefined);
  ({ db, unitOfWork } = createUnitOfWork(root));
  inventory = createInventoryService(db, clock.now);
  stationCompanyId = (await createCompany(root, { businessType: 'BROAD_CASTER' })).id;
  stationId = (await createStation(root, { companyId: stationCompanyId })).id;
});

afterAll(async () => {
  await root.destroy();
  await drop();
});

const slot = async (values: Omit<Parameters<typeof createSlot>[1], 'stationId' | 'areaCode'> = {}) =>
  slotProduct((await createSlot(root, { stationId, areaCode: 'testarea', ...values })).id);

async function unitsOf(product: { id: number }) {
  return root
    .selectFrom('slots')
    .select(['units_on_sale', 'units_held', 'units_sold'])
    .where('id', '=', product.id)
    .executeTakeFirstOrThrow();
}

describe('unit counters', () => {
  it('holds units of a slot on sale today while that many are unclaimed, and refuses more', async () => {
    const product = await slot({ unitsOnSale: 3, unitsSold: 1 });
    expect(await inventory.hold(product, 1)).toBe(true);
    expect(await unitsOf(product)).toEqual({ units_on_sale: 3, units_held: 1, units_sold: 1 });
    // One left: two would pass held + sold ≤ on sale.
    expect(await inventory.hold(product, 2)).toBe(false);
    expect(await unitsOf(product)).toEqual({ units_on_sale: 3, units_held: 1, units_sold: 1 });
    expect(await inventory.hold(product, 1)).toBe(true);
    expect(await inventory.hold(product, 1)).toBe(false);
    expect(await unitsOf(product)).toEqual({ units_on_sale: 3, units_held: 2, units_sold: 1 });
  });

  it('holds nothing of a withdrawn slot, one outside its sales period, a missing one, or no whole units', async () => {
    const withdrawn = await slot({ status: 'WITHDRAWN' });
    const notYet = await slot({ salesStart: '2031-01-07' });
    const over = await slot({ salesEnd: '2031-01-05' });
    for (const product of [withdrawn, notYet, over]) {
      expect(await inventory.hold(product, 1)).toBe(false);
      expect((await unitsOf(product)).units_held).toBe(0);
    }
    expect(await inventory.hold(slotProduct(999_999_999), 1)).toBe(false);
    const open = await slot();
    for (const units of [0, -1, 0.5]) expect(await inventory.hold(open, units)).toBe(false);
    expect((await unitsOf(open)).units_held).toBe(0);
  });

  it('gives the last unit to exactly one of many holds at once, each in its own transaction', async () => {
    const product = await slot({ unitsOnSale: 1 });
    const results = await Promise.all(Array.from({ length: 20 }, () => unitOfWork.run(() => inventory.hold(product, 1))));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await unitsOf(product)).toEqual({ units_on_sale: 1, units_held: 1, units_sold: 0 });
  });

  it('gives two racing holds of one unit each both units, and a third nothing', async () => {
    const product = await slot({ unitsOnSale: 2 });
    const results = await Promise.all([1, 2, 3].map(() => inventory.hold(product, 1)));
    expect(results.filter(Boolean)).toHaveLength(2);
    expect(await unitsOf(product)).toEqual({ units_on_sale: 2, units_held: 2, units_sold: 0 });
  });

  it('releases held units, and refuses to release more than are held', async () => {
    const product = await slot({ unitsOnSale: 3, unitsHeld: 2, unitsSold: 1 });
    expect(await inventory.release(product, 3)).toBe(false);
    expect(await unitsOf(product)).toEqual({ units_on_sale: 3, units_held: 2, units_sold: 1 });
    expect(await inventory.release(product, 2)).toBe(true);
    expect(await unitsOf(product)).toEqual({ units_on_sale: 3, units_held: 0, units_sold: 1 });
    expect(await inventory.release(product, 1)).toBe(false);
    expect((await unitsOf(product)).units_held).toBe(0);
  });

  it('sells held units, and refuses to sell units that are not held', async () => {
    const product = await slot({ unitsOnSale: 3, unitsHeld: 1 });
    expect(await inventory.sell(product, 2)).toBe(false);
    expect(await unitsOf(product)).toEqual({ units_on_sale: 3, units_held: 1, units_sold: 0 });
    expect(await inventory.sell(product, 1)).toBe(true);
    expect(await unitsOf(product)).toEqual({ units_on_sale: 3, units_held: 0, units_sold: 1 });
    expect(await inventory.sell(product, 1)).toBe(false);
    // Selling and releasing do not depend on the sales period or the status: the units were held while they applied.
    const closed = await slot({ unitsHeld: 2, salesEnd: '2031-01-01', status: 'WITHDRAWN' });
    expect(await inventory.sell(closed, 1)).toBe(true);
    expect(await inventory.release(closed, 1)).toBe(true);
    expect(await unitsOf(closed)).toEqual({ units_on_sale: 2, units_held: 0, units_sold: 1 });
  });

  it('leaves the last word to the table check: a write that would oversell fails', async () => {
    const product = await slot({ unitsOnSale: 2, unitsHeld: 1, unitsSold: 1 });
    await expect(root.updateTable('slots').set({ units_held: 2 }).where('id', '=', product.id).execute()).rejects.toThrow();
    await expect(root.updateTable('slots').set({ units_sold: -1 }).where('id', '=', product.id).execute()).rejects.toThrow();
    expect(await unitsOf(product)).toEqual({ units_on_sale: 2, units_held: 1, units_sold: 1 });
  });

  it('takes part in the unit of work under way: a rolled-back application holds nothing', async () => {
    const product = await slot({ unitsOnSale: 2 });
    await expect(
      unitOfWork.run(async () => {
        expect(await inventory.hold(product, 2)).toBe(true);
        throw new Error('the application fails later');
      }),
    ).rejects.toThrow('the application fails later');
    expect((await unitsOf(product)).units_held).toBe(0);
  });
});

describe('visibility', () => {
  let trialCompanies = 0;
  async function trialCompanyWithGrant(grant?: {
    scope: TrialGrantScope;
    validFrom?: string;
    validUntil?: string | null;
    revoked?: boolean;
  }) {
    trialCompanies += 1;
    const trial = await createCompany(root, { code: `00000T${String(trialCompanies).padStart(4, '0')}` });
    if (grant) {
      await root
        .insertInto('trial_permissions')
        .values({
          station_company_id: stationCompanyId,
          trial_company_id: trial.id,
          scope: grant.scope,
          valid_from: grant.validFrom ?? '2031-01-01',
          valid_until: grant.validUntil ?? null,
          granted_by_user_id: null,
          granted_at: new Date(clock.now()).toISOString(),
          revoked_at: grant.revoked ? new Date(clock.now()).toISOString() : null,
        })
        .execute();
    }
    const visibility: StationVisibility = { kind: 'grantedTo', trialCompanyId: trial.id, today: TODAY };
    return visibility;
  }

  it('lets a company that is not on trial see and apply for everything', async () => {
    const licence = { company: { code: '0000A00001' } } as LicenseResponse;
    const visibility = visibilityOf({ companyId: 1 }, licence, clock.now());
    expect(visibility).toEqual({ kind: 'all' });
    expect(await inventory.mayView(visibility, stationCompanyId)).toBe(true);
    expect(await inventory.mayApply(visibility, stationCompanyId)).toBe(true);
    expect((await inventory.visibleStations(visibility)).map((station) => station.id)).toContain(stationId);
  });

  it('gives a trial company the business date of the call, to judge its grants on', () => {
    const licence = { company: { code: '00000T0001' } } as LicenseResponse;
    expect(visibilityOf({ companyId: 42 }, licence, clock.now())).toEqual({
      kind: 'grantedTo',
      trialCompanyId: 42,
      today: TODAY,
    });
  });

  it('shows a trial company nothing of a station company that granted it nothing', async () => {
    const visibility = await trialCompanyWithGrant();
    expect(await inventory.mayView(visibility, stationCompanyId)).toBe(false);
    expect(await inventory.mayApply(visibility, stationCompanyId)).toBe(false);
    expect(await inventory.visibleStations(visibility)).toEqual([]);
    expect(await inventory.addable(visibility, await slot(), 1)).toBeUndefined();
  });

  it('lets a view grant see and fill a cart, and only an apply grant apply', async () => {
    const viewer = await trialCompanyWithGrant({ scope: 'VIEW' });
    expect(await inventory.mayView(viewer, stationCompanyId)).toBe(true);
    expect(await inventory.mayApply(viewer, stationCompanyId)).toBe(false);
    expect((await inventory.visibleStations(viewer)).map((station) => station.id)).toEqual([stationId]);
    expect(await inventory.addable(viewer, await slot(), 1)).toMatchObject({ stationId, stationCompanyId });

    const applicant = await trialCompanyWithGrant({ scope: 'APPLY' });
    expect(await inventory.mayView(applicant, stationCompanyId)).toBe(true);
    expect(await inventory.mayApply(applicant, stationCompanyId)).toBe(true);
  });

  it('ignores grants revoked, not yet valid or expired', async () => {
    for (const grant of [
      { scope: 'APPLY' as const, revoked: true },
      { scope: 'APPLY' as const, validFrom: '2031-01-07' },
      { scope: 'APPLY' as const, validUntil: '2031-01-05' },
    ]) {
      const visibility = await trialCompanyWithGrant(grant);
      expect(await inventory.mayView(visibility, stationCompanyId)).toBe(false);
      expect(await inventory.mayApply(visibility, stationCompanyId)).toBe(false);
    }
    // The last day of a grant still counts.
    const lastDay = await trialCompanyWithGrant({ scope: 'VIEW', validUntil: TODAY });
    expect(await inventory.mayView(lastDay, stationCompanyId)).toBe(true);
  });
});

describe('slot state', () => {
  const units = { units_on_sale: 2, units_held: 0, units_sold: 0, sales_start: '2031-01-01', sales_end: '2031-01-31' };

  it('tells on sale, few left, sold out, outside the sales period and withdrawn apart', () => {
    expect(slotStateOf({ ...units, status: 'ON_SALE' }, TODAY)).toEqual({ state: 'onSale', remaining: 2 });
    expect(slotStateOf({ ...units, units_held: 1, status: 'ON_SALE' }, TODAY)).toEqual({ state: 'fewLeft', remaining: 1 });
    expect(slotStateOf({ ...units, units_held: 1, units_sold: 1, status: 'ON_SALE' }, TODAY)).toEqual({
      state: 'soldOut',
      remaining: 0,
    });
    expect(slotStateOf({ ...units, status: 'ON_SALE' }, '2031-02-01')).toEqual({ state: 'outsideSalesPeriod', remaining: 2 });
    expect(slotStateOf({ ...units, status: 'WITHDRAWN' }, TODAY).state).toBe('withdrawn');
  });

  it('offers each product with its state today, and lets a cart ask only for units on sale and left', async () => {
    const all: StationVisibility = { kind: 'all' };
    const open = await slot({ unitsOnSale: 3, unitsHeld: 1, price: 400_000 });
    const soldOut = await slot({ unitsOnSale: 1, unitsSold: 1 });
    const later = await slot({ salesStart: '2031-02-01' });
    const withdrawn = await slot({ status: 'WITHDRAWN' });
    const offers = await inventory.offers([open, soldOut, later, withdrawn, slotProduct(999_999_999)]);
    expect(offers.size).toBe(4);
    expect(offers.get(productKey(open))).toMatchObject({
      product: open,
      stationId,
      stationCompanyId,
      areaCode: 'testarea',
      unitPrice: 400_000,
      state: 'onSale',
      remaining: 2,
    });
    expect(offers.get(productKey(soldOut))).toMatchObject({ state: 'soldOut', remaining: 0 });
    expect(offers.get(productKey(later))?.state).toBe('outsideSalesPeriod');
    expect(offers.get(productKey(withdrawn))?.state).toBe('withdrawn');

    expect(await inventory.addable(all, open, 2)).toBeDefined();
    expect(await inventory.addable(all, open, 3)).toBeUndefined();
    for (const product of [soldOut, later, withdrawn, slotProduct(999_999_999)]) {
      expect(await inventory.addable(all, product, 1)).toBeUndefined();
    }
  });

  it('moves a slot from few left to sold out as its last unit is held, and back as it is released', async () => {
    const product = await slot({ unitsOnSale: 1 });
    const stateOf = async () =>
      (await inventory.slotListItems([product.id], { ratingType: 'realtime', target: 'household' })).get(product.id)?.state;
    expect(await stateOf()).toBe('fewLeft');
    await inventory.hold(product, 1);
    expect(await stateOf()).toBe('soldOut');
    await inventory.release(product, 1);
    expect(await stateOf()).toBe('fewLeft');
  });
});

describe('product kinds', () => {
  it('orders products by kind and id, the order applications take their counters in', () => {
    const products = [slotProduct(3), slotProduct(1), slotProduct(2)];
    expect([...products].sort(compareProducts).map((product) => product.id)).toEqual([1, 2, 3]);
    expect(productKey(slotProduct(7))).toBe('slot:7');
  });
});

describe("a station's own slots", () => {
  it('refuses an edit below the units held and sold, and withdrawing a slot with units held', async () => {
    const product = await slot({ unitsOnSale: 3, unitsHeld: 1, unitsSold: 1 });
    expect(await inventory.updateStationSlot(product.id, { unitsOnSale: 1 })).toBe(false);
    expect(await inventory.updateStationSlot(product.id, { status: 'WITHDRAWN' })).toBe(false);
    expect(await inventory.updateStationSlot(product.id, { unitsOnSale: 2, price: 1 })).toBe(true);
    expect(await unitsOf(product)).toEqual({ units_on_sale: 2, units_held: 1, units_sold: 1 });
    const free = await slot();
    expect(await inventory.updateStationSlot(free.id, { status: 'WITHDRAWN' })).toBe(true);
    expect((await inventory.ownStationSlot(stationCompanyId, free.id))?.status).toBe('WITHDRAWN');
    // Another company's slot reads as missing.
    expect(await inventory.ownStationSlot(stationCompanyId + 1_000_000, free.id)).toBeUndefined();
  });

  it('writes an import’s slots, except a change below the units held and sold', async () => {
    const date = '2031-03-03';
    const write = (startSecond: number, unitsOnSale: number) => ({
      stationId,
      areaCode: 'testarea',
      programmeId: null,
      date,
      startSecond,
      position: 'SB' as const,
      lengthSeconds: 15,
      kind: 1,
      price: 300_000,
      unitsOnSale,
      salesStart: '2031-01-01',
      salesEnd: '2031-02-28',
    });
    const nowIso = new Date(clock.now()).toISOString();
    expect(await inventory.upsertSlots([write(100, 2), write(200, 2)], nowIso)).toBe(2);
    const { slotRecords } = await inventory.importState([stationId], date, date, false);
    const held = slotRecords.find((record) => record.start_second === 100);
    await root
      .updateTable('slots')
      .set({ units_held: 2 })
      .where('id', '=', held?.id ?? 0)
      .execute();
    expect(await inventory.upsertSlots([write(100, 1), write(200, 1)], nowIso)).toBe(1);
    const after = (await inventory.importState([stationId], date, date, false)).slotRecords;
    expect(after.map((record) => [record.start_second, record.units_on_sale]).sort()).toEqual([
      [100, 2],
      [200, 1],
    ]);
  });
});
