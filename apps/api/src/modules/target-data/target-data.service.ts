import {
  businessDateOf,
  type CatalogueQuery,
  type CatalogueResponse,
  type CatalogueSegment,
  DATA_PURCHASE_PAGE_SIZE,
  DATA_SALES_ACTUALS_FILE_NAME,
  type DataExamination,
  type DataLicenceState,
  type DataPurchase,
  type DataPurchaseInput,
  type DataPurchasesQuery,
  type DataPurchasesResponse,
  type DataSalesActualRow,
  type DataSalesActualsQuery,
  type DataSalesActualsResponse,
  dataPurchasePoints,
  type ManagedSegment,
  type ManagedSegmentsQuery,
  type ManagedSegmentsResponse,
  monthsBetween,
  SEGMENT_LIST_PAGE_SIZE,
  type SegmentAction,
  type SegmentInput,
  type SegmentStatus,
  type SegmentValuesCommit,
  type SegmentValuesPreview,
  type SegmentVersion,
} from '@tvcm/contracts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { buildSpreadsheet, datedFileName, type SpreadsheetFile } from '../../lib/spreadsheet';
import type { MailMessage } from '../../mail/mailer';
import { dataPurchaseNoticeMail } from '../../mail/templates/data-purchase-notices';
import { salesActualsSheet } from './sales-actuals-sheet';
import { licencePeriodOf } from './segment-ratings';
import {
  readSegmentValues,
  type SegmentValuesReading,
  type StationForValues,
  segmentValuesTemplate,
} from './segment-values-file';
import { targetDataPolicy } from './target-data.policy';
import type { PurchaseRecord, SegmentRecord, TargetDataRepository } from './target-data.repository';

export interface TargetDataCaller {
  userId: number;
  companyId: number;
}

/** The part of the point ledger target data uses: reserve, release and use points, and read the balance. */
export interface PointsForTargetData {
  append(entry: {
    companyId: number;
    kind: 'RESERVE' | 'RELEASE' | 'USE';
    amount: number;
    description: string;
    userId: number | null;
    expiresOn: null;
    at: string;
  }): Promise<unknown>;
  balanceOf(companyId: number): Promise<number>;
}

/** Where each action may take a segment from: publishing needs values, and a withdrawn segment stays withdrawn. */
const STATUS_CHANGES: Record<SegmentAction, { from: readonly SegmentStatus[]; to: SegmentStatus }> = {
  publish: { from: ['DRAFT', 'PAUSED'], to: 'PUBLISHED' },
  pause: { from: ['PUBLISHED'], to: 'PAUSED' },
  withdraw: { from: ['DRAFT', 'PUBLISHED', 'PAUSED'], to: 'WITHDRAWN' },
};

/** Ledger descriptions, in the words the points page shows (the demo seed writes the same). */
export const LEDGER = {
  reserve: (segment: string) => `ターゲットデータ購入申込（予約）: ${segment}`,
  release: (segment: string) => `予約解除: ${segment}`,
  use: (segment: string) => `ターゲットデータ購入: ${segment}`,
  returned: (segment: string) => `差戻しによる予約解除: ${segment}`,
};

const isoOf = (value: string) => new Date(value).toISOString();

export function stateOf(purchase: { status: string; ends_on: string }, today: string): DataLicenceState {
  if (purchase.status === 'EXAMINING') return 'EXAMINING';
  if (purchase.status === 'RETURNED') return 'RETURNED';
  return purchase.ends_on >= today ? 'IN_USE' : 'EXPIRED';
}

/**
 * Splits `points` over `cells` as evenly as whole points allow: the remainder goes one point each
 * to the first cells, so the parts add up to the whole exactly.
 */
export function splitPoints(points: number, cells: number): number[] {
  const base = Math.floor(points / cells);
  const remainder = points - base * cells;
  return Array.from({ length: cells }, (_, index) => base + (index < remainder ? 1 : 0));
}

/**
 * Target data: the data company's segments (register, edit, publish, values files), its
 * examination of purchases and its sales; the buyer's catalogue, purchases and licences. Points
 * move on the buyer's ledger in the same unit of work as the purchase they pay for.
 */
