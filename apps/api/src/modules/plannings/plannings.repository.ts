import type { CartStatus, PlanGoal, PlanListQuery, PlanStatus } from '@tvcm/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { Database, LineProductKind } from '../../db/schema';

export interface PlanLineRow {
  product_kind: LineProductKind;
  slot_id: number | null;
  digital_product_id: number | null;
  units: number;
  pinned: number;
}

export interface NewPlan {
  companyId: number;
  userId: number;
  name: string;
  advertiserId: number | null;
  areaCode: string;
  dateFrom: string;
  dateTo: string;
  budget: number;
  goal: PlanGoal;
  conditions: string;
  figures: string;
  optimality: string | null;
  nowIso: string;
}

/**
 * A plan's status from its carts: 申込済 once one of them was applied for, カート作成済 while any is
 * live, 作成中 otherwise (SPEC.md: from the records, not stored).
 */
function statusOf(eb: ExpressionBuilder<Database, 'plans'>) {
  const carts = (statuses: CartStatus[]) =>
    eb.exists(
      eb
        .selectFrom('plan_carts')
        .innerJoin('carts', 'carts.id', 'plan_carts.cart_id')
        .select(sql`1`.as('one'))
        .whereRef('plan_carts.plan_id', '=', 'plans.id')
        .where('carts.status', 'in', statuses),
    );
  return eb
    .case()
    .when(carts(['APPLIED']))
    .then(sql.lit('APPLIED'))
    .when(carts(['OPEN', 'SENT', 'RECEIVED']))
    .then(sql.lit('CARTED'))
    .else(sql.lit('DRAFT'))
    .end()
    .$castTo<PlanStatus>();
}

const SORT_COLUMNS = { updated_at: 'plans.updated_at', name: 'plans.name', budget: 'plans.budget' } as const;

/** The columns a save writes, new or again. */
const contentColumns = (plan: NewPlan) => ({
  name: plan.name,
  advertiser_id: plan.advertiserId,
  area_code: plan.areaCode,
  date_from: plan.dateFrom,
  date_to: plan.dateTo,
  budget: plan.budget,
  goal: plan.goal,
  conditions: plan.conditions,
  figures: plan.figures,
  optimality: plan.optimality,
  updated_by_user_id: plan.userId,
  updated_at: plan.nowIso,
});

