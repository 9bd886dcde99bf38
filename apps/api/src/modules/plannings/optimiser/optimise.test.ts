import { PLAN_OPTIMALITY_GAP } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { areaMonthProblem, seededRandom } from './area-month-sample';
import { answerFigures, bruteForceOptimum, capViolations } from './brute-force.testing';
import { optimise } from './optimise';
import { type OptimiserCandidate, OptimiserInfeasible, type OptimiserProblem } from './optimiser-types';

/**
 * A small random problem: a few stations, day-bands and programmes (some spanning two day-bands),
 * a digital product or two with a minimum order, a pin now and then, random caps and objective.
 */
function smallProblem(seed: number): OptimiserProblem {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const count = 3 + Math.floor(random() * 12);
  const stations = 1 + Math.floor(random() * 3);
  const candidates: OptimiserCandidate[] = [];
  for (let index = 0; index < count; index += 1) {
    const stationId = 1 + Math.floor(random() * stations);
    const digital = random() < 0.15;
    const maxUnits = digital ? 2 + Math.floor(random() * 3) : 1 + Math.floor(random() * (count > 10 ? 2 : 3));
    const band = Math.floor(random() * 3);
    const spanning = random() < 0.2;
    candidates.push({
      key: `c${index}`,
      cost: (1 + Math.floor(random() * 20)) * 10_000,
      value: 10 + Math.floor(random() * 300),
      maxUnits,
      pinnedUnits: 0,
      minimumOrder: digital ? 1 + Math.floor(random() * 3) : 1,
      stationId,
      dayBand: digital ? null : `d:${band}`,
      programme:
        digital || random() < 0.1
          ? null
          : spanning
            ? `p${stationId}:${Math.floor(random() * 2)}`
            : `p${stationId}:${band}:${Math.floor(random() * 3)}`,
    });
  }
  // A pin now and then, at a count that meets its minimum order.
  for (const candidate of candidates) {
    if (random() < 0.1) candidate.pinnedUnits = Math.max(candidate.minimumOrder, 1 + Math.floor(random() * candidate.maxUnits));
  }
  const objective = random() < 0.5 ? 'maxValue' : 'minCost';
  const totalCost = candidates.reduce((sum, candidate) => sum + candidate.cost * candidate.maxUnits, 0);
  const totalValue = candidates.reduce((sum, candidate) => sum + candidate.value * candidate.maxUnits, 0);
  return {
    candidates,
    objective,
    budget: objective === 'minCost' && random() < 0.5 ? null : Math.round(totalCost * (0.15 + 0.6 * random())),
    minValue: objective === 'minCost' ? Math.round(totalValue * (0.05 + 0.3 * random())) : null,
    caps: {
      perDayBand: pick([null, 1, 2, 3]),
      perProgramme: pick([null, 1, 2]),
      stationShare: stations > 1 ? pick([null, 0.5, 0.7, 0.9]) : pick([null, 1]),
    },
    gap: 0,
  };
}

const SMALL_CASES = Array.from({ length: 60 }, (_, index) => 1_000 + index);

async function optimumOrInfeasible(
  run: () => Promise<{ value: number; cost: number }>,
  objective: OptimiserProblem['objective'],
) {
  try {
    const answer = await run();
    return objective === 'maxValue' ? answer.value : answer.cost;
  } catch (error) {
    if (error instanceof OptimiserInfeasible) return null;
    throw error;
  }
}

