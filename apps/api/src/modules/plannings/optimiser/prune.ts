import type { OptimiserCandidate, OptimiserProblem } from './optimiser-types';

/**
 * Sets aside candidates that no optimal plan needs, so that the MIP of an area-month stays small
 * enough for HiGHS to prove within the gap in well under the time limit (20,000 columns as given
 * took 15.7 s; the Pareto-front of each programme and day-band is a fraction of that).
 *
 * Why it is safe (an exchange argument). Order all candidates by cost ascending, then value
 * descending, then index: a total order in which an earlier candidate costs no more and is worth no
 * less whenever its value is at least the later one's. Call d a dominator of c when d comes earlier,
 * is worth at least as much, sits on the same station, can take a unit from c without breaking a
 * minimum order (both have minimumOrder ≤ 1) and is not pinned. Moving one unit from c to d keeps
 * the budget and the minimum value, lowers (or keeps) the objective's cost or raises its value, and
 * keeps the station-share row: the station and the total lose the same δ ≥ 0, and
 * s − δ ≤ share·(t − δ) follows from s ≤ share·t since share ≤ 1. Among the optimal plans take one
 * with the least Σ units × position in the order; if it bought a pruned candidate, one of the rules
 * below would find a move that keeps it optimal and lowers that sum — so it buys none, and the
 * pruned model keeps an optimal plan of the full one. Pinned candidates are never pruned.
 *
 * Rule 1 (same group). In a group of candidates every cap treats alike (same station, same day-band
 * when the day-band cap applies, same programme when the programme cap applies), the group holds at
 * most t units, t the least applying cap. If c's dominators in the group offer ≥ t units, a plan
 * with x_c ≥ 1 leaves them at most t − 1, so one of them has a spare unit: move it there.
 *
 * Rule 2 (same station and day-band, across programmes). Within (station, day-band), under a
 * day-band cap B, take for c's own programme p: a_p = min(capP − 1, dominator units in p), and
 * for every other programme q: a_q = min(capQ, dominator units in q), counted only when q lies wholly
 * in this station and day-band (otherwise q may be full elsewhere); capQ is ∞ without a programme
 * cap, and the slots outside any programme form one such group. If Σ a ≥ B, a plan with x_c ≥ 1
 * has a move: were none possible, each q would be full or have its dominators at their maximum, so
 * it would hold ≥ a_q units here, and with c's unit the station-day-band would hold ≥ Σ a + 1 > B.
 *
 * Lastly, without a budget nothing is dropped for price; with one, a candidate whose minimum order
 * costs more than the budget left after the pinned lines can never be bought.
 */
export function keptCandidateIndices(problem: OptimiserProblem): number[] {
  const { candidates, caps } = problem;
  const pruned = new Uint8Array(candidates.length);
  const pinnedCost = candidates.reduce((sum, candidate) => sum + candidate.cost * candidate.pinnedUnits, 0);

  candidates.forEach((candidate, index) => {
    if (candidate.pinnedUnits > 0) return;
    const tooDear = problem.budget !== null && candidate.cost * Math.max(1, candidate.minimumOrder) > problem.budget - pinnedCost;
    if (candidate.maxUnits < Math.max(1, candidate.minimumOrder) || tooDear) pruned[index] = 1;
  });

  const order = candidates.map((_, index) => index).sort((a, b) => compareCandidates(candidates, a, b));
  // Whether a candidate can give or take single units freely. Candidates already set aside still
  // count as dominators: the argument runs in the full model (a too-dear dominator costs no more than
  // c, so c is too dear as well and never bought).
  const exchangeable = (index: number) => {
    const candidate = candidates[index] as OptimiserCandidate;
    return candidate.pinnedUnits === 0 && candidate.minimumOrder <= 1 && candidate.maxUnits >= 1;
  };

  for (const group of groupBy(order, (index) => sameCapsKey(candidates[index] as OptimiserCandidate, problem))) {
    const threshold = groupThreshold(candidates[group[0] as number] as OptimiserCandidate, problem);
    if (threshold !== null) pruneWithinGroup(candidates, group, threshold, exchangeable, pruned);
  }
  if (caps.perDayBand !== null) {
    const containedProgrammes = programmesInOneStationDayBand(candidates);
    for (const group of groupBy(order, (index) => stationDayBandKey(candidates[index] as OptimiserCandidate))) {
      pruneAcrossProgrammes(candidates, group, problem, containedProgrammes, exchangeable, pruned);
    }
  }

  const kept: number[] = [];
  for (let index = 0; index < candidates.length; index += 1) if (pruned[index] === 0) kept.push(index);
  return kept;
}

function compareCandidates(candidates: readonly OptimiserCandidate[], a: number, b: number): number {
  const first = candidates[a] as OptimiserCandidate;
  const second = candidates[b] as OptimiserCandidate;
  return first.cost - second.cost || second.value - first.value || a - b;
}

