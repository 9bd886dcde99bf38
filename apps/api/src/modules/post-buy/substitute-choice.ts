import { perCostYen, type SalesTimeBand, type SubstituteSlot, salesTimeBandOf } from '@tvcm/contracts';
import type { SubstituteCandidateRow } from './post-buy.repository';

/** A slot that came in short, as its substitute must match or beat it. */
export interface ShortSlot {
  lengthSeconds: number;
  units: number;
  /** Its estimate in the analysed column and the price per unit it was bought at. */
  estimate: number;
  unitPrice: number;
  weekday: number;
  startSecond: number;
}

interface Candidate {
  row: SubstituteCandidateRow;
  estimate: number;
  unitsLeft: number;
}

const placeOf = (weekday: number, band: SalesTimeBand) => `${weekday}:${band}`;

/** Per-cost compared cross-multiplied (price ÷ estimate), so exactly; then the earliest. */
function cheaperFirst(a: Candidate, b: Candidate): number {
  return (
    a.row.price * b.estimate - b.row.price * a.estimate ||
    a.row.broadcast_date.localeCompare(b.row.broadcast_date) ||
    a.row.start_second - b.row.start_second ||
    a.row.id - b.row.id
  );
}

function toSubstitute({ row, estimate, unitsLeft }: Candidate): SubstituteSlot {
  return {
    slotId: row.id,
    broadcastDate: row.broadcast_date,
    startSecond: row.start_second,
    programmeTitle: row.programme_title,
    lengthSeconds: row.length_seconds,
    price: row.price,
    estimatedRating: estimate,
    perCost: perCostYen(row.price, estimate),
    unitsLeft,
  };
}

/**
 * The 差し替え候補 of one station's short slots among its slots on sale: the same length, the units
 * free, an estimate at least the original's and a per-cost no higher than the original's estimated
 * one; of those, one in the same weekday × sales band first, then the cheapest per point. The
 * candidates are sorted by per-cost once, so each look stops at the first that fits.
 */
export function substitutePicker(rows: readonly SubstituteCandidateRow[]) {
  const all = rows
    .map((row) => ({ row, estimate: Number(row.estimate), unitsLeft: Number(row.units_left) }))
    .filter((candidate) => candidate.estimate > 0)
    .sort(cheaperFirst);
  const byPlace = new Map<string, Candidate[]>();
  for (const candidate of all) {
    const place = placeOf(candidate.row.weekday, salesTimeBandOf(candidate.row.start_second));
    const candidates = byPlace.get(place) ?? [];
    candidates.push(candidate);
    byPlace.set(place, candidates);
  }

  function firstFit(candidates: readonly Candidate[], short: ShortSlot): Candidate | undefined {
    for (const candidate of candidates) {
      // Sorted by per-cost: past the original's, nothing later is cheaper.
      if (candidate.row.price * short.estimate > short.unitPrice * candidate.estimate) return undefined;
      if (
        candidate.row.length_seconds === short.lengthSeconds &&
        candidate.unitsLeft >= short.units &&
        candidate.estimate >= short.estimate
      ) {
        return candidate;
      }
    }
    return undefined;
  }

  return (short: ShortSlot): SubstituteSlot | null => {
    const samePlace = byPlace.get(placeOf(short.weekday, salesTimeBandOf(short.startSecond))) ?? [];
    const found = firstFit(samePlace, short) ?? firstFit(all, short);
    return found ? toSubstitute(found) : null;
  };
}
