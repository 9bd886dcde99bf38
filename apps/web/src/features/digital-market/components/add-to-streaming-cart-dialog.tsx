import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type OneDayProduct, STREAMING_UNIT_IMPRESSIONS, type StreamingProduct, streamingAmount } from '@tvcm/contracts';
import { type ReactNode, useId, useState } from 'react';
import { SendButton } from '../../../components/send-button';
import { formatShortDate, formatYen } from '../../../lib/format-broadcast';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { type StreamingLine, useAddStreamingLine, useStreamingCarts } from '../api/streaming-carts';
import { formatCount, formatImpressions, formatWindow, targetLabel } from '../format';
import {
  type CartChoiceValue,
  cartTargetOf,
  INITIAL_CART_CHOICE,
  openStreamingCarts,
  StreamingCartChoice,
} from './streaming-cart-choice';

/**
 * Why an entry of thousands of impressions cannot be asked for, or null when it can: a whole
 * number of thousands, at least the product's minimum and at most what remains.
 */
export function impressionsError(
  thousands: string,
  product: Pick<StreamingProduct, 'minimumImpressions' | 'impressionsRemaining'>,
  t: TFunction,
): string | null {
  const text = thousands.trim();
  if (text === '') return t('digitalMarket.addDialog.impressionsRequired');
  if (!/^\d+$/.test(text)) return t('digitalMarket.addDialog.impressionsWhole');
  const impressions = Number(text) * STREAMING_UNIT_IMPRESSIONS;
  if (impressions < Math.max(product.minimumImpressions, STREAMING_UNIT_IMPRESSIONS)) {
    return t('digitalMarket.addDialog.impressionsBelowMinimum', {
      minimum: formatImpressions(Math.max(product.minimumImpressions, STREAMING_UNIT_IMPRESSIONS), t),
    });
  }
  if (impressions > product.impressionsRemaining) {
    return t('digitalMarket.addDialog.impressionsAboveRemaining', {
      remaining: formatImpressions(product.impressionsRemaining, t),
    });
  }
  return null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '6.5rem 1fr', sm: '10rem 1fr' }, columnGap: 1 }}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

interface DialogFrameProps {
  title: string;
  onClose: () => void;
  /** The line to send, or null when the form is not complete (the user is then shown why). */
  line: () => StreamingLine | null;
  facts: ReactNode;
  fields?: ReactNode;
}

