import {
  type AddCartItemRequest,
  businessDateOf,
  PLAN_LIST_PAGE_SIZE,
  type PlanCartsResponse,
  type PlanConditions,
  type PlanDetail,
  type PlanFigures,
  type PlanLine,
  type PlanLineInput,
  type PlanListQuery,
  type PlanOptimality,
  type PlanSaveRequest,
  type PlanSummary,
  type PlansResponse,
  planConditionsSchema,
  planFiguresSchema,
  planOptimalitySchema,
  STREAMING_UNIT_IMPRESSIONS,
  uniqueCartName,
} from '@tvcm/contracts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedSession } from '../../plugins/session-auth';
import type { InventoryService, StationVisibility } from '../inventory';
import { createPlanAudiences, describeProducts, type PlanAudiences } from './plan-candidates';
import { figuresOf, toPlanLine } from './plan-figures';
import { RATINGS_ARE_ESTIMATES } from './plan-optimisation.service';
import { type PlanProduct, productKey } from './plan-products';
import type { PlanLineRow, PlanningsRepository, PlanSummaryRow } from './plannings.repository';

/** What plans need of carts: a new cart of a service, and a line added under the cart's own rules. */
export interface CartsForPlannings {
  create(caller: AuthenticatedSession, name: string): Promise<{ id: number; name: string }>;
  addItem(
    caller: AuthenticatedSession,
    visibility: StationVisibility,
    cartId: number,
    request: AddCartItemRequest,
  ): Promise<unknown>;
}

const lineRow = (line: PlanLineInput): PlanLineRow => ({
  product_kind: line.kind,
  slot_id: line.kind === 'slot' ? line.productId : null,
  digital_product_id: line.kind === 'slot' ? null : line.productId,
  units: line.units,
  pinned: line.pinned ? 1 : 0,
});

const lineInput = (row: PlanLineRow): PlanLineInput => ({
  kind: row.product_kind,
  productId: (row.product_kind === 'slot' ? row.slot_id : row.digital_product_id) ?? 0,
  units: row.units,
  pinned: row.pinned === 1,
});

