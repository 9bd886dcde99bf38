import { addDays, datesFrom, mondayOf, type StreamingGenre } from '@tvcm/contracts';
import type { Insertable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { DigitalProductsTable } from '../../db/schema';
import { DEMO_STATIONS } from './demo-stations';

/** Weeks of streaming windows and 1-day days from the Monday of today's week. */
const DEMO_DIGITAL_WEEKS = 8;
/** A streaming series is sold in windows of this many days. */
const WINDOW_DAYS = 14;
/** Rows a statement: a product row binds about 20 values, far under SQLite's limit. */
const ROWS_PER_INSERT = 500;

interface DemoSeries {
  title: string;
  genre: StreamingGenre;
  /** CPM in yen. */
  cpm: number;
  adLengths: string;
  /** Thousands of impressions on sale a window. */
  units: number;
  minimumUnits: number;
  targets: readonly { target: string; surchargePercent: number }[];
}

/** Catch-up series; each station offers four of them, picked by its place in the list. */
const SERIES: readonly DemoSeries[] = [
  {
    title: '月9ドラマ 恋する灯台',
    genre: 'DRAMA',
    cpm: 1_800,
    adLengths: '15,30',
    units: 3_000,
    minimumUnits: 100,
    targets: [
      { target: 'f1', surchargePercent: 20 },
      { target: 'f2', surchargePercent: 15 },
    ],
  },
  {
    title: '土曜バラエティ わらいの森',
    genre: 'VARIETY',
    cpm: 1_200,
    adLengths: '6,15,30',
    units: 5_000,
    minimumUnits: 50,
    targets: [
      { target: 'm1', surchargePercent: 20 },
      { target: 't', surchargePercent: 25 },
    ],
  },
  {
    title: 'アニメ 星のかけらと旅人',
    genre: 'ANIME',
    cpm: 1_000,
    adLengths: '15',
    units: 4_000,
    minimumUnits: 50,
    targets: [
      { target: 't', surchargePercent: 20 },
      { target: 'c', surchargePercent: 20 },
    ],
  },
  {
    title: 'スポーツ ダイジェスト',
    genre: 'SPORTS',
    cpm: 1_400,
    adLengths: '15,30',
    units: 2_000,
    minimumUnits: 100,
    targets: [{ target: 'm2', surchargePercent: 15 }],
  },
  { title: 'ニュース 夕方ライブ', genre: 'NEWS', cpm: 900, adLengths: '6,15', units: 6_000, minimumUnits: 100, targets: [] },
  {
    title: '音楽の庭 ライブセレクション',
    genre: 'MUSIC',
    cpm: 1_100,
    adLengths: '15,30',
    units: 1_500,
    minimumUnits: 50,
    targets: [
      { target: 'f1', surchargePercent: 20 },
      { target: 'm1', surchargePercent: 20 },
    ],
  },
  {
    title: '金曜ロードシネマ',
    genre: 'MOVIE',
    cpm: 1_600,
    adLengths: '30,60',
    units: 2_500,
    minimumUnits: 100,
    targets: [
      { target: 'f3', surchargePercent: 10 },
      { target: 'm3', surchargePercent: 10 },
    ],
  },
  {
    title: 'ドキュメント 海と暮らす',
    genre: 'DOCUMENTARY',
    cpm: 1_300,
    adLengths: '15,30',
    units: 1_000,
    minimumUnits: 50,
    targets: [{ target: 'm3', surchargePercent: 15 }],
  },
  {
    title: '木曜ドラマ 最後の弁護人',
    genre: 'DRAMA',
    cpm: 2_000,
    adLengths: '15,30',
    units: 2_500,
    minimumUnits: 200,
    targets: [
      { target: 'f2', surchargePercent: 15 },
      { target: 'm2', surchargePercent: 15 },
    ],
  },
  {
    title: '深夜バラエティ ねむれない夜',
    genre: 'VARIETY',
    cpm: 1_000,
    adLengths: '6,15',
    units: 3_000,
    minimumUnits: 50,
    targets: [{ target: 'm1', surchargePercent: 25 }],
  },
];

/** The surfaces sold by the day: two per station. */
const SURFACES = [
  { code: 'TOP', name: 'トップページ マストヘッド', price: 1_200_000, impressions: 1_000_000 },
  { code: 'VIDEO', name: '動画プレイヤー 冒頭枠', price: 800_000, impressions: 900_000 },
] as const;

/** A small fixed pseudo-random number from the numbers given, so the demo is the same on every start. */
function mix(...values: number[]): number {
  let hash = 2_166_136_261;
  for (const value of values) hash = Math.imul(hash ^ value, 16_777_619) >>> 0;
  return hash;
}

/**
 * Demo streaming products (four series a station, sold in two-week windows, some with sex/age
 * and area targeting at a surcharge) and 1-day products (two surfaces a station (the top page first), every day) over
 * the eight weeks from the Monday of `today`'s week. Some of it is already held or sold, some
 * days not on sale any more. Only rows not there yet are added, so a later start keeps what
 * users changed and adds the weeks that came into range.
 */
export async function seedDemoDigitalProducts(db: AppDatabase, options: { today: string }): Promise<number> {
  const now = new Date().toISOString();
  const from = mondayOf(options.today);
  const dates = datesFrom(from, addDays(from, DEMO_DIGITAL_WEEKS * 7 - 1));
  const stationIds = new Map(
    (await db.selectFrom('stations').select(['id', 'code']).execute()).map((row) => [row.code, row.id] as const),
  );
  const present = new Set(
    (
      await db
        .selectFrom('digital_products')
        .select(['station_id', 'kind', 'code', 'delivery_start'])
        .where('delivery_start', '>=', from)
        .execute()
    ).map((row) => `${row.station_id} ${row.kind} ${row.code} ${row.delivery_start}`),
  );
  const rows: Insertable<DigitalProductsTable>[] = [];
  const targets = new Map<string, DemoSeries['targets']>();
  DEMO_STATIONS.forEach((station, stationIndex) => {
    const stationId = stationIds.get(station.code);
    if (stationId === undefined) return;
    const add = (row: Insertable<DigitalProductsTable>) => {
      if (!present.has(`${stationId} ${row.kind} ${row.code} ${row.delivery_start}`)) rows.push(row);
    };
    for (let pick = 0; pick < 4; pick += 1) {
      const seriesIndex = (stationIndex * 3 + pick) % SERIES.length;
      const series = SERIES[seriesIndex] as DemoSeries;
      const code = `CU${String(seriesIndex + 1).padStart(2, '0')}`;
      targets.set(`${stationId} ${code}`, [...series.targets, { target: `area:${station.areaCode}`, surchargePercent: 10 }]);
      for (let start = 0; start < dates.length; start += WINDOW_DAYS) {
        const deliveryStart = dates[start] as string;
        const deliveryEnd = dates[Math.min(start + WINDOW_DAYS, dates.length) - 1] as string;
        const roll = mix(stationIndex, pick, start);
        // Local stations sell cheaper than 関東's; some windows are partly or wholly taken.
        const cpm = Math.round((series.cpm * (station.areaCode === 'kanto' ? 1 : 0.8)) / 10) * 10;
        const sold = roll % 7 === 0 ? series.units : Math.floor(series.units * ((roll % 5) / 10));
        add({
          kind: 'STREAMING',
          station_id: stationId,
          area_code: station.areaCode,
          code,
          title: series.title,
          genre: series.genre,
          episode_from: null,
          episode_to: null,
          delivery_start: deliveryStart,
          delivery_end: deliveryEnd,
          ad_lengths: series.adLengths,
          unit_price: cpm,
          estimated_impressions: null,
          minimum_units: series.minimumUnits,
          units_on_sale: series.units,
          units_held: roll % 3 === 0 && sold < series.units ? Math.min(series.minimumUnits, series.units - sold) : 0,
          units_sold: sold,
          sales_start: addDays(from, -28),
          sales_end: addDays(deliveryEnd, -1),
          status: 'ON_SALE',
          created_at: now,
          updated_at: now,
        });
      }
    }
    SURFACES.forEach((surface, surfaceIndex) => {
      dates.forEach((date, dayIndex) => {
        const roll = mix(stationIndex, surfaceIndex, dayIndex, 17);
        const weekend = dayIndex % 7 >= 5;
        const price =
          Math.round((surface.price * (station.areaCode === 'kanto' ? 1 : 0.6) * (weekend ? 1.2 : 1)) / 10_000) * 10_000;
        add({
          kind: 'ONEDAY',
          station_id: stationId,
          area_code: station.areaCode,
          code: surface.code,
          title: surface.name,
          genre: null,
          episode_from: null,
          episode_to: null,
          delivery_start: date,
          delivery_end: date,
          ad_lengths: '15,30',
          unit_price: price,
          estimated_impressions:
            Math.round((surface.impressions * (station.areaCode === 'kanto' ? 1 : 0.5) * (0.9 + (roll % 20) / 100)) / 1000) *
            1000,
          minimum_units: 1,
          units_on_sale: 1,
          units_held: 0,
          units_sold: roll % 4 === 0 ? 1 : 0,
          sales_start: addDays(from, -28),
          // A day is sold until three days before it.
          sales_end: addDays(date, -3),
          status: 'ON_SALE',
          created_at: now,
          updated_at: now,
        });
      });
    });
  });
  for (let index = 0; index < rows.length; index += ROWS_PER_INSERT) {
    const inserted = await db
      .insertInto('digital_products')
      .values(rows.slice(index, index + ROWS_PER_INSERT))
      .returning(['id', 'station_id', 'kind', 'code'])
      .execute();
    const targetRows = inserted.flatMap((row) =>
      row.kind === 'STREAMING'
        ? (targets.get(`${row.station_id} ${row.code}`) ?? []).map((target) => ({
            product_id: row.id,
            target: target.target,
            surcharge_percent: target.surchargePercent,
          }))
        : [],
    );
    if (targetRows.length > 0) await db.insertInto('digital_product_targets').values(targetRows).execute();
  }
  return rows.length;
}