describe('optimise on small problems', () => {
  it('finds the brute-force optimum, or says there is none', async () => {
    for (const seed of SMALL_CASES) {
      const problem = smallProblem(seed);
      const found = await optimumOrInfeasible(() => optimise(problem), problem.objective);
      expect(found, `seed ${seed}`).toBe(bruteForceOptimum(problem));
    }
  });

  it('finds it through the first, restricted MIP too', async () => {
    for (const seed of SMALL_CASES) {
      const problem = smallProblem(seed);
      const found = await optimumOrInfeasible(
        () => optimise(problem, { restricted: { above: 4, columns: 3 } }),
        problem.objective,
      );
      expect(found, `seed ${seed}`).toBe(bruteForceOptimum(problem));
    }
  });

  it('keeps the optimum when pruning is switched off, and prunes no pinned line', async () => {
    for (const seed of SMALL_CASES) {
      const problem = smallProblem(seed);
      const pruned = await optimumOrInfeasible(() => optimise(problem), problem.objective);
      const full = await optimumOrInfeasible(() => optimise(problem, { prune: false }), problem.objective);
      expect(pruned, `seed ${seed}`).toBe(full);
    }
  });

  it('meets every cap, pin and minimum order, and reports figures that add up', async () => {
    for (const seed of SMALL_CASES) {
      const problem = { ...smallProblem(seed), gap: PLAN_OPTIMALITY_GAP };
      try {
        const answer = await optimise(problem);
        expect(capViolations(problem, answer.units), `seed ${seed}`).toEqual([]);
        expect(answerFigures(problem, answer)).toEqual({ cost: answer.cost, value: answer.value });
        expect(answer.gap).toBeLessThanOrEqual(PLAN_OPTIMALITY_GAP + 1e-9);
        expect(answer.proven).toBe(true);
        for (const shadow of Object.values(answer.shadows)) expect(shadow.gain).toBeGreaterThanOrEqual(0);
      } catch (error) {
        if (!(error instanceof OptimiserInfeasible)) throw error;
        expect(bruteForceOptimum(problem), `seed ${seed}`).toBeNull();
      }
    }
  });
});

describe('optimise when nothing meets the problem', () => {
  const spot = (key: string, cost: number, value: number, pinnedUnits = 0): OptimiserCandidate => ({
    key,
    cost,
    value,
    maxUnits: 2,
    pinnedUnits,
    minimumOrder: 1,
    stationId: 1,
    dayBand: '2026-12-07:0',
    programme: `1:2026-12-07:${key}`,
  });
  const problem = (overrides: Partial<OptimiserProblem>): OptimiserProblem => ({
    candidates: [spot('a', 100_000, 500), spot('b', 200_000, 900)],
    objective: 'minCost',
    budget: null,
    minValue: 1_000,
    caps: { perDayBand: null, perProgramme: null, stationShare: null },
    gap: PLAN_OPTIMALITY_GAP,
    ...overrides,
  });

  it('throws OptimiserInfeasible for a value beyond every candidate', async () => {
    await expect(optimise(problem({ minValue: 10_000 }))).rejects.toBeInstanceOf(OptimiserInfeasible);
  });

  it('throws OptimiserInfeasible for a value beyond the caps', async () => {
    await expect(optimise(problem({ caps: { perDayBand: 1, perProgramme: null, stationShare: null } }))).rejects.toBeInstanceOf(
      OptimiserInfeasible,
    );
  });

  it('throws OptimiserInfeasible for pinned lines over the budget', async () => {
    const pinned = problem({ objective: 'maxValue', minValue: null, budget: 150_000, candidates: [spot('a', 100_000, 500, 2)] });
    await expect(optimise(pinned)).rejects.toBeInstanceOf(OptimiserInfeasible);
  });

  it('gives the empty plan when nothing fits the budget', async () => {
    const answer = await optimise(problem({ objective: 'maxValue', minValue: null, budget: 50_000 }));
    expect(answer.units.size).toBe(0);
    expect(answer.value).toBe(0);
  });
});

describe('optimise on an area-month', () => {
  it('proves a plan within 1 % over 20,000 candidates, meeting every cap', async () => {
    const problem = areaMonthProblem({ candidates: 20_000, seed: 7 });
    expect(problem.candidates.length).toBeGreaterThan(19_000);
    const answer = await optimise(problem);
    expect(capViolations(problem, answer.units)).toEqual([]);
    expect(answerFigures(problem, answer)).toEqual({ cost: answer.cost, value: answer.value });
    expect(answer.gap).toBeLessThanOrEqual(0.01);
    expect(answer.proven).toBe(true);
    expect(answer.modelled).toBeLessThan(problem.candidates.length);
    // ¥30,000,000 at up to ¥1,500,000 a spot: the budget binds and is worth something.
    expect(answer.shadows.budget.binding).toBe(true);
    expect(answer.shadows.budget.gain).toBeGreaterThan(0);
  });
});
