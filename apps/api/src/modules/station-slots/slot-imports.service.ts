import {
  businessDateOf,
  SLOT_IMPORT_CHANGES_SHOWN,
  SLOT_IMPORT_COLUMNS,
  SLOT_IMPORT_HISTORY_MAX,
  SLOT_IMPORT_PROBLEMS_SHOWN,
  type SlotImportColumn,
  type SlotImportCommit,
  type SlotImportCounts,
  type SlotImportEncoding,
  type SlotImportHistoryEntry,
  type SlotImportPreview,
  type SlotImportProblem,
} from '@tvcm/contracts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { type FileReading as ImportFileReading, inFileOrderOf, readImportFile } from '../../lib/import-file/file-reading';
import type { InventoryService, SlotWrite } from '../inventory';
import { NO_COUNTS } from './slot-import-fields';
import { type ImportPlan, planImport, programmeKeyOf } from './slot-import-plan';
import { type ImportStation, readRows } from './slot-import-rows';
import { SLOT_COLUMN_KINDS } from './slot-import-sheet';
import { slotImportTemplate } from './slot-import-template';
import type { StationSlotsRepository } from './station-slots.repository';
import type { OpenApplications } from './station-slots.service';

/** Who imports: the user, for the history, and their company, whose stations alone they may import for. */
export interface ImportCaller {
  userId: number;
  companyId: number;
}

interface Analysis {
  rowCount: number;
  counts: SlotImportCounts;
  /** Every problem in the order of the file, errors and skips together. */
  problems: SlotImportProblem[];
  plan: ImportPlan | null;
}

type FileReading = ImportFileReading<SlotImportColumn>;

const inFileOrder = inFileOrderOf(SLOT_IMPORT_COLUMNS);

const isError = (problem: SlotImportProblem) => problem.severity === 'error';

const readFile = (bytes: Uint8Array): Promise<FileReading> => readImportFile(bytes, SLOT_IMPORT_COLUMNS, SLOT_COLUMN_KINDS);

type HistoryRow = Awaited<ReturnType<StationSlotsRepository['listImports']>>[number];

export function toHistoryEntry(row: HistoryRow): SlotImportHistoryEntry {
  return {
    id: row.id,
    fileName: row.file_name,
    sha256: row.file_sha256,
    encoding: row.encoding as SlotImportEncoding,
    rowCount: row.row_count,
    counts: {
      created: row.created_count,
      changed: row.changed_count,
      unchanged: row.unchanged_count,
      skipped: row.skipped_count,
    },
    user: row.user_id !== null && row.user_name !== null ? { id: row.user_id, name: row.user_name } : null,
    createdAt: row.created_at,
  };
}

/**
 * The slot import of `/station/import_cm`: a station company's CSV of programmes and slots, read
 * and compared with what its stations sell (the preview, which writes nothing), then applied all
 * or nothing (the commit, which reads and compares again inside its transaction, since slots may
 * have been applied for since the preview).
 */
