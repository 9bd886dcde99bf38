import { PLAN_BUDGET_STEP_YEN } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { areaMonthProblem } from './area-month-sample';
import { capViolations } from './brute-force.testing';
import { optimise } from './optimise';
import { optimiseForReach, type ReachGoal } from './optimise-for-reach';
import { type OptimiserAnswer, OptimiserInfeasible, type OptimiserProblem } from './optimiser-types';
import { tvReach } from './reach';

const spots = (answer: OptimiserAnswer) => [...answer.units.values()].reduce((sum, units) => sum + units, 0);
const reachAt = (goal: ReachGoal) => (answer: OptimiserAnswer) => {
  const reach = tvReach(spots(answer), answer.value);
  return goal.exposures === 1 ? reach.reach1 : reach.reach3;
};

/** A small area-month (a station-week's worth of slots per day-band) with room beyond the budget. */
const problem: OptimiserProblem = { ...areaMonthProblem({ candidates: 900, seed: 11 }), budget: null, objective: 'minCost' };

describe('optimiseForReach', () => {
  it('meets the goal, and a GRP requirement a little lower would not', async () => {
    const goal: ReachGoal = { exposures: 1, reachPercent: 70 };
    const answer = await optimiseForReach(problem, goal, reachAt(goal));
    expect(reachAt(goal)(answer)).toBeGreaterThanOrEqual(70);
    expect(capViolations({ ...problem, objective: 'maxValue' }, answer.units)).toEqual([]);
    const lower = await optimise({ ...problem, minValue: Math.round(answer.value * 0.95) });
    expect(reachAt(goal)(lower)).toBeLessThan(70);
  });

  it('costs no more than the first most-GRP plan, budget step by budget step, that meets the goal', async () => {
    const goal: ReachGoal = { exposures: 3, reachPercent: 40 };
    const answer = await optimiseForReach(problem, goal, reachAt(goal));
    expect(reachAt(goal)(answer)).toBeGreaterThanOrEqual(40);
    let first: OptimiserAnswer | null = null;
    // Bounded: the search above costs some ¥100,000,000 at most on this month.
    for (let budget = PLAN_BUDGET_STEP_YEN * 5; first === null && budget <= 400_000_000; budget += PLAN_BUDGET_STEP_YEN * 5) {
      const most = await optimise({ ...problem, objective: 'maxValue', budget });
      if (reachAt(goal)(most) >= 40) first = most;
    }
    expect(first).not.toBeNull();
    expect(answer.cost).toBeLessThanOrEqual((first as OptimiserAnswer).cost * (1 + problem.gap));
  });

  it('throws OptimiserInfeasible when even the most GRP within the caps falls short', async () => {
    const goal: ReachGoal = { exposures: 1, reachPercent: 99.9 };
    await expect(optimiseForReach(problem, goal, reachAt(goal))).rejects.toBeInstanceOf(OptimiserInfeasible);
  });

  it('keeps the budget as a cap', async () => {
    const goal: ReachGoal = { exposures: 1, reachPercent: 70 };
    await expect(optimiseForReach({ ...problem, budget: 5_000_000 }, goal, reachAt(goal))).rejects.toBeInstanceOf(
      OptimiserInfeasible,
    );
  });
});
