import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type ApplyCartRequest,
  type ApplyCartRequestInput,
  type ApplyCartResponse,
  applyCartRequestSchema,
  type CartDetail,
} from '@tvcm/contracts';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SendButton } from '../../../components/send-button';
import { TextInputField } from '../../../components/text-input-field';
import { toMessageCode } from '../../../lib/error-message';
import { formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { useSendOnce } from '../../../lib/use-send-once';
import { zodErrorMap } from '../../../lib/zod-error-map';
import { useApplyCart } from '../api/apply-cart';
import { type CartRefusal, cartRefusal } from '../api/cart-refusal';
import { useAdvertiserChoices } from '../api/get-advertisers';
import { refusalMessage } from './refusal-message';

export interface ApplyStation {
  id: number;
  name: string;
}

export interface ApplyCartDialogProps {
  open: boolean;
  cart: CartDetail;
  /** The cart's stations, in the page's order: one agreement each. */
  stations: readonly ApplyStation[];
  onClose: () => void;
  onApplied: (response: ApplyCartResponse) => void;
  /** CRT00055: the lines the API named as no longer available (the page marks them). */
  onUnavailable: (itemIds: number[]) => void;
}

/** A TV slot's lengths. */
const SLOT_CM_LENGTHS: readonly number[] = [15, 30];
const legendSx = { mb: 0.75, typography: 'body2', fontWeight: 600, color: 'text.primary' } as const;

const EMPTY_FORM: Partial<ApplyCartRequestInput> = {
  productName: '',
  materialNote: '',
  contactName: '',
  contactPhone: '',
  agreedStationIds: [],
};

/**
 * The material lengths the buyer may choose: for TV slots 15 or 30 seconds, for streaming and 1-day
 * products those every product of the cart offers (the API refuses any other, CRT00013; when the
 * products share none, all they offer, so the refusal names the lines).
 */
function cmLengthsOf(cart: CartDetail): readonly number[] {
  if (cart.digitalItems.length === 0) return SLOT_CM_LENGTHS;
  const offered = cart.digitalItems.map((item) => item.streaming?.adLengths ?? item.oneDay?.adLengths ?? []);
  const all = [...new Set(offered.flat())].sort((a, b) => a - b);
  const shared = all.filter((length) => offered.every((lengths) => lengths.includes(length)));
  return shared.length > 0 ? shared : all;
}

/**
 * The CM length to start from: the slots' own when they all have one length (the API refuses a
 * length other than a slot's, CRT00013); for digital products 15 seconds when offered, else the
 * first they offer.
 */
function cmLengthOf(cart: CartDetail, lengths: readonly number[]): number {
  if (cart.digitalItems.length > 0) return lengths.includes(15) ? 15 : (lengths[0] ?? 15);
  const slotLengths = new Set(cart.items.map((item) => item.slot.length));
  const [only] = slotLengths;
  return slotLengths.size === 1 && only === 30 ? 30 : 15;
}

/**
 * 購入申込: what the buyer states for every station of the cart — the advertiser, the product,
 * the CM length, a note on the material, a contact — and agreement to each station's sales terms.
 * The form is the contract's schema, with every station's agreement required. It stays mounted
 * while closed, so what was typed survives a refusal that sends the user back to the page.
 */
export function ApplyCartDialog({ open, cart, stations, onClose, onApplied, onUnavailable }: ApplyCartDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const leadId = useId();
  const agreementsErrorId = useId();
  const advertisers = useAdvertiserChoices({ enabled: open });
  const apply = useApplyCart(cart.id);
  const cmLengths = useMemo(() => cmLengthsOf(cart), [cart]);
  const [refusal, setRefusal] = useState<CartRefusal | null>(null);

  const stationIds = useMemo(() => stations.map((station) => station.id), [stations]);
  const schema = useMemo(
    () =>
      applyCartRequestSchema.refine((request) => stationIds.every((id) => request.agreedStationIds.includes(id)), {
        path: ['agreedStationIds'],
        error: t('carts.refusals.termsNotAgreed'),
        // Said together with the other fields' messages, not only once they are right.
        when: (payload) => Array.isArray((payload.value as { agreedStationIds?: unknown }).agreedStationIds),
      }),
    [stationIds, t],
  );
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ApplyCartRequestInput, unknown, ApplyCartRequest>({
    defaultValues: { ...EMPTY_FORM, cmLengthSeconds: cmLengthOf(cart, cmLengths) },
    resolver: zodResolver(schema, { error: zodErrorMap }),
  });
  const field = (name: 'productName' | 'materialNote' | 'contactName' | 'contactPhone') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, errorMessage: errors[name]?.message };
  };

  const sending = useSendOnce(
    handleSubmit(async (request) => {
      setRefusal(null);
      let response: ApplyCartResponse;
      try {
        response = await apply.mutateAsync(request);
      } catch (error) {
        // Anything else has been shown as a toast by the mutation.
        const next = cartRefusal(error);
        if (next?.kind === 'unavailable') {
          onUnavailable(next.itemIds);
          onClose();
        } else {
          setRefusal(next);
        }
        return;
      }
      onApplied(response);
    }),
  );
  const busy = sending.busy || apply.isPending;

  const choices = advertisers.data?.advertisers ?? [];
  let advertiserField: ReactNode;
  if (advertisers.isError) {
    advertiserField = <Alert severity="error">{t(`errors.${toMessageCode(advertisers.error)}`)}</Alert>;
  } else if (advertisers.data && choices.length === 0) {
    advertiserField = <Alert severity="info">{t('carts.applyDialog.noAdvertisers')}</Alert>;
  } else {
    advertiserField = (
      <Controller
        control={control}
        name="advertiserId"
        render={({ field: { value, onChange, onBlur, ref }, fieldState }) => (
          <TextField
            select
            required
            fullWidth
            size="small"
            label={t('carts.applyDialog.advertiser')}
            value={value ?? ''}
            onChange={(event) => onChange(Number(event.target.value))}
            onBlur={onBlur}
            inputRef={ref}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
            disabled={!advertisers.data}
          >
            {choices.map((advertiser) => (
              <MenuItem key={advertiser.id} value={advertiser.id}>
                {t('carts.applyDialog.advertiserOption', { name: advertiser.name, code: advertiser.code })}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={leadId}
      maxWidth="sm"
      fullWidth
      keepMounted
    >
      <Stack component="form" noValidate onSubmit={sending.submit}>
        <DialogTitle id={titleId}>{t('carts.applyDialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <DialogContentText id={leadId}>{t('carts.applyDialog.lead')}</DialogContentText>
            <DialogContentText sx={{ fontWeight: 'bold', color: 'text.primary' }}>
              {t('carts.applyDialog.summary', {
                stations: stations.length,
                units: cart.units,
                amount: formatYen(cart.currentValue),
              })}
            </DialogContentText>
            {refusal && (
              <Alert severity="error">
                {refusalMessage(t, refusal, (id) => stations.find((station) => station.id === id)?.name)}
              </Alert>
            )}
            {advertiserField}
            <TextInputField {...field('productName')} label={t('carts.applyDialog.productName')} required fullWidth />
            <Controller
              control={control}
              name="cmLengthSeconds"
              render={({ field: { value, onChange, onBlur, ref }, fieldState }) => (
                <FormControl component="fieldset" required error={fieldState.error !== undefined}>
                  <FormLabel component="legend" sx={legendSx}>
                    {t('carts.applyDialog.cmLength')}
                  </FormLabel>
                  <RadioGroup row value={String(value ?? '')} onChange={(_event, next) => onChange(Number(next))}>
                    {cmLengths.map((seconds, index) => (
                      <FormControlLabel
                        key={seconds}
                        value={String(seconds)}
                        label={t('carts.applyDialog.cmLengthValue', { seconds })}
                        control={<Radio onBlur={onBlur} inputRef={index === 0 ? ref : undefined} />}
                      />
                    ))}
                  </RadioGroup>
                  {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              )}
            />
            <TextInputField
              {...field('materialNote')}
              label={t('carts.applyDialog.materialNote')}
              hint={t('carts.applyDialog.materialNoteHint')}
              multiline
              minRows={2}
              fullWidth
            />
            <TextInputField
              {...field('contactName')}
              label={t('carts.applyDialog.contactName')}
              autoComplete="name"
              required
              fullWidth
            />
            <TextInputField
              {...field('contactPhone')}
              label={t('carts.applyDialog.contactPhone')}
              hint={t('carts.applyDialog.contactPhoneHint')}
              autoComplete="tel"
              inputMode="tel"
              required
              fullWidth
            />
            <Controller
              control={control}
              name="agreedStationIds"
              render={({ field: { value, onChange, onBlur, ref }, fieldState }) => {
                const agreed = value ?? [];
                const toggle = (id: number, checked: boolean) =>
                  onChange(stationIds.filter((stationId) => (stationId === id ? checked : agreed.includes(stationId))));
                return (
                  <FormControl
                    component="fieldset"
                    required
                    error={fieldState.error !== undefined}
                    aria-describedby={fieldState.error ? agreementsErrorId : undefined}
                  >
                    <FormLabel component="legend" sx={legendSx}>
                      {t('carts.applyDialog.agreements')}
                    </FormLabel>
                    <FormGroup>
                      {stations.map((station, index) => (
                        <FormControlLabel
                          key={station.id}
                          label={t('carts.applyDialog.agreement', { station: station.name })}
                          control={
                            <Checkbox
                              checked={agreed.includes(station.id)}
                              onChange={(_event, checked) => toggle(station.id, checked)}
                              onBlur={onBlur}
                              inputRef={index === 0 ? ref : undefined}
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                    {/* Any refusal here (none ticked, or not all) asks for the same thing. */}
                    {fieldState.error && (
                      <FormHelperText id={agreementsErrorId}>{t('carts.refusals.termsNotAgreed')}</FormHelperText>
                    )}
                  </FormControl>
                );
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('carts.applyDialog.cancel')}
          </Button>
          <SendButton type="submit" variant="contained" busy={busy}>
            {busy ? t('carts.applyDialog.submitting') : t('carts.applyDialog.submit')}
          </SendButton>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
