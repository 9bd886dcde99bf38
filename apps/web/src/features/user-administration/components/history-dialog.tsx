import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { InlineQueryFallback } from '../../../components/inline-query-fallback';
import { TableScroller } from '../../../components/table-scroller';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { useUserAdminEvents } from '../api/get-user-admin-events';
import { eventDescription } from '../event-description';

interface HistoryDialogProps {
  open: boolean;
  onClose: () => void;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Every change to the company's users: who did what to whom and when, newest first. */
export function HistoryDialog({ open, onClose }: HistoryDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const events = useUserAdminEvents(open);
  const unknownUser = t('userAdministration.events.unknownUser');

  let content: ReactNode;
  if (events.error || !events.data) {
    content = <InlineQueryFallback error={events.error} />;
  } else if (events.data.events.length === 0) {
    content = <Typography color="text.secondary">{t('userAdministration.events.empty')}</Typography>;
  } else {
    content = (
      <TableScroller label={t('userAdministration.events.tableLabel')}>
        <Table size="small" aria-label={t('userAdministration.events.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell sx={nowrap}>{t('userAdministration.events.at')}</TableCell>
              <TableCell sx={nowrap}>{t('userAdministration.events.actor')}</TableCell>
              <TableCell sx={nowrap}>{t('userAdministration.events.target')}</TableCell>
              <TableCell sx={{ minWidth: '16em' }}>{t('userAdministration.events.change')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {events.data.events.map((event) => (
              <TableRow key={event.id}>
                <TableCell component="th" scope="row" sx={nowrap}>
                  {formatDateTime(event.occurredAt)}
                </TableCell>
                <TableCell>{event.actorName ?? unknownUser}</TableCell>
                <TableCell>
                  {event.targetName ?? unknownUser}
                  {event.targetAccount && (
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'block', overflowWrap: 'anywhere' }}
                    >
                      {event.targetAccount}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{eventDescription(t, event)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('userAdministration.events.title')}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('userAdministration.events.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
