import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OneDayProduct, StreamingProduct } from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { formatShortDate, formatYen } from '../lib/format-broadcast';
import { addCataloguePart, type TFunction, useTranslation } from '../lib/i18n';
import digitalItemsCatalogue from '../locales/ja/digital-items.json';
import { COMPACT_COLUMNS_SX } from './compact-columns';
import { FIGURE_SX } from './figure';
import { TableScroller } from './table-scroller';

declare module '../lib/i18n' {
  interface CatalogueParts {
    digitalItems: typeof digitalItemsCatalogue;
  }
}

addCataloguePart(digitalItemsCatalogue);

/** What a streaming cart line and a streaming booking item share: the product and its figures. */
export interface DigitalItemRow {
  id: number;
  kind: 'streaming' | 'oneday';
  impressions: number;
  /** On a booking: what was applied for, when the station accepted fewer impressions. */
  appliedImpressions?: number | null;
  target: string | null;
  unitPrice: number;
  amount: number;
  streaming: StreamingProduct | null;
  oneDay: OneDayProduct | null;
}

const count = new Intl.NumberFormat('ja-JP');

/** A number of impressions with its thousands separated: 400,000. */
export function formatImpressions(impressions: number): string {
  return count.format(impressions);
}

/** The product's name: the streaming product's title, or the 1-day surface with its day. */
export function digitalItemName(item: DigitalItemRow): string {
  if (item.streaming) return item.streaming.title;
  if (item.oneDay) return `${item.oneDay.surface.name} ${formatShortDate(item.oneDay.date)}`;
  return '';
}

/** A targeting option as the buyer chose it: a sex and age band, or an area. */
export function digitalTargetLabel(t: TFunction, item: DigitalItemRow): string {
  const target = item.target;
  if (target === null) return t('digitalItems.noTarget');
  if (target.startsWith('area:')) {
    const code = target.slice('area:'.length);
    const area = item.streaming?.area.code === code ? item.streaming.area.name : code;
    return t('digitalItems.areaTarget', { area });
  }
  const bands = digitalItemsCatalogue.digitalItems.audienceTargets as Record<string, string>;
  return bands[target] ?? target;
}

function windowOf(t: TFunction, item: DigitalItemRow): string {
  if (item.streaming) {
    return t('digitalItems.window', {
      from: formatShortDate(item.streaming.deliveryStart),
      to: formatShortDate(item.streaming.deliveryEnd),
    });
  }
  return item.oneDay ? t('digitalItems.oneDayWindow', { date: formatShortDate(item.oneDay.date) }) : '';
}

export interface DigitalItemsColumn<T> {
  key: string;
  header: ReactNode;
  cell: (item: T) => ReactNode;
  numeric?: boolean;
}

interface DigitalItemsTableProps<T extends DigitalItemRow> {
  items: readonly T[];
  label: string;
  /** Columns after the figures: a line's status, its delivery, its decision or its removal. */
  extraColumns?: readonly DigitalItemsColumn<T>[];
  /** A row's look, e.g. a line no longer on sale. */
  rowSx?: (item: T) => object | undefined;
  /** What follows the product's name in its cell, e.g. 「購入不可」. */
  nameAddon?: (item: T) => ReactNode;
  /** A booking is one station's, named above its items: its table leaves the column out to keep its width for the answers. */
  showStation?: boolean;
}

/**
 * The lines of a streaming cart or booking: the product (a streaming title, or a 1-day surface
 * and day), its station and delivery window, the impressions (and those applied for when fewer
 * were accepted), the targeting, the CPM or the day's price, and the amount.
 */
export function DigitalItemsTable<T extends DigitalItemRow>({
  items,
  label,
  extraColumns = [],
  rowSx,
  nameAddon,
  showStation = true,
}: DigitalItemsTableProps<T>) {
  const { t } = useTranslation();
  const head = (key: string, text: ReactNode, numeric = false) => (
    <TableCell key={key} align={numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}>
      {text}
    </TableCell>
  );
  return (
    <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={label} sx={COMPACT_COLUMNS_SX}>
        <TableHead>
          <TableRow>
            {head('product', t('digitalItems.columns.product'))}
            {showStation && head('station', t('digitalItems.columns.station'))}
            {head('window', t('digitalItems.columns.window'))}
            {head('impressions', t('digitalItems.columns.impressions'), true)}
            {head('target', t('digitalItems.columns.target'))}
            {head('unitPrice', t('digitalItems.columns.unitPrice'), true)}
            {head('amount', t('digitalItems.columns.amount'), true)}
            {extraColumns.map((column) => head(column.key, column.header, column.numeric))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const station = item.streaming?.station ?? item.oneDay?.station;
            const fewer = item.appliedImpressions != null && item.appliedImpressions !== item.impressions;
            return (
              <TableRow key={item.id} data-kind={item.kind} sx={{ verticalAlign: 'top', ...rowSx?.(item) }}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 'normal', minWidth: '9em', overflowWrap: 'anywhere' }}>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    <Chip size="small" variant="outlined" label={t(`digitalItems.kinds.${item.kind}`)} />
                    <span>{digitalItemName(item) || t('digitalItems.unknownProduct')}</span>
                    {nameAddon?.(item)}
                  </Stack>
                </TableCell>
                {showStation && (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{station?.shortName ?? t('digitalItems.unknownProduct')}</TableCell>
                )}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{windowOf(t, item)}</TableCell>
                <TableCell align="right">
                  <span style={FIGURE_SX}>{formatImpressions(item.impressions)}</span>
                  {fewer && (
                    <Typography component="div" variant="caption" color="text.secondary" sx={FIGURE_SX}>
                      {t('digitalItems.applied', { impressions: formatImpressions(item.appliedImpressions ?? 0) })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{digitalTargetLabel(t, item)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t(item.kind === 'streaming' ? 'digitalItems.cpm' : 'digitalItems.dayPrice', {
                    amount: formatYen(item.unitPrice),
                  })}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatYen(item.amount)}
                </TableCell>
                {extraColumns.map((column) => (
                  <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                    {column.cell(item)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