export function createTargetDataService(
  repository: TargetDataRepository,
  points: PointsForTargetData,
  unitOfWork: UnitOfWork,
  mailer: { enqueue(mail: MailMessage): Promise<{ deliver: () => void }> },
  options: { historyUrl: string },
  clock: Clock,
) {
  const today = () => businessDateOf(clock());
  const nowIso = () => new Date(clock()).toISOString();

  async function managedSegments(rows: readonly SegmentRecord[]): Promise<ManagedSegment[]> {
    const ids = rows.map((row) => row.id);
    const [areas, versions, licences] = await Promise.all([
      repository.segmentAreas(ids),
      repository.segmentVersions(ids),
      repository.activeLicenceCounts(ids, today()),
    ]);
    return rows.map((row) => {
      const own = versions
        .filter((version) => version.segment_id === row.id)
        .map(
          (version): SegmentVersion => ({
            version: version.version,
            fileName: version.file_name,
            cells: version.cells,
            suppressedCells: version.suppressed_cells,
            uploadedAt: isoOf(version.uploaded_at),
            uploadedBy: version.uploaded_by ?? null,
          }),
        );
      return {
        id: row.id,
        name: row.name,
        definition: row.definition,
        method: row.method,
        sampleSize: row.sample_size,
        areas: areas
          .filter((area) => area.segment_id === row.id)
          .map((area) => ({ area: area.area_code, areaName: area.area_name, universe: area.universe })),
        coverageFrom: row.coverage_from,
        coverageTo: row.coverage_to,
        pricePoints: row.price_points,
        previewCells: row.preview_cells,
        minPanelCount: row.min_panel_count,
        status: row.status,
        currentVersion: own.find((version) => version.version === row.current_version) ?? null,
        versions: own,
        activeLicences: licences.get(row.id) ?? 0,
        updatedAt: isoOf(row.updated_at),
      };
    });
  }

  async function ownSegment(caller: TargetDataCaller, segmentId: number): Promise<SegmentRecord> {
    const [segment] = await repository.segmentsByIds([segmentId]);
    return targetDataPolicy.assertOwnSegment(caller, segment);
  }

  async function managedSegment(segmentId: number): Promise<ManagedSegment> {
    const [row] = await repository.segmentsByIds([segmentId]);
    if (!row) throw new AppError('segmentNotFound');
    const [segment] = await managedSegments([row]);
    if (!segment) throw new AppError('segmentNotFound');
    return segment;
  }

  async function purchases(rows: readonly PurchaseRecord[]): Promise<DataPurchase[]> {
    const areas = await repository.purchaseAreas(rows.map((row) => row.id));
    const date = today();
    return rows.map((row) => ({
      id: row.id,
      segment: { id: row.segment_id, name: row.segment_name },
      provider: { code: row.provider_code, name: row.provider_name },
      buyer: { code: row.buyer_code, name: row.buyer_name },
      applicant: row.applicant_name ?? null,
      areas: areas
        .filter((area) => area.purchase_id === row.id)
        .map((area) => ({ area: area.area_code, areaName: area.area_name })),
      monthFrom: row.month_from,
      monthTo: row.month_to,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      points: row.points,
      purpose: row.purpose,
      status: row.status,
      state: stateOf(row, date),
      appliedAt: isoOf(row.applied_at),
      examinedAt: row.examined_at === null ? null : isoOf(row.examined_at),
      examinedBy: row.examiner_name ?? null,
      returnReason: row.return_reason,
    }));
  }

  async function purchase(purchaseId: number): Promise<DataPurchase> {
    const [row] = await repository.purchasesByIds([purchaseId]);
    if (!row) throw new AppError('dataPurchaseNotFound');
    const [answer] = await purchases([row]);
    if (!answer) throw new AppError('dataPurchaseNotFound');
    return answer;
  }

  async function stationsByCode(): Promise<Map<string, StationForValues>> {
    return new Map(
      (await repository.stationsByCode()).map((station) => [station.code, { id: station.id, areaCode: station.area_code }]),
    );
  }

  async function readValues(segment: SegmentRecord, bytes: Uint8Array): Promise<SegmentValuesReading> {
    const areas = await repository.segmentAreas([segment.id]);
    return readSegmentValues(
      bytes,
      {
        areas: new Set(areas.map((area) => area.area_code)),
        coverageFrom: segment.coverage_from,
        coverageTo: segment.coverage_to,
        minPanelCount: segment.min_panel_count,
      },
      await stationsByCode(),
    );
  }

  /** Areas an edit would take away from licences in force: refused, since a licence covers its areas to its end. */
  async function assertKeepsLicensedAreas(segmentId: number, input: SegmentInput): Promise<void> {
    const kept = new Set(input.areas.map((area) => area.area));
    const removed = (await repository.licensedAreas(segmentId, today())).filter((area) => !kept.has(area));
    if (removed.length > 0) {
      throw new AppError('segmentNotPurchasable', { params: { reason: 'area', areas: removed.sort().join(',') } });
    }
  }

  return {
    async listSegments(caller: TargetDataCaller, query: ManagedSegmentsQuery): Promise<ManagedSegmentsResponse> {
      const { ids, total } = await repository.listCompanySegments(caller.companyId, query);
      const rows = await repository.segmentsByIds(ids);
      const order = new Map(ids.map((id, index) => [id, index]));
      rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      return { segments: await managedSegments(rows), total, page: query.page, pageSize: SEGMENT_LIST_PAGE_SIZE };
    },

    async getSegment(caller: TargetDataCaller, segmentId: number): Promise<ManagedSegment> {
      await ownSegment(caller, segmentId);
      return managedSegment(segmentId);
    },

    async createSegment(caller: TargetDataCaller, input: SegmentInput): Promise<ManagedSegment> {
      const id = await unitOfWork.run(async () => {
        const segmentId = await repository.insertSegment(caller.companyId, caller.userId, input, nowIso());
        await repository.replaceSegmentAreas(segmentId, input.areas);
        return segmentId;
      });
      return managedSegment(id);
    },

    /**
     * Edits a segment. Licences in force keep their areas: an edit that drops an area one of them
     * covers is refused with TGD00001 (reason `area`, `areas` naming them). Values already uploaded
     * stay; the next file is read against the edited areas and coverage.
     */
    async updateSegment(caller: TargetDataCaller, segmentId: number, input: SegmentInput): Promise<ManagedSegment> {
      await unitOfWork.run(async () => {
        const segment = await repository.lockSegment(segmentId);
        targetDataPolicy.assertOwnSegment(caller, segment);
        await assertKeepsLicensedAreas(segmentId, input);
        await repository.updateSegment(segmentId, input, nowIso());
        await repository.replaceSegmentAreas(segmentId, input.areas);
      });
      return managedSegment(segmentId);
    },

    async changeStatus(caller: TargetDataCaller, segmentId: number, action: SegmentAction): Promise<ManagedSegment> {
      await unitOfWork.run(async () => {
        const segment = targetDataPolicy.assertOwnSegment(caller, await repository.lockSegment(segmentId));
        const change = STATUS_CHANGES[action];
        if (!change.from.includes(segment.status)) {
          throw new AppError('segmentStatusChangeRefused', { params: { status: segment.status, action } });
        }
        if (action === 'publish' && segment.current_version === null) {
          throw new AppError('segmentStatusChangeRefused', { params: { status: segment.status, action, reason: 'noValues' } });
        }
        await repository.setSegmentStatus(segmentId, change.to, nowIso());
      });
      return managedSegment(segmentId);
    },

    /** The values template, with examples on the first station by code on the first of next month (the heading alone without stations). */
    async valuesTemplate(): Promise<Buffer> {
      const [station] = (await repository.stationsByCode()).sort((a, b) => a.code.localeCompare(b.code));
      const [year, month] = today().split('-').map(Number) as [number, number];
      const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
      return segmentValuesTemplate(station ? { stationCode: station.code, date: `${nextMonth}-01` } : null);
    },

    async previewValues(
      caller: TargetDataCaller,
      segmentId: number,
      fileName: string,
      bytes: Uint8Array,
    ): Promise<SegmentValuesPreview> {
      const segment = await ownSegment(caller, segmentId);
      const reading = await readValues(segment, bytes);
      return {
        fileName,
        encoding: reading.encoding,
        rows: reading.rows,
        cells: reading.values.length,
        suppressedCells: reading.suppressedCells,
        stations: reading.stations,
        dateFrom: reading.dateFrom,
        dateTo: reading.dateTo,
        problems: reading.problems,
        problemsTruncated: reading.problemCount > reading.problems.length,
        nextVersion: (await repository.latestVersion(segmentId)) + 1,
      };
    },

    /** All or nothing: a file with any problem writes nothing (TGD00004); otherwise it becomes version n+1, the current one. */
    async commitValues(
      caller: TargetDataCaller,
      segmentId: number,
      fileName: string,
      bytes: Uint8Array,
    ): Promise<SegmentValuesCommit> {
      const segment = await ownSegment(caller, segmentId);
      const reading = await readValues(segment, bytes);
      if (reading.problemCount > 0) {
        throw new AppError('segmentValuesInvalid', { params: { problemCount: String(reading.problemCount) } });
      }
      const version = await unitOfWork.run(async () => {
        const locked = targetDataPolicy.assertOwnSegment(caller, await repository.lockSegment(segmentId));
        const next = (await repository.latestVersion(locked.id)) + 1;
        await repository.insertVersion(
          { id: locked.id, version: next, fileName, cells: reading.values.length, suppressedCells: reading.suppressedCells },
          caller.userId,
          reading.values,
          nowIso(),
        );
        return next;
      });
      const managed = await managedSegment(segmentId);
      const committed = managed.versions.find((entry) => entry.version === version);
      if (!committed) throw new AppError('segmentNotFound');
      return { version: committed };
    },

    async listExaminations(caller: TargetDataCaller, query: DataPurchasesQuery): Promise<DataPurchasesResponse> {
      const { rows, total } = await repository.listPurchases({ providerCompanyId: caller.companyId }, query, today());
      return { purchases: await purchases(rows), total, page: query.page, pageSize: DATA_PURCHASE_PAGE_SIZE };
    },

    /**
     * Approves or returns a purchase of one of the caller's segments, once. Approval releases the
     * buyer's reservation and uses the points; a return releases it. Both in one unit of work with
     * the purchase's new status.
     */
    async examine(caller: TargetDataCaller, purchaseId: number, examination: DataExamination): Promise<DataPurchase> {
      const deliver = await unitOfWork.run(async () => {
        const [found] = await repository.purchasesByIds([purchaseId]);
        const row = targetDataPolicy.assertOwnSegmentPurchase(caller, found);
        if (row.status !== 'EXAMINING') throw new AppError('dataPurchaseExamined');
        const at = nowIso();
        const approve = examination.decision === 'approve';
        const examined = await repository.examinePurchase(purchaseId, {
          status: approve ? 'APPROVED' : 'RETURNED',
          reason: examination.decision === 'return' ? examination.reason : null,
          userId: caller.userId,
          nowIso: at,
        });
        if (!examined) throw new AppError('dataPurchaseExamined');
        const entry = { companyId: row.buyer_company_id, userId: caller.userId, expiresOn: null, at } as const;
        // A free segment reserved nothing, so there is nothing to release or use.
        if (row.points > 0 && approve) {
          await points.append({ ...entry, kind: 'RELEASE', amount: row.points, description: LEDGER.release(row.segment_name) });
          await points.append({ ...entry, kind: 'USE', amount: -row.points, description: LEDGER.use(row.segment_name) });
        } else if (row.points > 0) {
          await points.append({ ...entry, kind: 'RELEASE', amount: row.points, description: LEDGER.returned(row.segment_name) });
        }
        if (!row.applicant_account) return null;
        // Queued in the same unit of work, so the mail goes only if the examination stands.
        const mail = dataPurchaseNoticeMail({
          decision: examination.decision,
          displayName: row.applicant_name ?? '',
          segmentName: row.segment_name,
          providerName: row.provider_name,
          startsOn: row.starts_on,
          endsOn: row.ends_on,
          points: row.points,
          reason: examination.decision === 'return' ? examination.reason : null,
          url: options.historyUrl,
        });
        return (await mailer.enqueue({ to: row.applicant_account, ...mail })).deliver;
      });
      deliver?.();
      return purchase(purchaseId);
    },

    /**
     * Approved sales of the caller's segments by segment, buyer, area and month within the months
     * asked. Each purchase's points are split evenly over its area × month cells (whole points,
     * the remainder to the first cells), so a purchase inside the months adds exactly its points.
     */
    async salesActuals(caller: TargetDataCaller, query: DataSalesActualsQuery): Promise<DataSalesActualsResponse> {
      const sales = await repository.approvedSales(caller.companyId, query.monthFrom, query.monthTo, query.segmentId);
      const areas = await repository.purchaseAreas(sales.map((sale) => sale.id));
      const grouped = new Map<string, DataSalesActualRow & { areaOrder: number }>();
      const areaOrder = new Map<string, number>();
      for (const area of areas) if (!areaOrder.has(area.area_code)) areaOrder.set(area.area_code, areaOrder.size);
      for (const sale of sales) {
        const saleAreas = areas.filter((area) => area.purchase_id === sale.id);
        const months = monthsBetween(sale.month_from, sale.month_to);
        const cells = saleAreas.flatMap((area) => months.map((month) => ({ area, month })));
        const shares = splitPoints(sale.points, cells.length);
        cells.forEach(({ area, month }, index) => {
          if (month < query.monthFrom || month > query.monthTo) return;
          const key = `${sale.segment_id}|${sale.buyer_code}|${area.area_code}|${month}`;
          const row = grouped.get(key) ?? {
            segment: { id: sale.segment_id, name: sale.segment_name },
            buyer: { code: sale.buyer_code, name: sale.buyer_name },
            area: area.area_code,
            areaName: area.area_name,
            month,
            points: 0,
            areaOrder: areaOrder.get(area.area_code) ?? 0,
          };
          row.points += shares[index] ?? 0;
          grouped.set(key, row);
        });
      }
      const rows = [...grouped.values()]
        .sort(
          (a, b) =>
            a.month.localeCompare(b.month) ||
            a.segment.name.localeCompare(b.segment.name) ||
            a.segment.id - b.segment.id ||
            a.buyer.code.localeCompare(b.buyer.code) ||
            a.areaOrder - b.areaOrder,
        )
        .map(({ areaOrder: _order, ...row }) => row);
      return { rows, totalPoints: rows.reduce((sum, row) => sum + row.points, 0), licences: sales.length };
    },

    async salesActualsFile(caller: TargetDataCaller, query: DataSalesActualsQuery): Promise<SpreadsheetFile> {
      const actuals = await this.salesActuals(caller, query);
      const date = today();
      return {
        content: await buildSpreadsheet(salesActualsSheet(actuals, query)),
        fileName: datedFileName([DATA_SALES_ACTUALS_FILE_NAME, `${query.monthFrom}_${query.monthTo}`], date),
        asciiFileName: `data-sales-actuals-${date.replaceAll('-', '')}.xlsx`,
      };
    },

    async catalogue(caller: TargetDataCaller, query: CatalogueQuery): Promise<CatalogueResponse> {
      const ids = await repository.listPublishedSegmentIds(query);
      const [segments, providers, balance] = await Promise.all([
        this.catalogueSegments(caller, ids),
        repository.publishedProviders(),
        points.balanceOf(caller.companyId),
      ]);
      return { segments, providers: providers.map((provider) => ({ code: provider.code, name: provider.name })), balance };
    },

    async catalogueSegment(caller: TargetDataCaller, segmentId: number): Promise<CatalogueSegment> {
      const [segment] = await this.catalogueSegments(caller, [segmentId]);
      if (!segment) throw new AppError('segmentNotFound');
      return segment;
    },

    /** Published segments as buyers see them, in the order of `ids`; the preview holds only cells at or over the minimum panel count. */
    async catalogueSegments(caller: TargetDataCaller, ids: readonly number[]): Promise<CatalogueSegment[]> {
      const rows = (await repository.segmentsByIds(ids)).filter((row) => row.status === 'PUBLISHED');
      const order = new Map(ids.map((id, index) => [id, index]));
      rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      const segmentIds = rows.map((row) => row.id);
      const [areas, licensed] = await Promise.all([
        repository.segmentAreas(segmentIds),
        repository.licensedSegmentIds(caller.companyId, segmentIds, today()),
      ]);
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          name: row.name,
          definition: row.definition,
          method: row.method,
          sampleSize: row.sample_size,
          provider: { code: row.provider_code, name: row.provider_name },
          areas: areas
            .filter((area) => area.segment_id === row.id)
            .map((area) => ({ area: area.area_code, areaName: area.area_name })),
          coverageFrom: row.coverage_from,
          coverageTo: row.coverage_to,
          pricePoints: row.price_points,
          preview:
            row.current_version === null
              ? []
              : (await repository.previewCells(row.id, row.current_version, row.min_panel_count, row.preview_cells)).map(
                  (cell) => ({
                    stationName: cell.station_name,
                    date: cell.broadcast_date,
                    hour: cell.hour,
                    rating: cell.rating,
                  }),
                ),
          licensed: licensed.has(row.id),
        })),
      );
    },

    /**
     * A buyer's application: the segment published, the areas its own, the months within its
     * coverage and not over; the points (price × areas × months) reserved on the buyer's ledger
     * with the purchase, or nothing written when the balance falls short (PNT00001).
     */
    async apply(caller: TargetDataCaller, input: DataPurchaseInput): Promise<DataPurchase> {
      const id = await unitOfWork.run(async () => {
        const [segment] = await repository.segmentsByIds([input.segmentId]);
        if (!segment) throw new AppError('segmentNotFound');
        if (segment.status !== 'PUBLISHED') throw new AppError('segmentNotPurchasable', { params: { reason: 'notPublished' } });
        const segmentAreas = new Set((await repository.segmentAreas([segment.id])).map((area) => area.area_code));
        if (!input.areas.every((area) => segmentAreas.has(area))) {
          throw new AppError('segmentNotPurchasable', { params: { reason: 'area' } });
        }
        const currentMonth = today().slice(0, 7);
        if (input.monthFrom < segment.coverage_from || input.monthTo > segment.coverage_to || input.monthTo < currentMonth) {
          throw new AppError('segmentNotPurchasable', { params: { reason: 'months' } });
        }
        const cost = dataPurchasePoints(
          segment.price_points,
          input.areas.length,
          monthsBetween(input.monthFrom, input.monthTo).length,
        );
        const at = nowIso();
        const purchaseId = await repository.insertPurchase({
          segmentId: segment.id,
          buyerCompanyId: caller.companyId,
          applicantUserId: caller.userId,
          monthFrom: input.monthFrom,
          monthTo: input.monthTo,
          ...licencePeriodOf(input.monthFrom, input.monthTo),
          points: cost,
          purpose: input.purpose,
          areas: input.areas,
          nowIso: at,
        });
        if (cost === 0) return purchaseId;
        await points.append({
          companyId: caller.companyId,
          kind: 'RESERVE',
          amount: -cost,
          description: LEDGER.reserve(segment.name),
          userId: caller.userId,
          expiresOn: null,
          at,
        });
        return purchaseId;
      });
      return purchase(id);
    },

    async history(caller: TargetDataCaller, query: DataPurchasesQuery): Promise<DataPurchasesResponse> {
      const { rows, total } = await repository.listPurchases({ buyerCompanyId: caller.companyId }, query, today());
      return { purchases: await purchases(rows), total, page: query.page, pageSize: DATA_PURCHASE_PAGE_SIZE };
    },
  };
}

export type TargetDataService = ReturnType<typeof createTargetDataService>;
