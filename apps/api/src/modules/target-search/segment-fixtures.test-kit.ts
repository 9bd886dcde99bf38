import type { AppDatabase } from '../../db/database';

/** One cell of a segment's values: a station's broadcast date and hour (5–28), its rating in basis points and panel count. */
export interface SegmentCellFixture {
  stationId: number;
  date: string;
  hour: number;
  rating: number;
  panelCount?: number;
}

/**
 * A published segment of a data company with its values (version 1) and its population per area,
 * written straight into target data's tables: the target search, program guide and plan tests read
 * segments only through the shared segment ratings, so they need rows, not the data company's screens.
 */
export async function createSegmentFixture(
  db: AppDatabase,
  values: {
    providerCompanyId: number;
    name?: string;
    universes: Record<string, number>;
    cells: readonly SegmentCellFixture[];
    minPanelCount?: number;
  },
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('data_segments')
    .values({
      company_id: values.providerCompanyId,
      name: values.name ?? '自動車購入意向層',
      definition: 'テスト用のセグメント',
      method: 'PANEL',
      sample_size: 1000,
      coverage_from: '2030-01',
      coverage_to: '2032-12',
      price_points: 100,
      preview_cells: 0,
      min_panel_count: values.minPanelCount ?? 30,
      status: 'PUBLISHED',
      current_version: 1,
      created_by_user_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [area, universe] of Object.entries(values.universes)) {
    await db.insertInto('data_segment_areas').values({ segment_id: id, area_code: area, universe }).execute();
  }
  await db
    .insertInto('data_segment_versions')
    .values({
      segment_id: id,
      version: 1,
      file_name: 'values.csv',
      cells: values.cells.length,
      suppressed_cells: 0,
      uploaded_by_user_id: null,
      uploaded_at: now,
    })
    .execute();
  if (values.cells.length > 0) {
    await db
      .insertInto('data_segment_values')
      .values(
        values.cells.map((cell) => ({
          segment_id: id,
          version: 1,
          station_id: cell.stationId,
          broadcast_date: cell.date,
          hour: cell.hour,
          rating: cell.rating,
          panel_count: cell.panelCount ?? 100,
        })),
      )
      .execute();
  }
  return id;
}

/** An approved purchase: the buyer's licence for the segment in the areas from the first of `monthFrom` to the last of `monthTo`. */
export async function licenceSegment(
  db: AppDatabase,
  values: { segmentId: number; buyerCompanyId: number; areas: readonly string[]; startsOn: string; endsOn: string },
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('data_purchases')
    .values({
      segment_id: values.segmentId,
      buyer_company_id: values.buyerCompanyId,
      applicant_user_id: null,
      month_from: values.startsOn.slice(0, 7),
      month_to: values.endsOn.slice(0, 7),
      starts_on: values.startsOn,
      ends_on: values.endsOn,
      points: 100,
      purpose: 'テスト',
      status: 'APPROVED',
      return_reason: null,
      applied_at: now,
      examined_at: now,
      examined_by_user_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const area of values.areas)
    await db.insertInto('data_purchase_areas').values({ purchase_id: id, area_code: area }).execute();
  return id;
}
