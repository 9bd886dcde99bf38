import { z } from 'zod';
import { BROADCAST_DAY_SECONDS, RATING_TYPES, SLOT_KINDS, SLOT_LENGTHS, SLOT_POSITIONS, TARGETS } from '../broadcast';
import { idParam } from './ids';
import { isoDate, listQuerySchema } from './list-query';
import { oneLineText } from './plain-text';
import { areaCodeSchema, businessDateSchema } from './program-guide';

/**
 * Plans (プラン): from a budget and a goal to the best set of TV slots — and, with digital
 * planning, streaming and 1-day products — with reach and frequency (DOMAIN.md "Figures planners
 * use"). The server finds the candidates, optimises with an exact solver and computes every figure;
 * the web states the conditions and shows the answer.
 */

/** What a plan aims at: the most target GRP within the budget, or the least cost for a target GRP or a reach. */
export const PLAN_GOALS = ['maxGrp', 'grp', 'reach1', 'reach3'] as const;
export type PlanGoal = (typeof PLAN_GOALS)[number];

/** Buying patterns (全日, 逆L, コの字, ヨの字: TIME_BAND_PRESETS), or weekdays × one time band of the buyer's own. */
export const PLAN_PATTERNS = ['allDay', 'reverseL', 'uShape', 'eShape', 'custom'] as const;
export type PlanPattern = (typeof PLAN_PATTERNS)[number];

/** A plan's line is a slot, or (with digital planning) a streaming or 1-day product: the inventory's product kinds. */
export const PLAN_LINE_KINDS = ['slot', 'streaming', 'oneday'] as const;
export type PlanLineKind = (typeof PLAN_LINE_KINDS)[number];

