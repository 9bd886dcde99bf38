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
import Typography from '@mui/material/Typography';
import {
  type SaveStationProfileRequest,
  type SaveStationProfileRequestInput,
  STATION_PROFILE_MAX_LENGTHS,
  STATION_SALES_TERMS,
  type StationProfileField,
  type StationWithProfile,
  saveStationProfileRequestSchema,
} from '@tvcm/contracts';
import { type ReactNode, useId, useState } from 'react';
import { type FieldError, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { stationProfileRefusal, useSaveStationProfile } from '../api/save-station-profile';
import { stationProfileErrorMap } from './profile-error-map';

interface StationProfileDialogProps {
  open: boolean;
  station: StationWithProfile;
  /** Counts the openings: each one starts from the station's profile as it is then. */
  opening: number;
  onClose: () => void;
}

/** Edits a station's coverage, sales terms, contact and notices: what every user reads on the TV station page. */
export function StationProfileDialog({ open, station, opening, onClose }: StationProfileDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('stations.form.title', { station: station.name })}</DialogTitle>
      <StationProfileForm key={opening} station={station} onClose={onClose} />
    </Dialog>
  );
}

/** Every field of the form, from the station's profile as it is, empty where it has none. */
function defaultValuesOf({ profile }: StationWithProfile): SaveStationProfileRequestInput {
  const fields = Object.keys(STATION_PROFILE_MAX_LENGTHS) as StationProfileField[];
  return Object.fromEntries(fields.map((field) => [field, profile?.[field] ?? ''])) as SaveStationProfileRequestInput;
}

interface ProfileFieldProps {
  field: UseFormRegisterReturn;
  label: string;
  error: FieldError | undefined;
  help?: string;
  /** Rows a multi-line field starts with; absent for a one-line one. */
  rows?: number;
  type?: 'tel' | 'email';
  autoFocus?: boolean;
}

function ProfileField({ field, label, error, help, rows, type, autoFocus }: ProfileFieldProps) {
  return (
    <TextField
      {...field}
      inputRef={field.ref}
      size="small"
      fullWidth
      label={label}
      type={type}
      multiline={rows !== undefined}
      minRows={rows}
      error={error !== undefined}
      helperText={error?.message ?? help}
      autoFocus={autoFocus}
      // The station's contact, not the user's own: the browser's saved details do not belong here.
      slotProps={{ htmlInput: { autoComplete: 'off' } }}
    />
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        {legend}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

function StationProfileForm({ station, onClose }: { station: StationWithProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveStationProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SaveStationProfileRequestInput, unknown, SaveStationProfileRequest>({
    defaultValues: defaultValuesOf(station),
    resolver: zodResolver(saveStationProfileRequestSchema, { error: stationProfileErrorMap }),
  });

  const submit = handleSubmit(async (request) => {
    setFormError(null);
    try {
      await save.mutateAsync({ stationId: station.id, request });
      showToast('success', t('stations.form.saved', { station: station.name }));
      onClose();
    } catch (error) {
      // Anything else has been shown as a toast by the mutation; the form keeps what was typed.
      const refusal = stationProfileRefusal(error);
      if (refusal === 'forbidden') setFormError(t('stations.form.forbidden'));
      else if (refusal === 'invalid') setFormError(t('stations.form.invalid'));
    }
  });
  const sending = useSendOnce(submit);

  return (
    <Box component="form" noValidate onSubmit={sending.submit}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('stations.form.lead')}
          </Typography>
          {formError && <Alert severity="error">{formError}</Alert>}
          <ProfileField
            field={register('coverage')}
            label={t('stations.form.coverage')}
            error={errors.coverage}
            help={t('stations.form.coverageHelp')}
            autoFocus
          />
          <Group legend={t('stations.form.salesTermsLegend')}>
            {STATION_SALES_TERMS.map((term) => (
              <ProfileField key={term} field={register(term)} label={t(`stations.terms.${term}`)} error={errors[term]} rows={2} />
            ))}
          </Group>
          <Group legend={t('stations.form.contactLegend')}>
            <ProfileField
              field={register('contactDepartment')}
              label={t('stations.contact.department')}
              error={errors.contactDepartment}
            />
            <ProfileField
              field={register('contactPhone')}
              label={t('stations.contact.phone')}
              error={errors.contactPhone}
              help={t('stations.form.phoneHelp')}
              type="tel"
            />
            <ProfileField
              field={register('contactEmail')}
              label={t('stations.contact.email')}
              error={errors.contactEmail}
              type="email"
            />
          </Group>
          <ProfileField field={register('notices')} label={t('stations.form.notices')} error={errors.notices} rows={4} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending.busy}>
          {t('stations.form.cancel')}
        </Button>
        <SendButton type="submit" variant="contained" busy={sending.busy}>
          {sending.busy ? t('stations.form.saving') : t('stations.form.save')}
        </SendButton>
      </DialogActions>
    </Box>
  );
}
