import {
  SLOT_IMPORT_COLUMNS,
  type SlotImportColumn,
  type SlotImportCounts,
  type SlotImportFieldChange,
  type SlotImportProblem,
  type SlotImportRowChange,
} from '@tvcm/contracts';
import type { ProgrammeRecord, ProgrammeWrite, SlotRecord, StationInventoryState } from '../inventory';
import type { ImportRow } from './slot-import-rows';

/** What the database holds where the file's rows fall: their stations' slots and programmes over the file's days. */
export interface ImportState extends StationInventoryState {
  /** Slots named by items of applications still open. */
  slotsWithApplications: ReadonlySet<number>;
}

export interface ImportPlan {
  counts: SlotImportCounts;
  /** Rows left out, each with why (severity `skip`). */
  skips: SlotImportProblem[];
  programmes: ProgrammeWrite[];
  /** Rows whose slot is created or changed. */
  rowsToWrite: ImportRow[];
  /** Each changed row's old → new values, in file order. */
  changes: SlotImportRowChange[];
  /** The ids of the programmes already there, by key; the commit adds those it creates. */
  programmeIds: Map<string, number>;
}

/** The key an import matches slots by (station, broadcast day, second), and programmes by their start. */
export const timetableKey = (stationId: number, date: string, second: number) => `${stationId}|${date}|${second}`;

export const programmeKeyOf = (row: ImportRow) => timetableKey(row.stationId, row.date, row.programmeStart);

/** The columns whose change a slot with applications may take: its price, and units within held and sold. */
const FREE_TO_CHANGE: ReadonlySet<SlotImportColumn> = new Set(['price', 'unitsOnSale']);

/**
 * The fields in which the row differs from the slot, old and new, in the file's column order. A PT
 * slot's programme is compared by its id (undefined while the file's programme is still to be
 * created), and shown by its start.
 */
function changedFields(
  row: ImportRow,
  slot: SlotRecord,
  programmeId: number | null | undefined,
  programmesById: ReadonlyMap<number, ProgrammeRecord>,
): SlotImportFieldChange[] {
  const changed: SlotImportFieldChange[] = [];
  const compare = (column: SlotImportColumn, old: string | number, value: string | number) => {
    if (old !== value) changed.push({ column, old, new: value });
  };
  if (slot.programme_id !== programmeId) {
    const old = slot.programme_id === null ? null : (programmesById.get(slot.programme_id)?.start_second ?? null);
    changed.push({ column: 'programmeStart', old, new: row.programmeStart });
  }
  compare('position', slot.position, row.position);
  compare('lengthSeconds', slot.length_seconds, row.lengthSeconds);
  compare('kind', slot.kind, row.kind);
  compare('unitsOnSale', slot.units_on_sale, row.unitsOnSale);
  compare('price', slot.price, row.price);
  compare('salesStart', slot.sales_start, row.salesStart);
  compare('salesEnd', slot.sales_end, row.salesEnd);
  return changed;
}

/** A programme's end and title as the file gives them, where they differ from what is there. */
function programmeFields(row: ImportRow, existing: ProgrammeRecord): SlotImportFieldChange[] {
  const changed: SlotImportFieldChange[] = [];
  if (existing.end_second !== row.programmeEnd) {
    changed.push({ column: 'programmeEnd', old: existing.end_second, new: row.programmeEnd });
  }
  if (existing.title !== row.programmeTitle)
    changed.push({ column: 'programmeTitle', old: existing.title, new: row.programmeTitle });
  return changed;
}

const rowChange = (row: ImportRow, fields: SlotImportFieldChange[]): SlotImportRowChange => ({
  line: row.line,
  stationCode: row.stationCode,
  broadcastDate: row.date,
  startSecond: row.startSecond,
  fields,
});

const COLUMN_POSITION = new Map(SLOT_IMPORT_COLUMNS.map((column, index) => [column.key, index]));
const byFileColumn = (a: SlotImportFieldChange, b: SlotImportFieldChange) =>
  (COLUMN_POSITION.get(a.column) ?? 0) - (COLUMN_POSITION.get(b.column) ?? 0);

const skip = (row: ImportRow, column: SlotImportColumn, code: SlotImportProblem['code'], params = {}): SlotImportProblem => ({
  line: row.line,
  column,
  code,
  severity: 'skip',
  params,
});

