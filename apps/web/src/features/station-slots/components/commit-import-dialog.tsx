import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SlotImportPreview } from '@tvcm/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatCount } from '../format';

interface CommitImportDialogProps {
  preview: SlotImportPreview;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before the file is applied: it changes what buyers see and can apply for at once. */
export function CommitImportDialog({ preview, onConfirm, onClose }: CommitImportDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const { created, changed, skipped } = preview.counts;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('stationSlots.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {t('stationSlots.confirm.message', {
            fileName: preview.fileName,
            created: formatCount(created),
            changed: formatCount(changed),
          })}
          {skipped > 0 && ` ${t('stationSlots.confirm.skipNote', { skipped: formatCount(skipped) })}`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('stationSlots.confirm.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('stationSlots.confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
