import {
  businessDateOf,
  DIGITAL_SPLIT_STEP_PERCENT,
  type DigitalSplitRequest,
  type DigitalSplitResponse,
  PLAN_CANDIDATES_PAGE_SIZE,
  PLAN_OPTIMALITY_GAP,
  type PlanCandidatesRequest,
  type PlanCandidatesResponse,
  type PlanCapValue,
  type PlanConditions,
  type PlanLine,
  type PlanOptimisation,
  type PlanOptimiseRequest,
  type PlanProductRef,
  type TimeBand,
} from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import type { InventoryService, StationVisibility } from '../inventory';
import { optimise } from './optimiser/optimise';
import { optimiseForReach } from './optimiser/optimise-for-reach';
import {
  type OptimiserAnswer,
  type OptimiserCandidate,
  OptimiserInfeasible,
  type OptimiserProblem,
} from './optimiser/optimiser-types';
import { createPlanAudiences, describeProducts, loadCandidates, type PlanAudience, type PlanAudiences } from './plan-candidates';
import { bandsOf, dayBandOf } from './plan-conditions';
import { figuresOf, toPlanLine } from './plan-figures';
import { type PlanProduct, productKey, toCandidate } from './plan-products';
import { planReach, reachCurve } from './plan-reach';

/** Every rating the service holds is an estimate (as the program guide says of its own). */
export const RATINGS_ARE_ESTIMATES = true;

/** Whether the caller may weigh streaming and 1-day products (digital planning, UA100000). */
export type DigitalPlanningAllowed = boolean;

/** A product as the optimiser weighs it; `bands` are the pattern's, worked out once per optimisation. */
function toOptimiserCandidate(product: PlanProduct, bands: readonly TimeBand[], pinnedUnits: number): OptimiserCandidate {
  const slot = product.kind === 'slot';
  return {
    key: productKey(product),
    cost: product.unitPrice,
    value: product.valuePerUnit,
    maxUnits: Math.max(product.remaining, pinnedUnits),
    pinnedUnits,
    minimumOrder: product.minimumUnits,
    stationId: product.station.id,
    dayBand: slot && product.date !== null && product.start !== null ? dayBandOf(bands, product.date, product.start) : null,
    programme: slot && product.programmeId !== null ? `p${product.programmeId}` : null,
  };
}

const infeasible = (reason: 'noCandidates' | 'goalUnreachable') => new AppError('planInfeasible', { params: { reason } });

/**
 * The planner's questions: the candidates of a plan's conditions, the best set of them for its goal
 * (or the least budget that reaches it), and the TV × digital sweep. Every figure is the server's;
 * the solver is HiGHS (decisions 020 and 021).
 */
