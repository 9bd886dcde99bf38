import type { CartSummary } from '@tvcm/contracts';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useDeleteCart } from '../api/delete-cart';

/** Asks before deleting a cart, which cannot be undone. */
export function DeleteCartDialog({ cart, onClose }: { cart: CartSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteCart();
  return (
    <ConfirmDeleteDialog
      text={{
        title: t('carts.deleteDialog.title'),
        body: t('carts.deleteDialog.body', { name: cart.name }),
        cancel: t('carts.deleteDialog.cancel'),
        submit: t('carts.deleteDialog.submit'),
        submitting: t('carts.deleteDialog.submitting'),
      }}
      onConfirm={async () => {
        const done = await remove.mutateAsync(cart.id).then(
          () => true,
          () => false,
        );
        if (done) showToast('success', t('carts.list.deleted', { name: cart.name }));
        return done;
      }}
      onClose={onClose}
    />
  );
}
