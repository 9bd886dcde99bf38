import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PlanSummary } from '@tvcm/contracts';
import { useId } from 'react';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { useDeletePlan } from '../api/delete-plan';

/** Asks before deleting a plan, which cannot be undone. */
export function DeletePlanDialog({ plan, onClose }: { plan: PlanSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const remove = useDeletePlan();

  const sending = useSendOnce(async () => {
    const done = await remove.mutateAsync(plan.id).then(
      () => true,
      () => false,
    );
    if (!done) return;
    showToast('success', t('plannings.list.deleted', { name: plan.name }));
    onClose();
  });

  return (
    <Dialog
      open
      onClose={sending.busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('plannings.deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{t('plannings.deleteDialog.body', { name: plan.name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending.busy} autoFocus>
          {t('plannings.deleteDialog.cancel')}
        </Button>
        <SendButton variant="contained" color="error" onClick={() => void sending.run()} busy={sending.busy}>
          {sending.busy ? t('plannings.deleteDialog.submitting') : t('plannings.deleteDialog.submit')}
        </SendButton>
      </DialogActions>
    </Dialog>
  );
}
