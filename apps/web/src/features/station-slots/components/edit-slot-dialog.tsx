import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SLOT_PRICE_MAX, SLOT_UNITS_MAX, type StationSlot } from '@tvcm/contracts';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SendButton } from '../../../components/send-button';
import { formatBroadcastTime, formatShortDate } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { zodErrorMap } from '../../../lib/zod-error-map';
import { type SlotRefusal, slotRefusal } from '../api/slot-refusal';
import { useUpdateStationSlot } from '../api/update-station-slot';
import {
  amountOf,
  changesOf,
  defaultValuesOf,
  type EditSlotValues,
  editSlotSchema,
  isWithdrawLocked,
  minimumUnitsOf,
} from '../edit-slot-form';
import { formatCount } from '../format';

interface EditSlotDialogProps {
  /** The slot as the list now shows it: after a refusal the list is fetched again, and the form starts over from it. */
  slot: StationSlot;
  onClose: () => void;
}

/** Edits a slot's price, units on sale and sale status, saying beforehand what its applications and sales limit. */
export function EditSlotDialog({ slot, onClose }: EditSlotDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [refusal, setRefusal] = useState<Exclude<SlotRefusal['kind'], 'gone'> | null>(null);
  const summary = t('stationSlots.edit.slotSummary', {
    station: slot.station.name,
    date: formatShortDate(slot.broadcastDate),
    time: formatBroadcastTime(slot.startSecond),
    programme: slot.programmeTitle ?? t('stationSlots.slots.noProgramme'),
    position: slot.position,
    length: t('stationSlots.slots.seconds', { seconds: slot.lengthSeconds }),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('stationSlots.edit.title')}</DialogTitle>
      {/* A slot changed on the server starts the form again from what it now is. */}
      <EditSlotForm
        key={slot.updatedAt}
        slot={slot}
        summary={summary}
        refusal={refusal}
        onRefused={setRefusal}
        onClose={onClose}
      />
    </Dialog>
  );
}

interface EditSlotFormProps {
  slot: StationSlot;
  summary: string;
  refusal: Exclude<SlotRefusal['kind'], 'gone'> | null;
  onRefused: (refusal: Exclude<SlotRefusal['kind'], 'gone'>) => void;
  onClose: () => void;
}

function EditSlotForm({ slot, summary, refusal, onRefused, onClose }: EditSlotFormProps) {
  const { t } = useTranslation();
  const update = useUpdateStationSlot();
  const [unchanged, setUnchanged] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditSlotValues>({
    defaultValues: defaultValuesOf(slot),
    resolver: zodResolver(editSlotSchema(slot), { error: zodErrorMap }),
  });
  const minimum = minimumUnitsOf(slot);
  const withdrawLocked = isWithdrawLocked(slot);
  const lockedNoteId = useId();

  const sending = useSendOnce(
    handleSubmit(async (values) => {
      const request = changesOf(slot, values);
      setUnchanged(Object.keys(request).length === 0);
      if (Object.keys(request).length === 0) return;
      try {
        await update.mutateAsync({ slotId: slot.id, request });
      } catch (error) {
        // Other failures are the query client's toast; the form stays as typed.
        const refused = slotRefusal(error);
        if (refused?.kind === 'gone') {
          showToast('error', t('stationSlots.edit.refusals.gone'));
          onClose();
        } else if (refused) {
          onRefused(refused.kind);
        }
        return;
      }
      showToast('success', t('stationSlots.edit.saved'));
      onClose();
    }),
  );

  const priceField = register('price', { setValueAs: amountOf });
  const unitsField = register('unitsOnSale', { setValueAs: amountOf });
  const unitsHelp =
    minimum > 0
      ? t('stationSlots.edit.unitsHelp', { held: slot.unitsHeld, sold: slot.unitsSold, min: minimum })
      : t('stationSlots.edit.unitsHelpFree', { max: SLOT_UNITS_MAX });

  return (
    <Box component="form" noValidate onSubmit={sending.submit}>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            {summary}
          </Typography>
          {refusal && <Alert severity="error">{t(`stationSlots.edit.refusals.${refusal}`)}</Alert>}
          {unchanged && <Alert severity="info">{t('stationSlots.edit.nothingChanged')}</Alert>}
          <TextField
            {...priceField}
            inputRef={priceField.ref}
            required
            size="small"
            label={t('stationSlots.edit.price')}
            error={errors.price !== undefined}
            helperText={errors.price?.message ?? t('stationSlots.edit.priceHelp', { max: formatCount(SLOT_PRICE_MAX) })}
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            sx={{ maxWidth: 420 }}
            fullWidth
          />
          <TextField
            {...unitsField}
            inputRef={unitsField.ref}
            required
            size="small"
            label={t('stationSlots.edit.unitsOnSale')}
            error={errors.unitsOnSale !== undefined}
            helperText={errors.unitsOnSale?.message ?? unitsHelp}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            sx={{ maxWidth: 420 }}
            fullWidth
          />
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend">{t('stationSlots.edit.status')}</FormLabel>
                <RadioGroup row {...field} aria-describedby={withdrawLocked ? lockedNoteId : undefined}>
                  <FormControlLabel value="ON_SALE" control={<Radio />} label={t('stationSlots.edit.onSale')} />
                  <FormControlLabel
                    value="WITHDRAWN"
                    control={<Radio />}
                    label={t('stationSlots.edit.withdrawn')}
                    disabled={withdrawLocked}
                  />
                </RadioGroup>
                {withdrawLocked && <FormHelperText id={lockedNoteId}>{t('stationSlots.edit.withdrawLocked')}</FormHelperText>}
              </FormControl>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending.busy}>
          {t('stationSlots.edit.cancel')}
        </Button>
        <SendButton type="submit" variant="contained" busy={sending.busy}>
          {sending.busy ? t('stationSlots.edit.saving') : t('stationSlots.edit.save')}
        </SendButton>
      </DialogActions>
    </Box>
  );
}
