import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CartItem } from '@tvcm/contracts';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { TableScroller } from '../../../components/table-scroller';
import { VisuallyHidden } from '../../../components/visually-hidden';
import {
  formatBroadcastTime,
  formatGrp,
  formatMonthDay,
  formatRating,
  formatShortDate,
  formatYen,
} from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { type StationGroup, totalsOf } from '../cart-figures';
import { CartItemQuantity } from './cart-item-quantity';

const COLUMNS = [
  'time',
  'programme',
  'position',
  'length',
  'units',
  'unitPrice',
  'amount',
  'rating',
  'grp',
  'perCost',
  'cpm',
  'salesEnd',
] as const;
const NUMERIC = new Set<string>(['units', 'unitPrice', 'amount', 'rating', 'grp', 'perCost', 'cpm']);

export interface CartStationTableProps {
  cartId: number;
  group: StationGroup;
  /** Units and lines may change (an open cart); otherwise the table only shows them. */
  editable: boolean;
  isUnavailable: (item: CartItem) => boolean;
  onRemove: (item: CartItem) => void;
  removing: boolean;
  onQuantitySaved: (item: CartItem) => void;
}

/**
 * One station's lines of a cart, by broadcast day and in air order, on the 29-hour clock, with
 * the station's totals. A line no longer available is marked in words, not only in colour.
 */
export function CartStationTable({
  cartId,
  group,
  editable,
  isUnavailable,
  onRemove,
  removing,
  onQuantitySaved,
}: CartStationTableProps) {
  const { t } = useTranslation();
  const totals = totalsOf(group.items);
  const columnCount = COLUMNS.length + (editable ? 1 : 0);
  const stationName = group.station.name;

  return (
    <TableScroller
      label={t('carts.detail.stationTable', { station: stationName })}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Table
        size="small"
        aria-label={t('carts.detail.stationTable', { station: stationName })}
        // Twelve or thirteen columns beside the menu, 販売終了日 last.
        sx={COMPACT_COLUMNS_SX}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={NUMERIC.has(column) ? 'right' : 'left'}
                sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}
              >
                {t(`carts.detail.columns.${column}`)}
              </TableCell>
            ))}
            {editable && (
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}>{t('carts.detail.columns.actions')}</TableCell>
            )}
          </TableRow>
        </TableHead>
        {group.days.map((day) => (
          <TableBody key={day.date}>
            <TableRow sx={{ bgcolor: 'action.hover' }}>
              <TableCell component="th" scope="rowgroup" colSpan={columnCount} sx={{ fontWeight: 'bold' }}>
                {t('carts.detail.dayHeading', { date: formatShortDate(day.date) })}
              </TableCell>
            </TableRow>
            {day.items.map((item) => {
              const unavailable = isUnavailable(item);
              const time = formatBroadcastTime(item.slot.start);
              const lineName = { date: formatShortDate(item.slot.date), time };
              return (
                <TableRow
                  key={item.id}
                  data-unavailable={unavailable || undefined}
                  sx={unavailable ? { bgcolor: 'warning.light', '& td, & th': { color: 'warning.contrastText' } } : undefined}
                >
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 'normal' }}>
                    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
                      <span>{time}</span>
                      {unavailable && (
                        <Typography component="span" variant="caption" sx={{ fontWeight: 'bold' }}>
                          {/* The glyph is decoration; the word says it. */}
                          <span aria-hidden="true">⚠ </span>
                          {t('carts.detail.unavailable')}
                          <VisuallyHidden>{t('carts.detail.unavailableHint')}</VisuallyHidden>
                        </Typography>
                      )}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{item.slot.programmeTitle ?? t('carts.detail.noProgramme')}</TableCell>
                  <TableCell>{item.slot.position}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('carts.detail.seconds', { seconds: item.slot.length })}</TableCell>
                  <TableCell align="right">
                    {editable ? (
                      <CartItemQuantity
                        key={item.quantity}
                        cartId={cartId}
                        item={item}
                        label={t('carts.detail.unitsLabel', lineName)}
                        onSaved={() => onQuantitySaved(item)}
                      />
                    ) : (
                      item.quantity
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatYen(item.slot.price)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatYen(item.amount)}
                  </TableCell>
                  <TableCell align="right">{formatRating(item.slot.rating)}</TableCell>
                  <TableCell align="right">
                    {item.slot.rating === null ? t('common.noFigure') : formatGrp(item.slot.rating * item.quantity)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatYen(item.slot.perCost)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatYen(item.slot.cpm)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMonthDay(item.slot.salesEnd)}</TableCell>
                  {editable && (
                    <TableCell>
                      <Button
                        size="small"
                        data-print="hide"
                        color="error"
                        disabled={removing}
                        aria-label={t('carts.detail.removeLabel', lineName)}
                        onClick={() => onRemove(item)}
                      >
                        {t('carts.detail.remove')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        ))}
        <TableFooter>
          <TableRow sx={{ '& td, & th': { fontWeight: 'bold', color: 'text.primary', fontSize: 'body2.fontSize' } }}>
            <TableCell component="th" scope="row" colSpan={4}>
              {t('carts.detail.stationTotal', { station: stationName })}
            </TableCell>
            <TableCell align="right">{totals.units}</TableCell>
            <TableCell />
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatYen(totals.amount)}
            </TableCell>
            <TableCell />
            <TableCell align="right">{formatGrp(totals.grp)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatYen(totals.perCost)}
            </TableCell>
            <TableCell colSpan={editable ? 3 : 2} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableScroller>
  );
}
