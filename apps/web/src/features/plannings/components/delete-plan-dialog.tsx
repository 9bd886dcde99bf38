import type { PlanSummary } from '@tvcm/contracts';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useDeletePlan } from '../api/delete-plan';

/** Asks before deleting a plan, which cannot be undone. */
export function DeletePlanDialog({ plan, onClose }: { plan: PlanSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePlan();
  return (
    <ConfirmDeleteDialog
      text={{
        title: t('plannings.deleteDialog.title'),
        body: t('plannings.deleteDialog.body', { name: plan.name }),
        cancel: t('plannings.deleteDialog.cancel'),
        submit: t('plannings.deleteDialog.submit'),
        submitting: t('plannings.deleteDialog.submitting'),
      }}
      onConfirm={async () => {
        const done = await remove.mutateAsync(plan.id).then(
          () => true,
          () => false,
        );
        if (done) showToast('success', t('plannings.list.deleted', { name: plan.name }));
        return done;
      }}
      onClose={onClose}
    />
  );
}
