import { describe, expect, it } from 'vitest';
import { combinedReach, digitalReach, tvReach } from './reach';

describe('tvReach', () => {
  it('gives the checked example of DOMAIN.md: 40 spots at 5 % (200 GRP)', () => {
    const reach = tvReach(40, 20_000, 0.05);
    expect(reach.reach1).toBeCloseTo(67.1, 1);
    expect(reach.reach3).toBeCloseTo(30.2, 1);
    // Average frequency is GRP ÷ reach %.
    expect(200 / reach.reach1).toBeCloseTo(2.98, 2);
  });

  it('reaches fewer people at a higher correlation (ρ = 0.10)', () => {
    const reach = tvReach(40, 20_000, 0.1);
    expect(reach.reach1).toBeCloseTo(54.8, 1);
    expect(reach.reach3).toBeCloseTo(27.3, 1);
  });

  it('uses the model of REACH_MODEL by default', () => {
    expect(tvReach(40, 20_000)).toEqual(tvReach(40, 20_000, 0.05));
  });

  it('reaches no one with no spots or no GRP', () => {
    expect(tvReach(0, 0)).toEqual({ reach1: 0, reach3: 0 });
    expect(tvReach(0, 20_000)).toEqual({ reach1: 0, reach3: 0 });
    expect(tvReach(10, 0)).toEqual({ reach1: 0, reach3: 0 });
  });

  it('cannot reach anyone three times with fewer than three spots', () => {
    expect(tvReach(2, 2_000).reach3).toBe(0);
    expect(tvReach(1, 1_000).reach1).toBeCloseTo(10, 10);
  });

  it('grows with GRP at a fixed number of spots, and stays finite for a large plan', () => {
    const small = tvReach(300, 30_000);
    const large = tvReach(300, 60_000);
    expect(large.reach1).toBeGreaterThan(small.reach1);
    expect(large.reach3).toBeGreaterThan(small.reach3);
    expect(large.reach1).toBeLessThan(100);
  });
});

describe('digitalReach', () => {
  it('is Poisson in the GRP', () => {
    const reach = digitalReach(10_000);
    expect(reach.reach1).toBeCloseTo(100 * (1 - Math.exp(-1)), 10);
    expect(reach.reach3).toBeCloseTo(100 * (1 - Math.exp(-1) * 2.5), 10);
    expect(digitalReach(0)).toEqual({ reach1: 0, reach3: 0 });
  });
});

describe('combinedReach', () => {
  it('adds media by Sainsbury: 62 % and 40 % give 77.2 %', () => {
    expect(combinedReach(62, 40)).toBeCloseTo(77.2, 10);
    expect(combinedReach()).toBe(0);
    expect(combinedReach(30)).toBeCloseTo(30, 10);
  });
});
