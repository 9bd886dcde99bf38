import {
  DIGITAL_COMMITTED_COLUMNS,
  DIGITAL_IMPORT_COLUMNS,
  type DigitalImportColumn,
  type DigitalImportFieldChange,
  type DigitalImportProblem,
  type DigitalImportRowChange,
  type DigitalProductKind,
  type SlotImportCounts,
  STREAMING_UNIT_IMPRESSIONS,
} from '@tvcm/contracts';
import type { DigitalImportState, DigitalTargetRecord, StationDigitalProductRecord } from '../inventory';
import { type DigitalImportRow, digitalKey } from './digital-import-rows';

export interface DigitalImportPlan {
  counts: SlotImportCounts;
  /** Rows that would break what buyers hold (severity `error`: the file is refused). */
  errors: DigitalImportProblem[];
  rowsToWrite: DigitalImportRow[];
  changes: DigitalImportRowChange[];
}

/** Ad lengths as a file writes them: `15/30`. */
export const adLengthsText = (stored: string) => stored.split(',').join('/');

/** Targeting as a file writes it: `f1:20;area:kanto:10`, in the target's order. */
export const targetingText = (targets: readonly { target: string; surchargePercent: number }[]) =>
  [...targets]
    .sort((a, b) => (a.target < b.target ? -1 : 1))
    .map((target) => `${target.target}:${target.surchargePercent}`)
    .join(';');

/** A product's fields as the file's columns hold them (impressions, not units). */
export function fileValues(
  product: Pick<
    StationDigitalProductRecord,
    | 'kind'
    | 'title'
    | 'genre'
    | 'episode_from'
    | 'episode_to'
    | 'delivery_end'
    | 'ad_lengths'
    | 'unit_price'
    | 'units_on_sale'
    | 'minimum_units'
    | 'estimated_impressions'
    | 'sales_start'
    | 'sales_end'
  >,
  targets: readonly { target: string; surchargePercent: number }[],
): Partial<Record<DigitalImportColumn, string | number | null>> {
  const common = {
    title: product.title,
    adLengths: adLengthsText(product.ad_lengths),
    salesStart: product.sales_start,
    salesEnd: product.sales_end,
  };
  if (product.kind === 'ONEDAY') {
    return { ...common, price: product.unit_price, estimatedImpressions: product.estimated_impressions };
  }
  return {
    ...common,
    genre: product.genre,
    deliveryEnd: product.delivery_end,
    broadcastStart: product.episode_from,
    broadcastEnd: product.episode_to,
    cpm: product.unit_price,
    impressionsOnSale: product.units_on_sale * STREAMING_UNIT_IMPRESSIONS,
    minimumImpressions: product.minimum_units * STREAMING_UNIT_IMPRESSIONS,
    targeting: targetingText(targets),
  };
}

const rowValues = (row: DigitalImportRow) =>
  fileValues(
    {
      kind: row.kind,
      title: row.title,
      genre: row.genre,
      episode_from: row.episodeFrom,
      episode_to: row.episodeTo,
      delivery_end: row.deliveryEnd,
      ad_lengths: row.adLengths,
      unit_price: row.unitPrice,
      units_on_sale: row.unitsOnSale,
      minimum_units: row.minimumUnits,
      estimated_impressions: row.estimatedImpressions,
      sales_start: row.salesStart,
      sales_end: row.salesEnd,
    },
    row.targets ?? [],
  );

/**
 * Compares each row with the product of its station, code and delivery start: none there →
 * created; every field equal → unchanged; otherwise changed, unless its units on sale would fall
 * below what is held and sold, or it changes what a buyer has applied for while units are held or
 * sold (DIGITAL_COMMITTED_COLUMNS): each an error (nothing of the file is applied). An import
 * never changes a product's status.
 */
export function planDigitalImport(
  kind: DigitalProductKind,
  rows: readonly DigitalImportRow[],
  state: DigitalImportState,
): DigitalImportPlan {
  const columns = DIGITAL_IMPORT_COLUMNS[kind].map((column) => column.key);
  const existing = new Map(
    state.products.map((product) => [digitalKey(product.station_id, product.code, product.delivery_start), product]),
  );
  const targetsOf = new Map<number, DigitalTargetRecord[]>();
  for (const target of state.targets) targetsOf.set(target.product_id, [...(targetsOf.get(target.product_id) ?? []), target]);
  const counts: SlotImportCounts = { created: 0, changed: 0, unchanged: 0, skipped: 0 };
  const errors: DigitalImportProblem[] = [];
  const rowsToWrite: DigitalImportRow[] = [];
  const changes: DigitalImportRowChange[] = [];
  for (const row of rows) {
    const product = existing.get(digitalKey(row.stationId, row.code, row.deliveryStart));
    if (!product) {
      counts.created += 1;
      rowsToWrite.push(row);
      continue;
    }
    const old = fileValues(
      product,
      (targetsOf.get(product.id) ?? []).map((target) => ({ target: target.target, surchargePercent: target.surcharge_percent })),
    );
    const next = rowValues(row);
    const fields: DigitalImportFieldChange[] = columns
      .filter((column) => column in next && (old[column] ?? null) !== (next[column] ?? null))
      .map((column) => ({ column, old: old[column] ?? null, new: next[column] ?? null }));
    if (fields.length === 0) {
      counts.unchanged += 1;
      continue;
    }
    const committed = product.units_held + product.units_sold > 0;
    const frozen = committed ? fields.find((field) => isCommittedColumn(field.column)) : undefined;
    if (frozen) {
      errors.push({ line: row.line, column: frozen.column, code: 'committedTerms', severity: 'error', params: {} });
      continue;
    }
    if (row.unitsOnSale < product.units_held + product.units_sold) {
      const unit = kind === 'STREAMING' ? STREAMING_UNIT_IMPRESSIONS : 1;
      errors.push({
        line: row.line,
        column: kind === 'STREAMING' ? 'impressionsOnSale' : null,
        code: 'belowHeldOrSold',
        severity: 'error',
        params: { held: product.units_held * unit, sold: product.units_sold * unit },
      });
      continue;
    }
    counts.changed += 1;
    rowsToWrite.push(row);
    changes.push({ line: row.line, stationCode: row.stationCode, code: row.code, deliveryStart: row.deliveryStart, fields });
  }
  return { counts, errors, rowsToWrite, changes };
}

const isCommittedColumn = (column: DigitalImportColumn): boolean =>
  (DIGITAL_COMMITTED_COLUMNS as readonly string[]).includes(column);
