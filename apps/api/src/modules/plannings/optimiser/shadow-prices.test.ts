import { describe, expect, it } from 'vitest';
import { optimise } from './optimise';
import type { OptimiserCandidate, OptimiserProblem } from './optimiser-types';

const spot = (key: string, overrides: Partial<OptimiserCandidate>): OptimiserCandidate => ({
  key,
  cost: 100_000,
  value: 100,
  maxUnits: 10,
  pinnedUnits: 0,
  minimumOrder: 1,
  stationId: 1,
  dayBand: null,
  programme: null,
  ...overrides,
});
const noCaps = { perDayBand: null, perProgramme: null, stationShare: null };

describe('shadow prices', () => {
  it('price ¥1,000,000 more budget at the value it buys, and call a budget with no room left binding', async () => {
    const problem: OptimiserProblem = {
      candidates: [spot('a', {})],
      objective: 'maxValue',
      budget: 550_000,
      minValue: null,
      caps: noCaps,
      gap: 0,
    };
    const answer = await optimise(problem);
    expect(answer.units.get('a')).toBe(5);
    // 100 bp per ¥100,000: ¥1,000,000 more buys 1,000 bp.
    expect(answer.shadows.budget).toEqual({ binding: true, gain: expect.closeTo(1_000, 6) });
    expect(answer.shadows.perDayBand).toEqual({ binding: false, gain: 0 });
  });

  it('price one more spot per day-band at the spot it lets in', async () => {
    const problem: OptimiserProblem = {
      candidates: [spot('a', { dayBand: 'd', maxUnits: 2 }), spot('b', { dayBand: 'd', value: 80, maxUnits: 1 })],
      objective: 'maxValue',
      budget: null,
      minValue: null,
      caps: { ...noCaps, perDayBand: 1 },
      gap: 0,
    };
    const answer = await optimise(problem);
    expect(answer.value).toBe(100);
    expect(answer.shadows.perDayBand).toEqual({ binding: true, gain: expect.closeTo(100, 6) });
    expect(answer.shadows.budget).toEqual({ binding: false, gain: 0 });
  });

  it('price the yen a cap costs when minimising', async () => {
    // The cheap spot airs in a programme, capped at one; the rest of the value comes from a dearer spot.
    const problem: OptimiserProblem = {
      candidates: [spot('cheap', { programme: 'p', cost: 50_000 }), spot('dear', {})],
      objective: 'minCost',
      budget: null,
      minValue: 300,
      caps: { ...noCaps, perProgramme: 1 },
      gap: 0,
    };
    const answer = await optimise(problem);
    expect(answer.cost).toBe(250_000);
    expect(answer.shadows.perProgramme.binding).toBe(true);
    // A second cheap spot in place of a dear one saves ¥50,000.
    expect(answer.shadows.perProgramme.gain).toBeCloseTo(50_000, 3);
  });

  it('price a point more station share when the share binds', async () => {
    const problem: OptimiserProblem = {
      candidates: [spot('one', { stationId: 1, value: 200 }), spot('two', { stationId: 2, value: 100 })],
      objective: 'maxValue',
      budget: 1_000_000,
      minValue: null,
      caps: { ...noCaps, stationShare: 0.6 },
      gap: 0,
    };
    const answer = await optimise(problem);
    expect(answer.units.get('one')).toBe(6);
    expect(answer.shadows.stationShare.binding).toBe(true);
    expect(answer.shadows.stationShare.gain).toBeGreaterThan(0);
  });
});
