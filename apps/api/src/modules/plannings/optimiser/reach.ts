import betaln from '@stdlib/math-base-special-betaln';
import binomcoefln from '@stdlib/math-base-special-binomcoefln';
import { REACH_MODEL } from '@tvcm/contracts';

/**
 * Reach estimates (推定) as DOMAIN.md "Figures planners use" defines them. Every figure is a percent
 * of the target universe at full precision: the callers round for display.
 */
export interface Reach {
  /** Reached at least once (1+). */
  reach1: number;
  /** Reached at least three times (3+), the usual effective frequency. */
  reach3: number;
}

const NONE: Reach = { reach1: 0, reach3: 0 };

/**
 * TV: a beta-binomial exposure distribution over `spots` spots at their mean target rating with the
 * intra-class correlation ρ. The probabilities are formed in logs because B(α, β) underflows for the
 * small ρ and large n of an area-month plan; the log-beta and log-binomial come from stdlib, whose
 * implementations are tested against reference values, rather than from a hand-written Lanczos.
 * `spots` is a whole number of spots (the binomial needs one); `targetGrpBp` their target GRP in
 * basis points of a percent (20,000 for 200 GRP).
 */
export function tvReach(spots: number, targetGrpBp: number, correlation: number = REACH_MODEL.tvCorrelation): Reach {
  if (spots <= 0 || targetGrpBp <= 0) return NONE;
  // GRP in basis points of a percent over spots × 100 (bp) × 100 (%) is the mean rating as a fraction.
  const meanRating = targetGrpBp / (spots * 100 * 100);
  // A mean rating of 100 % or more reaches everyone every time (and would make β non-positive).
  if (meanRating >= 1) return { reach1: 100, reach3: spots >= 3 ? 100 : 0 };
  const alpha = (meanRating * (1 - correlation)) / correlation;
  const beta = ((1 - meanRating) * (1 - correlation)) / correlation;
  const logBetaAB = betaln(alpha, beta);
  const exposed = (k: number): number => Math.exp(binomcoefln(spots, k) + betaln(k + alpha, spots - k + beta) - logBetaAB);
  const none = exposed(0);
  // Fewer than three spots reach no one three times; say so exactly rather than as rounding noise.
  const reach3 = spots < 3 ? 0 : 100 * Math.max(0, 1 - none - exposed(1) - exposed(2));
  return { reach1: 100 * (1 - none), reach3 };
}

/**
 * Digital: impressions fall on the target universe at random, so exposures per person are Poisson
 * with mean m = GRP / 100 (GRP in %). Without frequency capping data this is the honest default.
 */
export function digitalReach(targetGrpBp: number): Reach {
  if (targetGrpBp <= 0) return NONE;
  const mean = targetGrpBp / 100 / 100;
  const none = Math.exp(-mean);
  return {
    reach1: 100 * (1 - none),
    reach3: 100 * Math.max(0, 1 - none * (1 + mean + (mean * mean) / 2)),
  };
}

/**
 * Across media by Sainsbury, 1 − Π(1 − Rᵢ): random duplication. Real audiences overlap more, so this
 * is an upper estimate; the screen labels it with the model (REACH_MODEL.crossMediaModel).
 */
export function combinedReach(...reaches: readonly number[]): number {
  const missed = reaches.reduce((product, reach) => product * (1 - reach / 100), 1);
  return 100 * (1 - missed);
}

/** The shares of the target exposed exactly 0, 1 and 2 times: what reach at 3+ across media is formed from. */
export type FewExposures = readonly [number, number, number];

/** TV's shares exposed 0, 1 and 2 times, by the beta-binomial of `tvReach`. */
export function tvFewExposures(
  spots: number,
  targetGrpBp: number,
  correlation: number = REACH_MODEL.tvCorrelation,
): FewExposures {
  if (spots <= 0 || targetGrpBp <= 0) return [1, 0, 0];
  const meanRating = targetGrpBp / (spots * 100 * 100);
  if (meanRating >= 1) return spots >= 3 ? [0, 0, 0] : spots === 2 ? [0, 0, 1] : [0, 1, 0];
  const alpha = (meanRating * (1 - correlation)) / correlation;
  const beta = ((1 - meanRating) * (1 - correlation)) / correlation;
  const logBetaAB = betaln(alpha, beta);
  const exposed = (k: number): number =>
    k > spots ? 0 : Math.exp(binomcoefln(spots, k) + betaln(k + alpha, spots - k + beta) - logBetaAB);
  return [exposed(0), exposed(1), exposed(2)];
}

/** Digital's shares exposed 0, 1 and 2 times, by the Poisson of `digitalReach`. */
export function digitalFewExposures(targetGrpBp: number): FewExposures {
  const mean = Math.max(0, targetGrpBp) / 100 / 100;
  const none = Math.exp(-mean);
  return [none, none * mean, (none * mean * mean) / 2];
}

/**
 * Reach at 3+ of two media reaching people independently (random duplication, as Sainsbury's 1+):
 * everyone but those exposed fewer than three times in all, from each medium's 0, 1 and 2.
 */
export function combinedReach3(a: FewExposures, b: FewExposures): number {
  const [a0, a1, a2] = a;
  const [b0, b1, b2] = b;
  const fewer = a0 * (b0 + b1 + b2) + a1 * (b0 + b1) + a2 * b0;
  return 100 * Math.max(0, 1 - fewer);
}
