import type { SegmentMethod } from '@tvcm/contracts';

/** One demo segment: what the data company registers, and the shape its values take. */
export interface DemoSegment {
  name: string;
  definition: string;
  method: SegmentMethod;
  sampleSize: number;
  /** The segment's share of each area's individuals (its population there). */
  populationShare: number;
  areas: readonly string[];
  pricePoints: number;
  /** How much more (or less) than the all-individual audience the segment watches, by hour (5–28) and day kind. */
  affinity: (hour: number, weekend: boolean) => number;
  /** The segment's panellists in 関東; other areas have fewer in proportion to their size. */
  kantoPanel: number;
}

const between = (hour: number, from: number, to: number) => hour >= from && hour < to;

/**
 * The demo data company's three published segments (株式会社ひかりデータ). Their values are
 * synthetic with plausible shapes (DOMAIN.md): car intenders watch weekday nights and weekend
 * sport, cosmetics buyers daytime drama and late prime, families mornings, early evening and
 * weekend mornings. Every figure is an estimate.
 */
export const DEMO_SEGMENTS: readonly DemoSegment[] = [
  {
    name: '自動車購入意向者（1年以内）',
    definition: '今後1年以内に自動車（新車・中古車）の購入を検討している20〜69歳の男女。視聴パネルへの意向調査の回答で判定。',
    method: 'PANEL',
    sampleSize: 2_400,
    populationShare: 0.08,
    areas: ['kanto', 'kansai', 'chukyo'],
    pricePoints: 12_000,
    affinity: (hour, weekend) =>
      weekend && between(hour, 12, 18) ? 1.5 : between(hour, 20, 24) ? 1.4 : between(hour, 9, 16) ? 0.7 : 1,
    kantoPanel: 900,
  },
  {
    name: '化粧品購入者（F1・F2）',
    definition: '直近3か月に化粧品を2回以上購入した20〜49歳の女性。購買データ（ID-POS）と視聴ログの突合による。',
    method: 'PURCHASE',
    sampleSize: 12_000,
    populationShare: 0.12,
    areas: ['kanto', 'kansai'],
    pricePoints: 8_000,
    affinity: (hour, weekend) =>
      between(hour, 21, 24) ? 1.45 : between(hour, 10, 15) && !weekend ? 1.3 : between(hour, 6, 8) ? 1.2 : 0.85,
    kantoPanel: 2_400,
  },
  {
    name: '子育てファミリー（未就学児あり）',
    definition: '未就学の子どもがいる世帯の個人。スマートテレビの視聴ログと世帯属性の登録情報による。',
    method: 'SMART_TV',
    sampleSize: 350_000,
    populationShare: 0.15,
    areas: ['kanto', 'kansai', 'chukyo', 'hokkaido', 'fukuoka'],
    pricePoints: 6_000,
    affinity: (hour, weekend) =>
      between(hour, 6, 9) ? (weekend ? 1.7 : 1.5) : between(hour, 17, 20) ? 1.45 : hour >= 23 ? 0.5 : 1,
    kantoPanel: 40_000,
  },
];

/** Individuals' viewing by hour of the broadcast day (5–28), in percent: the shape segment values follow. */
export const INDIVIDUAL_RATING_BY_HOUR: readonly number[] = [
  1.2, 2.5, 3.6, 3.8, 2.6, 1.8, 1.6, 1.9, 1.8, 1.6, 1.6, 1.9, 2.6, 3.2, 4.6, 5.4, 5.6, 5.2, 4.2, 3, 1.8, 0.9, 0.5, 0.3,
];

/** The share of a segment's panellists viewing in an hour: few late at night, which leaves those cells under the minimum. */
export const VIEWING_PANEL_SHARE_BY_HOUR: readonly number[] = [
  0.15, 0.3, 0.45, 0.45, 0.35, 0.3, 0.3, 0.32, 0.3, 0.28, 0.3, 0.35, 0.45, 0.55, 0.65, 0.7, 0.7, 0.65, 0.55, 0.4, 0.25, 0.1, 0.05,
  0.03,
];