/** 作成中 / カート作成済 / 申込済: from the plan's records (carts made from it, and whether one was applied). */
export const PLAN_STATUSES = ['DRAFT', 'CARTED', 'APPLIED'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** The longest broadcast period a plan covers: about an area-month. */
export const PLAN_PERIOD_MAX_DAYS = 31;
/** The most candidates one optimisation weighs (an area-month is about 20,000 slots). */
export const PLAN_CANDIDATES_MAX = 40_000;
/** The optimiser stops once its answer is proven this close to the optimum (1 %). */
export const PLAN_OPTIMALITY_GAP = 0.01;
export const PLAN_NAME_MAX_LENGTH = 100;
/** The most lines a plan holds (pinned, removed or saved). */
export const PLAN_LINES_MAX = 2_000;
/** Budgets up to ¥2,000,000,000: kept as a 32-bit integer on both databases. */
export const PLAN_BUDGET_MAX = 2_000_000_000;
/** Candidates per page of the candidate list. */
export const PLAN_CANDIDATES_PAGE_SIZE = 100;
/** Plans per page of the plan list. */
export const PLAN_LIST_PAGE_SIZE = 50;
export const PLAN_SEARCH_MAX_LENGTH = 100;

/**
 * The reach model's assumptions, shown on the screen with every estimate (推定). TV: a beta-binomial
 * exposure distribution over the plan's spots at their mean target rating, with this intra-class
 * correlation ρ (DOMAIN.md's checked example uses 0.05). Digital: impressions reach the target
 * universe at random (Poisson). Across TV and digital: random duplication (Sainsbury).
 */
export const REACH_MODEL = {
  tvCorrelation: 0.05,
  tvModel: 'betaBinomial',
  digitalModel: 'poisson',
  crossMediaModel: 'sainsbury',
} as const;

/** What relaxing a cap is worth, per step: one more spot per day and band or per programme, a point more of budget share per station, ¥1,000,000 more budget. */
export const PLAN_CAPS = ['budget', 'perDayBand', 'stationShare', 'perProgramme'] as const;
export type PlanCap = (typeof PLAN_CAPS)[number];
export const PLAN_BUDGET_STEP_YEN = 1_000_000;

/** The TV × digital sweep: the TV share of the budget from 0 to 100 % in these steps. */
export const DIGITAL_SPLIT_STEP_PERCENT = 10;

const id = z.number().int().positive().max(2_147_483_647);
const secondsOfDay = z.number().int().min(0).max(BROADCAST_DAY_SECONDS);

export const planCapsSchema = z.strictObject({
  /** Most spots in one broadcast day and one band of the pattern. */
  perDayBand: z.number().int().min(1).max(100).nullable(),
  /** Most share of the plan's amount on one station, in percent. */
  stationSharePercent: z.number().int().min(1).max(100).nullable(),
  /** Most spots in one programme (one airing). */
  perProgramme: z.number().int().min(1).max(100).nullable(),
});
export type PlanCaps = z.infer<typeof planCapsSchema>;

/** What a plan is made for: the area, period, audience, budget, goal, pattern, slot conditions and caps. */
export const planConditionsSchema = z
  .strictObject({
    area: areaCodeSchema,
    dateFrom: businessDateSchema,
    dateTo: businessDateSchema,
    target: z.enum(TARGETS),
    ratingType: z.enum(RATING_TYPES),
    /** A licensed target data segment to plan for instead of the demographic target (its ratings, its population). */
    segment: id.nullable().default(null),
    budget: z.number().int().min(1).max(PLAN_BUDGET_MAX),
    goal: z.enum(PLAN_GOALS),
    /** Target GRP (in %, e.g. 300) for `grp`; reach in % for `reach1` and `reach3`; null for `maxGrp`. */
    goalValue: z.number().min(0.1).max(10_000).nullable(),
    pattern: z.enum(PLAN_PATTERNS),
    /** A `custom` pattern's weekdays (Monday 0) and band on the 29-hour clock, in seconds from 05:00. */
    weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    timeFrom: secondsOfDay.nullable().default(null),
    timeTo: secondsOfDay.nullable().default(null),
    /** The stations to buy on; every station of the area when empty. */
    stations: z.array(id).max(50).default([]),
    length: z.union(SLOT_LENGTHS.map((length) => z.literal(length))),
    position: z.enum(SLOT_POSITIONS).nullable(),
    kind: z.union([z.literal(SLOT_KINDS.normal), z.literal(SLOT_KINDS.lastMinute)]).nullable(),
    caps: planCapsSchema,
    /** With digital planning: the area's streaming and 1-day products are candidates too. */
    includeDigital: z.boolean().default(false),
    /**
     * With digital: the TV share of the budget (the split chosen on TV × digital), the rest for
     * digital; null lets the optimiser split the budget as the goal is best served.
     */
    tvSharePercent: z.number().int().min(0).max(100).nullable().default(null),
  })
  .refine((conditions) => conditions.dateFrom <= conditions.dateTo, { path: ['dateTo'] })
  .refine((conditions) => daysBetween(conditions.dateFrom, conditions.dateTo) < PLAN_PERIOD_MAX_DAYS, {
    path: ['dateTo'],
    params: { reason: 'periodTooLong' },
  })
  .refine((conditions) => conditions.goal === 'maxGrp' || conditions.goalValue !== null, { path: ['goalValue'] })
  .refine(
    (conditions) => (conditions.goal !== 'reach1' && conditions.goal !== 'reach3' ? true : (conditions.goalValue ?? 0) < 100),
    { path: ['goalValue'] },
  )
  .refine((conditions) => conditions.includeDigital || conditions.tvSharePercent === null, { path: ['tvSharePercent'] })
  .refine(
    (conditions) =>
      conditions.pattern !== 'custom' ||
      (conditions.weekdays.length > 0 &&
        conditions.timeFrom !== null &&
        conditions.timeTo !== null &&
        conditions.timeFrom < conditions.timeTo),
    { path: ['pattern'] },
  );
export type PlanConditions = z.infer<typeof planConditionsSchema>;
export type PlanConditionsInput = z.input<typeof planConditionsSchema>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A product of a plan: a slot, or a streaming or 1-day product, by its id. */
export const planProductRefSchema = z.strictObject({ kind: z.enum(PLAN_LINE_KINDS), productId: id });
export type PlanProductRef = z.infer<typeof planProductRefSchema>;

/**
 * A line as the buyer fixes it: units of a slot, thousands of impressions of a streaming product
 * (the inventory's unit), or the one day of a 1-day product.
 */
export const planLineInputSchema = planProductRefSchema.extend({
  units: z.number().int().min(1).max(1_000_000),
  /** 固定: the optimiser keeps the line as it is. */
  pinned: z.boolean().default(false),
});
export type PlanLineInput = z.infer<typeof planLineInputSchema>;
export type PlanLineInputValue = z.input<typeof planLineInputSchema>;

/** A candidate, or a line of a plan: the product and its figures per unit and for the line. */
export const planCandidateSchema = z.object({
  kind: z.enum(PLAN_LINE_KINDS),
  productId: z.number().int(),
  station: z.object({ id: z.number().int(), shortName: z.string() }),
  /** A slot: its programme, broadcast day and start (seconds from 05:00), position and length. */
  programmeTitle: z.string().nullable(),
  date: z.string().nullable(),
  start: z.number().int().nullable(),
  position: z.enum(SLOT_POSITIONS).nullable(),
  length: z.number().int().nullable(),
  /** A streaming or 1-day product: its title (or surface) and delivery window. */
  title: z.string().nullable(),
  deliveryStart: z.string().nullable(),
  deliveryEnd: z.string().nullable(),
  /** Yen per unit: a slot's price, a streaming product's CPM (per 1,000 impressions, with the target's surcharge), a day's price. */
  unitPrice: z.number().int(),
  /** Units left on sale now. */
  remaining: z.number().int(),
  /** The least units a line takes (a streaming product's minimum order). */
  minimumUnits: z.number().int(),
  /** A slot's target rating in basis points of a percent, per unit; null for digital products. */
  rating: z.number().int().nullable(),
  /** Price per target rating point (yen); null without a rating. */
  perCost: z.number().int().nullable(),
  /** Yen per 1,000 target impressions. */
  cpm: z.number().int().nullable(),
  /** Target impressions one unit delivers (estimated). */
  impressionsPerUnit: z.number().int(),
});
export type PlanCandidate = z.infer<typeof planCandidateSchema>;

export const planLineSchema = planCandidateSchema.extend({
  units: z.number().int(),
  pinned: z.boolean(),
  amount: z.number().int(),
  /** Target GRP of the line, in basis points (rating × units; a digital line's impressions as rating points of the universe). */
  targetGrp: z.number().int(),
  impressions: z.number().int(),
  /** False when the product was sold, withdrawn or left its sales period since the line was chosen: the next optimisation replaces it. */
  available: z.boolean(),
});
export type PlanLine = z.infer<typeof planLineSchema>;

/** A plan's figures: what it costs and buys, and its estimated (推定) reach and frequency. */
export const planFiguresSchema = z.object({
  amount: z.number().int(),
  /** TV spots (units of slots). */
  spots: z.number().int(),
  /** Streaming thousands of impressions and 1-day days. */
  digitalUnits: z.number().int(),
  /** Household GRP of the TV spots, in the plan's rating type where it has one (basis points). */
  grp: z.number().int(),
  /** Target GRP, TV and digital (basis points). */
  targetGrp: z.number().int(),
  tvTargetGrp: z.number().int(),
  /** Target impressions, TV and digital. */
  impressions: z.number().int(),
  /** Yen per target rating point over the whole plan; null without any. */
  perCost: z.number().int().nullable(),
  /** Yen per 1,000 target impressions; null without any. */
  cpm: z.number().int().nullable(),
  /** Estimated reach at 1+ and 3+ exposures in % of the target (one decimal), TV and digital together. */
  reach1: z.number(),
  reach3: z.number(),
  /** Average frequency among those reached: target GRP ÷ reach. */
  frequency: z.number(),
  tvReach1: z.number(),
  digitalReach1: z.number(),
});
export type PlanFigures = z.infer<typeof planFiguresSchema>;

/** What relaxing one cap by one step would gain: GRP (basis points) when maximising it, yen when minimising cost. */
export const planCapValueSchema = z.object({
  cap: z.enum(PLAN_CAPS),
  /** The cap as stated (yen, spots, percent). */
  limit: z.number(),
  /** Whether the answer presses against it. */
  binding: z.boolean(),
  /** From the solver's shadow prices: what one step more would add (GRP) or save (yen); 0 when not binding. */
  gain: z.number(),
  unit: z.enum(['grp', 'yen']),
});
export type PlanCapValue = z.infer<typeof planCapValueSchema>;

export const planOptimalitySchema = z.object({
  /** The proven distance from the optimum, in % (the solver's bound); 0 when proven optimal. */
  gapPercent: z.number(),
  proven: z.boolean(),
  /** Candidates found, and those the model weighed after dominated ones were set aside. */
  candidates: z.number().int(),
  modelled: z.number().int(),
  /** Solve time in milliseconds, for the record. */
  milliseconds: z.number().int(),
});
export type PlanOptimality = z.infer<typeof planOptimalitySchema>;

/** `POST /plannings/optimisations`: the conditions, the lines the buyer pinned and those they removed. */
export const planOptimiseRequestSchema = z.strictObject({
  conditions: planConditionsSchema,
  pinned: z.array(planLineInputSchema).max(PLAN_LINES_MAX).default([]),
  removed: z.array(planProductRefSchema).max(PLAN_LINES_MAX).default([]),
  /** `plan`: the answer to the goal within the budget; `budget`: the least budget that reaches the goal (the budget is not a cap). */
  question: z.enum(['plan', 'budget']).default('plan'),
});
export type PlanOptimiseRequest = z.infer<typeof planOptimiseRequestSchema>;
export type PlanOptimiseRequestInput = z.input<typeof planOptimiseRequestSchema>;

export const planOptimisationSchema = z.object({
  lines: z.array(planLineSchema),
  figures: planFiguresSchema,
  optimality: planOptimalitySchema,
  caps: z.array(planCapValueSchema),
  /** Pinned lines no longer on sale: left out and replaced. */
  replaced: z.array(planProductRefSchema),
  /** For `question: 'budget'`: the least amount that reaches the goal. */
  requiredBudget: z.number().int().nullable(),
  ratingsAreEstimates: z.boolean(),
});
export type PlanOptimisation = z.infer<typeof planOptimisationSchema>;

/** `POST /plannings/candidates`: the candidates of the conditions, cheapest target CPM first, a page at a time. */
export const planCandidatesRequestSchema = z.strictObject({
  conditions: planConditionsSchema,
  page: z.number().int().min(1).max(10_000).default(1),
});
export type PlanCandidatesRequest = z.infer<typeof planCandidatesRequestSchema>;
export type PlanCandidatesRequestInput = z.input<typeof planCandidatesRequestSchema>;

export const planCandidatesResponseSchema = z.object({
  items: z.array(planCandidateSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PlanCandidatesResponse = z.infer<typeof planCandidatesResponseSchema>;

/** `POST /plannings` and `PUT /plannings/{id}`: a plan as the buyer saves it; the server works out its figures. */
export const planSaveRequestSchema = z.strictObject({
  name: oneLineText().trim().min(1).max(PLAN_NAME_MAX_LENGTH),
  advertiserId: id.nullable(),
  conditions: planConditionsSchema,
  lines: z.array(planLineInputSchema).max(PLAN_LINES_MAX),
  /** The optimiser's proof for these lines, kept with the plan when they are its answer. */
  optimality: planOptimalitySchema.nullable().default(null),
});
export type PlanSaveRequest = z.infer<typeof planSaveRequestSchema>;
export type PlanSaveRequestInput = z.input<typeof planSaveRequestSchema>;

export const planIdParamsSchema = z.object({ planId: idParam() });

const personSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const planSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  advertiser: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  area: z.object({ code: z.string(), name: z.string() }),
  dateFrom: z.string(),
  dateTo: z.string(),
  budget: z.number().int(),
  goal: z.enum(PLAN_GOALS),
  status: z.enum(PLAN_STATUSES),
  /** The figures when it was saved. */
  figures: planFiguresSchema,
  lineCount: z.number().int(),
  updatedBy: personSchema,
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planDetailSchema = planSummarySchema.extend({
  conditions: planConditionsSchema,
  lines: z.array(planLineSchema),
  optimality: planOptimalitySchema.nullable(),
  createdBy: personSchema,
  /** The carts made from it, newest first. */
  carts: z.array(z.object({ id: z.number().int(), name: z.string(), service: z.enum(['TV', 'CU']), status: z.string() })),
  ratingsAreEstimates: z.boolean(),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const PLAN_LIST_SORTS = ['updated_at', 'name', 'budget'] as const;
export const planListQuerySchema = listQuerySchema({
  sorts: PLAN_LIST_SORTS,
  defaultSort: 'updated_at',
  searchMaxLength: PLAN_SEARCH_MAX_LENGTH,
}).extend({
  status: z.enum(PLAN_STATUSES).optional(),
  area: areaCodeSchema.optional(),
  advertiserId: idParam().optional(),
  /** Plans whose broadcast period overlaps these dates. */
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type PlanListQuery = z.infer<typeof planListQuerySchema>;
export type PlanListQueryInput = z.input<typeof planListQuerySchema>;

export const plansResponseSchema = z.object({
  items: z.array(planSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** `POST /plannings/{id}/carts`: one cart per area for the TV lines, one streaming cart for the digital lines. */
export const planCartsResponseSchema = z.object({
  carts: z.array(z.object({ id: z.number().int(), name: z.string(), service: z.enum(['TV', 'CU']) })),
  /** Lines that could no longer be added (sold, withdrawn, outside their sales period, or fewer units left). */
  notAdded: z.array(planProductRefSchema.extend({ name: z.string() })),
});
export type PlanCartsResponse = z.infer<typeof planCartsResponseSchema>;

/** `POST /plannings/digital-split`: a budget and a target; the TV share swept from 0 to 100 %. */
export const digitalSplitRequestSchema = z
  .strictObject({
    area: areaCodeSchema,
    dateFrom: businessDateSchema,
    dateTo: businessDateSchema,
    target: z.enum(TARGETS),
    ratingType: z.enum(RATING_TYPES),
    /** A licensed target data segment to plan for instead of the demographic target (its ratings, its population). */
    segment: id.nullable().default(null),
    budget: z.number().int().min(1).max(PLAN_BUDGET_MAX),
    pattern: z.enum(PLAN_PATTERNS).default('allDay'),
  })
  .refine((request) => request.dateFrom <= request.dateTo, { path: ['dateTo'] })
  .refine((request) => daysBetween(request.dateFrom, request.dateTo) < PLAN_PERIOD_MAX_DAYS, { path: ['dateTo'] })
  .refine((request) => request.pattern !== 'custom', { path: ['pattern'] });
export type DigitalSplitRequest = z.infer<typeof digitalSplitRequestSchema>;
export type DigitalSplitRequestInput = z.input<typeof digitalSplitRequestSchema>;

export const digitalSplitPointSchema = z.object({
  /** The TV share of the budget, in %. */
  tvSharePercent: z.number().int(),
  tvBudget: z.number().int(),
  digitalBudget: z.number().int(),
  /** Estimated reach at 1+ in %: TV alone, digital alone, both (Sainsbury), and what digital adds to TV. */
  tvReach: z.number(),
  digitalReach: z.number(),
  totalReach: z.number(),
  incrementalReach: z.number(),
  targetGrp: z.number().int(),
});
export type DigitalSplitPoint = z.infer<typeof digitalSplitPointSchema>;

export const digitalSplitResponseSchema = z.object({
  points: z.array(digitalSplitPointSchema),
  /** The TV share whose total reach is highest. */
  bestTvSharePercent: z.number().int(),
  ratingsAreEstimates: z.boolean(),
});
export type DigitalSplitResponse = z.infer<typeof digitalSplitResponseSchema>;
