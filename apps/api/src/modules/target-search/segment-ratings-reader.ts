import type { AnswerSegment } from '@tvcm/contracts';

/**
 * What target search reads of target data (decision 014: declared here, built once in
 * shared-services.ts): a licensed segment's ratings over an area and period, keyed by
 * `segmentCellKey` (cells under the minimum panel count and dates outside the licence absent),
 * and its population in the area. Throws `segmentNotLicensed` when no licence in force covers it.
 */
export interface SegmentRatingsReader {
  ratingsFor(
    companyId: number,
    segmentId: number,
    area: string,
    dateFrom: string,
    dateTo: string,
  ): Promise<{ segment: AnswerSegment; universe: number; ratings: ReadonlyMap<string, number> }>;
}
