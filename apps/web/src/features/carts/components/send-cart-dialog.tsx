import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CartSummary } from '@tvcm/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { SendButton } from '../../../components/send-button';
import { toMessageCode } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { type CartRefusal, cartRefusal } from '../api/cart-refusal';
import { usePartners } from '../api/get-partners';
import { useSendCart } from '../api/send-cart';
import { refusalMessage } from './refusal-message';

/**
 * Sends a copy of the cart to a partner company (advertiser settings): the partner finds it as a
 * received cart, and this one becomes 送信済.
 */
export function SendCartDialog({ cart, onClose }: { cart: CartSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const partners = usePartners();
  const send = useSendCart();
  const [companyCode, setCompanyCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<CartRefusal | null>(null);
  const choices = partners.data?.partners ?? [];

  const sending = useSendOnce(async () => {
    if (companyCode === '') {
      setMissing(true);
      return;
    }
    setRefusal(null);
    try {
      await send.mutateAsync({ cartId: cart.id, request: { companyCode } });
    } catch (error) {
      // Anything else has been shown as a toast by the mutation.
      setRefusal(cartRefusal(error));
      return;
    }
    const company = choices.find((partner) => partner.code === companyCode)?.name ?? companyCode;
    showToast('success', t('carts.list.sent', { name: cart.name, company }));
    onClose();
  });

  let field: ReactNode;
  if (partners.isError) {
    field = <Alert severity="error">{t(`errors.${toMessageCode(partners.error)}`)}</Alert>;
  } else if (!partners.data) {
    field = <DialogContentText>{t('carts.sendDialog.loading')}</DialogContentText>;
  } else if (choices.length === 0) {
    field = <Alert severity="info">{t('carts.sendDialog.noPartners')}</Alert>;
  } else {
    field = (
      <TextField
        select
        required
        fullWidth
        size="small"
        label={t('carts.sendDialog.company')}
        value={companyCode}
        onChange={(event) => {
          setCompanyCode(event.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? t('carts.sendDialog.required') : undefined}
      >
        {choices.map((partner) => (
          <MenuItem key={partner.code} value={partner.code}>
            {t('carts.sendDialog.companyOption', { name: partner.name, code: partner.code })}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  return (
    <Dialog
      open
      onClose={sending.busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="sm"
      fullWidth
    >
      <Stack component="form" noValidate onSubmit={(event: FormEvent) => void sending.submit(event)}>
        <DialogTitle id={titleId}>{t('carts.sendDialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={descriptionId}>{t('carts.sendDialog.description', { name: cart.name })}</DialogContentText>
            {refusal && <Alert severity="error">{refusalMessage(t, refusal)}</Alert>}
            {field}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending.busy}>
            {t('carts.sendDialog.cancel')}
          </Button>
          <SendButton type="submit" variant="contained" busy={sending.busy} disabled={choices.length === 0}>
            {sending.busy ? t('carts.sendDialog.submitting') : t('carts.sendDialog.submit')}
          </SendButton>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
