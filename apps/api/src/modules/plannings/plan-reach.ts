import { combinedReach, combinedReach3, digitalFewExposures, digitalReach, tvFewExposures, tvReach } from './optimiser/reach';
import type { PlanProduct } from './plan-products';

export interface PlanReach {
  /** In % of the target: TV and digital together at 1+ and 3+ exposures, and each medium alone at 1+. */
  reach1: number;
  reach3: number;
  tvReach1: number;
  digitalReach1: number;
}

/**
 * A plan's estimated reach (REACH_MODEL): TV by the beta-binomial over its spots at their mean
 * target rating, digital by random (Poisson) exposure of its impressions, the two combined by
 * random duplication (Sainsbury) — at 1+ and, counting exposures from either medium, at 3+.
 */
export function planReach(plan: { spots: number; tvTargetGrp: number; digitalTargetGrp: number }): PlanReach {
  const tv = tvReach(plan.spots, plan.tvTargetGrp);
  const digital = digitalReach(plan.digitalTargetGrp);
  const reach3 =
    plan.digitalTargetGrp <= 0
      ? tv.reach3
      : plan.spots <= 0
        ? digital.reach3
        : combinedReach3(tvFewExposures(plan.spots, plan.tvTargetGrp), digitalFewExposures(plan.digitalTargetGrp));
  return { reach1: combinedReach(tv.reach1, digital.reach1), reach3, tvReach1: tv.reach1, digitalReach1: digital.reach1 };
}

/**
 * The most target GRP a budget buys from these products with no cap but what is left: the LP bound
 * of the plan — products cheapest per target point first, the last one bought in part. Answers the
 * TV × digital sweep for any budget from one sort.
 */
export function reachCurve(products: readonly PlanProduct[]): (budget: number) => { units: number; value: number } {
  const sorted = products
    .filter((product) => product.valuePerUnit > 0 && product.remaining > 0)
    .map((product) => ({ product, perPoint: product.unitPrice / product.valuePerUnit }))
    .sort((a, b) => a.perPoint - b.perPoint);
  return (budget) => {
    let left = budget;
    let units = 0;
    let value = 0;
    for (const { product } of sorted) {
      if (left <= 0) break;
      const affordable = Math.min(product.remaining, left / product.unitPrice);
      units += affordable;
      value += affordable * product.valuePerUnit;
      left -= affordable * product.unitPrice;
    }
    return { units: Math.round(units), value };
  };
}
