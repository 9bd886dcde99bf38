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
import type { TrialCompany } from '@tvcm/contracts';
import { type ReactNode, useId, useState } from 'react';
import { InlineQueryFallback } from '../../../components/inline-query-fallback';
import { TableScroller } from '../../../components/table-scroller';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { useTrialPermissionEvents } from '../api/get-trial-permission-events';
import { periodText } from '../format';

interface HistoryDialogProps {
  /** The trial company whose audit trail to show; null while closed. */
  company: TrialCompany | null;
  onClose: () => void;
}

/** The audit trail of this station company's grants to one trial company: who granted, changed or revoked what, newest first. */
export function HistoryDialog({ company, onClose }: HistoryDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // The company stays on screen while the dialog fades out.
  const [shown, setShown] = useState(company);
  if (company && company !== shown) setShown(company);
  const events = useTrialPermissionEvents(company?.code ?? null);
  const none = t('trialPermissions.none');

  let content: ReactNode;
  if (events.error || !events.data) {
    content = <InlineQueryFallback error={events.error} />;
  } else if (events.data.events.length === 0) {
    content = <Typography color="text.secondary">{t('trialPermissions.history.empty')}</Typography>;
  } else {
    content = (
      <TableScroller label={t('trialPermissions.history.tableLabel')}>
        <Table size="small" aria-label={t('trialPermissions.history.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('trialPermissions.history.at')}</TableCell>
              <TableCell>{t('trialPermissions.history.action')}</TableCell>
              <TableCell>{t('trialPermissions.history.scope')}</TableCell>
              <TableCell>{t('trialPermissions.history.period')}</TableCell>
              <TableCell>{t('trialPermissions.history.by')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {events.data.events.map((event) => (
              <TableRow key={`${event.at}-${event.action}`}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(event.at)}
                </TableCell>
                <TableCell>{t(`trialPermissions.history.actions.${event.action}`)}</TableCell>
                <TableCell>{event.scope ? t(`trialPermissions.scopes.${event.scope}`) : none}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {event.validFrom ? periodText(t, event.validFrom, event.validUntil) : none}
                </TableCell>
                <TableCell>{event.by?.name ?? t('trialPermissions.system')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
    );
  }

  return (
    <Dialog open={company !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('trialPermissions.history.title', { name: shown?.name ?? '' })}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('trialPermissions.history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
