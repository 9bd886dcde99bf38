import type {
  DataLicenceState,
  DataPurchaseStatus,
  DataPurchasesQuery,
  ManagedSegmentsQuery,
  SegmentInput,
  SegmentStatus,
} from '@tvcm/contracts';
import { DATA_PURCHASE_PAGE_SIZE, SEGMENT_LIST_PAGE_SIZE } from '@tvcm/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import { type AppDatabase, isPostgres } from '../../db/database';
import type { Database } from '../../db/schema';

/** SQLite binds at most 32,766 values a statement: value rows per insert, at 7 values each. */
const VALUE_ROWS_PER_STATEMENT = 4_000;
/** Ids a lookup binds in one statement: well under either database's limit. */
const IDS_PER_STATEMENT = 5_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** `%text%` for a case-insensitive LIKE, with the pattern's own characters escaped. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export interface SegmentValueWrite {
  stationId: number;
  date: string;
  hour: number;
  rating: number;
  panelCount: number;
}

export type SegmentRecord = Awaited<ReturnType<ReturnType<typeof createTargetDataRepository>['segmentsByIds']>>[number];
export type PurchaseRecord = Awaited<ReturnType<ReturnType<typeof createTargetDataRepository>['purchasesByIds']>>[number];

/** Which purchases a list shows: those of the buyer, or those of the provider's segments. */
export type PurchaseScope = { buyerCompanyId: number } | { providerCompanyId: number };

/** The state a purchase shows (審査中 / 利用中 / 期限切れ / 差戻し) as a condition on its row. */
function stateCondition(
  eb: ExpressionBuilder<Database & { purchase: Database['data_purchases'] }, 'purchase'>,
  state: DataLicenceState,
  today: string,
) {
  switch (state) {
    case 'EXAMINING':
      return eb('purchase.status', '=', 'EXAMINING');
    case 'RETURNED':
      return eb('purchase.status', '=', 'RETURNED');
    case 'IN_USE':
      return eb.and([eb('purchase.status', '=', 'APPROVED'), eb('purchase.ends_on', '>=', today)]);
    case 'EXPIRED':
      return eb.and([eb('purchase.status', '=', 'APPROVED'), eb('purchase.ends_on', '<', today)]);
  }
}

const PURCHASE_SORT_COLUMNS = {
  appliedAt: 'purchase.applied_at',
  endsOn: 'purchase.ends_on',
  points: 'purchase.points',
} as const;

const SEGMENT_SORT_COLUMNS = {
  updatedAt: 'segment.updated_at',
  name: 'segment.name',
  status: 'segment.status',
} as const;

