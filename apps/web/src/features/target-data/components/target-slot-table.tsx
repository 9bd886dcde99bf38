import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TargetSlot } from '@tvcm/contracts';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { TableScroller } from '../../../components/table-scroller';
import { formatBroadcastTime, formatRating, formatShortDate, formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';

type ColumnKey =
  | 'rank'
  | 'station'
  | 'airTime'
  | 'programme'
  | 'length'
  | 'price'
  | 'rating'
  | 'share'
  | 'index'
  | 'perCost'
  | 'cpm'
  | 'remaining'
  | 'actions';

const COLUMNS: readonly { key: ColumnKey; numeric?: boolean; estimate?: boolean }[] = [
  { key: 'rank', numeric: true },
  { key: 'station' },
  { key: 'airTime' },
  { key: 'programme' },
  { key: 'length', numeric: true },
  { key: 'price', numeric: true },
  { key: 'rating', numeric: true, estimate: true },
  { key: 'share', numeric: true, estimate: true },
  { key: 'index', numeric: true, estimate: true },
  { key: 'perCost', numeric: true, estimate: true },
  { key: 'cpm', numeric: true, estimate: true },
  { key: 'remaining', numeric: true },
  { key: 'actions' },
];

interface TargetSlotTableProps {
  slots: readonly TargetSlot[];
  /** The rank of the first row (the page's offset + 1). */
  firstRank: number;
  figuresAreEstimates: boolean;
  onAdd: (slot: TargetSlot) => void;
}

/** The slots ranked for the target: 穴場 marked, every audience figure labelled 推定 when it is one. */
export function TargetSlotTable({ slots, firstRank, figuresAreEstimates, onAdd }: TargetSlotTableProps) {
  const { t } = useTranslation();
  const label = t('targetData.search.slots.label');
  const none = t('targetData.none');
  const heading = (column: (typeof COLUMNS)[number]) => {
    const text = t(`targetData.search.slots.columns.${column.key}`);
    return column.estimate && figuresAreEstimates ? t('targetData.search.slots.estimated', { label: text }) : text;
  };
  return (
    <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={label} sx={COMPACT_COLUMNS_SX}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}
              >
                {heading(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {slots.map((slot, position) => {
            const airTime = t('targetData.search.slots.airTimeValue', {
              date: formatShortDate(slot.date),
              time: formatBroadcastTime(slot.start),
            });
            return (
              <TableRow key={slot.id} hover data-bargain={slot.bargain || undefined}>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {firstRank + position}
                </TableCell>
                <TableCell component="th" scope="row" sx={{ fontWeight: 'normal', whiteSpace: 'nowrap' }}>
                  {slot.station.shortName}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{airTime}</TableCell>
                <TableCell sx={{ minWidth: '11em', maxWidth: 240, overflowWrap: 'anywhere' }}>
                  {slot.programmeTitle ?? none}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t('targetData.search.slots.lengthValue', { seconds: slot.length })}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatYen(slot.price)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatRating(slot.rating)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatRating(slot.share)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {slot.bargain && (
                    <Chip
                      size="small"
                      label={t('targetData.search.slots.bargain')}
                      // The theme's orange under white text is short of 4.5:1 at chip size; its dark shade is not.
                      sx={{ mr: 0.75, bgcolor: 'secondary.dark', color: 'secondary.contrastText' }}
                    />
                  )}
                  {slot.index ?? none}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatYen(slot.perCost)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatYen(slot.cpm)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t('targetData.search.slots.remainingValue', { count: slot.remaining })}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => onAdd(slot)}
                    disabled={slot.remaining === 0 || (slot.state !== 'onSale' && slot.state !== 'fewLeft')}
                    aria-label={t('targetData.search.slots.addLabel', {
                      station: slot.station.shortName,
                      date: formatShortDate(slot.date),
                      time: formatBroadcastTime(slot.start),
                    })}
                  >
                    {t('targetData.search.slots.add')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