export function createPlanOptimisationService(
  inventory: InventoryService,
  now: () => number,
  audiences: PlanAudiences = createPlanAudiences(inventory),
) {
  const today = () => businessDateOf(now());

  async function candidatesOf(
    conditions: PlanConditions,
    visibility: StationVisibility,
    digital: DigitalPlanningAllowed,
    audience: PlanAudience,
  ) {
    if (conditions.includeDigital && !digital) throw new AppError('licenceMissing');
    return loadCandidates(inventory, conditions, visibility, today(), conditions.includeDigital, audience);
  }

  /** The problem of a goal over these candidates: the most target GRP, or the least cost of a target GRP. */
  function problemOf(
    conditions: PlanConditions,
    candidates: OptimiserCandidate[],
    budget: number | null,
    objective: OptimiserProblem['objective'],
  ): OptimiserProblem {
    return {
      candidates,
      objective,
      budget,
      minValue: objective === 'minCost' && conditions.goal === 'grp' ? Math.round((conditions.goalValue ?? 0) * 100) : null,
      caps: {
        perDayBand: conditions.caps.perDayBand,
        stationShare: conditions.caps.stationSharePercent === null ? null : conditions.caps.stationSharePercent / 100,
        perProgramme: conditions.caps.perProgramme,
      },
      gap: PLAN_OPTIMALITY_GAP,
    };
  }

  async function solve(
    conditions: PlanConditions,
    candidates: OptimiserCandidate[],
    byKey: ReadonlyMap<string, PlanProduct>,
    budget: number | null,
  ): Promise<OptimiserAnswer> {
    if (conditions.goal === 'maxGrp') {
      // The most GRP needs a budget: asking the budget a maximum needs is the unconstrained sum.
      return optimise(problemOf(conditions, candidates, budget, 'maxValue'));
    }
    if (conditions.goal === 'grp') return optimise(problemOf(conditions, candidates, budget, 'minCost'));
    const exposures = conditions.goal === 'reach1' ? 1 : 3;
    return optimiseForReach(
      problemOf(conditions, candidates, budget, 'minCost'),
      { exposures, reachPercent: conditions.goalValue ?? 0 },
      (answer: OptimiserAnswer) => {
        const reach = reachOfUnits(answer.units, byKey);
        return exposures === 1 ? reach.reach1 : reach.reach3;
      },
    );
  }

  /** With a split chosen on TV × digital: each medium gets its share of the budget, and the most GRP within it. */
  async function solveSplit(
    conditions: PlanConditions,
    candidates: OptimiserCandidate[],
    tvSharePercent: number,
  ): Promise<OptimiserAnswer> {
    const tvBudget = Math.floor((conditions.budget * tvSharePercent) / 100);
    const parts = [
      { candidates: candidates.filter((candidate) => candidate.key.startsWith('slot:')), budget: tvBudget },
      { candidates: candidates.filter((candidate) => !candidate.key.startsWith('slot:')), budget: conditions.budget - tvBudget },
    ];
    const answers: OptimiserAnswer[] = [];
    for (const part of parts) {
      if (part.candidates.length === 0 || part.budget <= 0) continue;
      answers.push(await optimise(problemOf(conditions, part.candidates, part.budget, 'maxValue')));
    }
    return mergeAnswers(answers);
  }

  async function linesOf(
    conditions: PlanConditions,
    audience: PlanAudience,
    visibility: StationVisibility,
    units: ReadonlyMap<string, number>,
    byKey: ReadonlyMap<string, PlanProduct>,
    pinned: ReadonlySet<string>,
  ): Promise<{ lines: PlanLine[]; figures: ReturnType<typeof figuresOf> }> {
    const chosen = [...units].filter(([, count]) => count > 0);
    const refs = chosen.map(([key]) => byKey.get(key)).filter((product) => product !== undefined);
    // The household ratings of the chosen slots: the plan's GRP beside its target GRP.
    const described = await describeProducts(inventory, refs, conditions, visibility, today(), audience);
    const rows = chosen.flatMap(([key, count]) => {
      const product = described.get(key) ?? byKey.get(key);
      if (!product) return [];
      const line = toPlanLine({ ...product, onSale: byKey.get(key)?.onSale ?? product.onSale }, count, pinned.has(key));
      return [{ line, householdRating: product.householdRating }];
    });
    rows.sort((a, b) => lineOrder(a.line, b.line));
    return { lines: rows.map((row) => row.line), figures: figuresOf(rows) };
  }

  return {
    async candidates(
      request: PlanCandidatesRequest,
      visibility: StationVisibility,
      digital: DigitalPlanningAllowed,
      companyId?: number,
    ): Promise<PlanCandidatesResponse> {
      const audience = await audiences(companyId, request.conditions);
      const { products } = await candidatesOf(request.conditions, visibility, digital, audience);
      const offset = (request.page - 1) * PLAN_CANDIDATES_PAGE_SIZE;
      return {
        items: products.slice(offset, offset + PLAN_CANDIDATES_PAGE_SIZE).map(toCandidate),
        total: products.length,
        page: request.page,
        pageSize: PLAN_CANDIDATES_PAGE_SIZE,
      };
    },

    async optimise(
      request: PlanOptimiseRequest,
      visibility: StationVisibility,
      digital: DigitalPlanningAllowed,
      companyId?: number,
    ): Promise<PlanOptimisation> {
      const { conditions } = request;
      const audience = await audiences(companyId, conditions);
      const { products } = await candidatesOf(conditions, visibility, digital, audience);
      const removed = new Set(request.removed.map(productKey));
      const byKey = new Map(products.map((product) => [productKey(product), product]));

      // Pinned lines stay as they are while on sale with their units left; those sold since are replaced.
      const missing = request.pinned.filter((pin) => !byKey.has(productKey(pin)));
      for (const [key, product] of await describeProducts(inventory, missing, conditions, visibility, today(), audience)) {
        byKey.set(key, product);
      }
      const pins = new Map<string, number>();
      const replaced: PlanProductRef[] = [];
      for (const pin of request.pinned) {
        const product = byKey.get(productKey(pin));
        if (!product?.onSale || product.remaining < pin.units || removed.has(productKey(pin))) {
          replaced.push({ kind: pin.kind, productId: pin.productId });
        } else {
          pins.set(productKey(pin), pin.units);
        }
      }
      const bands = bandsOf(conditions);
      const candidates = [...byKey.values()]
        .filter((product) => !removed.has(productKey(product)))
        .filter((product) => pins.has(productKey(product)) || (product.onSale && product.remaining > 0))
        .map((product) => toOptimiserCandidate(product, bands, pins.get(productKey(product)) ?? 0));
      if (candidates.length === 0) throw infeasible('noCandidates');

      const budget = request.question === 'budget' ? null : conditions.budget;
      let answer: OptimiserAnswer;
      try {
        answer =
          conditions.tvSharePercent !== null && request.question === 'plan'
            ? await solveSplit(conditions, candidates, conditions.tvSharePercent)
            : await solve(conditions, candidates, byKey, budget);
      } catch (error) {
        if (error instanceof OptimiserInfeasible) throw infeasible('goalUnreachable');
        throw error;
      }
      const { lines, figures } = await linesOf(conditions, audience, visibility, answer.units, byKey, new Set(pins.keys()));
      return {
        lines,
        figures,
        optimality: {
          gapPercent: Math.round(answer.gap * 1000) / 10,
          proven: answer.proven,
          candidates: products.length,
          modelled: answer.modelled,
          milliseconds: Math.round(answer.milliseconds),
        },
        caps: capValues(conditions, answer, conditions.goal === 'maxGrp' || conditions.tvSharePercent !== null),
        replaced,
        requiredBudget: request.question === 'budget' ? figures.amount : null,
        ratingsAreEstimates: RATINGS_ARE_ESTIMATES,
      };
    },

    /**
     * TV × digital: for each TV share of the budget, the most target GRP each medium buys within
     * its part (the LP bound of a budget-only plan: the candidates cheapest per point first, the
     * last one in part), and the reach of each and of both. The sweep is an estimate of where
     * reach peaks; the chosen split is then planned exactly.
     */
    async digitalSplit(
      request: DigitalSplitRequest,
      visibility: StationVisibility,
      companyId?: number,
    ): Promise<DigitalSplitResponse> {
      const conditions: PlanConditions = {
        ...request,
        goal: 'maxGrp',
        goalValue: null,
        weekdays: [],
        timeFrom: null,
        timeTo: null,
        stations: [],
        length: 15,
        position: null,
        kind: null,
        caps: { perDayBand: null, stationSharePercent: null, perProgramme: null },
        includeDigital: true,
        tvSharePercent: null,
      };
      const audience = await audiences(companyId, conditions);
      const { products } = await loadCandidates(inventory, conditions, visibility, today(), true, audience);
      const tv = reachCurve(products.filter((product) => product.kind === 'slot'));
      const online = reachCurve(products.filter((product) => product.kind !== 'slot'));
      const points: DigitalSplitResponse['points'] = [];
      for (let share = 0; share <= 100; share += DIGITAL_SPLIT_STEP_PERCENT) {
        const tvBudget = Math.floor((request.budget * share) / 100);
        const tvBought = tv(tvBudget);
        const digitalBought = online(request.budget - tvBudget);
        const reach = planReach({
          spots: tvBought.units,
          tvTargetGrp: tvBought.value,
          digitalTargetGrp: digitalBought.value,
        });
        points.push({
          tvSharePercent: share,
          tvBudget,
          digitalBudget: request.budget - tvBudget,
          tvReach: tenths(reach.tvReach1),
          digitalReach: tenths(reach.digitalReach1),
          totalReach: tenths(reach.reach1),
          incrementalReach: tenths(reach.reach1 - reach.tvReach1),
          targetGrp: Math.round(tvBought.value + digitalBought.value),
        });
      }
      let best = points[0];
      for (const point of points) if (best === undefined || point.totalReach > best.totalReach) best = point;
      return { points, bestTvSharePercent: best?.tvSharePercent ?? 100, ratingsAreEstimates: RATINGS_ARE_ESTIMATES };
    },
  };
}

