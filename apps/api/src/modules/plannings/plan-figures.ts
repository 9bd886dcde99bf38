import { type PlanFigures, type PlanLine, perCostYen, RATING_SCALE } from '@tvcm/contracts';
import { type PlanProduct, toCandidate } from './plan-products';
import { planReach } from './plan-reach';

/** A product as a line of a plan: its units, and what they cost and buy. */
export function toPlanLine(product: PlanProduct, units: number, pinned: boolean): PlanLine {
  return {
    ...toCandidate(product),
    units,
    pinned,
    amount: product.unitPrice * units,
    targetGrp: Math.round(product.valuePerUnit * units),
    impressions: product.impressionsPerUnit * units,
    available: product.onSale && product.remaining >= units,
  };
}

/** One decimal, as reach and frequency are shown. */
const tenths = (value: number): number => Math.round(value * 10) / 10;

/**
 * A plan's figures from its lines: amount, spots, GRP (households), target GRP and impressions,
 * per-cost and CPM over the whole plan, and the estimated reach and frequency of DOMAIN.md's
 * models (plan-reach.ts). Household GRP counts the slots' household rating where known.
 */
export function figuresOf(lines: readonly { line: PlanLine; householdRating: number | null }[]): PlanFigures {
  let amount = 0;
  let spots = 0;
  let digitalUnits = 0;
  let grp = 0;
  let targetGrp = 0;
  let tvTargetGrp = 0;
  let impressions = 0;
  for (const { line, householdRating } of lines) {
    amount += line.amount;
    impressions += line.impressions;
    targetGrp += line.targetGrp;
    if (line.kind === 'slot') {
      spots += line.units;
      tvTargetGrp += line.targetGrp;
      grp += (householdRating ?? 0) * line.units;
    } else {
      digitalUnits += line.units;
    }
  }
  const reach = planReach({ spots, tvTargetGrp, digitalTargetGrp: targetGrp - tvTargetGrp });
  return {
    amount,
    spots,
    digitalUnits,
    grp,
    targetGrp,
    tvTargetGrp,
    impressions,
    perCost: perCostYen(amount, targetGrp),
    cpm: impressions > 0 ? Math.round((amount / impressions) * 1000) : null,
    reach1: tenths(reach.reach1),
    reach3: tenths(reach.reach3),
    frequency: reach.reach1 > 0 ? tenths(targetGrp / RATING_SCALE / reach.reach1) : 0,
    tvReach1: tenths(reach.tvReach1),
    digitalReach1: tenths(reach.digitalReach1),
  };
}
