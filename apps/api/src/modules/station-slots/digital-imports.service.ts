import {
  businessDateOf,
  DIGITAL_IMPORT_COLUMNS,
  type DigitalImportColumn,
  type DigitalImportCommit,
  type DigitalImportPreview,
  type DigitalImportProblem,
  type DigitalProductKind,
  SLOT_IMPORT_CHANGES_SHOWN,
  SLOT_IMPORT_HISTORY_MAX,
  SLOT_IMPORT_PROBLEMS_SHOWN,
  type SlotImportCounts,
  type SlotImportHistoryEntry,
} from '@tvcm/contracts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { type FileReading, inFileOrderOf, readImportFile } from '../../lib/import-file/file-reading';
import type { InventoryService } from '../inventory';
import { type DigitalImportPlan, planDigitalImport } from './digital-import-plan';
import { readDigitalRows } from './digital-import-rows';
import { digitalImportTemplate } from './digital-import-template';
import { digitalColumnKinds } from './digital-product-sheet';
import { NO_COUNTS } from './slot-import-fields';
import type { ImportStation } from './slot-import-rows';
import { type ImportCaller, toHistoryEntry } from './slot-imports.service';
import type { StationSlotsRepository } from './station-slots.repository';

interface Analysis {
  rowCount: number;
  counts: SlotImportCounts;
  problems: DigitalImportProblem[];
  plan: DigitalImportPlan | null;
}

const isError = (problem: DigitalImportProblem) => problem.severity === 'error';

/**
 * The streaming and 1-day imports (`/station/import_cu`, `/station/import_oneday`): the TV slot
 * import's flow over another template. A preview reads the file and compares it with the
 * stations' products of the kind, writing nothing; the commit reads and compares again inside its
 * transaction and applies the file all or nothing. Rows are upserts by station, code and delivery
 * start; a row that would put units on sale below held + sold is an error, so the file is refused.
 * The history is the slot import's table, each entry marked with its kind.
 */
export function createDigitalImportsService(
  stationSlots: StationSlotsRepository,
  inventory: InventoryService,
  unitOfWork: UnitOfWork,
  now: Clock,
) {
  const readFile = (kind: DigitalProductKind, bytes: Uint8Array) =>
    readImportFile<DigitalImportColumn>(bytes, DIGITAL_IMPORT_COLUMNS[kind], digitalColumnKinds(kind));

  async function analyse(
    kind: DigitalProductKind,
    caller: ImportCaller,
    reading: FileReading<DigitalImportColumn>,
    lock: boolean,
  ): Promise<Analysis> {
    if (reading.fileProblem) return { rowCount: 0, counts: NO_COUNTS, problems: [reading.fileProblem], plan: null };
    const stations = new Map<string, ImportStation>(
      (await stationSlots.listStations()).map((station) => [
        station.code,
        { id: station.id, code: station.code, companyId: station.company_id, areaCode: station.area_code },
      ]),
    );
    const { rows, problems, rowCount } = readDigitalRows(kind, reading.records, stations, caller.companyId);
    const stationIds = [...new Set(rows.map((row) => row.stationId))];
    let [from, to] = ['', ''];
    for (const row of rows) {
      if (from === '' || row.deliveryStart < from) from = row.deliveryStart;
      if (row.deliveryStart > to) to = row.deliveryStart;
    }
    const state = await inventory.digitalImportState(kind, stationIds, from, to, lock);
    const plan = planDigitalImport(kind, rows, state);
    const all = [...problems, ...plan.errors].sort(inFileOrderOf(DIGITAL_IMPORT_COLUMNS[kind]));
    return { rowCount, counts: plan.counts, problems: all, plan };
  }

  return {
    async preview(
      kind: DigitalProductKind,
      caller: ImportCaller,
      fileName: string,
      bytes: Uint8Array,
    ): Promise<DigitalImportPreview> {
      const reading = await readFile(kind, bytes);
      const analysis = await analyse(kind, caller, reading, false);
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
     * Applies the file all or nothing: any error (the file, or the products as they are now)
     * refuses it with IMP00001 and writes nothing. A file that changes nothing writes nothing, no
     * history entry either.
     */
    async commit(
      kind: DigitalProductKind,
      caller: ImportCaller,
      fileName: string,
      bytes: Uint8Array,
    ): Promise<DigitalImportCommit> {
      const reading = await readFile(kind, bytes);
      return unitOfWork.run(async () => {
        const { plan, problems, counts, rowCount } = await analyse(kind, caller, reading, true);
        const errors = problems.filter(isError).length;
        if (errors > 0 || !plan) throw new AppError('slotImportInvalid', { params: { problemCount: String(errors) } });
        if (plan.rowsToWrite.length === 0) return { counts, problems: [], entry: null };
        const nowIso = new Date(now()).toISOString();
        const written = await inventory.upsertDigitalProducts(plan.rowsToWrite, nowIso);
        // The products were read locked in this transaction; should held or sold units have moved
        // past a row's units regardless, nothing of the import stays.
        if (written !== plan.rowsToWrite.length) {
          throw new AppError('digitalProductChangeRefused', { params: { reason: 'belowHeldOrSold' } });
        }
        const id = await stationSlots.insertImport({
          companyId: caller.companyId,
          userId: caller.userId,
          fileName,
          sha256: reading.sha256,
          encoding: reading.encoding,
          rowCount,
          counts,
          nowIso,
          productKind: kind,
        });
        const [entry] = await stationSlots.listImports(caller.companyId, 1, id, kind);
        return { counts, problems: [], entry: entry ? toHistoryEntry(entry) : null };
      });
    },

    async history(kind: DigitalProductKind, caller: ImportCaller): Promise<SlotImportHistoryEntry[]> {
      return (await stationSlots.listImports(caller.companyId, SLOT_IMPORT_HISTORY_MAX, undefined, kind)).map(toHistoryEntry);
    },

    /** The template with examples for the company's first station (the heading alone when it has none). */
    async template(kind: DigitalProductKind, caller: ImportCaller): Promise<Buffer> {
      const [first] = await stationSlots.listOwnStations(caller.companyId);
      return digitalImportTemplate(kind, first?.code ?? null, businessDateOf(now()));
    },
  };
}

export type DigitalImportsService = ReturnType<typeof createDigitalImportsService>;
