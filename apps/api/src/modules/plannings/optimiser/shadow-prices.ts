import { PLAN_BUDGET_STEP_YEN } from '@tvcm/contracts';
import { type PlanModel, type RowFamily, YEN_PER_COST_UNIT } from './model';
import type { CapShadow, OptimiserAnswer, OptimiserCandidate, OptimiserProblem } from './optimiser-types';

/**
 * What one step more of each cap would gain. These are LP shadow prices: the row duals of the
 * pruned model with its integers relaxed. For an integer plan they are an estimate — one more spot
 * in a day-band buys a whole spot or none, and the LP spreads it — but they rank the caps honestly
 * and cost one LP solve, where re-optimising per cap would cost four MIPs.
 *
 * Gains are in the objective's unit: value (bp) when maximising, yen saved when minimising.
 */
export function answerShadows(
  problem: OptimiserProblem,
  plan: PlanModel,
  columns: readonly number[],
  units: ReadonlyMap<string, number>,
  cost: number,
  rowDuals: Float64Array | null,
): OptimiserAnswer['shadows'] {
  // A dual is per unit of the row's right-hand side, in objective units (bp, or thousands of yen).
  const toGain = problem.objective === 'maxValue' ? 1 : YEN_PER_COST_UNIT;
  const dualSum = (family: RowFamily) => {
    if (rowDuals === null) return 0;
    let sum = 0;
    plan.rowFamilies.forEach((rowFamily, row) => {
      // Relaxing a ≤ row can only help; the sign HiGHS gives depends on the sense, so take the size.
      if (rowFamily === family) sum += Math.abs(rowDuals[row] ?? 0);
    });
    return sum * toGain;
  };
  const binding = bindingCaps(problem, columns, units, cost);
  return {
    budget: shadow(binding.budget, dualSum('budget') * (PLAN_BUDGET_STEP_YEN / YEN_PER_COST_UNIT)),
    perDayBand: shadow(binding.perDayBand, dualSum('perDayBand')),
    perProgramme: shadow(binding.perProgramme, dualSum('perProgramme')),
    // Σ_station cost·x − share·T ≤ 0: a point more share moves each row's bound by 0.01·T.
    stationShare: shadow(binding.stationShare, dualSum('stationShare') * 0.01 * (cost / YEN_PER_COST_UNIT)),
  };
}

function shadow(binding: boolean, gain: number): CapShadow {
  return { binding, gain: gain > 1e-9 ? gain : 0 };
}

/**
 * Whether each cap holds the integer answer back. A count cap binds when a group is at it. A yen
 * cap is rarely met to the yen by whole units, so the budget binds when not one more unit of any
 * candidate with units to spare fits in what is left, and a station's share when not one more unit
 * of that station fits under it.
 */
function bindingCaps(
  problem: OptimiserProblem,
  columns: readonly number[],
  units: ReadonlyMap<string, number>,
  cost: number,
): Record<'budget' | 'perDayBand' | 'perProgramme' | 'stationShare', boolean> {
  const { caps } = problem;
  const dayBands = new Map<string, number>();
  const programmes = new Map<string, number>();
  const stationCost = new Map<number, number>();
  for (const candidate of problem.candidates) {
    const chosen = units.get(candidate.key) ?? 0;
    if (chosen === 0) continue;
    if (candidate.dayBand !== null) dayBands.set(candidate.dayBand, (dayBands.get(candidate.dayBand) ?? 0) + chosen);
    if (candidate.programme !== null) programmes.set(candidate.programme, (programmes.get(candidate.programme) ?? 0) + chosen);
    stationCost.set(candidate.stationId, (stationCost.get(candidate.stationId) ?? 0) + candidate.cost * chosen);
  }

  let cheapestSpare = Number.POSITIVE_INFINITY;
  const cheapestSpareOfStation = new Map<number, number>();
  for (const index of columns) {
    const candidate = problem.candidates[index] as OptimiserCandidate;
    const chosen = units.get(candidate.key) ?? 0;
    if (candidate.pinnedUnits > 0 || chosen >= candidate.maxUnits) continue;
    const step = candidate.cost * (chosen === 0 ? Math.max(1, candidate.minimumOrder) : 1);
    cheapestSpare = Math.min(cheapestSpare, step);
    cheapestSpareOfStation.set(candidate.stationId, Math.min(cheapestSpareOfStation.get(candidate.stationId) ?? step, step));
  }

  const share = caps.stationShare;
  return {
    budget: problem.budget !== null && problem.budget - cost < cheapestSpare && Number.isFinite(cheapestSpare),
    perDayBand: caps.perDayBand !== null && [...dayBands.values()].some((count) => count >= (caps.perDayBand as number)),
    perProgramme: caps.perProgramme !== null && [...programmes.values()].some((count) => count >= (caps.perProgramme as number)),
    stationShare:
      share !== null &&
      share < 1 &&
      [...cheapestSpareOfStation].some(([station, step]) => (stationCost.get(station) ?? 0) + step > share * (cost + step)),
  };
}
