import { addDays, datesFrom, lastDayOfMonth, mondayOf, monthsBetween, weekdayOf } from '@tvcm/contracts';
import type { Transaction } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { appendPointEntry } from '../modules/points/point-ledger';
import { LEDGER } from '../modules/target-data/target-data.service';
import { DEMO_SEGMENTS, type DemoSegment, INDIVIDUAL_RATING_BY_HOUR, VIEWING_PANEL_SHARE_BY_HOUR } from './demo-target-data';
import { DEMO_AREAS, DEMO_STATIONS } from './inventory/demo-stations';
import { randomSource } from './inventory/generate-day';

const DATA_COMPANY = '0000D00001';
const AGENCY = '0000A00001';
const MIN_PANEL = 30;
const PREVIEW_CELLS = 24;
/** Rows per insert: seven columns each stays well under SQLite's variable limit. */
const VALUE_BATCH = 1_000;

/**
 * The demo's target data market: the data company's three segments, published over the demo
 * areas with values for the inventory's weeks in their coverage (the current month and the two
 * after it), and the demo agency's side of it: a licence in use (子育てファミリー, 関東, this month
 * and next) and an application waiting for the data company's examination (自動車購入意向者, 関東,
 * next month), with their points on the agency's ledger as the purchase flow writes them. Written
 * once, when the data company has no segment yet.
 */
