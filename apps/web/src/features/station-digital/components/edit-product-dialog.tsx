import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DIGITAL_PRICE_MAX,
  type DigitalProductKind,
  STREAMING_UNIT_IMPRESSIONS,
  type StationDigitalProduct,
  type UpdateStationDigitalProductRequest,
} from '@tvcm/contracts';
import { type FormEvent, useId, useState } from 'react';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { type ProductRefusal, productRefusal, useUpdateStationDigitalProduct } from '../api/update-station-digital-product';
import { formatCount, unitsShown } from '../format';

interface EditProductDialogProps {
  kind: DigitalProductKind;
  product: StationDigitalProduct;
  onClose: () => void;
}

/**
 * A desk's edit of one product: its price (the CPM, or the day's price), the impressions on sale
 * (streaming, in thousands, never below held + sold nor the minimum) and whether it is on sale.
 * The server holds the same rules and says which one refused.
 */
export function EditProductDialog({ kind, product, onClose }: EditProductDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const update = useUpdateStationDigitalProduct(kind);
  const [price, setPrice] = useState(String(product.unitPrice));
  const [impressions, setImpressions] = useState(String(unitsShown(kind, product.unitsOnSale)));
  const [status, setStatus] = useState(product.status);
  const [refusal, setRefusal] = useState<ProductRefusal | null>(null);
  const [invalid, setInvalid] = useState<'price' | 'impressions' | null>(null);

  const save = useSendOnce(async (event: FormEvent) => {
    event.preventDefault();
    const request: UpdateStationDigitalProductRequest = {};
    const priceValue = Number(price);
    if (!/^\d+$/.test(price) || priceValue > DIGITAL_PRICE_MAX) return setInvalid('price');
    if (priceValue !== product.unitPrice) request.unitPrice = priceValue;
    if (kind === 'STREAMING') {
      const value = Number(impressions.replaceAll(',', ''));
      if (!Number.isInteger(value) || value < 0 || value % STREAMING_UNIT_IMPRESSIONS !== 0) return setInvalid('impressions');
      const units = value / STREAMING_UNIT_IMPRESSIONS;
      if (units !== product.unitsOnSale) request.unitsOnSale = units;
    }
    if (status !== product.status) request.status = status;
    setInvalid(null);
    if (Object.keys(request).length === 0) return onClose();
    try {
      await update.mutateAsync({ productId: product.id, request });
    } catch (error) {
      setRefusal(productRefusal(error));
      return;
    }
    showToast('success', t('stationDigital.edit.saved'));
    onClose();
  });

  const shown = (units: number) => formatCount(unitsShown(kind, units));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void save.submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('stationDigital.edit.title', { code: product.code })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refusal && <Alert severity="error">{t(`stationDigital.edit.refused.${refusal}`)}</Alert>}
            <TextField
              label={t(`stationDigital.edit.price.${kind}`)}
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              inputMode="numeric"
              error={invalid === 'price'}
              helperText={invalid === 'price' ? t('validation.numeric') : undefined}
            />
            {kind === 'STREAMING' && (
              <TextField
                label={t('stationDigital.edit.impressionsOnSale')}
                value={impressions}
                onChange={(event) => setImpressions(event.target.value)}
                inputMode="numeric"
                error={invalid === 'impressions'}
                helperText={
                  invalid === 'impressions'
                    ? t('stationDigital.edit.notThousands')
                    : t('stationDigital.edit.impressionsHelp', {
                        held: shown(product.unitsHeld),
                        sold: shown(product.unitsSold),
                        minimum: shown(product.minimumUnits),
                      })
                }
              />
            )}
            <TextField
              select
              label={t('stationDigital.edit.status')}
              value={status}
              onChange={(event) => setStatus(event.target.value === 'WITHDRAWN' ? 'WITHDRAWN' : 'ON_SALE')}
            >
              <MenuItem value="ON_SALE">{t('stationDigital.products.statuses.ON_SALE')}</MenuItem>
              <MenuItem value="WITHDRAWN">{t('stationDigital.products.statuses.WITHDRAWN')}</MenuItem>
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('stationDigital.edit.cancel')}</Button>
          <SendButton type="submit" variant="contained" busy={save.busy}>
            {t('stationDigital.edit.save')}
          </SendButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