export type PlanOptimisationService = ReturnType<typeof createPlanOptimisationService>;

const tenths = (value: number): number => Math.round(value * 10) / 10;

/** The reach of chosen units, for the reach goal's search. */
function reachOfUnits(units: ReadonlyMap<string, number>, byKey: ReadonlyMap<string, PlanProduct>) {
  let spots = 0;
  let tvTargetGrp = 0;
  let digitalTargetGrp = 0;
  for (const [key, count] of units) {
    const product = byKey.get(key);
    if (!product || count <= 0) continue;
    if (product.kind === 'slot') {
      spots += count;
      tvTargetGrp += product.valuePerUnit * count;
    } else {
      digitalTargetGrp += product.valuePerUnit * count;
    }
  }
  return planReach({ spots, tvTargetGrp, digitalTargetGrp });
}

/** Two media planned apart (a chosen split) as one answer: its gap the larger of the two. */
function mergeAnswers(answers: readonly OptimiserAnswer[]): OptimiserAnswer {
  const [first] = answers;
  if (!first) throw new OptimiserInfeasible();
  const units = new Map<string, number>();
  for (const answer of answers) for (const [key, count] of answer.units) units.set(key, count);
  return {
    units,
    cost: answers.reduce((sum, answer) => sum + answer.cost, 0),
    value: answers.reduce((sum, answer) => sum + answer.value, 0),
    gap: Math.max(...answers.map((answer) => answer.gap)),
    proven: answers.every((answer) => answer.proven),
    modelled: answers.reduce((sum, answer) => sum + answer.modelled, 0),
    milliseconds: answers.reduce((sum, answer) => sum + answer.milliseconds, 0),
    shadows: first.shadows,
  };
}