/** The dialog both kinds share: the product's facts, its fields, the cart to add to, and the button that sends once. */
function AddDialogFrame({ title, onClose, line, facts, fields }: DialogFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const carts = useStreamingCarts();
  const open = openStreamingCarts(carts.data?.carts ?? []);
  const [choice, setChoice] = useState<CartChoiceValue>(INITIAL_CART_CHOICE);
  const [submitted, setSubmitted] = useState(false);
  const add = useAddStreamingLine();
  const send = useSendOnce(async () => {
    setSubmitted(true);
    const target = cartTargetOf(choice, open);
    const request = line();
    if (!target || !request) return;
    const cart = await add
      .mutateAsync({
        target,
        line: request,
        onCreated: (created) => setChoice({ kind: 'existing', cartId: created.id, newName: '' }),
      })
      .catch(() => undefined);
    if (!cart) return;
    const name = 'name' in cart ? cart.name : (open.find((candidate) => candidate.id === cart.id)?.name ?? '');
    showToast('success', t('digitalMarket.addDialog.added', { cart: name }));
    onClose();
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={send.submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 0.5 }}>
              {facts}
            </Box>
            {fields}
            {carts.data && <StreamingCartChoice carts={open} value={choice} onChange={setChoice} submitted={submitted} />}
            {carts.isError && (
              <Typography role="alert" color="error" variant="body2">
                {t('digitalMarket.addDialog.cartsFailed')}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('digitalMarket.addDialog.cancel')}</Button>
          <SendButton type="submit" variant="contained" busy={send.busy} disabled={!carts.data}>
            {t('digitalMarket.addDialog.submit')}
          </SendButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Adds impressions of a streaming product, with or without a targeting, to a streaming cart. */
export function AddStreamingDialog({
  product,
  areaNames,
  onClose,
}: {
  product: StreamingProduct;
  areaNames: ReadonlyMap<string, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const minimum = Math.max(product.minimumImpressions, STREAMING_UNIT_IMPRESSIONS);
  const [thousands, setThousands] = useState(String(Math.ceil(minimum / STREAMING_UNIT_IMPRESSIONS)));
  const [target, setTarget] = useState('');
  const [touched, setTouched] = useState(false);
  const error = impressionsError(thousands, product, t);
  const cpm = product.targeting.find((option) => option.target === target)?.cpm ?? product.cpm;
  const impressions = error ? null : Number(thousands) * STREAMING_UNIT_IMPRESSIONS;

  return (
    <AddDialogFrame
      title={t('digitalMarket.addDialog.streamingTitle')}
      onClose={onClose}
      line={() => {
        setTouched(true);
        if (impressions === null) return null;
        return { streamingProductId: product.id, impressions, ...(target ? { target } : {}) };
      }}
      facts={
        <>
          <Fact label={t('digitalMarket.addDialog.product')}>{product.title}</Fact>
          <Fact label={t('digitalMarket.addDialog.station')}>{product.station.name}</Fact>
          <Fact label={t('digitalMarket.addDialog.delivery')}>{formatWindow(product.deliveryStart, product.deliveryEnd, t)}</Fact>
        </>
      }
      fields={
        <>
          <TextField
            size="small"
            label={t('digitalMarket.addDialog.impressions')}
            value={thousands}
            onChange={(event) => setThousands(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && error !== null}
            helperText={
              touched && error
                ? error
                : t('digitalMarket.addDialog.impressionsHelp', {
                    min: formatCount(Math.ceil(minimum / STREAMING_UNIT_IMPRESSIONS)),
                    max: formatCount(Math.floor(product.impressionsRemaining / STREAMING_UNIT_IMPRESSIONS)),
                    minimum: formatImpressions(minimum, t),
                    remaining: formatImpressions(product.impressionsRemaining, t),
                  })
            }
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
              input: {
                endAdornment: <InputAdornment position="end">{t('digitalMarket.addDialog.impressionsUnit')}</InputAdornment>,
              },
            }}
            sx={{ maxWidth: 360 }}
          />
          {product.targeting.length > 0 && (
            <TextField
              select
              size="small"
              label={t('digitalMarket.addDialog.target')}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ maxWidth: 360 }}
            >
              <option value="">{t('digitalMarket.addDialog.noTarget', { cpm: formatYen(product.cpm) })}</option>
              {product.targeting.map((option) => (
                <option key={option.target} value={option.target}>
                  {t('digitalMarket.addDialog.targetOption', {
                    label: targetLabel(option.target, t, areaNames),
                    surcharge: option.surchargePercent,
                    cpm: formatYen(option.cpm),
                  })}
                </option>
              ))}
            </TextField>
          )}
          <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 0.5 }} aria-live="polite">
            <Fact label={t('digitalMarket.addDialog.cpm')}>{formatYen(cpm)}</Fact>
            <Fact label={t('digitalMarket.addDialog.amount')}>
              {impressions === null ? formatYen(null) : formatYen(streamingAmount(impressions, cpm))}
            </Fact>
          </Box>
        </>
      }
    />
  );
}

/** Adds one day of a 1-day surface to a streaming cart. */
export function AddOneDayDialog({ product, onClose }: { product: OneDayProduct; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AddDialogFrame
      title={t('digitalMarket.addDialog.oneDayTitle')}
      onClose={onClose}
      line={() => ({ oneDayProductId: product.id })}
      facts={
        <>
          <Fact label={t('digitalMarket.addDialog.station')}>{product.station.name}</Fact>
          <Fact label={t('digitalMarket.addDialog.surface')}>{product.surface.name}</Fact>
          <Fact label={t('digitalMarket.addDialog.date')}>{formatShortDate(product.date)}</Fact>
          <Fact label={t('digitalMarket.addDialog.price')}>{formatYen(product.price)}</Fact>
          <Fact label={t('digitalMarket.addDialog.estimatedImpressions')}>
            {formatImpressions(product.estimatedImpressions, t)}
          </Fact>
          <Fact label={t('digitalMarket.addDialog.effectiveCpm')}>{formatYen(product.effectiveCpm)}</Fact>
        </>
      }
    />
  );
}
