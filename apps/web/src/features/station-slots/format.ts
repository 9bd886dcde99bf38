export { formatCount, formatFileSize } from '../../lib/format-count';

import { SLOT_IMPORT_COLUMNS, type SlotImportColumn } from '@tvcm/contracts';

/** The Japanese heading a column has in the template, as the file's author knows it. */
export function columnHeader(column: SlotImportColumn): string {
  return SLOT_IMPORT_COLUMNS.find(({ key }) => key === column)?.header ?? column;
}