function toSummary(row: PlanSummaryRow): PlanSummary {
  return {
    id: row.id,
    name: row.name,
    advertiser:
      row.advertiser_id !== null && row.advertiser_code !== null && row.advertiser_name !== null
        ? { id: row.advertiser_id, code: row.advertiser_code, name: row.advertiser_name }
        : null,
    area: { code: row.area_code, name: row.area_name },
    dateFrom: row.date_from,
    dateTo: row.date_to,
    budget: row.budget,
    goal: row.goal,
    status: row.status,
    figures: planFiguresSchema.parse(JSON.parse(row.figures)),
    lineCount: Number(row.line_count ?? 0),
    updatedBy: row.updated_by_user_id !== null ? { id: row.updated_by_user_id, name: row.updated_by_name ?? '' } : null,
    updatedAt: new Date(row.updated_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A copy's name: 「…のコピー」, made unique among the company's plans as carts' names are. */
const copyNameOf = (name: string) => `${name}のコピー`;

/**
 * Saved plans: the list, a plan with its lines as they stand today, saving (the server works out
 * the figures from the lines), copying, deleting, and making carts from a plan.
 */
export function createPlanningsService(
  plans: PlanningsRepository,
  inventory: InventoryService,
  carts: { tv: CartsForPlannings; streaming: CartsForPlannings },
  unitOfWork: UnitOfWork,
  now: () => number,
  audiences: PlanAudiences = createPlanAudiences(inventory),
) {
  const today = () => businessDateOf(now());
  const nowIso = () => new Date(now()).toISOString();

  /** Lines as products stand today, and the plan's figures; unknown or invisible products are named. */
  async function linesOf(
    companyId: number,
    inputs: readonly PlanLineInput[],
    conditions: PlanConditions,
    visibility: StationVisibility,
  ): Promise<{ lines: PlanLine[]; figures: PlanFigures; unknown: PlanLineInput[] }> {
    const audience = await audiences(companyId, conditions);
    const products = await describeProducts(inventory, inputs, conditions, visibility, today(), audience);
    const rows: { line: PlanLine; householdRating: number | null }[] = [];
    const unknown: PlanLineInput[] = [];
    for (const input of inputs) {
      const product = products.get(productKey(input));
      if (!product) unknown.push(input);
      else rows.push({ line: toPlanLine(product, input.units, input.pinned), householdRating: product.householdRating });
    }
    return { lines: rows.map((row) => row.line), figures: figuresOf(rows), unknown };
  }

  async function summaryRow(caller: AuthenticatedSession, planId: number): Promise<PlanSummaryRow> {
    const row = await plans.find(caller.companyId, planId);
    if (!row) throw new AppError('planNotFound');
    return row;
  }

  async function detailOf(caller: AuthenticatedSession, visibility: StationVisibility, planId: number): Promise<PlanDetail> {
    const row = await summaryRow(caller, planId);
    const conditions = planConditionsSchema.parse(JSON.parse(row.conditions));
    const [inputs, cartRows] = await Promise.all([plans.lines(planId), plans.carts(planId)]);
    const { lines } = await linesOf(caller.companyId, inputs.map(lineInput), conditions, visibility);
    return {
      ...toSummary(row),
      conditions,
      lines,
      optimality: row.optimality === null ? null : planOptimalitySchema.parse(JSON.parse(row.optimality)),
      createdBy: row.created_by_user_id !== null ? { id: row.created_by_user_id, name: row.created_by_name ?? '' } : null,
      carts: cartRows.map((cart) => ({ id: cart.id, name: cart.name, service: cart.service, status: cart.status })),
      ratingsAreEstimates: RATINGS_ARE_ESTIMATES,
    };
  }

  /** The plan's row values from a save request, its figures worked out from its lines. */
  async function contentsOf(caller: AuthenticatedSession, visibility: StationVisibility, request: PlanSaveRequest) {
    if (request.advertiserId !== null && !(await plans.advertiserOf(caller.companyId, request.advertiserId))) {
      throw new AppError('advertiserNotFound');
    }
    const keys = new Set(request.lines.map(productKey));
    if (keys.size !== request.lines.length) throw new AppError('badRequest');
    const { figures, unknown } = await linesOf(caller.companyId, request.lines, request.conditions, visibility);
    if (unknown.length > 0) throw new AppError('badRequest');
    const { conditions } = request;
    return {
      companyId: caller.companyId,
      userId: caller.userId,
      name: request.name,
      advertiserId: request.advertiserId,
      areaCode: conditions.area,
      dateFrom: conditions.dateFrom,
      dateTo: conditions.dateTo,
      budget: conditions.budget,
      goal: conditions.goal,
      conditions: JSON.stringify(conditions),
      figures: JSON.stringify(figures),
      optimality: request.optimality === null ? null : JSON.stringify(request.optimality satisfies PlanOptimality),
      nowIso: nowIso(),
    };
  }

  return {
    async list(caller: AuthenticatedSession, query: PlanListQuery): Promise<PlansResponse> {
      const { rows, total } = await plans.list(
        caller.companyId,
        query,
        (query.page - 1) * PLAN_LIST_PAGE_SIZE,
        PLAN_LIST_PAGE_SIZE,
      );
      return { items: rows.map(toSummary), total, page: query.page, pageSize: PLAN_LIST_PAGE_SIZE };
    },

    /** Every plan the filters match, for the list's `.xlsx` (up to `limit`), and how many matched. */
    async listForSheet(caller: AuthenticatedSession, query: Omit<PlanListQuery, 'page'>, limit: number) {
      const { rows, total } = await plans.list(caller.companyId, query, 0, limit);
      return { items: rows.map(toSummary), total };
    },

    detail: detailOf,

    async create(caller: AuthenticatedSession, visibility: StationVisibility, request: PlanSaveRequest): Promise<PlanDetail> {
      const contents = await contentsOf(caller, visibility, request);
      const planId = await unitOfWork.run(async () => {
        const id = await plans.create(contents);
        await plans.replaceLines(id, request.lines.map(lineRow));
        return id;
      });
      return detailOf(caller, visibility, planId);
    },

    async update(
      caller: AuthenticatedSession,
      visibility: StationVisibility,
      planId: number,
      request: PlanSaveRequest,
    ): Promise<PlanDetail> {
      const contents = await contentsOf(caller, visibility, request);
      await unitOfWork.run(async () => {
        if (!(await plans.update(planId, contents))) throw new AppError('planNotFound');
        await plans.replaceLines(planId, request.lines.map(lineRow));
      });
      return detailOf(caller, visibility, planId);
    },

    async remove(caller: AuthenticatedSession, planId: number): Promise<void> {
      if (!(await plans.remove(caller.companyId, planId))) throw new AppError('planNotFound');
    },

    /** A copy of the plan as saved: its conditions, lines and figures, under 「…のコピー」; no carts. */
    async duplicate(caller: AuthenticatedSession, planId: number): Promise<PlanSummary> {
      const copyId = await unitOfWork.run(async () => {
        const source = await summaryRow(caller, planId);
        const lines = await plans.lines(planId);
        const id = await plans.create({
          companyId: caller.companyId,
          userId: caller.userId,
          name: uniqueCartName(copyNameOf(source.name), await plans.names(caller.companyId)),
          advertiserId: source.advertiser_id,
          areaCode: source.area_code,
          dateFrom: source.date_from,
          dateTo: source.date_to,
          budget: source.budget,
          goal: source.goal,
          conditions: source.conditions,
          figures: source.figures,
          optimality: source.optimality,
          nowIso: nowIso(),
        });
        await plans.replaceLines(id, lines);
        return id;
      });
      return toSummary(await summaryRow(caller, copyId));
    },

    /**
     * Carts from the plan: one TV cart for its slots (a plan is one area's) and one streaming cart
     * for its digital lines, each named after the plan; every line added under the cart's own
     * rules. Lines no longer on sale, or with fewer units left, are named instead. All in one
     * transaction with the plan's link to its carts.
     */
    async makeCarts(caller: AuthenticatedSession, visibility: StationVisibility, planId: number): Promise<PlanCartsResponse> {
      return unitOfWork.run(async () => {
        const plan = await summaryRow(caller, planId);
        const conditions = planConditionsSchema.parse(JSON.parse(plan.conditions));
        const inputs = (await plans.lines(planId)).map(lineInput);
        if (inputs.length === 0) throw new AppError('planEmpty');
        const audience = await audiences(caller.companyId, conditions);
        const products = await describeProducts(inventory, inputs, conditions, visibility, today(), audience);
        const nameOf = (input: PlanLineInput) => {
          const product = products.get(productKey(input));
          if (!product) return '';
          return product.kind === 'slot'
            ? `${product.station.shortName} ${product.date ?? ''} ${product.programmeTitle ?? ''}`.trim()
            : `${product.station.shortName} ${product.title ?? ''}`.trim();
        };
        const made: PlanCartsResponse['carts'] = [];
        const notAdded: PlanCartsResponse['notAdded'] = [];
        const groups = [
          { service: 'TV' as const, carts: carts.tv, lines: inputs.filter((input) => input.kind === 'slot') },
          { service: 'CU' as const, carts: carts.streaming, lines: inputs.filter((input) => input.kind !== 'slot') },
        ];
        for (const group of groups) {
          if (group.lines.length === 0) continue;
          const cart = await group.carts.create(caller, plan.name);
          for (const input of group.lines) {
            const product = products.get(productKey(input));
            try {
              if (!product) throw new AppError('cartPartiallyAdded');
              await group.carts.addItem(caller, visibility, cart.id, cartItemOf(input, product));
            } catch (error) {
              if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
              notAdded.push({ kind: input.kind, productId: input.productId, name: nameOf(input) });
            }
          }
          await plans.linkCart(planId, cart.id, nowIso());
          made.push({ id: cart.id, name: cart.name, service: group.service });
        }
        return { carts: made, notAdded };
      });
    },
  };
}

/** A plan line as a cart takes it: a slot's units, a streaming product's impressions (targeted when the plan's target is offered), a day. */
function cartItemOf(input: PlanLineInput, product: PlanProduct): AddCartItemRequest {
  if (product.kind === 'slot') return { slotId: input.productId, quantity: input.units };
  if (product.kind === 'oneday') return { oneDayProductId: input.productId };
  const impressions = input.units * STREAMING_UNIT_IMPRESSIONS;
  return product.target === null
    ? { streamingProductId: input.productId, impressions }
    : { streamingProductId: input.productId, impressions, target: product.target };
}

export type PlanningsService = ReturnType<typeof createPlanningsService>;
