import { SLOT_IMPORT_COLUMNS, type SlotImportColumn } from '@tvcm/contracts';
import type { CellKind } from '../../lib/import-file/sheet';

/** How the slot import reads an `.xlsx`'s date and time cells, column by column. */
const KIND_OF: Partial<Record<SlotImportColumn, CellKind>> = {
  broadcastDate: 'date',
  salesStart: 'date',
  salesEnd: 'date',
  programmeStart: 'time',
  programmeEnd: 'time',
  slotTime: 'time',
};
export const SLOT_COLUMN_KINDS: CellKind[] = SLOT_IMPORT_COLUMNS.map((column) => KIND_OF[column.key] ?? 'text');
