import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { CartSummary } from '@tvcm/contracts';
import { useId } from 'react';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { useDeleteCart } from '../api/delete-cart';

/** Asks before deleting a cart, which cannot be undone. */
export function DeleteCartDialog({ cart, onClose }: { cart: CartSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const remove = useDeleteCart();

  const confirm = async () => {
    const done = await remove.mutateAsync(cart.id).then(
      () => true,
      () => false,
    );
    if (!done) return;
    showToast('success', t('carts.list.deleted', { name: cart.name }));
    onClose();
  };

  const sending = useSendOnce(confirm);

  return (
    <Dialog
      open
      onClose={sending.busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('carts.deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{t('carts.deleteDialog.body', { name: cart.name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending.busy} autoFocus>
          {t('carts.deleteDialog.cancel')}
        </Button>
        <SendButton variant="contained" color="error" onClick={() => void sending.run()} busy={sending.busy}>
          {sending.busy ? t('carts.deleteDialog.submitting') : t('carts.deleteDialog.submit')}
        </SendButton>
      </DialogActions>
    </Dialog>
  );
}
