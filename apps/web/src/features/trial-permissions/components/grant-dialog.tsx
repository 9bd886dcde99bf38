import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  businessDateOf,
  type SaveTrialGrantRequest,
  TRIAL_GRANT_SCOPES,
  type TrialCompany,
  type TrialGrantFormValues,
  trialGrantFormSchema,
} from '@tvcm/contracts';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SendButton } from '../../../components/send-button';
import { TextInputField } from '../../../components/text-input-field';
import { useTranslation } from '../../../lib/i18n';
import { isRepeatedClick } from '../../../lib/second-click-guard';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { useSaveTrialGrant } from '../api/save-trial-grant';
import { periodText } from '../format';
import { closeOnRefusal } from './close-on-refusal';
import { grantFormErrorMap } from './grant-form-error-map';

export interface GrantDialogProps {
  /** The trial company to grant to, or whose grant to change; null while closed. */
  company: TrialCompany | null;
  /** Counts the openings: each one starts from the grant as it is then. */
  opening: number;
  onClose: () => void;
}

const legendSx = { mb: 0.75, typography: 'body2', fontWeight: 600, color: 'text.primary' } as const;
/** Date fields as wide as a date in any locale's format with the picker's button, and their hint, need. */
const datesSx = { maxWidth: '18em' } as const;

/** Grants a trial company view or view-and-apply for a period, or changes the grant; a confirmation comes before the save. */
export function GrantDialog({ company, opening, onClose }: GrantDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // The company stays on screen while the dialog fades out.
  const [shown, setShown] = useState(company);
  if (company && company !== shown) setShown(company);
  return (
    <Dialog open={company !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {shown?.grant ? t('trialPermissions.form.changeTitle') : t('trialPermissions.form.grantTitle')}
      </DialogTitle>
      {shown && opening > 0 && <GrantForm key={opening} company={shown} onClose={onClose} />}
    </Dialog>
  );
}

function defaultValuesOf(company: TrialCompany): TrialGrantFormValues {
  if (!company.grant) return { scope: 'VIEW', validFrom: businessDateOf(Date.now()), validUntil: '' };
  return { scope: company.grant.scope, validFrom: company.grant.validFrom, validUntil: company.grant.validUntil ?? '' };
}

function GrantForm({ company, onClose }: { company: TrialCompany; onClose: () => void }) {
  const { t } = useTranslation();
  const confirmId = useId();
  const save = useSaveTrialGrant();
  // The values checked and waiting for the confirmation; null while the form is shown.
  const [confirming, setConfirming] = useState<SaveTrialGrantRequest | null>(null);
  const changing = company.grant !== null;
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TrialGrantFormValues, unknown, SaveTrialGrantRequest>({
    defaultValues: defaultValuesOf(company),
    resolver: zodResolver(trialGrantFormSchema, { error: grantFormErrorMap }),
  });
  const dateField = (name: 'validFrom' | 'validUntil') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, type: 'date', errorMessage: errors[name]?.message };
  };

  const confirm = async () => {
    if (!confirming) return;
    try {
      await save.mutateAsync({ trialCompanyCode: company.code, request: confirming });
      showToast(
        'success',
        t(changing ? 'trialPermissions.form.changed' : 'trialPermissions.form.granted', { name: company.name }),
      );
      onClose();
    } catch (error) {
      closeOnRefusal(error, t, onClose);
    }
  };

  const sending = useSendOnce(confirm);

  if (confirming) {
    return (
      <>
        <DialogContent>
          <DialogContentText id={confirmId}>
            {t('trialPermissions.form.confirmLead', {
              action: t(changing ? 'trialPermissions.form.confirmChange' : 'trialPermissions.form.confirmGrant'),
            })}
          </DialogContentText>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, mt: 2 }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {t('trialPermissions.list.company')}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {t('trialPermissions.form.company', { name: company.name, code: company.code })}
            </Box>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {t('trialPermissions.form.scope')}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {t(`trialPermissions.scopes.${confirming.scope}`)}
            </Box>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {t('trialPermissions.list.period')}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {periodText(t, confirming.validFrom, confirming.validUntil)}
            </Box>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={sending.busy}>
            {t('trialPermissions.form.back')}
          </Button>
          <SendButton
            variant="contained"
            autoFocus
            busy={sending.busy}
            onClick={(event) => {
              if (!isRepeatedClick(event)) void sending.run();
            }}
          >
            {sending.busy
              ? t('trialPermissions.form.saving')
              : t(changing ? 'trialPermissions.form.submitChange' : 'trialPermissions.form.submitGrant')}
          </SendButton>
        </DialogActions>
      </>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(setConfirming)(event)}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2.5}>
          <DialogContentText>{t('trialPermissions.form.company', { name: company.name, code: company.code })}</DialogContentText>
          <Controller
            control={control}
            name="scope"
            render={({ field: { value, onChange, onBlur, ref }, fieldState }) => (
              <FormControl component="fieldset" required error={fieldState.error !== undefined}>
                <FormLabel component="legend" sx={legendSx}>
                  {t('trialPermissions.form.scope')}
                </FormLabel>
                <RadioGroup value={value ?? ''} onChange={(_event, next) => onChange(next)}>
                  {TRIAL_GRANT_SCOPES.map((scope, index) => (
                    <FormControlLabel
                      key={scope}
                      value={scope}
                      label={t(scope === 'VIEW' ? 'trialPermissions.form.scopeView' : 'trialPermissions.form.scopeApply')}
                      control={<Radio onBlur={onBlur} inputRef={index === 0 ? ref : undefined} />}
                    />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <Stack spacing={2.5} sx={datesSx}>
            <TextInputField {...dateField('validFrom')} label={t('trialPermissions.form.validFrom')} required />
            <TextInputField
              {...dateField('validUntil')}
              label={t('trialPermissions.form.validUntil')}
              hint={t('trialPermissions.form.validUntilHint')}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('trialPermissions.form.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('trialPermissions.form.next')}
        </Button>
      </DialogActions>
    </Box>
  );
}
