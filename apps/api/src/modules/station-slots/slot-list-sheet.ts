import { broadcastClock, SLOT_IMPORT_COLUMNS, SLOT_KIND_WORDS, type SlotImportColumn } from '@tvcm/contracts';
import type { SpreadsheetCellKind, SpreadsheetColumn, SpreadsheetInput, SpreadsheetSheet } from '../../lib/spreadsheet';
import type { ProgrammeRecord, SlotRow } from '../inventory';

/** A slot of the list and the programme its row names: its own (PT) or the one after its break (SB). */
export interface ExportedSlot {
  slot: SlotRow;
  programme: ProgrammeRecord | undefined;
}

const KIND_WORD = new Map<number, string>(Object.entries(SLOT_KIND_WORDS).map(([word, kind]) => [kind, word]));

/**
 * A time as the import reads it back: `H:mm` on the 29-hour clock, with seconds only when the slot
 * has them (the builder's clock shows minutes, and an import must find the same second again).
 */
const importTime = (seconds: number) =>
  seconds % 60 === 0 ? broadcastClock(seconds) : `${broadcastClock(seconds)}:${String(seconds % 60).padStart(2, '0')}`;

/** What each of the template's columns holds in the export, and how the builder writes it. */
const CELLS: Record<SlotImportColumn, { kind: SpreadsheetCellKind; value(item: ExportedSlot): SpreadsheetInput }> = {
  stationCode: { kind: 'text', value: ({ slot }) => slot.station_code },
  broadcastDate: { kind: 'date', value: ({ slot }) => slot.broadcast_date },
  programmeStart: { kind: 'broadcastTime', value: ({ programme }) => programme && importTime(programme.start_second) },
  programmeEnd: { kind: 'broadcastTime', value: ({ programme }) => programme && importTime(programme.end_second) },
  programmeTitle: { kind: 'text', value: ({ programme }) => programme?.title },
  slotTime: { kind: 'broadcastTime', value: ({ slot }) => importTime(slot.start_second) },
  position: { kind: 'text', value: ({ slot }) => slot.position },
  lengthSeconds: { kind: 'integer', value: ({ slot }) => slot.length_seconds },
  kind: { kind: 'text', value: ({ slot }) => KIND_WORD.get(slot.kind) ?? slot.kind },
  unitsOnSale: { kind: 'integer', value: ({ slot }) => slot.units_on_sale },
  price: { kind: 'yen', value: ({ slot }) => slot.price },
  salesStart: { kind: 'date', value: ({ slot }) => slot.sales_start },
  salesEnd: { kind: 'date', value: ({ slot }) => slot.sales_end },
};

/** Exactly the import template's columns, in its order and with its headings. */
const COLUMNS: SpreadsheetColumn<ExportedSlot>[] = SLOT_IMPORT_COLUMNS.map(({ key, header }) => ({
  key,
  heading: header,
  ...CELLS[key],
}));

const dayKey = (stationId: number, date: string) => `${stationId}|${date}`;

/**
 * Names each slot's programme as an import expects it: a PT slot its own; an SB slot, which airs in
 * the break before a programme and belongs to none, the first programme of its day starting once
 * the break's CM has ended (left empty when the day has none after it, which the import then asks for).
 */
export function withProgrammes(slots: readonly SlotRow[], programmes: readonly ProgrammeRecord[]): ExportedSlot[] {
  const byId = new Map(programmes.map((programme) => [programme.id, programme]));
  const byDay = new Map<string, ProgrammeRecord[]>();
  for (const programme of programmes) {
    const key = dayKey(programme.station_id, programme.broadcast_date);
    const day = byDay.get(key);
    if (day) day.push(programme);
    else byDay.set(key, [programme]);
  }
  for (const day of byDay.values()) day.sort((a, b) => a.start_second - b.start_second);
  return slots.map((slot) => {
    if (slot.programme_id !== null) return { slot, programme: byId.get(slot.programme_id) };
    const breakEnd = slot.start_second + slot.length_seconds;
    const next = byDay.get(dayKey(slot.station_id, slot.broadcast_date))?.find((programme) => programme.start_second >= breakEnd);
    return { slot, programme: next };
  });
}

/** The station's slot list as one sheet the import takes back unchanged. */
export function slotListSheet(slots: readonly ExportedSlot[]): SpreadsheetSheet<ExportedSlot> {
  return { sheetName: 'CM枠一覧', columns: COLUMNS, rows: slots };
}
