/**
 * The optimiser's own terms, free of slots and products: units of candidates, each with a cost and
 * a value (target GRP in basis points), grouped by the caps they count towards. The plannings
 * service turns slots and digital products into candidates and the answer back into lines.
 */
export interface OptimiserCandidate {
  /** `slot:123`, `streaming:45`, `oneday:6`. */
  key: string;
  /** Yen per unit. */
  cost: number;
  /** Target GRP per unit, in basis points of a percent. */
  value: number;
  /** Units that may be bought (what is left on sale). */
  maxUnits: number;
  /** A line the buyer pinned: exactly these units (0 when not pinned). */
  pinnedUnits: number;
  /** The least units when bought at all (a streaming product's minimum order); 1 for a slot. */
  minimumOrder: number;
  /** The station, for the cap on its share of the amount. */
  stationId: number;
  /** A slot's broadcast day and band of the pattern (`2026-12-07:1`); null for digital products. */
  dayBand: string | null;
  /** A slot's programme airing (`station:date:programme`); null for digital products and slots outside a programme. */
  programme: string | null;
}

export interface OptimiserCaps {
  perDayBand: number | null;
  /** Most share of the amount on one station, as a fraction (0.4 for 40 %). */
  stationShare: number | null;
  perProgramme: number | null;
}

export interface OptimiserProblem {
  candidates: readonly OptimiserCandidate[];
  /** `maxValue`: the most value within the budget; `minCost`: the least cost reaching `minValue`. */
  objective: 'maxValue' | 'minCost';
  /** The budget in yen: a cap in both objectives when not null. */
  budget: number | null;
  /** `minCost`: the value to reach (basis points). */
  minValue: number | null;
  caps: OptimiserCaps;
  /** Relative gap at which the answer is good enough (0.01). */
  gap: number;
}

/** What one step more of each cap would gain: value (bp) when maximising, yen saved when minimising. */
export interface CapShadow {
  binding: boolean;
  gain: number;
}

export interface OptimiserAnswer {
  /** Units chosen, by candidate key; candidates not chosen are absent. */
  units: Map<string, number>;
  cost: number;
  value: number;
  /** The proven relative distance from the optimum (0.004 = 0.4 %). */
  gap: number;
  proven: boolean;
  /** Candidates left in the model after dominated ones were set aside. */
  modelled: number;
  milliseconds: number;
  shadows: {
    /** One more PLAN_BUDGET_STEP_YEN of budget. */
    budget: CapShadow;
    /** One more spot per day and band. */
    perDayBand: CapShadow;
    /** One point (1 %) more share per station. */
    stationShare: CapShadow;
    /** One more spot per programme. */
    perProgramme: CapShadow;
  };
}

/** No choice of units meets the problem's goal and caps. */
export class OptimiserInfeasible extends Error {
  constructor() {
    super('No plan meets the goal under the caps');
  }
}