/** Each cap the conditions set, with what one step more of it would add (GRP) or save (yen). */
function capValues(conditions: PlanConditions, answer: OptimiserAnswer, maximising: boolean): PlanCapValue[] {
  const unit = maximising ? 'grp' : 'yen';
  const value = (cap: PlanCapValue['cap'], limit: number | null): PlanCapValue[] => {
    if (limit === null) return [];
    const shadow = answer.shadows[cap];
    return [{ cap, limit, binding: shadow.binding, gain: shadow.binding ? Math.round(shadow.gain) : 0, unit }];
  };
  return [
    ...value('budget', maximising ? conditions.budget : null),
    ...value('perDayBand', conditions.caps.perDayBand),
    ...value('stationShare', conditions.caps.stationSharePercent),
    ...value('perProgramme', conditions.caps.perProgramme),
  ];
}

/** Lines in air order: TV by station, day and time, then digital by station and delivery. */
function lineOrder(a: PlanLine, b: PlanLine): number {
  const kindOrder = (line: PlanLine) => (line.kind === 'slot' ? 0 : 1);
  return (
    kindOrder(a) - kindOrder(b) ||
    (a.date ?? a.deliveryStart ?? '').localeCompare(b.date ?? b.deliveryStart ?? '') ||
    (a.start ?? 0) - (b.start ?? 0) ||
    a.station.id - b.station.id ||
    a.productId - b.productId
  );
}