/** A company's plans, their lines and the carts made from them. */
export function createPlanningsRepository(db: AppDatabase) {
  const summaries = (companyId: number) =>
    db
      .selectFrom('plans')
      .innerJoin('areas', 'areas.code', 'plans.area_code')
      .leftJoin('advertisers', 'advertisers.id', 'plans.advertiser_id')
      .leftJoin('users as updaters', 'updaters.id', 'plans.updated_by_user_id')
      .leftJoin('users as creators', 'creators.id', 'plans.created_by_user_id')
      .select((eb) => [
        'plans.id',
        'plans.name',
        'plans.advertiser_id',
        'advertisers.code as advertiser_code',
        'advertisers.name as advertiser_name',
        'plans.area_code',
        'areas.name as area_name',
        'plans.date_from',
        'plans.date_to',
        'plans.budget',
        'plans.goal',
        'plans.conditions',
        'plans.figures',
        'plans.optimality',
        'plans.updated_by_user_id',
        'updaters.display_name as updated_by_name',
        'plans.created_by_user_id',
        'creators.display_name as created_by_name',
        'plans.created_at',
        'plans.updated_at',
        eb
          .selectFrom('plan_lines')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('plan_lines.plan_id', '=', 'plans.id')
          .as('line_count'),
        statusOf(eb).as('status'),
      ])
      .where('plans.company_id', '=', companyId);

  function filtered(companyId: number, query: Omit<PlanListQuery, 'page'>) {
    let list = summaries(companyId);
    if (query.q) {
      const text = `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      list = list.where((eb) =>
        eb.or([sql<boolean>`plans.name like ${text} escape '\\'`, sql<boolean>`advertisers.name like ${text} escape '\\'`]),
      );
    }
    if (query.status) list = list.where((eb) => eb(statusOf(eb), '=', query.status as PlanStatus));
    if (query.area) list = list.where('plans.area_code', '=', query.area);
    if (query.advertiserId) list = list.where('plans.advertiser_id', '=', query.advertiserId);
    if (query.from) list = list.where('plans.date_to', '>=', query.from);
    if (query.to) list = list.where('plans.date_from', '<=', query.to);
    return list;
  }

  return {
    async list(companyId: number, query: Omit<PlanListQuery, 'page'>, offset: number, limit: number) {
      const [rows, counted] = await Promise.all([
        filtered(companyId, query)
          .orderBy(SORT_COLUMNS[query.sort], query.order)
          .orderBy('plans.id', query.order)
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom(filtered(companyId, query).as('matched'))
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.count) };
    },

    find: (companyId: number, planId: number) => summaries(companyId).where('plans.id', '=', planId).executeTakeFirst(),

    lines: (planId: number): Promise<PlanLineRow[]> =>
      db
        .selectFrom('plan_lines')
        .select(['product_kind', 'slot_id', 'digital_product_id', 'units', 'pinned'])
        .where('plan_id', '=', planId)
        .orderBy('position')
        .execute(),

    carts: (planId: number) =>
      db
        .selectFrom('plan_carts')
        .innerJoin('carts', 'carts.id', 'plan_carts.cart_id')
        .select(['carts.id', 'carts.name', 'carts.service', 'carts.status'])
        .where('plan_carts.plan_id', '=', planId)
        .where('carts.status', '!=', 'DELETED')
        .orderBy('plan_carts.created_at', 'desc')
        .orderBy('carts.id', 'desc')
        .execute(),

    names: async (companyId: number): Promise<string[]> =>
      (await db.selectFrom('plans').select('name').where('company_id', '=', companyId).execute()).map((row) => row.name),

    advertiserOf: (companyId: number, advertiserId: number) =>
      db
        .selectFrom('advertisers')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', '=', advertiserId)
        .executeTakeFirst(),

    async create(plan: NewPlan): Promise<number> {
      const row = await db
        .insertInto('plans')
        .values({
          ...contentColumns(plan),
          company_id: plan.companyId,
          created_by_user_id: plan.userId,
          created_at: plan.nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The plan's new contents; false when it is not the company's (or was deleted). */
    async update(planId: number, plan: NewPlan): Promise<boolean> {
      const result = await db
        .updateTable('plans')
        .set(contentColumns(plan))
        .where('id', '=', planId)
        .where('company_id', '=', plan.companyId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async replaceLines(planId: number, lines: readonly PlanLineRow[]): Promise<void> {
      await db.deleteFrom('plan_lines').where('plan_id', '=', planId).execute();
      if (lines.length === 0) return;
      // Chunked: a plan's 2,000 lines at 7 values each stay under either engine's bound values.
      for (let start = 0; start < lines.length; start += 500) {
        await db
          .insertInto('plan_lines')
          .values(lines.slice(start, start + 500).map((line, index) => ({ plan_id: planId, position: start + index, ...line })))
          .execute();
      }
    },

    async remove(companyId: number, planId: number): Promise<boolean> {
      const result = await db.deleteFrom('plans').where('id', '=', planId).where('company_id', '=', companyId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    linkCart: async (planId: number, cartId: number, nowIso: string) => {
      await db.insertInto('plan_carts').values({ plan_id: planId, cart_id: cartId, created_at: nowIso }).execute();
    },
  };
}

export type PlanningsRepository = ReturnType<typeof createPlanningsRepository>;
export type PlanSummaryRow = NonNullable<Awaited<ReturnType<PlanningsRepository['find']>>>;
