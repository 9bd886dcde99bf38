import type { OptimiserCandidate, OptimiserProblem } from './optimiser-types';

/**
 * A generated area-month of candidates for the optimiser's tests and benchmark: the shape of a
 * Kantō month (5–7 stations, 31 days, the bands of a pattern, programmes of several slots) with
 * seeded figures, so a run can be repeated exactly. No database: the optimiser's own terms only.
 */
export interface AreaMonthOptions {
  /** About this many candidates (20,000 is an area-month). */
  candidates: number;
  seed: number;
  stations?: number;
  /** Bands of the pattern on a weekday and on a weekend day (ヨの字: 3 and 1). */
  weekdayBands?: number;
  weekendBands?: number;
  /** Slots of one programme airing, at most (at least 2). */
  slotsPerProgramme?: number;
}

/** A small fast PRNG (mulberry32): the same seed gives the same month on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST_DAY = Date.parse('2026-12-01T00:00:00Z');
const DAYS = 31;

export function areaMonthCandidates(options: AreaMonthOptions): OptimiserCandidate[] {
  const random = seededRandom(options.seed);
  const stations = options.stations ?? 6;
  const weekdayBands = options.weekdayBands ?? 3;
  const weekendBands = options.weekendBands ?? 1;
  const slotsPerProgramme = Math.max(2, options.slotsPerProgramme ?? 6);
  let dayBands = 0;
  for (let day = 0; day < DAYS; day += 1) dayBands += isWeekend(day) ? weekendBands : weekdayBands;
  const perStationDayBand = Math.max(1, Math.round(options.candidates / (dayBands * stations)));

  const candidates: OptimiserCandidate[] = [];
  for (let day = 0; day < DAYS; day += 1) {
    const date = new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10);
    const bands = isWeekend(day) ? weekendBands : weekdayBands;
    for (let band = 0; band < bands; band += 1) {
      for (let station = 1; station <= stations; station += 1) {
        // A band's programmes differ in standing: a popular one rates higher and costs more.
        let programme = 0;
        let left = 0;
        let standing = 0;
        for (let slot = 0; slot < perStationDayBand; slot += 1) {
          if (left === 0) {
            programme += 1;
            left = 2 + Math.floor(random() * (slotsPerProgramme - 1));
            standing = random();
          }
          left -= 1;
          candidates.push(
            slotCandidate(
              random,
              candidates.length,
              station,
              `${date}:${band}`,
              `${station}:${date}:${band}-${programme}`,
              standing,
            ),
          );
        }
      }
    }
  }
  return candidates;
}

/** Ratings 100–1,500 bp; Kantō prices ¥200k–1.5M that follow the rating loosely, in ¥10,000 steps. */
function slotCandidate(
  random: () => number,
  index: number,
  stationId: number,
  dayBand: string,
  programme: string,
  standing: number,
): OptimiserCandidate {
  const rating = Math.round(100 + 1_400 * (0.7 * standing + 0.3 * random()) ** 1.5);
  const fair = 200_000 + ((rating - 100) / 1_400) * 1_300_000;
  const price = Math.min(1_500_000, Math.max(200_000, fair * (0.75 + 0.5 * random())));
  return {
    key: `slot:${index + 1}`,
    cost: Math.round(price / 10_000) * 10_000,
    value: rating,
    maxUnits: 1 + Math.floor(random() * 3),
    pinnedUnits: 0,
    minimumOrder: 1,
    stationId,
    dayBand,
    programme,
  };
}

function isWeekend(day: number): boolean {
  // 2026-12-01 is a Tuesday: Saturdays and Sundays fall at offsets 4 and 5 of each week.
  const weekday = (day + 1) % 7;
  return weekday === 5 || weekday === 6;
}

/** The area-month problem: ¥30,000,000, 2 per day-band, 1 per programme, 40 % per station. */
export function areaMonthProblem(options: AreaMonthOptions): OptimiserProblem {
  return {
    candidates: areaMonthCandidates(options),
    objective: 'maxValue',
    budget: 30_000_000,
    minValue: null,
    caps: { perDayBand: 2, perProgramme: 1, stationShare: 0.4 },
    gap: 0.01,
  };
}