/** Groups indices by key, keeping each group in the order given (the dominance order). */
function groupBy(order: readonly number[], keyOf: (index: number) => string | null): number[][] {
  const groups = new Map<string, number[]>();
  for (const index of order) {
    const key = keyOf(index);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  }
  return [...groups.values()];
}

function dayBandCapApplies(candidate: OptimiserCandidate, problem: OptimiserProblem): boolean {
  return problem.caps.perDayBand !== null && candidate.dayBand !== null;
}

function programmeCapApplies(candidate: OptimiserCandidate, problem: OptimiserProblem): boolean {
  return problem.caps.perProgramme !== null && candidate.programme !== null;
}

/** Candidates with the same key are treated alike by every cap; null when no count cap applies. */
function sameCapsKey(candidate: OptimiserCandidate, problem: OptimiserProblem): string | null {
  const dayBand = dayBandCapApplies(candidate, problem);
  const programme = programmeCapApplies(candidate, problem);
  if (!dayBand && !programme) return null;
  return `${candidate.stationId}\u0000${dayBand ? candidate.dayBand : ''}\u0000${programme ? candidate.programme : ''}`;
}

function groupThreshold(candidate: OptimiserCandidate, problem: OptimiserProblem): number | null {
  const limits: number[] = [];
  if (dayBandCapApplies(candidate, problem)) limits.push(problem.caps.perDayBand as number);
  if (programmeCapApplies(candidate, problem)) limits.push(problem.caps.perProgramme as number);
  return limits.length === 0 ? null : Math.min(...limits);
}

function stationDayBandKey(candidate: OptimiserCandidate): string | null {
  return candidate.dayBand === null ? null : `${candidate.stationId}\u0000${candidate.dayBand}`;
}

/** Rule 1: c goes when the earlier candidates worth at least as much offer the group's whole cap. */
function pruneWithinGroup(
  candidates: readonly OptimiserCandidate[],
  group: readonly number[],
  threshold: number,
  exchangeable: (index: number) => boolean,
  pruned: Uint8Array,
): void {
  for (let position = 0; position < group.length; position += 1) {
    const index = group[position] as number;
    if (!exchangeable(index) || pruned[index] !== 0) continue;
    const value = (candidates[index] as OptimiserCandidate).value;
    let offered = 0;
    for (let earlier = 0; earlier < position && offered < threshold; earlier += 1) {
      const other = group[earlier] as number;
      const candidate = candidates[other] as OptimiserCandidate;
      if (candidate.value >= value && exchangeable(other)) offered += candidate.maxUnits;
    }
    if (offered >= threshold) pruned[index] = 2;
  }
}

/** Programmes whose every candidate lies in one station and day-band, by programme key. */
function programmesInOneStationDayBand(candidates: readonly OptimiserCandidate[]): Set<string> {
  const placeOf = new Map<string, string | null>();
  for (const candidate of candidates) {
    if (candidate.programme === null) continue;
    const place = stationDayBandKey(candidate);
    const known = placeOf.get(candidate.programme);
    if (known === undefined) placeOf.set(candidate.programme, place);
    else if (known !== place) placeOf.set(candidate.programme, null);
  }
  return new Set([...placeOf].filter(([, place]) => place !== null).map(([programme]) => programme));
}

/** Rule 2: c goes when the programmes of its station and day-band can take a whole day-band cap of better units. */
function pruneAcrossProgrammes(
  candidates: readonly OptimiserCandidate[],
  group: readonly number[],
  problem: OptimiserProblem,
  containedProgrammes: ReadonlySet<string>,
  exchangeable: (index: number) => boolean,
  pruned: Uint8Array,
): void {
  const dayBandCap = problem.caps.perDayBand as number;
  const programmeCap = problem.caps.perProgramme ?? Number.POSITIVE_INFINITY;
  for (let position = 0; position < group.length; position += 1) {
    const index = group[position] as number;
    const candidate = candidates[index] as OptimiserCandidate;
    if (!exchangeable(index) || pruned[index] !== 0) continue;
    const unitsByProgramme = new Map<string | null, number>();
    for (let earlier = 0; earlier < position; earlier += 1) {
      const other = group[earlier] as number;
      const dominator = candidates[other] as OptimiserCandidate;
      if (dominator.value < candidate.value || !exchangeable(other)) continue;
      const own = dominator.programme === candidate.programme;
      if (!own && dominator.programme !== null && !containedProgrammes.has(dominator.programme)) continue;
      unitsByProgramme.set(dominator.programme, (unitsByProgramme.get(dominator.programme) ?? 0) + dominator.maxUnits);
    }
    let offered = 0;
    for (const [programme, units] of unitsByProgramme) {
      // Slots outside any programme have no programme cap; in c's own programme c holds one unit.
      const cap = programme === null ? Number.POSITIVE_INFINITY : programmeCap;
      offered += Math.min(programme === candidate.programme ? cap - 1 : cap, units);
    }
    if (offered >= dayBandCap) pruned[index] = 3;
  }
}
