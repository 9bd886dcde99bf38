import type { OptimiserAnswer, OptimiserCandidate, OptimiserProblem } from './optimiser-types';

/**
 * For the tests: the optimum of a small problem by enumerating every choice of units (with the
 * obvious cut-offs: over budget or over a count cap, or unable to beat the best so far), and a
 * checker of every cap. Null when no plan meets the problem.
 */
export function bruteForceOptimum(problem: OptimiserProblem): number | null {
  const { candidates } = problem;
  const maximise = problem.objective === 'maxValue';
  const choices = candidates.map(unitChoices);
  // What the candidates after position i could still add, for the maximising cut-off.
  const valueAfter = new Array<number>(candidates.length + 1).fill(0);
  for (let position = candidates.length - 1; position >= 0; position -= 1) {
    const candidate = candidates[position] as OptimiserCandidate;
    valueAfter[position] = (valueAfter[position + 1] as number) + candidate.value * Math.max(...(choices[position] as number[]));
  }
  const units = new Array<number>(candidates.length).fill(0);
  let best: number | null = null;

  const visit = (position: number, cost: number, value: number) => {
    if (problem.budget !== null && cost > problem.budget) return;
    if (maximise && best !== null && value + (valueAfter[position] as number) <= best) return;
    if (!maximise && best !== null && cost >= best) return;
    if (position === candidates.length) {
      if (capViolations(problem, unitsMap(candidates, units)).length > 0) return;
      best = maximise ? value : cost;
      return;
    }
    const candidate = candidates[position] as OptimiserCandidate;
    for (const chosen of choices[position] as number[]) {
      units[position] = chosen;
      if (countCapsHold(problem, units, position))
        visit(position + 1, cost + chosen * candidate.cost, value + chosen * candidate.value);
    }
    units[position] = 0;
  };
  visit(0, 0, 0);
  return best;
}

function unitChoices(candidate: OptimiserCandidate): number[] {
  if (candidate.pinnedUnits > 0) return [candidate.pinnedUnits];
  const choices = [0];
  for (let units = Math.max(1, candidate.minimumOrder); units <= candidate.maxUnits; units += 1) choices.push(units);
  return choices;
}

function unitsMap(candidates: readonly OptimiserCandidate[], units: readonly number[]): Map<string, number> {
  const map = new Map<string, number>();
  candidates.forEach((candidate, position) => {
    if ((units[position] ?? 0) > 0) map.set(candidate.key, units[position] as number);
  });
  return map;
}

/** The day-band and programme counts of the candidates chosen so far (up to `last`). */
function countCapsHold(problem: OptimiserProblem, units: readonly number[], last: number): boolean {
  const current = problem.candidates[last] as OptimiserCandidate;
  let dayBand = 0;
  let programme = 0;
  for (let position = 0; position <= last; position += 1) {
    const candidate = problem.candidates[position] as OptimiserCandidate;
    const chosen = units[position] ?? 0;
    if (current.dayBand !== null && candidate.dayBand === current.dayBand) dayBand += chosen;
    if (current.programme !== null && candidate.programme === current.programme) programme += chosen;
  }
  return (
    (problem.caps.perDayBand === null || dayBand <= problem.caps.perDayBand) &&
    (problem.caps.perProgramme === null || programme <= problem.caps.perProgramme)
  );
}

/** Every way in which the units break the problem's bounds, caps or goal (empty when none). */
export function capViolations(problem: OptimiserProblem, units: ReadonlyMap<string, number>): string[] {
  const violations: string[] = [];
  const dayBands = new Map<string, number>();
  const programmes = new Map<string, number>();
  const stations = new Map<number, number>();
  let cost = 0;
  let value = 0;
  const known = new Set(problem.candidates.map((candidate) => candidate.key));
  for (const key of units.keys()) if (!known.has(key)) violations.push(`unknown ${key}`);
  for (const candidate of problem.candidates) {
    const chosen = units.get(candidate.key) ?? 0;
    if (!Number.isInteger(chosen) || chosen < 0) violations.push(`${candidate.key}: ${chosen} units`);
    if (candidate.pinnedUnits > 0 && chosen !== candidate.pinnedUnits) violations.push(`${candidate.key}: pinned`);
    if (candidate.pinnedUnits === 0 && chosen > candidate.maxUnits) violations.push(`${candidate.key}: over maxUnits`);
    if (candidate.pinnedUnits === 0 && chosen > 0 && chosen < candidate.minimumOrder)
      violations.push(`${candidate.key}: minimum order`);
    cost += chosen * candidate.cost;
    value += chosen * candidate.value;
    if (candidate.dayBand !== null) dayBands.set(candidate.dayBand, (dayBands.get(candidate.dayBand) ?? 0) + chosen);
    if (candidate.programme !== null) programmes.set(candidate.programme, (programmes.get(candidate.programme) ?? 0) + chosen);
    stations.set(candidate.stationId, (stations.get(candidate.stationId) ?? 0) + chosen * candidate.cost);
  }
  const { caps } = problem;
  if (problem.budget !== null && cost > problem.budget) violations.push(`budget: ${cost}`);
  if (problem.objective === 'minCost' && value < (problem.minValue ?? 0)) violations.push(`minValue: ${value}`);
  for (const [dayBand, count] of dayBands)
    if (caps.perDayBand !== null && count > caps.perDayBand) violations.push(`day-band ${dayBand}: ${count}`);
  for (const [programme, count] of programmes)
    if (caps.perProgramme !== null && count > caps.perProgramme) violations.push(`programme ${programme}: ${count}`);
  for (const [station, amount] of stations) {
    if (caps.stationShare !== null && amount > caps.stationShare * cost + 1e-6)
      violations.push(`station ${station}: ${amount} of ${cost}`);
  }
  return violations;
}

/** The answer's own figures agree with its units. */
export function answerFigures(problem: OptimiserProblem, answer: OptimiserAnswer): { cost: number; value: number } {
  let cost = 0;
  let value = 0;
  for (const candidate of problem.candidates) {
    cost += (answer.units.get(candidate.key) ?? 0) * candidate.cost;
    value += (answer.units.get(candidate.key) ?? 0) * candidate.value;
  }
  return { cost, value };
}
