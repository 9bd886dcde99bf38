import { businessDateOf, type LicensedSegment, lastDayOfMonth, segmentCellKey } from '@tvcm/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';

/** A segment's ratings over an area and period, as a buyer's licence lets the company read them. */
export interface SegmentRatings {
  segment: { id: number; name: string; provider: string };
  /** The segment's population in the area (persons), for impressions and CPM. */
  universe: number;
  /** Rating in basis points by `segmentCellKey(stationId, date, hour)` (the contract's, which every reader uses): licensed dates only, cells under the minimum panel count left out. */
  ratings: Map<string, number>;
}

/**
 * What other modules (target search, the program guide, plans) read of target data: the segments
 * the caller's company may use now, and one segment's ratings. A licence is in force from its
 * approval to its last day (JST) and covers its areas and its months' dates; a segment paused or
 * withdrawn by its data company still serves the licences in force. Cells under the segment's
 * minimum panel count never leave here.
 */
export function createSegmentRatingsService(db: Kysely<Database>, clock: Clock) {
  const today = () => businessDateOf(clock());

  /** Licence areas in force for the company, one row per purchase × area. */
  const licenceRows = (companyId: number) =>
    db
      .selectFrom('data_purchases as purchase')
      .innerJoin('data_purchase_areas as purchase_area', 'purchase_area.purchase_id', 'purchase.id')
      .innerJoin('data_segments as segment', 'segment.id', 'purchase.segment_id')
      .innerJoin('companies as provider', 'provider.id', 'segment.company_id')
      .innerJoin('data_segment_areas as segment_area', (join) =>
        join.onRef('segment_area.segment_id', '=', 'segment.id').onRef('segment_area.area_code', '=', 'purchase_area.area_code'),
      )
      .where('purchase.buyer_company_id', '=', companyId)
      .where('purchase.status', '=', 'APPROVED')
      .where('purchase.ends_on', '>=', today())
      .where('segment.current_version', 'is not', null)
      .select([
        'segment.id as segmentId',
        'segment.name as name',
        'provider.name as provider',
        'purchase_area.area_code as area',
        'purchase.starts_on as startsOn',
        'purchase.ends_on as endsOn',
        'segment_area.universe as universe',
      ]);

  return {
    async licensedSegments(companyId: number): Promise<LicensedSegment[]> {
      const rows = await licenceRows(companyId)
        .orderBy('segment.name')
        .orderBy('segment.id')
        .orderBy('purchase.starts_on')
        .execute();
      const segments = new Map<number, LicensedSegment>();
      for (const row of rows) {
        const segment = segments.get(row.segmentId) ?? { id: row.segmentId, name: row.name, provider: row.provider, areas: [] };
        segment.areas.push({ area: row.area, startsOn: row.startsOn, endsOn: row.endsOn, universe: row.universe });
        segments.set(row.segmentId, segment);
      }
      return [...segments.values()];
    },

    /**
     * The segment's ratings in the area over the dates, within what the company's licences in force
     * cover there; `segmentNotLicensed` when none covers any of the dates.
     */
    async ratingsFor(
      companyId: number,
      segmentId: number,
      area: string,
      dateFrom: string,
      dateTo: string,
    ): Promise<SegmentRatings> {
      const licences = await licenceRows(companyId)
        .where('segment.id', '=', segmentId)
        .where('purchase_area.area_code', '=', area)
        .where('purchase.starts_on', '<=', dateTo)
        .where('purchase.ends_on', '>=', dateFrom)
        .execute();
      const first = licences[0];
      if (!first) throw new AppError('segmentNotLicensed');
      const segment = await db
        .selectFrom('data_segments')
        .where('id', '=', segmentId)
        .select(['current_version', 'min_panel_count'])
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('data_segment_values as value')
        .innerJoin('stations as station', 'station.id', 'value.station_id')
        .where('value.segment_id', '=', segmentId)
        .where('value.version', '=', segment.current_version ?? 0)
        .where('station.area_code', '=', area)
        .where('value.broadcast_date', '>=', dateFrom)
        .where('value.broadcast_date', '<=', dateTo)
        .where('value.panel_count', '>=', segment.min_panel_count)
        .select(['value.station_id as stationId', 'value.broadcast_date as date', 'value.hour as hour', 'value.rating as rating'])
        .execute();
      const licensed = (date: string) => licences.some((licence) => licence.startsOn <= date && date <= licence.endsOn);
      const ratings = new Map<string, number>();
      for (const row of rows) if (licensed(row.date)) ratings.set(segmentCellKey(row.stationId, row.date, row.hour), row.rating);
      return { segment: { id: first.segmentId, name: first.name, provider: first.provider }, universe: first.universe, ratings };
    },
  };
}

export type SegmentRatingsService = ReturnType<typeof createSegmentRatingsService>;

/** A licence's first and last day: the first of its first month, the last of its last month. */
export const licencePeriodOf = (monthFrom: string, monthTo: string) => ({
  startsOn: `${monthFrom}-01`,
  endsOn: lastDayOfMonth(monthTo),
});
