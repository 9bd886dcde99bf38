import { describe, expect, it } from 'vitest';
import { seededRandom } from './area-month-sample';
import { bruteForceOptimum } from './brute-force.testing';
import { optimise } from './optimise';
import { type OptimiserCandidate, OptimiserInfeasible, type OptimiserProblem } from './optimiser-types';
import { keptCandidateIndices } from './prune';

/** Crowded day-bands, where both rules set much aside: one or two stations, a few programmes each. */
function crowdedProblem(seed: number): OptimiserProblem {
  const random = seededRandom(seed);
  const count = 8 + Math.floor(random() * 9);
  const candidates: OptimiserCandidate[] = Array.from({ length: count }, (_, index) => {
    const stationId = 1 + Math.floor(random() * 2);
    const band = Math.floor(random() * 2);
    // Ties in cost and value now and then, so that the order's tie-break is exercised.
    const cost = (5 + Math.floor(random() * 6)) * 50_000;
    return {
      key: `c${index}`,
      cost,
      value: Math.round(cost / 1_000 + (random() - 0.5) * 200),
      maxUnits: 1 + (random() < 0.2 ? 1 : 0),
      pinnedUnits: 0,
      minimumOrder: 1,
      stationId,
      dayBand: `d:${band}`,
      programme: random() < 0.1 ? null : `p${stationId}:${random() < 0.15 ? 'x' : band}:${Math.floor(random() * 3)}`,
    };
  });
  const pinned = candidates[Math.floor(random() * count)] as OptimiserCandidate;
  if (random() < 0.3) pinned.pinnedUnits = 1;
  const maximise = random() < 0.6;
  return {
    candidates,
    objective: maximise ? 'maxValue' : 'minCost',
    budget: maximise ? 300_000 + Math.floor(random() * 1_500_000) : null,
    minValue: maximise ? null : 200 + Math.floor(random() * 1_200),
    caps: {
      perDayBand: [1, 2, 3, null][Math.floor(random() * 4)] as number | null,
      perProgramme: [1, 2, null][Math.floor(random() * 3)] as number | null,
      stationShare: random() < 0.5 ? null : 0.6,
    },
    gap: 0,
  };
}

describe('pruning dominated candidates', () => {
  it('sets many aside yet keeps the optimum', async () => {
    let setAside = 0;
    let total = 0;
    for (let seed = 1; seed <= 60; seed += 1) {
      const problem = crowdedProblem(seed);
      total += problem.candidates.length;
      setAside += problem.candidates.length - keptCandidateIndices(problem).length;
      let found: number | null = null;
      try {
        const answer = await optimise(problem);
        found = problem.objective === 'maxValue' ? answer.value : answer.cost;
      } catch (error) {
        if (!(error instanceof OptimiserInfeasible)) throw error;
      }
      expect(found, `seed ${seed}`).toBe(bruteForceOptimum(problem));
    }
    expect(setAside / total).toBeGreaterThan(0.1);
  });

  it('never sets a pinned line aside, however dominated', () => {
    const spot = (key: string, cost: number, value: number, pinnedUnits: number): OptimiserCandidate => ({
      key,
      cost,
      value,
      maxUnits: 3,
      pinnedUnits,
      minimumOrder: 1,
      stationId: 1,
      dayBand: 'd',
      programme: 'p',
    });
    const problem: OptimiserProblem = {
      candidates: [spot('best', 100, 1_000, 0), spot('worst', 1_000, 100, 1), spot('worse', 900, 200, 0)],
      objective: 'maxValue',
      budget: 10_000,
      minValue: null,
      caps: { perDayBand: 1, perProgramme: 1, stationShare: null },
      gap: 0,
    };
    expect(keptCandidateIndices(problem)).toEqual([0, 1]);
  });

  it('sets nothing aside by dominance without a count cap', () => {
    const crowded = crowdedProblem(3);
    const problem: OptimiserProblem = {
      ...crowded,
      budget: null,
      caps: { perDayBand: null, perProgramme: null, stationShare: 0.5 },
      candidates: crowded.candidates.map((candidate) => ({ ...candidate, pinnedUnits: 0 })),
    };
    expect(keptCandidateIndices(problem)).toHaveLength(problem.candidates.length);
  });
});
