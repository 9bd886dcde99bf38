import { describe, expect, it } from 'vitest';
import { combinedReach3, digitalFewExposures, digitalReach, tvFewExposures, tvReach } from './optimiser/reach';
import { planReach } from './plan-reach';

describe('a plan’s reach across TV and digital', () => {
  it('is each medium’s own reach when the other has nothing', () => {
    expect(planReach({ spots: 40, tvTargetGrp: 20_000, digitalTargetGrp: 0 })).toMatchObject({
      reach1: tvReach(40, 20_000).reach1,
      reach3: tvReach(40, 20_000).reach3,
    });
    expect(planReach({ spots: 0, tvTargetGrp: 0, digitalTargetGrp: 5_000 }).reach3).toBeCloseTo(digitalReach(5_000).reach3, 9);
  });

  it('counts 3+ from exposures in either medium: two on TV and one online make three', () => {
    // Half the target sees exactly two TV spots, the other half none; online, everyone exactly once.
    const tv = [0.5, 0, 0.5] as const;
    const online = [0, 1, 0] as const;
    expect(combinedReach3(tv, online)).toBeCloseTo(50, 9);
    // Random duplication: never less than either medium alone, and 1+ by Sainsbury.
    const both = planReach({ spots: 40, tvTargetGrp: 20_000, digitalTargetGrp: 8_000 });
    expect(both.reach3).toBeGreaterThan(Math.max(tvReach(40, 20_000).reach3, digitalReach(8_000).reach3));
    expect(both.reach1).toBeCloseTo(100 * (1 - (1 - both.tvReach1 / 100) * (1 - both.digitalReach1 / 100)), 9);
  });

  it('forms its 0, 1 and 2 exposures as the reach model does', () => {
    const [none, once, twice] = tvFewExposures(40, 20_000);
    expect(100 * (1 - none)).toBeCloseTo(tvReach(40, 20_000).reach1, 9);
    expect(100 * (1 - none - once - twice)).toBeCloseTo(tvReach(40, 20_000).reach3, 9);
    const [d0, d1, d2] = digitalFewExposures(15_000);
    expect(100 * (1 - d0 - d1 - d2)).toBeCloseTo(digitalReach(15_000).reach3, 9);
  });
});
