import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { BookingItem } from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { TableScroller } from '../../../components/table-scroller';
import { formatBroadcastTime, formatShortDate, formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { ItemStatusChip } from './status-chips';

const headerSx = { whiteSpace: 'nowrap', fontWeight: 'bold' } as const;

/** The columns every reading of an item shares: when, where in the day, what it costs. */
export function ItemHeaderCells() {
  const { t } = useTranslation();
  return (
    <>
      <TableCell sx={headerSx}>{t('bookings.detail.items.date')}</TableCell>
      <TableCell sx={headerSx}>{t('bookings.detail.items.time')}</TableCell>
      <TableCell sx={headerSx}>{t('bookings.detail.items.programme')}</TableCell>
      <TableCell sx={headerSx}>{t('bookings.detail.items.position')}</TableCell>
      <TableCell sx={headerSx} align="right">
        {t('bookings.detail.items.length')}
      </TableCell>
      <TableCell sx={headerSx} align="right">
        {t('bookings.detail.items.units')}
      </TableCell>
      <TableCell sx={headerSx} align="right">
        {t('bookings.detail.items.unitPrice')}
      </TableCell>
      <TableCell sx={headerSx} align="right">
        {t('bookings.detail.items.amount')}
      </TableCell>
    </>
  );
}

/** The date on the broadcast day's calendar and the time on its 29-hour clock (25:30 is 1:30 the next morning). */
export function itemWhen(item: BookingItem): { date: string; time: string } {
  return { date: formatShortDate(item.date), time: formatBroadcastTime(item.start) };
}

export function ItemCells({ item }: { item: BookingItem }) {
  const { t } = useTranslation();
  const { date, time } = itemWhen(item);
  return (
    <>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
      <TableCell>{time}</TableCell>
      <TableCell sx={{ minWidth: 140 }}>{item.programmeTitle ?? t('bookings.detail.items.noProgramme')}</TableCell>
      <TableCell>{item.position}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {t('bookings.detail.seconds', { seconds: item.length })}
      </TableCell>
      <TableCell align="right">{item.units}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatYen(item.unitPrice)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatYen(item.amount)}
      </TableCell>
    </>
  );
}

/** The booking's items as they stand: each one's decision and, for a declined one, why. */
export function BookingItemsTable({ items, extraColumns }: { items: BookingItem[]; extraColumns?: ExtraColumns }) {
  const { t } = useTranslation();
  return (
    <TableScroller label={t('bookings.detail.items.label')}>
      <Table size="small" aria-label={t('bookings.detail.items.label')} sx={COMPACT_COLUMNS_SX}>
        <TableHead>
          <TableRow>
            <ItemHeaderCells />
            {extraColumns?.header}
            <TableCell sx={headerSx}>{t('bookings.detail.items.status')}</TableCell>
            <TableCell sx={headerSx}>{t('bookings.detail.items.declineReason')}</TableCell>
            <TableCell sx={headerSx}>{t('bookings.detail.items.declineNote')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <ItemCells item={item} />
              {extraColumns?.cells(item)}
              <TableCell>
                <ItemStatusChip status={item.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {item.declineReason ? t(`bookings.declineReasons.${item.declineReason}`) : null}
              </TableCell>
              <TableCell sx={{ minWidth: '10em' }}>{item.declineNote}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}

/** Columns a side adds before the decision (the station sees competitors and remaining units). */
export interface ExtraColumns {
  header: ReactNode;
  cells: (item: BookingItem) => ReactNode;
}
