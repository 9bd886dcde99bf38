import {
  API_ERRORS,
  type ApiErrorName,
  apiErrorBodySchema,
  digitalSplitResponseSchema,
  FUNCTION_LICENCES,
  type PlanConditionsInput,
  planCandidatesResponseSchema,
  planCartsResponseSchema,
  planDetailSchema,
  planOptimisationSchema,
  planSummarySchema,
  plansResponseSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadSpreadsheet, rowsOf } from '../../test/download-spreadsheet';
import { createCompany, createDigitalProduct, createSlot, createStation, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';

// Plans through the API, on SQLite here and PostgreSQL in the api-postgres project: the optimiser's
// answer against the conditions, saved plans, the carts made from them and the TV × digital sweep.

const AREA = 'plantest';
const HOUR = 3600;
let testApp: TestApp;
let planner: TestClient;
let digitalPlanner: TestClient;
let stranger: TestClient;
let stationA: number;
let stationB: number;

async function clientOf(licences: (keyof typeof FUNCTION_LICENCES)[]): Promise<TestClient> {
  const company = await createCompany(testApp.db, { licences: licences.map((name) => FUNCTION_LICENCES[name]) });
  return loggedInClient(testApp, (await createUser(testApp.db, { companyId: company.id })).account);
}

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status, JSON.stringify(response.body)).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors[0]?.code).toBe(API_ERRORS[name].code);
}

/** Six slots over two days and two stations: prices and household ratings chosen so the answer is known. */
const SLOTS = [
  { station: 'A', date: '2031-01-06', hour: 2, price: 400_000, rating: 800 },
  { station: 'A', date: '2031-01-06', hour: 15, price: 900_000, rating: 1_500 },
  { station: 'B', date: '2031-01-06', hour: 16, price: 300_000, rating: 500 },
  { station: 'A', date: '2031-01-07', hour: 3, price: 200_000, rating: 300 },
  { station: 'B', date: '2031-01-07', hour: 15, price: 1_000_000, rating: 1_200 },
  { station: 'B', date: '2031-01-07', hour: 17, price: 500_000, rating: 900 },
] as const;
const slotIds: number[] = [];

beforeAll(async () => {
  testApp = await startTestApp();
  const seller = await createCompany(testApp.db, { businessType: 'BROAD_CASTER' });
  stationA = (await createStation(testApp.db, { companyId: seller.id, areaCode: AREA })).id;
  stationB = (await createStation(testApp.db, { companyId: seller.id, areaCode: AREA })).id;
  await testApp.db
    .insertInto('target_universes')
    .values([
      { area_code: AREA, target: 'household', universe: 1_000_000 },
      { area_code: AREA, target: 'individual', universe: 2_000_000 },
    ])
    .execute();
  for (const slot of SLOTS) {
    const row = await createSlot(testApp.db, {
      stationId: slot.station === 'A' ? stationA : stationB,
      areaCode: AREA,
      date: slot.date,
      startSecond: slot.hour * HOUR,
      price: slot.price,
      unitsOnSale: 1,
      ratingHousehold: slot.rating,
    });
    slotIds.push(row.id);
  }
  planner = await clientOf(['planning', 'cart']);
  digitalPlanner = await clientOf(['planning', 'digitalPlanning', 'cart', 'cartStreaming']);
  stranger = await clientOf(['planning']);
});
afterAll(() => testApp.close());

const conditions = (overrides: Partial<PlanConditionsInput> = {}): PlanConditionsInput => ({
  area: AREA,
  dateFrom: '2031-01-06',
  dateTo: '2031-01-07',
  target: 'household',
  ratingType: 'realtime',
  budget: 1_500_000,
  goal: 'maxGrp',
  goalValue: null,
  pattern: 'allDay',
  length: 15,
  position: null,
  kind: null,
  caps: { perDayBand: null, stationSharePercent: null, perProgramme: null },
  ...overrides,
});

