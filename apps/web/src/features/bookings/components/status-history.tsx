import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { BookingDetail } from '@tvcm/contracts';
import { TableScroller } from '../../../components/table-scroller';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';

/** Every status the booking has had and every hand-over of a reception, oldest first, with who did it. */
export function StatusHistory({ history }: { history: BookingDetail['history'] }) {
  const { t } = useTranslation();
  const status = (value: BookingDetail['status']) => t(`bookings.statuses.${value}`);
  return (
    <TableScroller label={t('bookings.detail.history.label')}>
      <Table size="small" aria-label={t('bookings.detail.history.label')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 'bold' }}>{t('bookings.detail.history.changedAt')}</TableCell>
            <TableCell sx={{ fontWeight: 'bold' }}>{t('bookings.detail.history.change')}</TableCell>
            <TableCell sx={{ fontWeight: 'bold' }}>{t('bookings.detail.history.changedBy')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((entry, index) => (
            // The history only grows, so a row's place is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own
            <TableRow key={index}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.changedAt)}</TableCell>
              <TableCell>
                {entry.kind === 'ASSIGNMENT'
                  ? t('bookings.detail.history.assigned', { name: entry.assignee ?? t('bookings.detail.history.system') })
                  : entry.from
                    ? t('bookings.detail.history.moved', { from: status(entry.from), to: status(entry.to) })
                    : t('bookings.detail.history.created', { to: status(entry.to) })}
              </TableCell>
              <TableCell>{entry.changedBy ?? t('bookings.detail.history.system')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