/**
 * Compares each row with the slot at its station, day and second: none there → created; every
 * field equal → unchanged; otherwise changed, unless the change would break what buyers hold.
 * Units on sale never go below the units held and sold. A slot bound to buyers (units held or
 * sold, or named by an open application) may change only its price and units: its time, length,
 * kind, position, programme and sales period are what the buyers applied for or contracted.
 * Programmes named by the rows that apply (unchanged ones included) are created, or take the end
 * and title the file gives them; a programme's new end or title counts as a change of the first
 * row naming it, so a file that renames a programme is never "nothing to change". An import never
 * changes a slot's status.
 */
export function planImport(rows: readonly ImportRow[], state: ImportState): ImportPlan {
  const slotsByKey = new Map(
    state.slotRecords.map((slot) => [timetableKey(slot.station_id, slot.broadcast_date, slot.start_second), slot]),
  );
  const programmesByKey = new Map(
    state.programmeRecords.map((programme) => [
      timetableKey(programme.station_id, programme.broadcast_date, programme.start_second),
      programme,
    ]),
  );
  const counts: SlotImportCounts = { created: 0, changed: 0, unchanged: 0, skipped: 0 };
  const skips: SlotImportProblem[] = [];
  const rowsToWrite: ImportRow[] = [];
  const named = new Map<string, ImportRow>();
  const programmesById = new Map(state.programmeRecords.map((programme) => [programme.id, programme]));
  const changes = new Map<ImportRow, SlotImportRowChange>();
  /** The first row naming each programme, and whether it creates its slot. */
  const firstNaming = new Map<string, { row: ImportRow; created: boolean }>();
  const name = (key: string, row: ImportRow, created: boolean) => {
    named.set(key, row);
    if (!firstNaming.has(key)) firstNaming.set(key, { row, created });
  };

  for (const row of rows) {
    const programmeKey = programmeKeyOf(row);
    const slot = slotsByKey.get(timetableKey(row.stationId, row.date, row.startSecond));
    if (!slot) {
      counts.created += 1;
      rowsToWrite.push(row);
      name(programmeKey, row, true);
      continue;
    }
    // A PT slot belongs to its programme (undefined while that is still to be created); an SB slot to none.
    const programmeId = row.position === 'PT' ? programmesByKey.get(programmeKey)?.id : null;
    const fields = changedFields(row, slot, programmeId, programmesById);
    const changed = fields.map((field) => field.column);
    if (changed.length === 0) {
      counts.unchanged += 1;
      name(programmeKey, row, false);
      continue;
    }
    const bound = slot.units_held > 0 || slot.units_sold > 0 || state.slotsWithApplications.has(slot.id);
    const forbidden = bound ? changed.find((column) => !FREE_TO_CHANGE.has(column)) : undefined;
    if (row.unitsOnSale < slot.units_held + slot.units_sold) {
      counts.skipped += 1;
      skips.push(skip(row, 'unitsOnSale', 'belowHeldOrSold', { held: slot.units_held, sold: slot.units_sold }));
    } else if (forbidden) {
      counts.skipped += 1;
      skips.push(skip(row, forbidden, 'hasApplications'));
    } else {
      counts.changed += 1;
      rowsToWrite.push(row);
      changes.set(row, rowChange(row, fields));
      name(programmeKey, row, false);
    }
  }

  for (const [key, { row, created }] of firstNaming) {
    const existing = programmesByKey.get(key);
    const fields = existing ? programmeFields(row, existing) : [];
    if (created || fields.length === 0) continue;
    const change = changes.get(row);
    if (change) change.fields = [...change.fields, ...fields].sort(byFileColumn);
    else {
      counts.unchanged -= 1;
      counts.changed += 1;
      changes.set(row, rowChange(row, fields));
    }
  }

  const programmes: ProgrammeWrite[] = [];
  for (const [key, row] of named) {
    const existing = programmesByKey.get(key);
    if (existing && existing.end_second === row.programmeEnd && existing.title === row.programmeTitle) continue;
    programmes.push({
      key,
      stationId: row.stationId,
      areaCode: row.areaCode,
      date: row.date,
      startSecond: row.programmeStart,
      endSecond: row.programmeEnd,
      title: row.programmeTitle,
    });
  }
  const programmeIds = new Map([...programmesByKey].map(([key, programme]) => [key, programme.id]));
  const changeList = [...changes.values()].sort((a, b) => a.line - b.line);
  return { counts, skips, programmes, rowsToWrite, programmeIds, changes: changeList };
}