async function optimise(client: TestClient, body: object) {
  const response = await client.request('POST', '/api/plannings/optimisations', { body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return planOptimisationSchema.parse(response.body);
}

/** The best a brute force finds over the six slots (one unit each): most rating within the budget under the caps. */
function bruteForceBest(budget: number, perDayBand: number | null): number {
  let best = 0;
  for (let mask = 0; mask < 1 << SLOTS.length; mask += 1) {
    const chosen = SLOTS.filter((_, index) => mask & (1 << index));
    const cost = chosen.reduce((sum, slot) => sum + slot.price, 0);
    const perDay = new Map<string, number>();
    for (const slot of chosen) perDay.set(slot.date, (perDay.get(slot.date) ?? 0) + 1);
    if (cost > budget || (perDayBand !== null && [...perDay.values()].some((count) => count > perDayBand))) continue;
    best = Math.max(
      best,
      chosen.reduce((sum, slot) => sum + slot.rating, 0),
    );
  }
  return best;
}

describe('POST /api/plannings/optimisations', () => {
  it('finds the most target GRP within the budget and under the caps, with its figures and proof', async () => {
    for (const [budget, perDayBand] of [
      [1_500_000, null],
      [2_000_000, 2],
      [1_000_000, 1],
    ] as const) {
      const answer = await optimise(planner, {
        conditions: conditions({ budget, caps: { perDayBand, stationSharePercent: null, perProgramme: null } }),
      });
      expect(answer.figures.amount).toBeLessThanOrEqual(budget);
      expect(answer.figures.targetGrp).toBeGreaterThanOrEqual(Math.floor(bruteForceBest(budget, perDayBand) * 0.99));
      const perDay = new Map<string, number>();
      for (const line of answer.lines) perDay.set(line.date ?? '', (perDay.get(line.date ?? '') ?? 0) + line.units);
      if (perDayBand !== null) for (const count of perDay.values()) expect(count).toBeLessThanOrEqual(perDayBand);
      expect(answer.optimality.gapPercent).toBeLessThanOrEqual(1);
      expect(answer.figures.reach1).toBeGreaterThan(0);
      expect(answer.figures.spots).toBe(answer.lines.reduce((sum, line) => sum + line.units, 0));
      expect(answer.caps.find((cap) => cap.cap === 'budget')).toMatchObject({ limit: budget, unit: 'grp' });
    }
  });

  it('keeps a pinned line, leaves out a removed one, and replaces a pinned line sold since', async () => {
    const [cheap, golden, , , dear] = slotIds;
    const answer = await optimise(planner, {
      conditions: conditions({ budget: 3_000_000 }),
      pinned: [{ kind: 'slot', productId: dear, units: 1 }],
      removed: [{ kind: 'slot', productId: golden }],
    });
    const chosen = answer.lines.map((line) => line.productId);
    expect(chosen).toContain(dear);
    expect(chosen).not.toContain(golden);
    expect(answer.lines.find((line) => line.productId === dear)?.pinned).toBe(true);

    await testApp.db
      .updateTable('slots')
      .set({ units_sold: 1 })
      .where('id', '=', cheap ?? 0)
      .execute();
    try {
      const again = await optimise(planner, {
        conditions: conditions({ budget: 3_000_000 }),
        pinned: [{ kind: 'slot', productId: cheap, units: 1 }],
      });
      expect(again.replaced).toEqual([{ kind: 'slot', productId: cheap }]);
      expect(again.lines.map((line) => line.productId)).not.toContain(cheap);
    } finally {
      await testApp.db
        .updateTable('slots')
        .set({ units_sold: 0 })
        .where('id', '=', cheap ?? 0)
        .execute();
    }
  });

  it('reaches a target GRP at least cost, answers the budget a reach needs, and says when a goal cannot be met', async () => {
    const grp = await optimise(planner, { conditions: conditions({ goal: 'grp', goalValue: 20, budget: 5_000_000 }) });
    expect(grp.figures.targetGrp).toBeGreaterThanOrEqual(2_000);
    // 20 points at least cost: 8 % + 3 % + 9 % for ¥1,100,000, cheaper than the 15 % golden slot with any other.
    expect(grp.figures.amount).toBe(1_100_000);

    const budget = await optimise(planner, {
      conditions: conditions({ goal: 'reach1', goalValue: 20, budget: 1 }),
      question: 'budget',
    });
    expect(budget.figures.reach1).toBeGreaterThanOrEqual(20);
    expect(budget.requiredBudget).toBe(budget.figures.amount);

    const unreachable = await planner.request('POST', '/api/plannings/optimisations', {
      body: { conditions: conditions({ goal: 'grp', goalValue: 500, budget: 5_000_000 }) },
    });
    expectError(unreachable, 'planInfeasible');
    expect(unreachable.body).toMatchObject({ errors: [{ params: { reason: 'goalUnreachable' } }] });
    expectError(
      await planner.request('POST', '/api/plannings/optimisations', {
        body: { conditions: conditions({ dateFrom: '2031-02-01', dateTo: '2031-02-02' }) },
      }),
      'planInfeasible',
    );
  });

  it('lists the candidates cheapest target CPM first', async () => {
    const response = await planner.request('POST', '/api/plannings/candidates', { body: { conditions: conditions() } });
    const candidates = planCandidatesResponseSchema.parse(response.body);
    expect(candidates.total).toBe(SLOTS.length);
    const cpms = candidates.items.map((item) => item.cpm ?? 0);
    expect(cpms).toEqual([...cpms].sort((a, b) => a - b));
  });

  it('weighs streaming products only with digital planning', async () => {
    const product = await createDigitalProduct(testApp.db, {
      stationId: stationA,
      areaCode: AREA,
      price: 500,
      deliveryStart: '2031-01-06',
      deliveryEnd: '2031-01-07',
      unitsOnSale: 1_000,
      minimumUnits: 10,
    });
    const body = { conditions: conditions({ includeDigital: true }) };
    expectError(await planner.request('POST', '/api/plannings/candidates', { body }), 'licenceMissing');
    const candidates = planCandidatesResponseSchema.parse(
      (await digitalPlanner.request('POST', '/api/plannings/candidates', { body })).body,
    );
    expect(candidates.items.map((item) => `${item.kind}:${item.productId}`)).toContain(`streaming:${product.id}`);
    const answer = await optimise(digitalPlanner, body);
    expect(answer.figures.digitalUnits).toBeGreaterThanOrEqual(10);
    expect(answer.figures.reach1).toBeGreaterThan(answer.figures.tvReach1);

    const splitBody = {
      area: AREA,
      dateFrom: '2031-01-06',
      dateTo: '2031-01-07',
      target: 'household',
      ratingType: 'realtime',
      budget: 2_000_000,
    };
    const split = await digitalPlanner.request('POST', '/api/plannings/digital-split', { body: splitBody });
    const sweep = digitalSplitResponseSchema.parse(split.body);
    expect(sweep.points.map((point) => point.tvSharePercent)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    const best = sweep.points.find((point) => point.tvSharePercent === sweep.bestTvSharePercent);
    expect(Math.max(...sweep.points.map((point) => point.totalReach))).toBe(best?.totalReach);
    expect(sweep.points[0]?.tvReach).toBe(0);
    expect(sweep.points[10]?.digitalReach).toBe(0);
    expectError(await planner.request('POST', '/api/plannings/digital-split', { body: splitBody }), 'licenceMissing');
    await testApp.db.deleteFrom('digital_products').where('id', '=', product.id).execute();
  });
});

async function sheetRows(path: string) {
  const { response, sheet } = await downloadSpreadsheet(testApp.baseUrl, planner, path);
  expect(response.status).toBe(200);
  if (!sheet) throw new Error('no sheet');
  return rowsOf(sheet);
}

describe('saved plans', () => {
  it('saves, lists, opens, updates, copies, exports and deletes a plan; another company sees none of it', async () => {
    const answer = await optimise(planner, { conditions: conditions() });
    const lines = answer.lines.map((line) => ({ kind: line.kind, productId: line.productId, units: line.units, pinned: false }));
    const created = await planner.request('POST', '/api/plannings', {
      body: { name: '年末キャンペーン', advertiserId: null, conditions: conditions(), lines, optimality: answer.optimality },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const plan = planDetailSchema.parse(created.body);
    expect(plan).toMatchObject({ name: '年末キャンペーン', status: 'DRAFT', budget: 1_500_000 });
    expect(plan.figures.amount).toBe(answer.figures.amount);
    expect(plan.lines).toHaveLength(lines.length);

    const list = plansResponseSchema.parse((await planner.request('GET', '/api/plannings?q=年末')).body);
    expect(list.items.map((item) => item.id)).toEqual([plan.id]);
    expect(plansResponseSchema.parse((await planner.request('GET', '/api/plannings?status=CARTED')).body).items).toEqual([]);

    const renamed = await planner.request('PUT', `/api/plannings/${plan.id}`, {
      body: { name: '年末キャンペーン改', advertiserId: null, conditions: conditions(), lines: lines.slice(0, 1) },
    });
    expect(planDetailSchema.parse(renamed.body)).toMatchObject({ name: '年末キャンペーン改', lineCount: 1 });

    const copy = planSummarySchema.parse((await planner.request('POST', `/api/plannings/${plan.id}/duplicates`)).body);
    expect(copy.name).toBe('年末キャンペーン改のコピー');

    const sheet = await sheetRows(`/api/plannings/${plan.id}/plan.xlsx`);
    expect(sheet.flat()).toContain('年末キャンペーン改');
    const listSheet = await sheetRows('/api/plannings.xlsx');
    expect(listSheet.flat()).toEqual(expect.arrayContaining(['年末キャンペーン改', '年末キャンペーン改のコピー']));

    expectError(await stranger.request('GET', `/api/plannings/${plan.id}`), 'planNotFound');
    expectError(await stranger.request('DELETE', `/api/plannings/${plan.id}`), 'planNotFound');
    expect(plansResponseSchema.parse((await stranger.request('GET', '/api/plannings')).body).items).toEqual([]);

    expect((await planner.request('DELETE', `/api/plannings/${copy.id}`)).status).toBe(204);
    expectError(await planner.request('GET', `/api/plannings/${copy.id}`), 'planNotFound');
  });

  it('refuses lines of products the caller may not know, and an advertiser of another company', async () => {
    const body = (lines: object[], advertiserId: number | null = null) => ({
      name: '不正',
      advertiserId,
      conditions: conditions(),
      lines,
    });
    expectError(
      await planner.request('POST', '/api/plannings', { body: body([{ kind: 'slot', productId: 999_999, units: 1 }]) }),
      'badRequest',
    );
    expectError(await planner.request('POST', '/api/plannings', { body: body([], 999_999) }), 'advertiserNotFound');
  });

  it('makes a TV cart of the plan’s lines, names a line sold since, and follows the carts in its status', async () => {
    const lines = slotIds.slice(0, 3).map((productId) => ({ kind: 'slot', productId, units: 1, pinned: false }));
    const plan = planDetailSchema.parse(
      (
        await planner.request('POST', '/api/plannings', {
          body: { name: 'カート用', advertiserId: null, conditions: conditions(), lines },
        })
      ).body,
    );
    const sold = slotIds[2] ?? 0;
    await testApp.db.updateTable('slots').set({ units_sold: 1 }).where('id', '=', sold).execute();
    try {
      const made = await planner.request('POST', `/api/plannings/${plan.id}/carts`);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const carts = planCartsResponseSchema.parse(made.body);
      expect(carts.carts).toEqual([expect.objectContaining({ name: 'カート用', service: 'TV' })]);
      expect(carts.notAdded.map((line) => line.productId)).toEqual([sold]);
      const cartId = carts.carts[0]?.id ?? 0;
      const items = await testApp.db.selectFrom('cart_items').select('slot_id').where('cart_id', '=', cartId).execute();
      expect(items.map((item) => item.slot_id).sort()).toEqual(slotIds.slice(0, 2).sort());

      expect(planDetailSchema.parse((await planner.request('GET', `/api/plannings/${plan.id}`)).body)).toMatchObject({
        status: 'CARTED',
        carts: [expect.objectContaining({ id: cartId })],
      });
      await testApp.db.updateTable('carts').set({ status: 'APPLIED' }).where('id', '=', cartId).execute();
      const applied = plansResponseSchema.parse((await planner.request('GET', '/api/plannings?status=APPLIED')).body);
      expect(applied.items.map((item) => item.id)).toEqual([plan.id]);
    } finally {
      await testApp.db.updateTable('slots').set({ units_sold: 0 }).where('id', '=', sold).execute();
    }
    const empty = planDetailSchema.parse(
      (
        await planner.request('POST', '/api/plannings', {
          body: { name: '空', advertiserId: null, conditions: conditions(), lines: [] },
        })
      ).body,
    );
    expectError(await planner.request('POST', `/api/plannings/${empty.id}/carts`), 'planEmpty');
  });
});
