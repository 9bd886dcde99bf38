import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type Advertiser,
  INDUSTRIES,
  normaliseText,
  type SaveAdvertiserRequest,
  type SaveAdvertiserRequestInput,
  saveAdvertiserRequestSchema,
} from '@tvcm/contracts';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { advertiserRefusal } from '../api/advertiser-refusal';
import { useCreateAdvertiser } from '../api/create-advertiser';
import { useUpdateAdvertiser } from '../api/update-advertiser';
import { BrandsField } from './brands-field';
import { advertiserErrorMap } from './form-error-map';

export interface AdvertiserFormDialogProps {
  open: boolean;
  /** The advertiser to edit, or null for a new one. */
  advertiser: Advertiser | null;
  /** Counts the openings: each one starts from the advertiser as it is then. */
  opening: number;
  onClose: () => void;
}

/** Adds an advertiser or edits one: code, name, industry, brands and the linked company. */
export function AdvertiserFormDialog({ open, advertiser, opening, onClose }: AdvertiserFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{advertiser ? t('advertisers.form.editTitle') : t('advertisers.form.addTitle')}</DialogTitle>
      {opening > 0 && <AdvertiserForm key={opening} advertiser={advertiser} onClose={onClose} />}
    </Dialog>
  );
}

function defaultValuesOf(advertiser: Advertiser | null): SaveAdvertiserRequestInput {
  if (!advertiser)
    return { code: '', name: '', industry: '' as SaveAdvertiserRequestInput['industry'], brands: [], linkedCompanyCode: '' };
  return {
    code: advertiser.code,
    name: advertiser.name,
    industry: advertiser.industry,
    brands: advertiser.brands,
    linkedCompanyCode: advertiser.linkedCompany?.code ?? '',
  };
}

/** Codes typed in a Japanese input mode come full-width; they are compared half-width. */
const normalised = (value: unknown) => (typeof value === 'string' ? normaliseText(value) : value);

function AdvertiserForm({ advertiser, onClose }: { advertiser: Advertiser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateAdvertiser();
  const update = useUpdateAdvertiser();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SaveAdvertiserRequestInput, unknown, SaveAdvertiserRequest>({
    defaultValues: defaultValuesOf(advertiser),
    resolver: zodResolver(saveAdvertiserRequestSchema, { error: advertiserErrorMap }),
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    // An empty linked code links none.
    const request: SaveAdvertiserRequest = { ...values, linkedCompanyCode: values.linkedCompanyCode || null };
    try {
      if (advertiser) await update.mutateAsync({ advertiserId: advertiser.id, request });
      else await create.mutateAsync(request);
      showToast('success', advertiser ? t('advertisers.form.updated') : t('advertisers.form.created'));
      onClose();
    } catch (error) {
      // Anything but these has been shown as a toast by the mutation; the form stays as it was.
      const refusal = advertiserRefusal(error);
      if (refusal?.kind === 'codeTaken') {
        setError('code', { type: 'server', message: t('advertisers.form.codeTaken') }, { shouldFocus: true });
      } else if (refusal?.kind === 'invalid' && request.linkedCompanyCode) {
        setError(
          'linkedCompanyCode',
          { type: 'server', message: t('advertisers.form.linkedCompanyInvalid') },
          { shouldFocus: true },
        );
      } else if (refusal?.kind === 'invalid') {
        setFormError(t('advertisers.form.invalid'));
      } else if (refusal?.kind === 'gone') {
        showToast('error', t('advertisers.gone'));
        onClose();
      }
    }
  });

  const codeField = register('code', { setValueAs: normalised });
  const linkedField = register('linkedCompanyCode', { setValueAs: normalised });
  const nameField = register('name');
  const industryField = register('industry');
  const sending = useSendOnce(submit);

  return (
    <Box component="form" noValidate onSubmit={sending.submit}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            {...codeField}
            inputRef={codeField.ref}
            required
            size="small"
            label={t('advertisers.form.code')}
            error={errors.code !== undefined}
            helperText={errors.code?.message ?? t('advertisers.form.codeHelp')}
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            sx={{ maxWidth: 240 }}
          />
          <TextField
            {...nameField}
            inputRef={nameField.ref}
            required
            size="small"
            fullWidth
            label={t('advertisers.form.name')}
            error={errors.name !== undefined}
            helperText={errors.name?.message}
            slotProps={{ htmlInput: { autoComplete: 'organization' } }}
          />
          <TextField
            {...industryField}
            inputRef={industryField.ref}
            select
            required
            size="small"
            label={t('advertisers.form.industry')}
            error={errors.industry !== undefined}
            helperText={errors.industry?.message}
            // The browser's own list: light, and usable with any keyboard or screen reader.
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ maxWidth: 320 }}
          >
            <option value="" disabled>
              {t('advertisers.form.industryPlaceholder')}
            </option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {t(`industries.${industry}`)}
              </option>
            ))}
          </TextField>
          <Controller
            control={control}
            name="brands"
            render={({ field, fieldState }) => {
              const rowErrors = Array.isArray(errors.brands) ? errors.brands.map((error) => error?.message) : [];
              return (
                <BrandsField
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  rowErrors={rowErrors}
                  listError={fieldState.error?.message}
                />
              );
            }}
          />
          <TextField
            {...linkedField}
            inputRef={linkedField.ref}
            size="small"
            label={t('advertisers.form.linkedCompanyCode')}
            error={errors.linkedCompanyCode !== undefined}
            helperText={errors.linkedCompanyCode?.message ?? t('advertisers.form.linkedCompanyHelp')}
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending.busy}>
          {t('advertisers.form.cancel')}
        </Button>
        <SendButton type="submit" variant="contained" busy={sending.busy}>
          {sending.busy ? t('advertisers.form.saving') : t('advertisers.form.save')}
        </SendButton>
      </DialogActions>
    </Box>
  );
}