/** Target data's SQL: segments, their areas, versions and values, and purchases with their areas. */
export function createTargetDataRepository(db: AppDatabase) {
  const segmentColumns = () =>
    db
      .selectFrom('data_segments as segment')
      .innerJoin('companies as provider', 'provider.id', 'segment.company_id')
      .select([
        'segment.id',
        'segment.company_id',
        'segment.name',
        'segment.definition',
        'segment.method',
        'segment.sample_size',
        'segment.coverage_from',
        'segment.coverage_to',
        'segment.price_points',
        'segment.preview_cells',
        'segment.min_panel_count',
        'segment.status',
        'segment.current_version',
        'segment.updated_at',
        'provider.code as provider_code',
        'provider.name as provider_name',
      ]);

  const purchaseColumns = () =>
    db
      .selectFrom('data_purchases as purchase')
      .innerJoin('data_segments as segment', 'segment.id', 'purchase.segment_id')
      .innerJoin('companies as provider', 'provider.id', 'segment.company_id')
      .innerJoin('companies as buyer', 'buyer.id', 'purchase.buyer_company_id')
      .leftJoin('users as applicant', 'applicant.id', 'purchase.applicant_user_id')
      .leftJoin('users as examiner', 'examiner.id', 'purchase.examined_by_user_id')
      .select([
        'purchase.id',
        'purchase.segment_id',
        'purchase.buyer_company_id',
        'purchase.month_from',
        'purchase.month_to',
        'purchase.starts_on',
        'purchase.ends_on',
        'purchase.points',
        'purchase.purpose',
        'purchase.status',
        'purchase.return_reason',
        'purchase.applied_at',
        'purchase.examined_at',
        'segment.name as segment_name',
        'segment.company_id as provider_company_id',
        'provider.code as provider_code',
        'provider.name as provider_name',
        'buyer.code as buyer_code',
        'buyer.name as buyer_name',
        'applicant.display_name as applicant_name',
        'applicant.account as applicant_account',
        'examiner.display_name as examiner_name',
      ]);

  const scoped = (query: ReturnType<typeof purchaseColumns>, scope: PurchaseScope) =>
    'buyerCompanyId' in scope
      ? query.where('purchase.buyer_company_id', '=', scope.buyerCompanyId)
      : query.where('segment.company_id', '=', scope.providerCompanyId);

  return {
    async segmentsByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return segmentColumns().where('segment.id', 'in', ids).execute();
    },

    /** The company's segments as the management list asks: filtered, sorted and one page of them. */
    async listCompanySegments(companyId: number, query: ManagedSegmentsQuery) {
      let filtered = db.selectFrom('data_segments as segment').where('segment.company_id', '=', companyId);
      if (query.status) filtered = filtered.where('segment.status', '=', query.status);
      if (query.q) filtered = filtered.where(sql`lower(segment.name)`, 'like', sql`${containsPattern(query.q)} escape '\\'`);
      const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await filtered
        .select('segment.id')
        .orderBy(SEGMENT_SORT_COLUMNS[query.sort], query.order)
        .orderBy('segment.id', query.order)
        .limit(SEGMENT_LIST_PAGE_SIZE)
        .offset((query.page - 1) * SEGMENT_LIST_PAGE_SIZE)
        .execute();
      return { ids: rows.map((row) => row.id), total: Number(total) };
    },

    /** Published segments for the catalogue, filtered by area, provider code and a name search. */
    async listPublishedSegmentIds(filters: { area?: string | undefined; provider?: string | undefined; q?: string | undefined }) {
      let query = db
        .selectFrom('data_segments as segment')
        .innerJoin('companies as provider', 'provider.id', 'segment.company_id')
        .where('segment.status', '=', 'PUBLISHED');
      if (filters.area) {
        const area = filters.area;
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('data_segment_areas as segment_area')
              .whereRef('segment_area.segment_id', '=', 'segment.id')
              .where('segment_area.area_code', '=', area)
              .select('segment_area.segment_id'),
          ),
        );
      }
      if (filters.provider) query = query.where('provider.code', '=', filters.provider);
      if (filters.q) {
        const pattern = containsPattern(filters.q);
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(segment.name)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(segment.definition)`, 'like', sql`${pattern} escape '\\'`),
          ]),
        );
      }
      const rows = await query.select('segment.id').orderBy('segment.name').orderBy('segment.id').execute();
      return rows.map((row) => row.id);
    },

    /** Every provider with a published segment. */
    async publishedProviders() {
      return db
        .selectFrom('companies as provider')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('data_segments as segment')
              .whereRef('segment.company_id', '=', 'provider.id')
              .where('segment.status', '=', 'PUBLISHED')
              .select('segment.id'),
          ),
        )
        .select(['provider.code', 'provider.name'])
        .orderBy('provider.name')
        .orderBy('provider.code')
        .execute();
    },

    async segmentAreas(segmentIds: readonly number[]) {
      if (segmentIds.length === 0) return [];
      return db
        .selectFrom('data_segment_areas as segment_area')
        .innerJoin('areas as area', 'area.code', 'segment_area.area_code')
        .where('segment_area.segment_id', 'in', segmentIds)
        .select(['segment_area.segment_id', 'segment_area.area_code', 'segment_area.universe', 'area.name as area_name'])
        .orderBy('area.sort_order')
        .orderBy('area.code')
        .execute();
    },

    async segmentVersions(segmentIds: readonly number[]) {
      if (segmentIds.length === 0) return [];
      return db
        .selectFrom('data_segment_versions as version')
        .leftJoin('users as uploader', 'uploader.id', 'version.uploaded_by_user_id')
        .where('version.segment_id', 'in', segmentIds)
        .select([
          'version.segment_id',
          'version.version',
          'version.file_name',
          'version.cells',
          'version.suppressed_cells',
          'version.uploaded_at',
          'uploader.display_name as uploaded_by',
        ])
        .orderBy('version.version', 'desc')
        .execute();
    },

    /** Licences in force per segment: approved purchases not past their last day. */
    async activeLicenceCounts(segmentIds: readonly number[], today: string) {
      if (segmentIds.length === 0) return new Map<number, number>();
      const rows = await db
        .selectFrom('data_purchases')
        .where('segment_id', 'in', segmentIds)
        .where('status', '=', 'APPROVED')
        .where('ends_on', '>=', today)
        .groupBy('segment_id')
        .select((eb) => ['segment_id', eb.fn.countAll<number>().as('count')])
        .execute();
      return new Map(rows.map((row) => [row.segment_id, Number(row.count)]));
    },

    /** Areas a licence in force covers for the segment (any buyer): those an edit must keep. */
    async licensedAreas(segmentId: number, today: string): Promise<string[]> {
      const rows = await db
        .selectFrom('data_purchase_areas as purchase_area')
        .innerJoin('data_purchases as purchase', 'purchase.id', 'purchase_area.purchase_id')
        .where('purchase.segment_id', '=', segmentId)
        .where('purchase.status', '=', 'APPROVED')
        .where('purchase.ends_on', '>=', today)
        .select('purchase_area.area_code')
        .distinct()
        .execute();
      return rows.map((row) => row.area_code);
    },

    /** The segments of the buyer's licences in force, out of `segmentIds`. */
    async licensedSegmentIds(buyerCompanyId: number, segmentIds: readonly number[], today: string): Promise<Set<number>> {
      if (segmentIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('data_purchases')
        .where('buyer_company_id', '=', buyerCompanyId)
        .where('segment_id', 'in', segmentIds)
        .where('status', '=', 'APPROVED')
        .where('ends_on', '>=', today)
        .select('segment_id')
        .distinct()
        .execute();
      return new Set(rows.map((row) => row.segment_id));
    },

    async insertSegment(companyId: number, userId: number, input: SegmentInput, nowIso: string): Promise<number> {
      const { id } = await db
        .insertInto('data_segments')
        .values({
          company_id: companyId,
          name: input.name,
          definition: input.definition,
          method: input.method,
          sample_size: input.sampleSize,
          coverage_from: input.coverageFrom,
          coverage_to: input.coverageTo,
          price_points: input.pricePoints,
          preview_cells: input.previewCells,
          min_panel_count: input.minPanelCount,
          created_by_user_id: userId,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async updateSegment(segmentId: number, input: SegmentInput, nowIso: string): Promise<void> {
      await db
        .updateTable('data_segments')
        .set({
          name: input.name,
          definition: input.definition,
          method: input.method,
          sample_size: input.sampleSize,
          coverage_from: input.coverageFrom,
          coverage_to: input.coverageTo,
          price_points: input.pricePoints,
          preview_cells: input.previewCells,
          min_panel_count: input.minPanelCount,
          updated_at: nowIso,
        })
        .where('id', '=', segmentId)
        .execute();
    },

    async replaceSegmentAreas(segmentId: number, areas: SegmentInput['areas']): Promise<void> {
      await db.deleteFrom('data_segment_areas').where('segment_id', '=', segmentId).execute();
      await db
        .insertInto('data_segment_areas')
        .values(areas.map((area) => ({ segment_id: segmentId, area_code: area.area, universe: area.universe })))
        .execute();
    },

    async setSegmentStatus(segmentId: number, status: SegmentStatus, nowIso: string): Promise<void> {
      await db.updateTable('data_segments').set({ status, updated_at: nowIso }).where('id', '=', segmentId).execute();
    },

    /** The segment's row, locked on PostgreSQL so two uploads or status changes at once go one after the other. */
    async lockSegment(segmentId: number) {
      const query = db
        .selectFrom('data_segments')
        .where('id', '=', segmentId)
        .select(['id', 'company_id', 'status', 'current_version']);
      return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
    },

    async latestVersion(segmentId: number): Promise<number> {
      const row = await db
        .selectFrom('data_segment_versions')
        .where('segment_id', '=', segmentId)
        .select((eb) => eb.fn.max('version').as('latest'))
        .executeTakeFirst();
      return Number(row?.latest ?? 0);
    },

    /** A new version and its values, made the segment's current one. */
    async insertVersion(
      segment: { id: number; version: number; fileName: string; cells: number; suppressedCells: number },
      userId: number,
      values: readonly SegmentValueWrite[],
      nowIso: string,
    ): Promise<void> {
      await db
        .insertInto('data_segment_versions')
        .values({
          segment_id: segment.id,
          version: segment.version,
          file_name: segment.fileName,
          cells: segment.cells,
          suppressed_cells: segment.suppressedCells,
          uploaded_by_user_id: userId,
          uploaded_at: nowIso,
        })
        .execute();
      for (const batch of chunks(values, VALUE_ROWS_PER_STATEMENT)) {
        await db
          .insertInto('data_segment_values')
          .values(
            batch.map((value) => ({
              segment_id: segment.id,
              version: segment.version,
              station_id: value.stationId,
              broadcast_date: value.date,
              hour: value.hour,
              rating: value.rating,
              panel_count: value.panelCount,
            })),
          )
          .execute();
      }
      await db
        .updateTable('data_segments')
        .set({ current_version: segment.version, updated_at: nowIso })
        .where('id', '=', segment.id)
        .execute();
    },

    /** Stations by code, with their area, for reading a values file. */
    async stationsByCode() {
      return db.selectFrom('stations').select(['id', 'code', 'area_code']).execute();
    },

    /**
     * The first cells of the version at or over the minimum panel count, in a fixed order (date,
     * station's code, hour), with the station's name: the catalogue's preview, which so shows the
     * shape of a station's day rather than one hour across the stations.
     */
    async previewCells(segmentId: number, version: number, minPanelCount: number, limit: number) {
      if (limit <= 0) return [];
      return db
        .selectFrom('data_segment_values as value')
        .innerJoin('stations as station', 'station.id', 'value.station_id')
        .where('value.segment_id', '=', segmentId)
        .where('value.version', '=', version)
        .where('value.panel_count', '>=', minPanelCount)
        .select(['station.name as station_name', 'value.broadcast_date', 'value.hour', 'value.rating'])
        .orderBy('value.broadcast_date')
        .orderBy('station.code')
        .orderBy('value.hour')
        .limit(limit)
        .execute();
    },

    async purchasesByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      const rows = [];
      for (const batch of chunks(ids, IDS_PER_STATEMENT))
        rows.push(...(await purchaseColumns().where('purchase.id', 'in', batch).execute()));
      return rows;
    },

    async purchaseAreas(purchaseIds: readonly number[]) {
      if (purchaseIds.length === 0) return [];
      const rows = [];
      for (const batch of chunks(purchaseIds, IDS_PER_STATEMENT)) {
        rows.push(
          ...(await db
            .selectFrom('data_purchase_areas as purchase_area')
            .innerJoin('areas as area', 'area.code', 'purchase_area.area_code')
            .where('purchase_area.purchase_id', 'in', batch)
            .select(['purchase_area.purchase_id', 'purchase_area.area_code', 'area.name as area_name'])
            .orderBy('area.sort_order')
            .orderBy('area.code')
            .execute()),
        );
      }
      return rows;
    },

    /** One page of the scope's purchases, filtered by state and a search over segment and company names. */
    async listPurchases(scope: PurchaseScope, query: DataPurchasesQuery, today: string) {
      let filtered = scoped(purchaseColumns(), scope);
      if (query.state) {
        const state = query.state;
        filtered = filtered.where((eb) => stateCondition(eb, state, today));
      }
      if (query.q) {
        const pattern = containsPattern(query.q);
        filtered = filtered.where((eb) =>
          eb.or([
            eb(sql`lower(segment.name)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(buyer.name)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(provider.name)`, 'like', sql`${pattern} escape '\\'`),
          ]),
        );
      }
      const { total } = await filtered
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await filtered
        .orderBy(PURCHASE_SORT_COLUMNS[query.sort], query.order)
        .orderBy('purchase.id', query.order)
        .limit(DATA_PURCHASE_PAGE_SIZE)
        .offset((query.page - 1) * DATA_PURCHASE_PAGE_SIZE)
        .execute();
      return { rows, total: Number(total) };
    },

    async insertPurchase(values: {
      segmentId: number;
      buyerCompanyId: number;
      applicantUserId: number;
      monthFrom: string;
      monthTo: string;
      startsOn: string;
      endsOn: string;
      points: number;
      purpose: string;
      areas: readonly string[];
      nowIso: string;
    }): Promise<number> {
      const { id } = await db
        .insertInto('data_purchases')
        .values({
          segment_id: values.segmentId,
          buyer_company_id: values.buyerCompanyId,
          applicant_user_id: values.applicantUserId,
          month_from: values.monthFrom,
          month_to: values.monthTo,
          starts_on: values.startsOn,
          ends_on: values.endsOn,
          points: values.points,
          purpose: values.purpose,
          applied_at: values.nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('data_purchase_areas')
        .values(values.areas.map((area) => ({ purchase_id: id, area_code: area })))
        .execute();
      return id;
    },

    /** Records the examination unless the purchase was examined meanwhile: false then, and nothing changes. */
    async examinePurchase(
      purchaseId: number,
      decision: { status: Exclude<DataPurchaseStatus, 'EXAMINING'>; reason: string | null; userId: number; nowIso: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('data_purchases')
        .set({
          status: decision.status,
          return_reason: decision.reason,
          examined_at: decision.nowIso,
          examined_by_user_id: decision.userId,
        })
        .where('id', '=', purchaseId)
        .where('status', '=', 'EXAMINING')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Approved purchases of the provider's segments whose months meet `monthFrom`..`monthTo`. */
    async approvedSales(providerCompanyId: number, monthFrom: string, monthTo: string, segmentId: number | undefined) {
      let query = purchaseColumns()
        .where('segment.company_id', '=', providerCompanyId)
        .where('purchase.status', '=', 'APPROVED')
        .where('purchase.month_from', '<=', monthTo)
        .where('purchase.month_to', '>=', monthFrom);
      if (segmentId !== undefined) query = query.where('purchase.segment_id', '=', segmentId);
      return query.orderBy('purchase.id').execute();
    },

    async areaNames(codes: readonly string[]) {
      if (codes.length === 0) return [];
      return db.selectFrom('areas').where('code', 'in', codes).select(['code', 'name', 'sort_order']).execute();
    },
  };
}

export type TargetDataRepository = ReturnType<typeof createTargetDataRepository>;
