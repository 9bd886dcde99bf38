import type { SlotImportColumn, SlotImportCounts, SlotImportProblem } from '@tvcm/contracts';
import type { ProgrammeWrite, SlotRecord, StationInventoryState } from '../inventory';
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
  /** The ids of the programmes already there, by key; the commit adds those it creates. */
  programmeIds: Map<string, number>;
}

/** The key an import matches slots by (station, broadcast day, second), and programmes by their start. */
export const timetableKey = (stationId: number, date: string, second: number) => `${stationId}|${date}|${second}`;

export const programmeKeyOf = (row: ImportRow) => timetableKey(row.stationId, row.date, row.programmeStart);

/** The columns whose change a slot with applications may take: its price, and units within held and sold. */
const FREE_TO_CHANGE: ReadonlySet<SlotImportColumn> = new Set(['price', 'unitsOnSale']);

/** The columns in which the row differs from the slot, in the file's column order. */
function changedColumns(row: ImportRow, slot: SlotRecord, programmeId: number | null | undefined): SlotImportColumn[] {
  const changed: SlotImportColumn[] = [];
  if (slot.programme_id !== programmeId) changed.push('programmeStart');
  if (slot.position !== row.position) changed.push('position');
  if (slot.length_seconds !== row.lengthSeconds) changed.push('lengthSeconds');
  if (slot.kind !== row.kind) changed.push('kind');
  if (slot.units_on_sale !== row.unitsOnSale) changed.push('unitsOnSale');
  if (slot.price !== row.price) changed.push('price');
  if (slot.sales_start !== row.salesStart) changed.push('salesStart');
  if (slot.sales_end !== row.salesEnd) changed.push('salesEnd');
  return changed;
}

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
 * and title the file gives them. An import never changes a slot's status.
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

  for (const row of rows) {
    const programmeKey = programmeKeyOf(row);
    const slot = slotsByKey.get(timetableKey(row.stationId, row.date, row.startSecond));
    if (!slot) {
      counts.created += 1;
      rowsToWrite.push(row);
      named.set(programmeKey, row);
      continue;
    }
    // A PT slot belongs to its programme (undefined while that is still to be created); an SB slot to none.
    const programmeId = row.position === 'PT' ? programmesByKey.get(programmeKey)?.id : null;
    const changed = changedColumns(row, slot, programmeId);
    if (changed.length === 0) {
      counts.unchanged += 1;
      named.set(programmeKey, row);
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
      named.set(programmeKey, row);
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
  return { counts, skips, programmes, rowsToWrite, programmeIds };
}
