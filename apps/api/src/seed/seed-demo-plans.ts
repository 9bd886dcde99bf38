import { addDays, type PlanConditions } from '@tvcm/contracts';
import type { AppDatabase } from '../db/database';
import { createUnitOfWork } from '../db/unit-of-work';
import { createCartsRepository } from '../modules/carts/carts.repository';
import { createCartsService } from '../modules/carts/carts.service';
import { createInventoryService, type StationVisibility } from '../modules/inventory';
import { createPlanOptimisationService } from '../modules/plannings/plan-optimisation.service';
import { createPlanningsRepository } from '../modules/plannings/plannings.repository';
import { createPlanningsService } from '../modules/plannings/plannings.service';

const AGENCY_ADMIN = 'agency-admin@demo.tvcm.jp';
const PLAN_NAME = '関東 年始キャンペーン（デモ）';

/** The first day of the month after next: a period whose slots the demo has on sale and which next month's plans leave free. */
function monthAfterNext(today: string): string {
  const [year, month] = today.split('-').map(Number);
  return new Date(Date.UTC(year ?? 2026, (month ?? 1) + 1, 1)).toISOString().slice(0, 10);
}

/**
 * A saved plan in the demo agency's プラン一覧, made by the planner itself (the optimiser's answer
 * for 関東, 個人全体 P+C7, ¥20,000,000, コの字, at most 2 spots per day and band): its lines,
 * figures and proof are what a user would get. Written once, when the agency has no plan yet;
 * nothing when no slot of the period is on sale.
 */
export async function seedDemoPlans(db: AppDatabase, options: { today: string }): Promise<void> {
  const { db: trx, unitOfWork } = createUnitOfWork(db);
  const clock = () => Date.parse(`${options.today}T03:00:00.000Z`);
  const user = await trx.selectFrom('users').select(['id', 'company_id']).where('account', '=', AGENCY_ADMIN).executeTakeFirst();
  if (!user) return;
  const existing = await trx.selectFrom('plans').select('id').where('company_id', '=', user.company_id).executeTakeFirst();
  if (existing) return;

  const inventory = createInventoryService(trx, clock);
  const carts = createCartsService(createCartsRepository(trx), inventory, unitOfWork, clock);
  const streamingCarts = createCartsService(createCartsRepository(trx, 'CU'), inventory, unitOfWork, clock, 'CU');
  const plans = createPlanningsService(
    createPlanningsRepository(trx),
    inventory,
    { tv: carts, streaming: streamingCarts },
    unitOfWork,
    clock,
  );
  const optimisation = createPlanOptimisationService(inventory, clock);
  const caller = { sessionId: 'seed', userId: user.id, companyId: user.company_id, termsAccepted: true };
  const visibility: StationVisibility = { kind: 'all' };

  const dateFrom = monthAfterNext(options.today);
  const conditions: PlanConditions = {
    area: 'kanto',
    dateFrom,
    dateTo: addDays(dateFrom, 13),
    target: 'individual',
    ratingType: 'pc7',
    segment: null,
    budget: 20_000_000,
    goal: 'maxGrp',
    goalValue: null,
    pattern: 'uShape',
    weekdays: [],
    timeFrom: null,
    timeTo: null,
    stations: [],
    length: 15,
    position: null,
    kind: null,
    caps: { perDayBand: 2, stationSharePercent: 40, perProgramme: 1 },
    includeDigital: false,
    tvSharePercent: null,
  };
  let answer: Awaited<ReturnType<typeof optimisation.optimise>>;
  try {
    answer = await optimisation.optimise({ conditions, pinned: [], removed: [], question: 'plan' }, visibility, false);
  } catch {
    // Nothing of the period on sale in this demo's inventory: the list starts empty.
    return;
  }
  await plans.create(caller, visibility, {
    name: PLAN_NAME,
    advertiserId: null,
    conditions,
    lines: answer.lines.map((line) => ({ kind: line.kind, productId: line.productId, units: line.units, pinned: false })),
    optimality: answer.optimality,
  });
}
