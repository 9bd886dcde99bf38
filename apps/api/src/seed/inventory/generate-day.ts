import { addDays, broadcastSeconds, TARGETS, type Target, weekdayOf } from '@tvcm/contracts';
import type { DemoArea, DemoStation } from './demo-stations';

/** A deterministic random source (mulberry32): the same station and date always give the same day. */
export function randomSource(seedText: string) {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof randomSource>;
const between = (random: Random, low: number, high: number) => low + (high - low) * random();

interface Block {
  from: number;
  to: number;
  /** Household rating range in percent, and price factor against golden time. */
  rating: [number, number];
  price: number;
  titles: readonly string[];
}

const block = (
  fromHour: number,
  fromMinute: number,
  toHour: number,
  toMinute: number,
  rest: Omit<Block, 'from' | 'to'>,
): Block => ({
  from: broadcastSeconds(fromHour, fromMinute),
  to: broadcastSeconds(toHour, toMinute),
  ...rest,
});

const EARLY = { rating: [1.5, 4] as [number, number], price: 0.2 };
const MORNING = { rating: [4, 9] as [number, number], price: 0.5 };
const DAYTIME = { rating: [2, 5] as [number, number], price: 0.3 };
const EVENING = { rating: [4, 8] as [number, number], price: 0.55 };
const GOLDEN = { rating: [6, 12] as [number, number], price: 1 };
const PRIME = { rating: [5, 10] as [number, number], price: 0.85 };
const LATE = { rating: [1, 3] as [number, number], price: 0.25 };
const DEEP = { rating: [0.3, 1.2] as [number, number], price: 0.08 };

/** A weekday's schedule on the 29-hour clock; titles are fictional and chosen per station and day. */
const WEEKDAY_BLOCKS: readonly Block[] = [
  block(5, 0, 5, 50, { ...EARLY, titles: ['朝いちばんニュース', 'あさやけ情報便'] }),
  block(5, 50, 8, 0, { ...MORNING, titles: ['おはようワイド', 'モーニングタウン'] }),
  block(8, 0, 10, 25, { ...MORNING, titles: ['情報ライブ あさナビ', 'ワイドスクランブル'] }),
  block(10, 25, 11, 30, { ...DAYTIME, titles: ['名作ドラマ劇場', '旅とごはん'] }),
  block(11, 30, 13, 55, { ...DAYTIME, titles: ['ひるまえ情報局', 'お昼のバラエティ'] }),
  block(13, 55, 15, 50, { ...DAYTIME, titles: ['午後のサスペンス', 'ミヤネ・トーク'] }),
  block(15, 50, 19, 0, { ...EVENING, titles: ['ニュース・イブニング', 'every タウン'] }),
  block(19, 0, 20, 0, { ...GOLDEN, titles: ['クイズ！ひらめき王', '世界ふしぎ紀行'] }),
  block(20, 0, 21, 0, { ...GOLDEN, titles: ['バラエティ大作戦', '日本の名店めぐり'] }),
  block(21, 0, 22, 0, { ...GOLDEN, titles: ['連続ドラマ「海の見える街」', '刑事ドラマ「港署」'] }),
  block(22, 0, 23, 0, { ...PRIME, titles: ['ドラマ「夜明けの証言」', 'ドキュメント ひと'] }),
  block(23, 0, 23, 58, { ...LATE, titles: ['ニュース ゼロ', 'ニュースライブ23'] }),
  block(23, 58, 24, 53, { ...LATE, titles: ['深夜のしゃべり場', 'ミッドナイトお笑い'] }),
  block(24, 53, 25, 53, { ...DEEP, titles: ['アニメ「星の旅人」', '深夜映画セレクト'] }),
  block(25, 53, 27, 0, { ...DEEP, titles: ['音楽ナイト', 'スポーツハイライト'] }),
  block(27, 0, 29, 0, { ...DEEP, titles: ['テレビショッピング', 'ミュージックビデオ'] }),
];

const WEEKEND_BLOCKS: readonly Block[] = WEEKDAY_BLOCKS.map((original) =>
  original.from >= broadcastSeconds(8) && original.to <= broadcastSeconds(19)
    ? {
        ...original,
        rating: [3, 7] as [number, number],
        price: original.price + 0.1,
        titles: ['週末スポーツ中継', '休日ドライブ紀行'],
      }
    : original,
);

/** Multipliers of the household rating for each target (individuals are about half). */
const TARGET_FACTORS: Record<Target, number> = {
  household: 1,
  individual: 0.5,
  core: 0.38,
  c: 0.18,
  t: 0.16,
  m1: 0.22,
  f1: 0.3,
  m2: 0.3,
  f2: 0.4,
  m3: 0.45,
  f3: 0.6,
};

const NORMAL_SALES = { opensDaysBefore: 70, closesDaysBefore: 7 };
const LAST_MINUTE_SALES = { opensDaysBefore: 6, closesDaysBefore: 1 };
const LAST_MINUTE_SHARE = 0.15;
const PT_SPACING_SECONDS = 15 * 60;

export interface GeneratedProgramme {
  startSecond: number;
  endSecond: number;
  title: string;
}

export interface GeneratedSlot {
  /** Index into the day's programmes, or null for a station break before one. */
  programmeIndex: number | null;
  startSecond: number;
  lengthSeconds: 15 | 30;
  position: 'SB' | 'PT';
  kind: 1 | 2;
  price: number;
  unitsOnSale: number;
  unitsHeld: number;
  unitsSold: number;
  salesStart: string;
  salesEnd: string;
  /** Basis points per column of `slots` (rating_realtime_household …). */
  ratings: Record<string, number>;
}

export interface GeneratedDay {
  programmes: GeneratedProgramme[];
  slots: GeneratedSlot[];
}

function ratingsFor(random: Random, householdPercent: number): Record<string, number> {
  const ratings: Record<string, number> = {};
  for (const target of TARGETS) {
    const realtime = householdPercent * TARGET_FACTORS[target] * between(random, 0.85, 1.15);
    ratings[`rating_realtime_${target}`] = Math.round(realtime * 100);
    // P+C7 adds the CM's time-shifted viewing: more for individuals than for whole households.
    const shift = target === 'household' ? between(random, 1.02, 1.1) : between(random, 1.05, 1.3);
    ratings[`rating_pc7_${target}`] = Math.round(realtime * shift * 100);
  }
  ratings.rating_household4w_household = Math.round(householdPercent * between(random, 0.95, 1.05) * 100);
  return ratings;
}

/**
 * One station's broadcast day: its programmes, a CM slot inside each about every 15 minutes (PT)
 * and one in the break before each (SB), with prices, units partly sold the nearer air is, sales
 * periods and rating estimates shaped as DOMAIN.md describes.
 */
export function generateDay(area: DemoArea, station: DemoStation, date: string, today: string): GeneratedDay {
  const random = randomSource(`${station.code}:${date}`);
  const blocks = weekdayOf(date) >= 5 ? WEEKEND_BLOCKS : WEEKDAY_BLOCKS;
  const weeksAhead = Math.max(0, (Date.parse(date) - Date.parse(today)) / (7 * 24 * 3600 * 1000));
  // Near air most units are gone; ten weeks out most are still free.
  const soldShare = Math.max(0.1, 0.75 - weeksAhead * 0.07);
  const programmes: GeneratedProgramme[] = [];
  const slots: GeneratedSlot[] = [];

  blocks.forEach((template, index) => {
    const title = template.titles[Math.floor(random() * template.titles.length)] ?? template.titles[0] ?? '';
    programmes.push({ startSecond: template.from, endSecond: template.to, title });
    const household = between(random, template.rating[0], template.rating[1]);
    const addSlot = (startSecond: number, position: 'SB' | 'PT') => {
      const lengthSeconds = random() < 0.25 ? 30 : 15;
      const kind = random() < LAST_MINUTE_SHARE ? 2 : 1;
      const sales = kind === 2 ? LAST_MINUTE_SALES : NORMAL_SALES;
      const unitsOnSale = position === 'PT' ? 2 : 1;
      const unitsSold = Array.from({ length: unitsOnSale }).filter(() => random() < soldShare).length;
      const unitsHeld = unitsSold < unitsOnSale && random() < 0.05 ? 1 : 0;
      const perUnit = area.priceBase * template.price * between(random, 0.8, 1.2) * (lengthSeconds / 15);
      slots.push({
        programmeIndex: position === 'PT' ? index : null,
        startSecond,
        lengthSeconds,
        position,
        kind,
        price: Math.max(10_000, Math.round(perUnit / 10_000) * 10_000),
        unitsOnSale,
        unitsHeld,
        unitsSold,
        salesStart: addDays(date, -sales.opensDaysBefore),
        salesEnd: addDays(date, -sales.closesDaysBefore),
        ratings: ratingsFor(random, position === 'SB' ? household * 0.9 : household),
      });
    };
    if (template.from >= 60) addSlot(template.from - 60, 'SB');
    const count = Math.max(1, Math.round((template.to - template.from) / PT_SPACING_SECONDS));
    const spacing = (template.to - template.from) / (count + 1);
    for (let part = 1; part <= count; part += 1) addSlot(Math.round(template.from + spacing * part), 'PT');
  });
  return { programmes, slots };
}
