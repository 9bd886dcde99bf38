import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { StationSlot } from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { TablePages } from '../../../components/table-pages';
import { TableScroller } from '../../../components/table-scroller';
import { formatBroadcastTime, formatShortDate, formatYen } from '../../../lib/format-broadcast';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { SlotStatusChip } from './slot-status-chip';

type ColumnKey =
  | 'station'
  | 'date'
  | 'time'
  | 'programme'
  | 'position'
  | 'length'
  | 'kind'
  | 'price'
  | 'unitsOnSale'
  | 'unitsHeld'
  | 'unitsSold'
  | 'salesPeriod'
  | 'status'
  | 'applications';

interface Column {
  key: ColumnKey;
  numeric?: boolean;
  /** Programme titles may wrap so the table fits; figures and dates never do. */
  wraps?: boolean;
  cell: (slot: StationSlot, t: TFunction) => ReactNode;
}

const COLUMNS: readonly Column[] = [
  { key: 'station', wraps: true, cell: (slot) => slot.station.name },
  { key: 'date', cell: (slot) => formatShortDate(slot.broadcastDate) },
  { key: 'time', cell: (slot) => formatBroadcastTime(slot.startSecond) },
  { key: 'programme', wraps: true, cell: (slot, t) => slot.programmeTitle ?? t('stationSlots.slots.noProgramme') },
  { key: 'position', cell: (slot) => slot.position },
  { key: 'length', numeric: true, cell: (slot, t) => t('stationSlots.slots.seconds', { seconds: slot.lengthSeconds }) },
  { key: 'kind', cell: (slot, t) => (slot.kind === 2 ? t('stationSlots.slots.kinds.2') : t('stationSlots.slots.kinds.1')) },
  { key: 'price', numeric: true, cell: (slot) => formatYen(slot.price) },
  { key: 'unitsOnSale', numeric: true, cell: (slot) => slot.unitsOnSale },
  { key: 'unitsHeld', numeric: true, cell: (slot) => slot.unitsHeld },
  { key: 'unitsSold', numeric: true, cell: (slot) => slot.unitsSold },
  {
    key: 'salesPeriod',
    cell: (slot, t) =>
      t('stationSlots.slots.salesPeriodValue', { from: formatShortDate(slot.salesStart), to: formatShortDate(slot.salesEnd) }),
  },
  { key: 'status', cell: (slot) => <SlotStatusChip slot={slot} /> },
  {
    key: 'applications',
    cell: (slot, t) =>
      slot.hasApplications ? (
        <Chip size="small" color="primary" variant="outlined" label={t('stationSlots.slots.hasApplications')} />
      ) : null,
  },
];

export interface StationSlotsTableProps {
  slots: readonly StationSlot[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onEdit: (slot: StationSlot) => void;
  /** The station's name is shown only when the company sells more than one. */
  showStation: boolean;
}

/** One page of the station's slots in timetable order, each with its edit button, and the pages. */
export function StationSlotsTable({ slots, total, page, pageSize, onPageChange, onEdit, showStation }: StationSlotsTableProps) {
  const { t } = useTranslation();
  const label = t('stationSlots.slots.tableLabel');
  const columns = showStation ? COLUMNS : COLUMNS.filter((column) => column.key !== 'station');
  // The row's header is its date and time, the cells a screen reader names the row by.
  const headerColumn = 'date';

  return (
    <>
      <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={label} sx={COMPACT_COLUMNS_SX}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}
                >
                  {t(`stationSlots.slots.columns.${column.key}`)}
                </TableCell>
              ))}
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}>{t('stationSlots.slots.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {slots.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 1} sx={{ color: 'text.secondary' }}>
                  {t('stationSlots.slots.empty')}
                </TableCell>
              </TableRow>
            )}
            {slots.map((slot) => {
              const date = formatShortDate(slot.broadcastDate);
              const time = formatBroadcastTime(slot.startSecond);
              return (
                <TableRow key={slot.id} hover>
                  {columns.map((column) => (
                    <TableCell
                      key={column.key}
                      component={column.key === headerColumn ? 'th' : 'td'}
                      scope={column.key === headerColumn ? 'row' : undefined}
                      align={column.numeric ? 'right' : 'left'}
                      sx={column.wraps ? { minWidth: '8em' } : { whiteSpace: 'nowrap' }}
                    >
                      {column.cell(slot, t)}
                    </TableCell>
                  ))}
                  <TableCell>
                    <Button
                      size="small"
                      aria-label={t('stationSlots.slots.editLabel', { station: slot.station.name, date, time })}
                      onClick={() => onEdit(slot)}
                    >
                      {t('stationSlots.slots.edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScroller>
      <TablePages total={total} page={page} pageSize={pageSize} onPageChange={onPageChange} />
    </>
  );
}
