import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { CART_NAME_MAX_LENGTH, type CartSummary, type RenameCartRequest, renameCartRequestSchema } from '@tvcm/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SendButton } from '../../../components/send-button';
import { TextInputField } from '../../../components/text-input-field';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { zodErrorMap } from '../../../lib/zod-error-map';
import { useRenameCart } from '../api/rename-cart';

type RenameValues = z.input<typeof renameCartRequestSchema>;

/** Renames a cart; mounted afresh for each cart, so the field starts with its current name. */
export function RenameCartDialog({ cart, onClose }: { cart: CartSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const rename = useRenameCart();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RenameValues, unknown, RenameCartRequest>({
    defaultValues: { name: cart.name },
    resolver: zodResolver(renameCartRequestSchema, { error: zodErrorMap }),
  });
  const { ref, ...nameField } = register('name');

  const sending = useSendOnce(
    handleSubmit(async (request) => {
      const saved = await rename.mutateAsync({ cartId: cart.id, request }).catch(() => undefined);
      if (!saved) return;
      showToast('success', t('carts.list.renamed', { name: saved.name }));
      onClose();
    }),
  );

  return (
    <Dialog open onClose={sending.busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Stack component="form" noValidate onSubmit={sending.submit}>
        <DialogTitle id={titleId}>{t('carts.renameDialog.title')}</DialogTitle>
        <DialogContent>
          <TextInputField
            {...nameField}
            inputRef={ref}
            autoFocus
            label={t('carts.renameDialog.name')}
            hint={t('carts.renameDialog.hint', { max: CART_NAME_MAX_LENGTH })}
            required
            fullWidth
            errorMessage={errors.name?.message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending.busy}>
            {t('carts.renameDialog.cancel')}
          </Button>
          <SendButton type="submit" variant="contained" busy={sending.busy}>
            {sending.busy ? t('carts.renameDialog.submitting') : t('carts.renameDialog.submit')}
          </SendButton>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
