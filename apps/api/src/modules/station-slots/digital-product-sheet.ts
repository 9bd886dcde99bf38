import {
  DIGITAL_IMPORT_COLUMNS,
  type DigitalImportColumn,
  type DigitalProductKind,
  STREAMING_GENRE_LABELS,
  type StreamingGenre,
} from '@tvcm/contracts';
import type { CellKind } from '../../lib/import-file/sheet';
import type { SpreadsheetCellKind, SpreadsheetColumn, SpreadsheetSheet } from '../../lib/spreadsheet';
import type { DigitalTargetRecord, StationDigitalProductRecord } from '../inventory';
import { fileValues } from './digital-import-plan';

/** A product of the list with its targeting. */
export interface ExportedProduct {
  product: StationDigitalProductRecord;
  targets: readonly DigitalTargetRecord[];
}

const DATE_COLUMNS: ReadonlySet<DigitalImportColumn> = new Set([
  'deliveryStart',
  'deliveryEnd',
  'broadcastStart',
  'broadcastEnd',
  'date',
  'salesStart',
  'salesEnd',
]);
const YEN_COLUMNS: ReadonlySet<DigitalImportColumn> = new Set(['cpm', 'price']);
const INTEGER_COLUMNS: ReadonlySet<DigitalImportColumn> = new Set([
  'impressionsOnSale',
  'minimumImpressions',
  'estimatedImpressions',
]);

const cellKindOf = (column: DigitalImportColumn): SpreadsheetCellKind =>
  DATE_COLUMNS.has(column) ? 'date' : YEN_COLUMNS.has(column) ? 'yen' : INTEGER_COLUMNS.has(column) ? 'integer' : 'text';

/** How an `.xlsx` import reads each column's cells (dates stored as numbers become dates). */
export const digitalColumnKinds = (kind: DigitalProductKind): CellKind[] =>
  DIGITAL_IMPORT_COLUMNS[kind].map((column) => (DATE_COLUMNS.has(column.key) ? 'date' : 'text'));

function cellValue(column: DigitalImportColumn, { product, targets }: ExportedProduct) {
  if (column === 'stationCode') return product.station_code;
  if (column === 'code') return product.code;
  if (column === 'deliveryStart') return product.delivery_start;
  if (column === 'date') return product.delivery_start;
  if (column === 'genre')
    return product.genre ? (STREAMING_GENRE_LABELS[product.genre as StreamingGenre] ?? product.genre) : null;
  const values = fileValues(
    product,
    targets.map((target) => ({ target: target.target, surchargePercent: target.surcharge_percent })),
  );
  return values[column] ?? null;
}

/** The station's product list of a kind as one sheet in the import template's columns, which the import takes back. */
export function digitalProductSheet(
  kind: DigitalProductKind,
  sheetName: string,
  items: readonly ExportedProduct[],
): SpreadsheetSheet<ExportedProduct> {
  const columns: SpreadsheetColumn<ExportedProduct>[] = DIGITAL_IMPORT_COLUMNS[kind].map(({ key, header }) => ({
    key,
    heading: header,
    kind: cellKindOf(key),
    value: (item: ExportedProduct) => cellValue(key, item),
  }));
  return { sheetName, columns, rows: items };
}