export async function seedDemoTargetData(db: AppDatabase, options: { today: string; weeks: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const companies = await trx
      .selectFrom('companies')
      .select(['id', 'code'])
      .where('code', 'in', [DATA_COMPANY, AGENCY])
      .execute();
    const dataCompanyId = companies.find((company) => company.code === DATA_COMPANY)?.id;
    const agencyId = companies.find((company) => company.code === AGENCY)?.id;
    if (dataCompanyId === undefined || agencyId === undefined) return;
    const seeded = await trx.selectFrom('data_segments').select('id').where('company_id', '=', dataCompanyId).executeTakeFirst();
    if (seeded) return;

    const users = await trx
      .selectFrom('users')
      .select(['id', 'account'])
      .where('account', 'in', ['data-admin@demo.tvcm.jp', 'agency-admin@demo.tvcm.jp'])
      .execute();
    const userId = (account: string) => users.find((user) => user.account === account)?.id ?? null;
    const stations = await trx.selectFrom('stations').select(['id', 'code']).execute();
    const stationId = new Map(stations.map((station) => [station.code, station.id]));

    const month = options.today.slice(0, 7);
    const [coverageFrom, nextMonth, coverageTo] = monthsBetween(month, addMonths(month, 2)) as [string, string, string];
    const window = datesFrom(mondayOf(options.today), addDays(mondayOf(options.today), options.weeks * 7 - 1)).filter(
      (date) => date >= `${coverageFrom}-01` && date <= lastDayOfMonth(coverageTo),
    );
    const now = Date.now();
    const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

    const segmentIds: number[] = [];
    for (const segment of DEMO_SEGMENTS) {
      const created = await trx
        .insertInto('data_segments')
        .values({
          company_id: dataCompanyId,
          name: segment.name,
          definition: segment.definition,
          method: segment.method,
          sample_size: segment.sampleSize,
          coverage_from: coverageFrom,
          coverage_to: coverageTo,
          price_points: segment.pricePoints,
          preview_cells: PREVIEW_CELLS,
          min_panel_count: MIN_PANEL,
          status: 'PUBLISHED',
          current_version: null,
          created_by_user_id: userId('data-admin@demo.tvcm.jp'),
          created_at: minutesAgo(24 * 60),
          updated_at: minutesAgo(24 * 60),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      segmentIds.push(created.id);
      await trx
        .insertInto('data_segment_areas')
        .values(
          segment.areas.map((area) => ({
            segment_id: created.id,
            area_code: area,
            universe: Math.round(
              (DEMO_AREAS.find((demoArea) => demoArea.code === area)?.individuals ?? 0) * segment.populationShare,
            ),
          })),
        )
        .execute();
      const values = valuesOf(segment, window, stationId);
      await trx
        .insertInto('data_segment_versions')
        .values({
          segment_id: created.id,
          version: 1,
          file_name: 'ひかりデータ_推定値_初回.csv',
          cells: values.length,
          suppressed_cells: values.filter((value) => value.panel_count < MIN_PANEL).length,
          uploaded_by_user_id: userId('data-admin@demo.tvcm.jp'),
          uploaded_at: minutesAgo(24 * 60),
        })
        .execute();
      for (let start = 0; start < values.length; start += VALUE_BATCH) {
        await trx
          .insertInto('data_segment_values')
          .values(values.slice(start, start + VALUE_BATCH).map((value) => ({ ...value, segment_id: created.id, version: 1 })))
          .execute();
      }
      await trx.updateTable('data_segments').set({ current_version: 1 }).where('id', '=', created.id).execute();
    }

    const [carIntenders, , families] = segmentIds as [number, number, number];
    const agencyAdmin = userId('agency-admin@demo.tvcm.jp');
    // A licence in use: applied for, then approved by the data company.
    await purchase(trx, {
      segmentId: families,
      segmentName: DEMO_SEGMENTS[2]?.name ?? '',
      buyerCompanyId: agencyId,
      applicantUserId: agencyAdmin,
      monthFrom: coverageFrom,
      monthTo: nextMonth,
      points: (DEMO_SEGMENTS[2]?.pricePoints ?? 0) * 2,
      purpose: '子育て世帯向け食品キャンペーンの関東スポット出稿枠の選定に利用します。',
      appliedAt: minutesAgo(50),
      approvedAt: minutesAgo(40),
      examinedByUserId: userId('data-admin@demo.tvcm.jp'),
    });
    // An application waiting for the data company's examination.
    await purchase(trx, {
      segmentId: carIntenders,
      segmentName: DEMO_SEGMENTS[0]?.name ?? '',
      buyerCompanyId: agencyId,
      applicantUserId: agencyAdmin,
      monthFrom: nextMonth,
      monthTo: nextMonth,
      points: DEMO_SEGMENTS[0]?.pricePoints ?? 0,
      purpose: '新型SUVの発売告知キャンペーンで、関東の購入意向者に届く枠を選ぶために利用します。',
      appliedAt: minutesAgo(20),
      approvedAt: null,
      examinedByUserId: null,
    });
  });
}

function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The segment's cells over its areas' stations and the dates: rating in basis points and the panellists behind it. */
function valuesOf(segment: DemoSegment, dates: readonly string[], stationId: Map<string, number>) {
  const kanto = DEMO_AREAS.find((area) => area.code === 'kanto')?.individuals ?? 1;
  const rows: { station_id: number; broadcast_date: string; hour: number; rating: number; panel_count: number }[] = [];
  for (const station of DEMO_STATIONS.filter((candidate) => segment.areas.includes(candidate.areaCode))) {
    const id = stationId.get(station.code);
    if (id === undefined) continue;
    const areaScale = (DEMO_AREAS.find((area) => area.code === station.areaCode)?.individuals ?? 0) / kanto;
    const random = randomSource(`${segment.name}|${station.code}`);
    const stationFactor = 0.8 + 0.4 * random();
    for (const date of dates) {
      const weekend = weekdayOf(date) >= 5;
      for (let hour = 5; hour <= 28; hour += 1) {
        const base = INDIVIDUAL_RATING_BY_HOUR[hour - 5] ?? 1;
        const percent = base * segment.affinity(hour, weekend) * stationFactor * (0.85 + 0.3 * random());
        const panel = segment.kantoPanel * areaScale * (VIEWING_PANEL_SHARE_BY_HOUR[hour - 5] ?? 0.1) * (0.9 + 0.2 * random());
        rows.push({
          station_id: id,
          broadcast_date: date,
          hour,
          rating: Math.min(10_000, Math.round(percent * 100)),
          panel_count: Math.round(panel),
        });
      }
    }
  }
  return rows;
}

interface DemoPurchase {
  segmentId: number;
  segmentName: string;
  buyerCompanyId: number;
  applicantUserId: number | null;
  monthFrom: string;
  monthTo: string;
  points: number;
  purpose: string;
  appliedAt: string;
  /** Null for an application still being examined. */
  approvedAt: string | null;
  examinedByUserId: number | null;
}

/** A purchase and its points as the purchase flow moves them: reserved on application, used on approval. */
async function purchase(trx: Transaction<Database>, demo: DemoPurchase): Promise<void> {
  const created = await trx
    .insertInto('data_purchases')
    .values({
      segment_id: demo.segmentId,
      buyer_company_id: demo.buyerCompanyId,
      applicant_user_id: demo.applicantUserId,
      month_from: demo.monthFrom,
      month_to: demo.monthTo,
      starts_on: `${demo.monthFrom}-01`,
      ends_on: lastDayOfMonth(demo.monthTo),
      points: demo.points,
      purpose: demo.purpose,
      status: demo.approvedAt ? 'APPROVED' : 'EXAMINING',
      return_reason: null,
      applied_at: demo.appliedAt,
      examined_at: demo.approvedAt,
      examined_by_user_id: demo.examinedByUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('data_purchase_areas').values({ purchase_id: created.id, area_code: 'kanto' }).execute();
  const entry = { companyId: demo.buyerCompanyId, userId: demo.applicantUserId, expiresOn: null };
  await appendPointEntry(trx, {
    ...entry,
    kind: 'RESERVE',
    amount: -demo.points,
    description: LEDGER.reserve(demo.segmentName),
    at: demo.appliedAt,
  });
  if (!demo.approvedAt) return;
  await appendPointEntry(trx, {
    ...entry,
    kind: 'RELEASE',
    amount: demo.points,
    description: LEDGER.release(demo.segmentName),
    at: demo.approvedAt,
  });
  await appendPointEntry(trx, {
    ...entry,
    kind: 'USE',
    amount: -demo.points,
    description: LEDGER.use(demo.segmentName),
    at: demo.approvedAt,
  });
}
