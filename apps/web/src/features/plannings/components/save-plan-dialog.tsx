import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { planSaveRequestSchema } from '@tvcm/contracts';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SendButton } from '../../../components/send-button';
import { TextInputField } from '../../../components/text-input-field';
import { advertisersQueryOptions } from '../../../lib/advertiser-queries';
import { useTranslation } from '../../../lib/i18n';
import { useSendOnce } from '../../../lib/use-send-once';
import { zodErrorMap } from '../../../lib/zod-error-map';

const saveNameSchema = planSaveRequestSchema.pick({ name: true, advertiserId: true });
type SaveNameValues = z.input<typeof saveNameSchema>;
export type SaveName = z.output<typeof saveNameSchema>;

interface SavePlanDialogProps {
  initial: SaveName;
  /** Saves the plan under the name; resolves true once saved (the dialog closes), false when refused. */
  onSave: (name: SaveName) => Promise<boolean>;
  onClose: () => void;
}

/** The plan's name and (optionally) its advertiser, asked for when saving. */
export function SavePlanDialog({ initial, onSave, onClose }: SavePlanDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // The dialog lists what it can; without advertisers the plan is saved without one.
  const advertisers = useQuery({ ...advertisersQueryOptions(), meta: { errorToast: false } });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SaveNameValues, unknown, SaveName>({
    defaultValues: initial,
    resolver: zodResolver(saveNameSchema, { error: zodErrorMap }),
  });
  const { ref, ...nameField } = register('name');

  const sending = useSendOnce(
    handleSubmit(async (values) => {
      if (await onSave(values)) onClose();
    }),
  );

  return (
    <Dialog open onClose={sending.busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Stack component="form" noValidate onSubmit={sending.submit}>
        <DialogTitle id={titleId}>{t('plannings.saveDialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextInputField
              {...nameField}
              inputRef={ref}
              autoFocus
              label={t('plannings.saveDialog.name')}
              required
              fullWidth
              errorMessage={errors.name?.message}
            />
            <Controller
              control={control}
              name="advertiserId"
              render={({ field }) => (
                <TextField
                  select
                  size="small"
                  label={t('plannings.saveDialog.advertiser')}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value === null || field.value === undefined ? '' : String(field.value)}
                  onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">{t('plannings.saveDialog.noAdvertiser')}</option>
                  {advertisers.data?.advertisers.map((advertiser) => (
                    <option key={advertiser.id} value={advertiser.id}>
                      {advertiser.name}
                    </option>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending.busy}>
            {t('plannings.saveDialog.cancel')}
          </Button>
          <SendButton type="submit" variant="contained" busy={sending.busy}>
            {sending.busy ? t('plannings.saveDialog.submitting') : t('plannings.saveDialog.submit')}
          </SendButton>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