export function createSlotImportsService(
  stationSlots: StationSlotsRepository,
  inventory: InventoryService,
  applications: OpenApplications,
  unitOfWork: UnitOfWork,
  now: Clock,
) {
  async function analyse(caller: ImportCaller, reading: FileReading, lock: boolean): Promise<Analysis> {
    if (reading.fileProblem) return { rowCount: 0, counts: NO_COUNTS, problems: [reading.fileProblem], plan: null };
    const stations = new Map<string, ImportStation>(
      (await stationSlots.listStations()).map((station) => [
        station.code,
        { id: station.id, code: station.code, companyId: station.company_id, areaCode: station.area_code },
      ]),
    );
    const { rows, problems, rowCount } = readRows(reading.records, stations, caller.companyId);
    const stationIds = [...new Set(rows.map((row) => row.stationId))];
    let [dateFrom, dateTo] = ['', ''];
    for (const row of rows) {
      if (dateFrom === '' || row.date < dateFrom) dateFrom = row.date;
      if (row.date > dateTo) dateTo = row.date;
    }
    const existing = await inventory.importState(stationIds, dateFrom, dateTo, lock);
    const slotsWithApplications = await applications.slotsWithOpenApplications(existing.slotRecords.map((slot) => slot.id));
    const plan = planImport(rows, { ...existing, slotsWithApplications });
    return { rowCount, counts: plan.counts, problems: [...problems, ...plan.skips].sort(inFileOrder), plan };
  }

  async function apply(plan: ImportPlan, nowIso: string): Promise<void> {
    const programmeIds = new Map([...plan.programmeIds, ...(await inventory.upsertProgrammes(plan.programmes))]);
    const writes = plan.rowsToWrite.map(
      (row): SlotWrite => ({
        stationId: row.stationId,
        areaCode: row.areaCode,
        // A PT slot belongs to its programme; an SB slot to none.
        programmeId: row.position === 'PT' ? (programmeIds.get(programmeKeyOf(row)) ?? null) : null,
        date: row.date,
        startSecond: row.startSecond,
        position: row.position,
        lengthSeconds: row.lengthSeconds,
        kind: row.kind,
        price: row.price,
        unitsOnSale: row.unitsOnSale,
        salesStart: row.salesStart,
        salesEnd: row.salesEnd,
      }),
    );
    const written = await inventory.upsertSlots(writes, nowIso);
    // The slots were read locked in this transaction, so this holds unless held or sold units
    // moved past a row's units regardless; then nothing of the import stays.
    if (written !== writes.length) throw new AppError('slotChangeRefused', { params: { reason: 'belowHeldOrSold' } });
  }

  return {
    async preview(caller: ImportCaller, fileName: string, bytes: Uint8Array): Promise<SlotImportPreview> {
      const reading = await readFile(bytes);
      const analysis = await analyse(caller, reading, false);
      return {
        fileName,
        encoding: reading.encoding,
        sha256: reading.sha256,
        rowCount: analysis.rowCount,
        counts: analysis.counts,
        problems: analysis.problems.slice(0, SLOT_IMPORT_PROBLEMS_SHOWN),
        problemCount: analysis.problems.length,
        committable: !analysis.problems.some(isError),
        changes: analysis.plan?.changes.slice(0, SLOT_IMPORT_CHANGES_SHOWN) ?? [],
      };
    },

    /**
     * Applies the file all or nothing: any error left (the file, or the slots as they are now)
     * refuses it with IMP00001 and writes nothing. Rows that would break held or sold units or
     * applications are left out and reported. A file that changes nothing writes nothing, no
     * history entry either, so sending the same file twice changes nothing the second time.
     */
    async commit(caller: ImportCaller, fileName: string, bytes: Uint8Array): Promise<SlotImportCommit> {
      const reading = await readFile(bytes);
      return unitOfWork.run(async () => {
        const { plan, problems, counts, rowCount } = await analyse(caller, reading, true);
        const errors = problems.filter(isError).length;
        if (errors > 0 || !plan) throw new AppError('slotImportInvalid', { params: { problemCount: String(errors) } });
        const skips = problems.slice(0, SLOT_IMPORT_PROBLEMS_SHOWN);
        if (plan.rowsToWrite.length === 0 && plan.programmes.length === 0) return { counts, problems: skips, entry: null };
        const nowIso = new Date(now()).toISOString();
        await apply(plan, nowIso);
        const id = await stationSlots.insertImport({
          companyId: caller.companyId,
          userId: caller.userId,
          fileName,
          sha256: reading.sha256,
          encoding: reading.encoding,
          rowCount,
          counts,
          nowIso,
        });
        const [entry] = await stationSlots.listImports(caller.companyId, 1, id);
        return { counts, problems: skips, entry: entry ? toHistoryEntry(entry) : null };
      });
    },

    async history(caller: ImportCaller): Promise<SlotImportHistoryEntry[]> {
      return (await stationSlots.listImports(caller.companyId, SLOT_IMPORT_HISTORY_MAX)).map(toHistoryEntry);
    },

    /** The template with examples for the company's first station (the heading alone when it has none). */
    async template(caller: ImportCaller): Promise<Buffer> {
      const [first] = await stationSlots.listOwnStations(caller.companyId);
      return slotImportTemplate(first?.code ?? null, businessDateOf(now()));
    },
  };
}

export type SlotImportsService = ReturnType<typeof createSlotImportsService>;
